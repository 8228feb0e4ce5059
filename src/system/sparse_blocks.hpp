// A sparse matrix made of dense blocks whose positions never change (constraint Jacobian, mass
// matrix). The pattern is built once, explicit zeros included, so that factorizations can analyse it
// once (KLU, CHOLMOD), and each block is then written straight into the value array: no search, no
// allocation per evaluation.
#pragma once

#include <Eigen/Sparse>
#include <algorithm>
#include <vector>

namespace mbdae {

struct BlockPlacement {
  int first_row = 0;
  int rows = 0;
  int first_col = 0;
  int cols = 0;
};

class BlockSparsePattern {
 public:
  /// Adds a dense block; returns its index for write_block. Blocks must not overlap.
  int add_block(const BlockPlacement& placement) {
    blocks_.push_back(placement);
    return static_cast<int>(blocks_.size()) - 1;
  }

  /// Fixes the pattern: a compressed column-major rows × cols matrix with every block's entries
  /// present (as zeros), and where each block's columns start in its value array.
  void finalize(int rows, int cols) {
    std::vector<Eigen::Triplet<double>> entries;
    for (const BlockPlacement& b : blocks_)
      for (int c = 0; c < b.cols; ++c)
        for (int r = 0; r < b.rows; ++r) entries.emplace_back(b.first_row + r, b.first_col + c, 0.0);
    Eigen::SparseMatrix<double>& matrix = template_;
    matrix.resize(rows, cols);
    matrix.setFromTriplets(entries.begin(), entries.end());
    matrix.makeCompressed();
    column_starts_.assign(blocks_.size(), {});
    for (std::size_t k = 0; k < blocks_.size(); ++k) {
      const BlockPlacement& b = blocks_[k];
      for (int c = 0; c < b.cols; ++c) {
        const int col = b.first_col + c;
        int index = matrix.outerIndexPtr()[col];
        while (matrix.innerIndexPtr()[index] != b.first_row) ++index;
        column_starts_[k].push_back(index);
      }
    }
  }

  /// A matrix with the pattern (all values zero), for write_block.
  const Eigen::SparseMatrix<double>& make_matrix() const { return template_; }

  /// Copies a dense block (rows × cols of block k) into a copy of make_matrix().
  template <typename Dense>
  void write_block(int k, const Dense& values, Eigen::SparseMatrix<double>& matrix) const {
    const BlockPlacement& b = blocks_[k];
    double* data = matrix.valuePtr();
    for (int c = 0; c < b.cols; ++c) {
      double* column = data + column_starts_[k][c];
      for (int r = 0; r < b.rows; ++r) column[r] = values(r, c);
    }
  }

  const BlockPlacement& block(int k) const { return blocks_[k]; }
  /// Where entry (row, col) of block k is in the value array.
  int position(int k, int row, int col) const { return column_starts_[k][col] + row; }

 private:
  std::vector<BlockPlacement> blocks_;
  std::vector<std::vector<int>> column_starts_;
  Eigen::SparseMatrix<double> template_;
};

/// Copies the stored entries of a sparse matrix into a dense one of the same size. With a fixed
/// pattern this refreshes every entry that can be non-zero; the others keep their zeros.
inline void copy_stored_entries(const Eigen::SparseMatrix<double>& sparse, Eigen::MatrixXd& dense) {
  for (int col = 0; col < sparse.outerSize(); ++col)
    for (Eigen::SparseMatrix<double>::InnerIterator it(sparse, col); it; ++it) dense(it.row(), col) = it.value();
}

}  // namespace mbdae
