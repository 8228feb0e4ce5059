// The memory estimate that stands between a run too large for the machine and the kernel's OOM killer
// (methods/memory_estimate.hpp): it grows as the methods' dense matrices do, it is refused with the
// numbers when it exceeds what is available, and the command says so in one line with the usage code.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "core/error.hpp"
#include "methods/memory_estimate.hpp"
#include "support/mbdae_command.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

RunSettings settings_for(const std::string& integrator, const std::string& formulation, const std::string& correction) {
  RunSettings s;
  s.integrator = integrator;
  s.formulation = formulation;
  s.correction = correction;
  return s;
}

TEST(MemoryEstimate, DenseMatricesGrowWithTheSquareAndSparseMethodsOnlyLinearly) {
  const RunSettings uke = settings_for("ab4", "uke", "direct");
  const MemoryEstimate small = estimate_run_memory({1000, 750}, uke, LinearAlgebra::dense);
  const MemoryEstimate large = estimate_run_memory({2000, 1500}, uke, LinearAlgebra::dense);
  EXPECT_NEAR(large.dense_bytes / small.dense_bytes, 4.0, 1e-12);
  EXPECT_DOUBLE_EQ(small.bytes - small.dense_bytes, kBytesPerCoordinate * 1000);
  const MemoryEstimate sparse = estimate_run_memory({2000, 1500}, uke, LinearAlgebra::sparse);
  EXPECT_EQ(sparse.dense_bytes, 0.0);
  EXPECT_DOUBLE_EQ(sparse.bytes, kBytesPerCoordinate * 2000);

  const RunSettings af = settings_for("ab4", "af", "rgcp");
  EXPECT_EQ(estimate_run_memory({12000, 9000}, af, LinearAlgebra::sparse).dense_bytes, 0.0);
  // Dense AF and RGCP: the Schur complement and its factor (2 m²), C_q and its LU (2 m n), the dependent
  // block and its LU (2 m²), in doubles.
  EXPECT_DOUBLE_EQ(estimate_run_memory({12000, 9000}, af, LinearAlgebra::dense).dense_bytes,
                   8.0 * (2 * 9000.0 * 9000 + 2 * 9000.0 * 12000 + 2 * 9000.0 * 9000));

  RunSettings ida = settings_for("ida", "ggl", "none");
  ida.adaptive.linear_solver = "klu";
  const double with_klu = estimate_run_memory({1200, 900}, ida, LinearAlgebra::sparse).dense_bytes;
  ida.adaptive.linear_solver = "dense";
  const double with_dense = estimate_run_memory({1200, 900}, ida, LinearAlgebra::sparse).dense_bytes;
  EXPECT_DOUBLE_EQ(with_dense - with_klu, 8.0 * 5 * (2 * 1200.0 + 900) * (2 * 1200.0 + 900));
}

TEST(MemoryEstimate, ARunBeyondTheAvailableMemoryIsRefusedWithTheNumbers) {
  ::setenv("MBDAE_MEMORY_AVAILABLE", "1e9", 1);
  const RunSettings uke = settings_for("ab4", "uke", "direct");
  try {
    require_memory_for({12000, 9000}, uke, LinearAlgebra::dense);
    ADD_FAILURE() << "an 8.4 GB estimate passed with 1 GB available";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    const std::string text = e.what();
    EXPECT_NE(text.find("the run needs an estimated 8.4 GB"), std::string::npos) << text;
    EXPECT_NE(text.find("12000 coordinates and 9000 constraint rows"), std::string::npos) << text;
    EXPECT_NE(text.find("the dense matrices of ab4 + uke + direct (dense linear algebra)"), std::string::npos) << text;
    EXPECT_NE(text.find("more than the 1 GB available"), std::string::npos) << text;
  }
  EXPECT_NO_THROW(require_memory_for({12000, 9000}, settings_for("ab4", "af", "rgcp"), LinearAlgebra::sparse));
  // The sparse forms of UKE and direct correction keep nothing dense.
  EXPECT_DOUBLE_EQ(estimate_run_memory({12000, 9000}, uke, LinearAlgebra::sparse).dense_bytes, 0.0);
  ::setenv("MBDAE_MEMORY_AVAILABLE", "lots", 1);
  EXPECT_THROW(available_memory_bytes(), Error);
  ::unsetenv("MBDAE_MEMORY_AVAILABLE");
  EXPECT_GT(available_memory_bytes(), 0.0);
}

TEST(MemoryEstimate, TheCommandRefusesInOneLineBeforeBuildingTheRun) {
  // A thousand-link chain with dense AF and RGCP (4.3 GB by the estimate) where 2 GB are available;
  // the same chain in sparse linear algebra fits.
  const auto refused = testing::mbdae_command({"run", "spherical_chain", "--param", "n=1000", "--linear-algebra",
                                               "dense", "--t-end", "0.01", "--quiet"},
                                              {"MBDAE_MEMORY_AVAILABLE=2e9"});
  EXPECT_EQ(refused.exit_code, 2) << refused.output;
  EXPECT_EQ(refused.output.rfind("mbdae: error: the run needs an estimated 4.", 0), 0u) << refused.output;
  EXPECT_EQ(refused.output.find('\n'), refused.output.size() - 1) << refused.output;
  EXPECT_LT(estimate_run_memory({12000, 9000}, settings_for("ab4", "af", "rgcp"), LinearAlgebra::sparse).bytes, 2e9);
}

}  // namespace
}  // namespace mbdae
