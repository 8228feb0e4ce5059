// Arithmetic in model files: numbers written as expressions over the model's parameters and the
// indices of `repeat` blocks (docs/model-format.md, "Parameters and repeats"), evaluated by muParser.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace mbdae {

/// The loop indices in force for one entry of a list: (name, value), outermost first.
using RepeatIndices = std::vector<std::pair<std::string, double>>;

/// Why an expression could not be evaluated, in words for a one-line message
/// ("unknown name 'lenght' (names: n, length, i)").
struct ExpressionError {
  std::string reason;
};

/// The longest name a parameter or a repeat index may have: the expression library's own limit
/// (muParser's MaxLenIdentifier).
inline constexpr std::size_t kLongestExpressionName = 100;

/// Evaluates expressions over named values: the parameters, fixed once read, and the repeat
/// indices of the entry being read, set before each entry.
class ModelExpressions {
 public:
  /// The largest integer, in magnitude, that a repeat index or a `{...}` in a name may take: doubles
  /// count by one exactly far beyond it, and it prints as a plain integer.
  static constexpr double kLargestIndex = 1e15;

  ModelExpressions();
  ~ModelExpressions();
  ModelExpressions(const ModelExpressions&) = delete;
  ModelExpressions& operator=(const ModelExpressions&) = delete;

  /// Adds a parameter. Throws ExpressionError when the name cannot be a variable (a function name,
  /// bad characters).
  void define_parameter(const std::string& name, double value);
  bool is_name_in_use(const std::string& name) const;

  /// The repeat indices in force until the next call.
  void set_indices(const RepeatIndices& indices);

  /// The value of `expression`. Throws ExpressionError.
  double evaluate(const std::string& expression) const;

  /// The parameters `expression` uses, in the order they were defined. Throws ExpressionError.
  std::vector<std::string> parameters_used(const std::string& expression) const;

  /// `text` with every `{expression}` replaced by its value, which must be an integer
  /// ("link{i-1}" → "link6" when i = 7). Throws ExpressionError.
  std::string substitute(const std::string& text) const;

  /// The parameters and indices in force now, with their values: what an expression in t evaluated
  /// during the run (a time function, src/forces/time_function.hpp) may use besides t.
  std::vector<std::pair<std::string, double>> named_values() const;

  /// "n, length, i" or "none": the names an expression may use now.
  std::string names() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace mbdae
