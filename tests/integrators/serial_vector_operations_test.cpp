// The compiled vector kernels against SUNDIALS' own serial vector: every operation, called through
// the N_Vector interface on the same data, gives the same bits, in each special case the library
// distinguishes (coefficients ±1, a = ±b, outputs that alias inputs, masks, zeros); and the vectors
// SUNDIALS clones keep the compiled kernels.
#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <random>
#include <vector>

#include "integrators/sundials/serial_vector_operations.hpp"
#include "integrators/sundials/support.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr long kLength = 37;  // odd, so that vectorized loops also run their remainders

/// The same numbers in a vector with the library's operations and in one with the compiled ones.
struct Twin {
  sundials::Vector library, compiled;
};

class SerialVectorOperations : public ::testing::Test {
 protected:
  /// A twin holding random values in [−2, 2], with exact zeros and ±1 among them.
  Twin make_twin() {
    Twin twin{sundials::Vector(N_VNew_Serial(kLength, context_)), sundials::make_vector(kLength, context_)};
    N_VEnableFusedOps_Serial(twin.library.get(), SUNTRUE);
    std::uniform_real_distribution<double> value(-2.0, 2.0);
    for (long i = 0; i < kLength; ++i) {
      const double x = i % 11 == 3 ? 0.0 : i % 13 == 5 ? (i % 2 ? 1.0 : -1.0) : value(rng_);
      NV_Ith_S(twin.library.get(), i) = x;
      NV_Ith_S(twin.compiled.get(), i) = x;
    }
    return twin;
  }
  /// Values that are never zero (divisors).
  Twin make_nonzero_twin() {
    Twin twin = make_twin();
    for (N_Vector v : {twin.library.get(), twin.compiled.get()})
      for (long i = 0; i < kLength; ++i) NV_Ith_S(v, i) = 0.5 + std::abs(NV_Ith_S(v, i));
    return twin;
  }

  static void expect_same_bits(const Twin& twin, const std::string& what) {
    EXPECT_EQ(std::memcmp(N_VGetArrayPointer(twin.library.get()), N_VGetArrayPointer(twin.compiled.get()),
                          kLength * sizeof(double)),
              0)
        << what;
  }
  static void expect_same_bits(double library, double compiled, const std::string& what) {
    EXPECT_EQ(std::memcmp(&library, &compiled, sizeof(double)), 0) << what << ": " << library << " vs " << compiled;
  }

  sundials::Context context_;
  std::mt19937 rng_{2024};
};

TEST_F(SerialVectorOperations, LinearSumGivesTheLibrarysBitsForEveryCoefficientCaseAndAliasing) {
  // a = b is computed as a (x + y) and a = −b as a (x − y) by the library: a x + b y differs there.
  const std::vector<std::pair<double, double>> coefficients = {
      {1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {0.7, 0.7}, {0.7, -0.7}, {-0.3, 0.3}, {1, 0.3},
      {0.3, 1}, {-1, 0.3}, {0.3, -1}, {0.7, 0.3}, {0, 0.5}, {0.5, 0}, {0, 0}};
  for (const auto& [coefficient_a, coefficient_b] : coefficients)
    for (const int alias : {0, 1, 2}) {  // z separate, z = x, z = y
      const double a = coefficient_a, b = coefficient_b;  // (a lambda below uses them)
      Twin x = make_twin(), y = make_twin(), z = make_twin();
      // Some y_i = x_i and some y_i = −x_i: exact zeros whose sign depends on the form of the sum.
      for (const bool library : {true, false})
        for (long i = 0; i < kLength; i += 3) {
          N_Vector xv = library ? x.library.get() : x.compiled.get(), yv = library ? y.library.get() : y.compiled.get();
          NV_Ith_S(yv, i) = (i % 2 ? -1.0 : 1.0) * NV_Ith_S(xv, i);
        }
      auto run = [&](N_Vector xv, N_Vector yv, N_Vector zv) {
        N_VLinearSum(a, xv, b, yv, alias == 0 ? zv : alias == 1 ? xv : yv);
      };
      run(x.library.get(), y.library.get(), z.library.get());
      run(x.compiled.get(), y.compiled.get(), z.compiled.get());
      const std::string what = "a = " + std::to_string(a) + ", b = " + std::to_string(b) + ", alias " + std::to_string(alias);
      expect_same_bits(alias == 0 ? z : alias == 1 ? x : y, what);
    }
}

TEST_F(SerialVectorOperations, ElementwiseOperationsGiveTheLibrarysBits) {
  using Binary = std::function<void(N_Vector, N_Vector, N_Vector)>;
  const std::vector<std::pair<std::string, Binary>> operations = {
      {"const", [](N_Vector, N_Vector, N_Vector z) { N_VConst(-0.37, z); }},
      {"prod", [](N_Vector x, N_Vector y, N_Vector z) { N_VProd(x, y, z); }},
      {"div", [](N_Vector x, N_Vector y, N_Vector z) { N_VDiv(x, y, z); }},
      {"scale 0.3", [](N_Vector x, N_Vector, N_Vector z) { N_VScale(0.3, x, z); }},
      {"scale 1", [](N_Vector x, N_Vector, N_Vector z) { N_VScale(1.0, x, z); }},
      {"scale -1", [](N_Vector x, N_Vector, N_Vector z) { N_VScale(-1.0, x, z); }},
      {"scale in place", [](N_Vector x, N_Vector, N_Vector) { N_VScale(0.3, x, x); }},
      {"abs", [](N_Vector x, N_Vector, N_Vector z) { N_VAbs(x, z); }},
      {"inv", [](N_Vector, N_Vector y, N_Vector z) { N_VInv(y, z); }},
      {"addconst", [](N_Vector x, N_Vector, N_Vector z) { N_VAddConst(x, 0.1, z); }},
      {"compare", [](N_Vector x, N_Vector, N_Vector z) { N_VCompare(1.0, x, z); }},
  };
  for (const auto& [name, operation] : operations) {
    Twin x = make_twin(), y = make_nonzero_twin(), z = make_twin();
    operation(x.library.get(), y.library.get(), z.library.get());
    operation(x.compiled.get(), y.compiled.get(), z.compiled.get());
    expect_same_bits(x, name + " (x)");
    expect_same_bits(z, name);
  }
  // InvTest: the reciprocals where x ≠ 0, and whether a zero was found.
  for (const bool with_zero : {true, false}) {
    Twin x = with_zero ? make_twin() : make_nonzero_twin(), z = make_twin();
    const booleantype library = N_VInvTest(x.library.get(), z.library.get());
    const booleantype compiled = N_VInvTest(x.compiled.get(), z.compiled.get());
    EXPECT_EQ(library, compiled);
    EXPECT_EQ(compiled, with_zero ? SUNFALSE : SUNTRUE);
    expect_same_bits(z, "invtest");
  }
}

TEST_F(SerialVectorOperations, ReductionsGiveTheLibrarysBits) {
  Twin x = make_twin(), w = make_nonzero_twin(), id = make_twin();
  N_Vector xl = x.library.get(), xc = x.compiled.get(), wl = w.library.get(), wc = w.compiled.get();
  N_Vector il = id.library.get(), ic = id.compiled.get();
  expect_same_bits(N_VDotProd(xl, wl), N_VDotProd(xc, wc), "dotprod");
  expect_same_bits(N_VMaxNorm(xl), N_VMaxNorm(xc), "maxnorm");
  expect_same_bits(N_VWrmsNorm(xl, wl), N_VWrmsNorm(xc, wc), "wrmsnorm");
  expect_same_bits(N_VWrmsNormMask(xl, wl, il), N_VWrmsNormMask(xc, wc, ic), "wrmsnormmask");
  expect_same_bits(N_VMin(xl), N_VMin(xc), "min");
  expect_same_bits(N_VWL2Norm(xl, wl), N_VWL2Norm(xc, wc), "wl2norm");
  expect_same_bits(N_VL1Norm(xl), N_VL1Norm(xc), "l1norm");
  expect_same_bits(N_VDotProdLocal(xl, wl), N_VDotProdLocal(xc, wc), "dotprodlocal");
  expect_same_bits(N_VMaxNormLocal(xl), N_VMaxNormLocal(xc), "maxnormlocal");
  expect_same_bits(N_VMinLocal(xl), N_VMinLocal(xc), "minlocal");
  expect_same_bits(N_VL1NormLocal(xl), N_VL1NormLocal(xc), "l1normlocal");
  expect_same_bits(N_VWSqrSumLocal(xl, wl), N_VWSqrSumLocal(xc, wc), "wsqrsumlocal");
  expect_same_bits(N_VWSqrSumMaskLocal(xl, wl, il), N_VWSqrSumMaskLocal(xc, wc, ic), "wsqrsummasklocal");
  // The mask really masks: some entries of id are ≤ 0.
  EXPECT_LT(N_VWSqrSumMaskLocal(xc, wc, ic), N_VWSqrSumLocal(xc, wc));
}

TEST_F(SerialVectorOperations, FusedOperationsGiveTheLibrarysBits) {
  std::vector<Twin> X;
  for (int k = 0; k < 4; ++k) X.push_back(make_twin());
  auto vectors = [&](bool library, int count) {
    std::vector<N_Vector> v;
    for (int k = 0; k < count; ++k) v.push_back(library ? X[k].library.get() : X[k].compiled.get());
    return v;
  };
  // z = Σ c_k X_k for 1 to 4 terms, into a separate z and into X_0 (with c_0 = 1 and c_0 ≠ 1);
  // two terms with c_0 = c_1 go through the linear sum's a = b case.
  for (int count = 1; count <= 4; ++count)
    for (const bool into_first : {false, true})
      for (const double c0 : {1.0, 0.4}) {
        std::vector<double> c = {c0, count == 2 ? c0 : -0.6, 1.3, -1.0};
        Twin z = make_twin();
        for (const bool library : {true, false}) {
          std::vector<N_Vector> v = vectors(library, count);
          N_Vector target = into_first ? v[0] : library ? z.library.get() : z.compiled.get();
          ASSERT_EQ(N_VLinearCombination(count, c.data(), v.data(), target), 0);
        }
        const std::string what = std::to_string(count) + " terms, c0 = " + std::to_string(c0);
        expect_same_bits(into_first ? X[0] : z, "linearcombination " + what);
      }
  // Z_k = a_k x + Y_k, into separate Z and into Y.
  for (const int count : {1, 3})
    for (const bool in_place : {false, true}) {
      std::vector<double> a = {1.0, -0.7, 2.5};
      Twin x = make_twin();
      std::vector<Twin> Z;
      for (int k = 0; k < count; ++k) Z.push_back(make_twin());
      for (const bool library : {true, false}) {
        std::vector<N_Vector> y = vectors(library, count), z;
        for (int k = 0; k < count; ++k) z.push_back(library ? Z[k].library.get() : Z[k].compiled.get());
        ASSERT_EQ(N_VScaleAddMulti(count, a.data(), library ? x.library.get() : x.compiled.get(), y.data(),
                                   in_place ? y.data() : z.data()),
                  0);
      }
      for (int k = 0; k < count; ++k) expect_same_bits(in_place ? X[k] : Z[k], "scaleaddmulti " + std::to_string(count));
    }
  // Dot products of x with each of Y.
  Twin x = make_twin();
  std::vector<double> library(4), compiled(4);
  std::vector<N_Vector> yl = vectors(true, 4), yc = vectors(false, 4);
  ASSERT_EQ(N_VDotProdMulti(4, x.library.get(), yl.data(), library.data()), 0);
  ASSERT_EQ(N_VDotProdMulti(4, x.compiled.get(), yc.data(), compiled.data()), 0);
  for (int k = 0; k < 4; ++k) expect_same_bits(library[k], compiled[k], "dotprodmulti");
}

TEST_F(SerialVectorOperations, VectorArrayOperationsGiveTheLibrarysBits) {
  constexpr int kCount = 3;
  auto make_array = [&] {
    std::vector<Twin> array;
    for (int k = 0; k < kCount; ++k) array.push_back(make_twin());
    return array;
  };
  auto pointers = [](std::vector<Twin>& array, bool library) {
    std::vector<N_Vector> v;
    for (Twin& t : array) v.push_back(library ? t.library.get() : t.compiled.get());
    return v;
  };
  for (const auto& [a, b] : std::vector<std::pair<double, double>>{{0.7, 0.7}, {0.7, -0.7}, {1, -1}, {0.3, 1.9}}) {
    std::vector<Twin> X = make_array(), Y = make_array(), Z = make_array();
    for (const bool library : {true, false}) {
      std::vector<N_Vector> x = pointers(X, library), y = pointers(Y, library), z = pointers(Z, library);
      ASSERT_EQ(N_VLinearSumVectorArray(kCount, a, x.data(), b, y.data(), z.data()), 0);
    }
    for (int k = 0; k < kCount; ++k) expect_same_bits(Z[k], "linearsumvectorarray");
  }
  std::vector<Twin> X = make_array(), Z = make_array(), W = make_array();
  Twin id = make_twin();
  std::vector<double> c = {0.3, -1.0, 2.0};
  std::vector<double> norms_library(kCount), norms_compiled(kCount), masked_library(kCount), masked_compiled(kCount);
  for (const bool library : {true, false}) {
    std::vector<N_Vector> x = pointers(X, library), z = pointers(Z, library), w = pointers(W, library);
    N_Vector mask = library ? id.library.get() : id.compiled.get();
    ASSERT_EQ(N_VScaleVectorArray(kCount, c.data(), x.data(), z.data()), 0);
    ASSERT_EQ(N_VWrmsNormVectorArray(kCount, x.data(), w.data(), (library ? norms_library : norms_compiled).data()), 0);
    ASSERT_EQ(N_VWrmsNormMaskVectorArray(kCount, x.data(), w.data(), mask,
                                         (library ? masked_library : masked_compiled).data()),
              0);
    ASSERT_EQ(N_VConstVectorArray(kCount, 0.25, x.data()), 0);
  }
  for (int k = 0; k < kCount; ++k) {
    expect_same_bits(Z[k], "scalevectorarray");
    expect_same_bits(X[k], "constvectorarray");
    expect_same_bits(norms_library[k], norms_compiled[k], "wrmsnormvectorarray");
    expect_same_bits(masked_library[k], masked_compiled[k], "wrmsnormmaskvectorarray");
  }
}

TEST_F(SerialVectorOperations, ClonesKeepTheCompiledKernels) {
  sundials::Vector original = sundials::make_vector(kLength, context_);
  EXPECT_NE(original->ops->nvlinearsum, &N_VLinearSum_Serial);
  EXPECT_NE(original->ops->nvwrmsnorm, &N_VWrmsNorm_Serial);
  EXPECT_NE(original->ops->nvlinearcombination, nullptr);
  sundials::Vector clone(N_VClone(original.get()));
  sundials::Vector clone_of_clone(N_VClone(clone.get()));
  for (N_Vector v : {clone.get(), clone_of_clone.get()}) {
    EXPECT_EQ(v->ops->nvlinearsum, original->ops->nvlinearsum);
    EXPECT_EQ(v->ops->nvwrmsnorm, original->ops->nvwrmsnorm);
    EXPECT_EQ(v->ops->nvlinearcombination, original->ops->nvlinearcombination);
    EXPECT_EQ(v->ops->nvscaleaddmulti, original->ops->nvscaleaddmulti);
    EXPECT_EQ(N_VGetLength(v), kLength);
  }
}

}  // namespace
}  // namespace mbdae
