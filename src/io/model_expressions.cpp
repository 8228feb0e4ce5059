#include "io/model_expressions.hpp"

#include <muParser.h>

#include <cmath>
#include <deque>
#include <numbers>

namespace mbdae {

struct ModelExpressions::Impl {
  mutable mu::Parser parser;
  // muParser keeps pointers to the values: a deque never moves what it already holds.
  std::deque<double> parameter_values;
  std::vector<std::string> parameter_names;
  std::deque<double> index_values;
  std::vector<std::string> index_names;
};

ModelExpressions::ModelExpressions() : impl_(std::make_unique<Impl>()) {
  // muParser's own _pi and _e carry only 12 digits (3.141592653589); a model's geometry deserves all 16.
  impl_->parser.DefineConst("pi", std::numbers::pi);
  impl_->parser.DefineConst("_pi", std::numbers::pi);
  impl_->parser.DefineConst("_e", std::numbers::e);
}
ModelExpressions::~ModelExpressions() = default;

void ModelExpressions::define_parameter(const std::string& name, double value) {
  impl_->parameter_values.push_back(value);
  try {
    impl_->parser.DefineVar(name, &impl_->parameter_values.back());
  } catch (const mu::Parser::exception_type& e) {
    impl_->parameter_values.pop_back();
    throw ExpressionError{e.GetMsg()};
  }
  impl_->parameter_names.push_back(name);
}

bool ModelExpressions::is_name_in_use(const std::string& name) const {
  const mu::varmap_type& variables = impl_->parser.GetVar();
  if (variables.count(name)) return true;
  return impl_->parser.GetFunDef().count(name) || impl_->parser.GetConst().count(name);
}

void ModelExpressions::set_indices(const RepeatIndices& indices) {
  for (const std::string& name : impl_->index_names) impl_->parser.RemoveVar(name);
  impl_->index_names.clear();
  impl_->index_values.clear();
  for (const auto& [name, value] : indices) {
    impl_->index_values.push_back(value);
    try {
      impl_->parser.DefineVar(name, &impl_->index_values.back());
    } catch (const mu::Parser::exception_type& e) {  // not a std::exception: it must not leave here
      impl_->index_values.pop_back();
      throw ExpressionError{e.GetMsg()};
    }
    impl_->index_names.push_back(name);
  }
}

namespace {

/// Where `expression` has an '=' that is not part of "==", "<=", ">=" or "!=", or npos.
std::size_t assignment_position(const std::string& expression) {
  for (std::size_t k = 0; k < expression.size(); ++k) {
    if (expression[k] != '=') continue;
    const char before = k > 0 ? expression[k - 1] : ' ';
    const char after = k + 1 < expression.size() ? expression[k + 1] : ' ';
    if (after == '=') {
      ++k;  // "==": skip its second '='
      continue;
    }
    if (before == '<' || before == '>' || before == '!') continue;
    return k;
  }
  return std::string::npos;
}

}  // namespace

double ModelExpressions::evaluate(const std::string& expression) const {
  try {
    // An expression is a pure function of the parameters and indices. muParser also knows assignment
    // ("a=5" sets a for every later expression) and lists ("1,2" is 2): refused, before evaluation so
    // that nothing is assigned.
    if (const std::size_t at = assignment_position(expression); at != std::string::npos)
      throw ExpressionError{"'=' (character " + std::to_string(at + 1) +
                            ") would assign; an expression only computes a value (compare with '==')"};
    impl_->parser.SetExpr(expression);
    const double value = impl_->parser.Eval();
    if (const int count = impl_->parser.GetNumResults(); count != 1)
      throw ExpressionError{"a list of " + std::to_string(count) + " values separated by ','; write one value"};
    return value;
  } catch (const mu::Parser::exception_type& e) {
    // muParser calls an unknown variable an "unexpected token"; a misspelled parameter is the usual cause.
    if (e.GetCode() == mu::ecUNASSIGNABLE_TOKEN)
      throw ExpressionError{"unknown name '" + e.GetToken() + "' (names: " + names() + ")"};
    std::string message = e.GetMsg();
    while (!message.empty() && (message.back() == '.' || message.back() == ' ')) message.pop_back();
    throw ExpressionError{message};
  }
}

std::vector<std::string> ModelExpressions::parameters_used(const std::string& expression) const {
  mu::varmap_type used;
  try {
    impl_->parser.SetExpr(expression);
    used = impl_->parser.GetUsedVar();
  } catch (const mu::Parser::exception_type& e) {
    throw ExpressionError{e.GetMsg()};
  }
  std::vector<std::string> names;
  for (const std::string& name : impl_->parameter_names)
    if (used.count(name)) names.push_back(name);
  return names;
}

std::string ModelExpressions::substitute(const std::string& text) const {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find_first_of("{}", at);
    if (open == std::string::npos) {
      out += text.substr(at);
      break;
    }
    if (text[open] == '}') throw ExpressionError{"'}' without a matching '{'"};
    const std::size_t close = text.find_first_of("{}", open + 1);
    if (close == std::string::npos || text[close] == '{') throw ExpressionError{"'{' without a matching '}'"};
    out += text.substr(at, open - at);
    const std::string expression = text.substr(open + 1, close - open - 1);
    const double value = evaluate(expression);
    const double rounded = std::round(value);
    if (!std::isfinite(value) || std::abs(value - rounded) > 1e-9 * std::max(1.0, std::abs(value)))
      throw ExpressionError{"{" + expression + "} must be an integer in a name (got " + std::to_string(value) + ")"};
    if (std::abs(rounded) > kLargestIndex)
      throw ExpressionError{"{" + expression + "} is beyond the largest integer in a name, 1e15 (got " +
                            std::to_string(value) + ")"};
    out += std::to_string(static_cast<long long>(rounded));
    at = close + 1;
  }
  return out;
}

std::vector<std::pair<std::string, double>> ModelExpressions::named_values() const {
  std::vector<std::pair<std::string, double>> values;
  for (std::size_t k = 0; k < impl_->parameter_names.size(); ++k)
    values.emplace_back(impl_->parameter_names[k], impl_->parameter_values[k]);
  for (std::size_t k = 0; k < impl_->index_names.size(); ++k)
    values.emplace_back(impl_->index_names[k], impl_->index_values[k]);
  return values;
}

std::string ModelExpressions::names() const {
  std::string out;
  for (const std::string& name : impl_->parameter_names) out += (out.empty() ? "" : ", ") + name;
  for (const std::string& name : impl_->index_names) out += (out.empty() ? "" : ", ") + name;
  return out.empty() ? "none" : out;
}

}  // namespace mbdae
