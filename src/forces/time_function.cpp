#include "forces/time_function.hpp"

#include <muParser.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <mutex>
#include <numbers>
#include <sstream>
#include <stdexcept>

namespace mbdae {

struct TimeExpression::Impl {
  mutable std::mutex lock;
  mutable mu::Parser parser;
  mutable double t = 0.0;
  std::deque<double> values;  // muParser keeps pointers to them
};

TimeExpression::TimeExpression(std::string text, const std::vector<std::pair<std::string, double>>& names)
    : text_(std::move(text)), impl_(std::make_unique<Impl>()) {
  try {
    impl_->parser.DefineConst("pi", std::numbers::pi);
    for (const auto& [name, value] : names) {
      if (name == "t") continue;  // t is time here, whatever a parameter called t is
      impl_->values.push_back(value);
      impl_->parser.DefineVar(name, &impl_->values.back());
    }
    impl_->parser.DefineVar("t", &impl_->t);
    impl_->parser.SetExpr(text_);
    const double at_zero = impl_->parser.Eval();
    if (impl_->parser.GetNumResults() != 1) throw std::runtime_error("a list of values; write one value");
    if (!std::isfinite(at_zero)) throw std::runtime_error("its value at t = 0 is not finite");
  } catch (const mu::Parser::exception_type& e) {
    std::string message = e.GetMsg();
    if (e.GetCode() == mu::ecUNASSIGNABLE_TOKEN) message = "unknown name '" + e.GetToken() + "' (t is time)";
    while (!message.empty() && (message.back() == '.' || message.back() == ' ')) message.pop_back();
    throw std::runtime_error(message);
  }
}

TimeExpression::~TimeExpression() = default;

double TimeExpression::operator()(double t) const {
  const std::lock_guard<std::mutex> guard(impl_->lock);
  impl_->t = t;
  try {
    return impl_->parser.Eval();
  } catch (const mu::Parser::exception_type&) {  // compiled once already: only a domain error is left
    return std::numeric_limits<double>::quiet_NaN();
  }
}

TimeFunction TimeFunction::linear(double slope) {
  TimeFunction f;
  f.shape = Shape::linear;
  f.value = 0.0;
  f.slope = slope;
  return f;
}

TimeFunction TimeFunction::constant(double value) {
  TimeFunction f;
  f.value = value;
  return f;
}

namespace {

// The quintic smooth step s(ξ) = ξ³(10 − 15ξ + 6ξ²) on [0, 1]: s' = 30ξ²(1 − ξ)², s'' = 60ξ(1 − ξ)(1 − 2ξ),
// both zero at the ends, so a drive or load that follows it starts and stops without a jump in its
// rate or in its acceleration.
double step_fraction(const TimeFunction& f, double t, int derivative) {
  const double duration = f.end - f.start;
  const double xi = std::clamp((t - f.start) / duration, 0.0, 1.0);
  switch (derivative) {
    case 0: return xi * xi * xi * (10.0 - 15.0 * xi + 6.0 * xi * xi);
    case 1: return 30.0 * xi * xi * (1.0 - xi) * (1.0 - xi) / duration;
    default: return 60.0 * xi * (1.0 - xi) * (1.0 - 2.0 * xi) / (duration * duration);
  }
}

// The segment of a table that holds t (clamped to the first and last), by bisection.
std::size_t segment_of(const std::vector<std::pair<double, double>>& table, double t) {
  const auto after = std::upper_bound(table.begin(), table.end(), t,
                                      [](double time, const std::pair<double, double>& p) { return time < p.first; });
  const std::size_t k = static_cast<std::size_t>(after - table.begin());
  return std::clamp<std::size_t>(k == 0 ? 0 : k - 1, 0, table.size() - 2);
}

// Central differences for an expression: steps ε^(1/3) and ε^(1/4) relative to max(1, |t|) balance
// truncation against rounding for the first and second derivative.
constexpr double kFirstStep = 6.06e-6, kSecondStep = 1.22e-4;

}  // namespace

double TimeFunction::operator()(double t) const { return scale * unscaled(t, 0); }

double TimeFunction::derivative(double t) const { return scale * unscaled(t, 1); }

double TimeFunction::second_derivative(double t) const { return scale * unscaled(t, 2); }

double TimeFunction::unscaled(double t, int order) const {
  if (order == 1) return first_derivative_of_shape(t);
  if (order == 2) return second_derivative_of_shape(t);
  switch (shape) {
    case Shape::linear: return value + slope * t;
    case Shape::constant: return value;
    case Shape::ramp: {
      if (t <= start) return value;
      return value + slope * ((has_end ? std::min(t, end) : t) - start);
    }
    case Shape::step: return value + (final_value - value) * step_fraction(*this, t, 0);
    case Shape::sine: return offset + amplitude * std::sin(2.0 * std::numbers::pi * frequency * t + phase);
    case Shape::table: {
      if (t <= table.front().first) return table.front().second;
      if (t >= table.back().first) return table.back().second;
      const std::size_t k = segment_of(table, t);
      const auto& [t0, v0] = table[k];
      const auto& [t1, v1] = table[k + 1];
      return v0 + (v1 - v0) * (t - t0) / (t1 - t0);
    }
    case Shape::expression: return (*expression)(t);
  }
  return value;
}

double TimeFunction::first_derivative_of_shape(double t) const {
  switch (shape) {
    case Shape::linear: return slope;
    case Shape::constant: return 0.0;
    case Shape::ramp: return t > start && (!has_end || t < end) ? slope : 0.0;
    case Shape::step: return (final_value - value) * step_fraction(*this, t, 1);
    case Shape::sine: {
      const double omega = 2.0 * std::numbers::pi * frequency;
      return amplitude * omega * std::cos(omega * t + phase);
    }
    case Shape::table: {
      if (t < table.front().first || t > table.back().first) return 0.0;
      const std::size_t k = segment_of(table, t);
      return (table[k + 1].second - table[k].second) / (table[k + 1].first - table[k].first);
    }
    case Shape::expression: {
      const double h = kFirstStep * std::max(1.0, std::abs(t));
      return ((*expression)(t + h) - (*expression)(t - h)) / (2.0 * h);
    }
  }
  return 0.0;
}

double TimeFunction::second_derivative_of_shape(double t) const {
  switch (shape) {
    case Shape::linear:
    case Shape::constant:
    case Shape::ramp:
    case Shape::table: return 0.0;
    case Shape::step: return (final_value - value) * step_fraction(*this, t, 2);
    case Shape::sine: {
      const double omega = 2.0 * std::numbers::pi * frequency;
      return -amplitude * omega * omega * std::sin(omega * t + phase);
    }
    case Shape::expression: {
      const double h = kSecondStep * std::max(1.0, std::abs(t));
      return ((*expression)(t + h) - 2.0 * (*expression)(t) + (*expression)(t - h)) / (h * h);
    }
  }
  return 0.0;
}

std::string TimeFunction::describe() const {
  std::ostringstream out;
  out.precision(6);
  switch (shape) {
    case Shape::constant: out << value; break;
    case Shape::ramp:
      out << "ramp from " << value << " at t = " << start << " s, slope " << slope << " per s";
      if (has_end) out << " until t = " << end << " s";
      break;
    case Shape::step:
      out << "step from " << value << " to " << final_value << " over t = " << start << " ... " << end << " s";
      break;
    case Shape::sine:
      out << offset << " + " << amplitude << " sin(2π " << frequency << " Hz t + " << phase << ")";
      break;
    case Shape::table: out << "table of " << table.size() << " points"; break;
    case Shape::expression: out << expression->text(); break;
    case Shape::linear: out << slope << " t"; break;
  }
  if (scale != 1.0) out << " (times " << scale << ")";
  return out.str();
}

}  // namespace mbdae
