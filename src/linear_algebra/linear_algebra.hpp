// Dense or sparse linear algebra for the per-step solves of the fixed-step path: the Schur complement
// C_q M̂⁻¹ C_qᵀ of the augmented formulation and the dependent block C_q[rows, q_d] of coordinate
// partitioning. On a small system dense factorizations win (no index indirection, vectorized
// kernels); on a large one their O(m³) cost and O(m n) memory dominate. `auto` picks sparse from the
// size at which it was measured to be faster (docs/methods.md, "Cost and scaling").
#pragma once

#include <string>
#include <string_view>

#include "core/error.hpp"

namespace mbdae {

enum class LinearAlgebra { dense, sparse };

/// Systems with at least this many coordinates get sparse algebra under `auto` (docs/methods.md).
constexpr int kSmallestSparseSystem = 48;

inline const char* to_string(LinearAlgebra algebra) { return algebra == LinearAlgebra::dense ? "dense" : "sparse"; }

/// "dense", "sparse", or "auto" (sparse from `smallest_sparse` coordinates on); Error{Kind::usage}
/// otherwise.
inline LinearAlgebra linear_algebra_from_name(std::string_view name, int coordinate_count,
                                              int smallest_sparse = kSmallestSparseSystem) {
  if (name == "dense") return LinearAlgebra::dense;
  if (name == "sparse") return LinearAlgebra::sparse;
  if (name == "auto") return coordinate_count >= smallest_sparse ? LinearAlgebra::sparse : LinearAlgebra::dense;
  throw Error(Error::Kind::usage, "unknown linear algebra '" + std::string(name) + "' (choose auto, dense or sparse)");
}

}  // namespace mbdae
