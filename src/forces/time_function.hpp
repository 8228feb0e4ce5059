// A number that changes with time: what an applied force, torque or actuator follows
// (docs/model-format.md, "Time functions"). Evaluated in the time loop, so it never allocates; an
// expression in t is compiled once, when the model is read.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace mbdae {

class TimeExpression;  // an expression in t, evaluated by the same library as the model's numbers

struct TimeFunction {
  /// linear (value + slope t, at any t) is what a constant angular_velocity drives by.
  enum class Shape { constant, ramp, step, sine, table, expression, linear };

  Shape shape = Shape::constant;
  double value = 1.0;          // constant: the value; ramp: before `start`; step: before `start`
  double start = 0.0;          // ramp, step: s
  double end = 0.0;            // ramp (held after it when has_end), step: s
  bool has_end = false;        // ramp only
  double slope = 0.0;          // ramp: per s
  double final_value = 0.0;    // step: after `end`
  double amplitude = 0.0;      // sine
  double frequency = 0.0;      // sine: Hz
  double phase = 0.0;          // sine: rad
  double offset = 0.0;         // sine
  std::vector<std::pair<double, double>> table;  // (t, value), t strictly increasing
  std::shared_ptr<const TimeExpression> expression;
  double scale = 1.0;  // multiplies every value and derivative (degrees given, radians used)

  static TimeFunction constant(double value);
  static TimeFunction linear(double slope);

  /// f(t), f'(t) and f''(t). The step is the quintic smooth step (zero slope and curvature at both
  /// ends); the table is piecewise linear (its f'' is zero, its f' the segment's slope); an expression's
  /// derivatives are central differences.
  double operator()(double t) const;
  double derivative(double t) const;
  double second_derivative(double t) const;

  /// "0 + 0.5 sin(2π 1 Hz t + 0)", for messages.
  std::string describe() const;

 private:
  double unscaled(double t, int order) const;
  double first_derivative_of_shape(double t) const;
  double second_derivative_of_shape(double t) const;
};

/// An expression in t over fixed named values (the model's parameters). Thread-safe: each evaluation
/// holds a lock, as the expression library keeps its variable in the parser.
class TimeExpression {
 public:
  /// Compiles `text`; throws std::runtime_error with the library's reason when it cannot, or when
  /// its value at t = 0 is not finite.
  TimeExpression(std::string text, const std::vector<std::pair<std::string, double>>& names);
  ~TimeExpression();
  double operator()(double t) const;
  const std::string& text() const { return text_; }

 private:
  struct Impl;
  std::string text_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace mbdae
