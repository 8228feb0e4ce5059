#include "integrators/sundials/serial_vector_operations.hpp"

#include <nvector/nvector_serial.h>

#include <cmath>

namespace mbdae::sundials {
namespace {

// Plain index loops: the element-wise ones vectorize (any operand may be the output, so the compiler
// checks overlap at run time), and the reductions add in index order, as SUNDIALS does, because the
// compiler may not reorder floating-point sums.

double* data(N_Vector v) { return NV_DATA_S(v); }
long length(N_Vector v) { return NV_LENGTH_S(v); }

/// z_i = f(x_i, y_i) for every i
template <typename F>
void elementwise(N_Vector x, N_Vector y, N_Vector z, F f) {
  const double *xd = data(x), *yd = data(y);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = f(xd[i], yd[i]);
}

/// z = a x + b y, with SUNDIALS' cases in its order: they differ from a x + b y in the last bit
/// (a = b is a (x + y)) or in the sign of a zero result (a = −1, b = 1 is y − x, not −(x − y)).
void linear_sum(double a, N_Vector x, double b, N_Vector y, N_Vector z) {
  if (b == 1.0 && z == y) {  // y += a x
    if (a == 1.0) return elementwise(x, y, z, [](double xi, double yi) { return yi + xi; });
    if (a == -1.0) return elementwise(x, y, z, [](double xi, double yi) { return yi - xi; });
    return elementwise(x, y, z, [a](double xi, double yi) { return yi + a * xi; });
  }
  if (a == 1.0 && z == x) {  // x += b y
    if (b == 1.0) return elementwise(x, y, z, [](double xi, double yi) { return xi + yi; });
    if (b == -1.0) return elementwise(x, y, z, [](double xi, double yi) { return xi - yi; });
    return elementwise(x, y, z, [b](double xi, double yi) { return xi + b * yi; });
  }
  if (a == 1.0 && b == 1.0) return elementwise(x, y, z, [](double xi, double yi) { return xi + yi; });
  if (a == 1.0 && b == -1.0) return elementwise(x, y, z, [](double xi, double yi) { return xi - yi; });
  if (a == -1.0 && b == 1.0) return elementwise(x, y, z, [](double xi, double yi) { return yi - xi; });
  if (a == 1.0) return elementwise(x, y, z, [b](double xi, double yi) { return b * yi + xi; });
  if (b == 1.0) return elementwise(x, y, z, [a](double xi, double yi) { return a * xi + yi; });
  if (a == -1.0) return elementwise(x, y, z, [b](double xi, double yi) { return b * yi - xi; });
  if (b == -1.0) return elementwise(x, y, z, [a](double xi, double yi) { return a * xi - yi; });
  if (a == b) return elementwise(x, y, z, [a](double xi, double yi) { return a * (xi + yi); });
  if (a == -b) return elementwise(x, y, z, [a](double xi, double yi) { return a * (xi - yi); });
  elementwise(x, y, z, [a, b](double xi, double yi) { return a * xi + b * yi; });
}

void constant(double c, N_Vector z) {
  double* zd = data(z);
  const long n = length(z);
  for (long i = 0; i < n; ++i) zd[i] = c;
}

void product(N_Vector x, N_Vector y, N_Vector z) {
  const double *xd = data(x), *yd = data(y);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = xd[i] * yd[i];
}

void quotient(N_Vector x, N_Vector y, N_Vector z) {
  const double *xd = data(x), *yd = data(y);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = xd[i] / yd[i];
}

void scale(double c, N_Vector x, N_Vector z) {
  const double* xd = data(x);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = c * xd[i];
}

void absolute(N_Vector x, N_Vector z) {
  const double* xd = data(x);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = std::abs(xd[i]);
}

void inverse(N_Vector x, N_Vector z) {
  const double* xd = data(x);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = 1.0 / xd[i];
}

void add_constant(N_Vector x, double b, N_Vector z) {
  const double* xd = data(x);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = xd[i] + b;
}

double dot_product(N_Vector x, N_Vector y) {
  const double *xd = data(x), *yd = data(y);
  const long n = length(x);
  double sum = 0.0;
  for (long i = 0; i < n; ++i) sum += xd[i] * yd[i];
  return sum;
}

double max_norm(N_Vector x) {
  const double* xd = data(x);
  const long n = length(x);
  double largest = 0.0;
  for (long i = 0; i < n; ++i)
    if (std::abs(xd[i]) > largest) largest = std::abs(xd[i]);
  return largest;
}

/// Σ (x_i w_i)²
double weighted_square_sum(N_Vector x, N_Vector w) {
  const double *xd = data(x), *wd = data(w);
  const long n = length(x);
  double sum = 0.0;
  for (long i = 0; i < n; ++i) {
    const double p = xd[i] * wd[i];
    sum += p * p;
  }
  return sum;
}

/// Σ (x_i w_i)² over the i with id_i > 0
double weighted_square_sum_masked(N_Vector x, N_Vector w, N_Vector id) {
  const double *xd = data(x), *wd = data(w), *idd = data(id);
  const long n = length(x);
  double sum = 0.0;
  for (long i = 0; i < n; ++i)
    if (idd[i] > 0.0) {
      const double p = xd[i] * wd[i];
      sum += p * p;
    }
  return sum;
}

double weighted_rms_norm(N_Vector x, N_Vector w) {
  return std::sqrt(weighted_square_sum(x, w) / static_cast<double>(length(x)));
}

double weighted_rms_norm_masked(N_Vector x, N_Vector w, N_Vector id) {
  return std::sqrt(weighted_square_sum_masked(x, w, id) / static_cast<double>(length(x)));
}

double minimum(N_Vector x) {
  const double* xd = data(x);
  const long n = length(x);
  if (n == 0) return 0.0;
  double smallest = xd[0];
  for (long i = 1; i < n; ++i)
    if (xd[i] < smallest) smallest = xd[i];
  return smallest;
}

double weighted_l2_norm(N_Vector x, N_Vector w) { return std::sqrt(weighted_square_sum(x, w)); }

double l1_norm(N_Vector x) {
  const double* xd = data(x);
  const long n = length(x);
  double sum = 0.0;
  for (long i = 0; i < n; ++i) sum += std::abs(xd[i]);
  return sum;
}

void compare(double c, N_Vector x, N_Vector z) {
  const double* xd = data(x);
  double* zd = data(z);
  const long n = length(x);
  for (long i = 0; i < n; ++i) zd[i] = std::abs(xd[i]) >= c ? 1.0 : 0.0;
}

/// z = 1/x where x ≠ 0; false when some x_i is 0 (z_i then left as it was).
booleantype inverse_test(N_Vector x, N_Vector z) {
  const double* xd = data(x);
  double* zd = data(z);
  const long n = length(x);
  booleantype no_zero = SUNTRUE;
  for (long i = 0; i < n; ++i) {
    if (xd[i] == 0.0)
      no_zero = SUNFALSE;
    else
      zd[i] = 1.0 / xd[i];
  }
  return no_zero;
}

// --- Fused operations -------------------------------------------------------------------------------

/// z = Σ c_i X_i; z may be X_0 (then scaled in place first, as SUNDIALS does).
int linear_combination(int count, double* c, N_Vector* X, N_Vector z) {
  if (count < 1) return -1;
  if (count == 1) {
    scale(c[0], X[0], z);
    return 0;
  }
  if (count == 2) {
    linear_sum(c[0], X[0], c[1], X[1], z);
    return 0;
  }
  double* zd = data(z);
  const long n = length(z);
  if (X[0] != z || c[0] != 1.0) scale(c[0], X[0], z);
  for (int k = 1; k < count; ++k) {
    const double* xd = data(X[k]);
    const double ck = c[k];
    for (long i = 0; i < n; ++i) zd[i] += ck * xd[i];
  }
  return 0;
}

/// Z_k = a_k x + Y_k
int scale_add_multi(int count, double* a, N_Vector x, N_Vector* Y, N_Vector* Z) {
  if (count < 1) return -1;
  if (count == 1) {
    linear_sum(a[0], x, 1.0, Y[0], Z[0]);
    return 0;
  }
  const double* xd = data(x);
  const long n = length(x);
  for (int k = 0; k < count; ++k) {
    const double* yd = data(Y[k]);
    double* zd = data(Z[k]);
    const double ak = a[k];
    for (long i = 0; i < n; ++i) zd[i] = ak * xd[i] + yd[i];
  }
  return 0;
}

int dot_product_multi(int count, N_Vector x, N_Vector* Y, double* products) {
  if (count < 1) return -1;
  for (int k = 0; k < count; ++k) products[k] = dot_product(x, Y[k]);
  return 0;
}

// --- Vector-array operations ------------------------------------------------------------------------

int linear_sum_vector_array(int count, double a, N_Vector* X, double b, N_Vector* Y, N_Vector* Z) {
  if (count < 1) return -1;
  for (int k = 0; k < count; ++k) linear_sum(a, X[k], b, Y[k], Z[k]);
  return 0;
}

int scale_vector_array(int count, double* c, N_Vector* X, N_Vector* Z) {
  if (count < 1) return -1;
  for (int k = 0; k < count; ++k) scale(c[k], X[k], Z[k]);
  return 0;
}

int constant_vector_array(int count, double c, N_Vector* Z) {
  if (count < 1) return -1;
  for (int k = 0; k < count; ++k) constant(c, Z[k]);
  return 0;
}

int weighted_rms_norm_vector_array(int count, N_Vector* X, N_Vector* W, double* norms) {
  if (count < 1) return -1;
  for (int k = 0; k < count; ++k) norms[k] = weighted_rms_norm(X[k], W[k]);
  return 0;
}

int weighted_rms_norm_masked_vector_array(int count, N_Vector* X, N_Vector* W, N_Vector id, double* norms) {
  if (count < 1) return -1;
  for (int k = 0; k < count; ++k) norms[k] = weighted_rms_norm_masked(X[k], W[k], id);
  return 0;
}

}  // namespace

void use_compiled_vector_operations(N_Vector v) {
  // The library's fused and vector-array operations first, so that the two this file does not
  // replace (sensitivity analysis's scale-add-multi and linear-combination vector arrays) are on.
  N_VEnableFusedOps_Serial(v, SUNTRUE);
  N_Vector_Ops ops = v->ops;
  ops->nvlinearsum = linear_sum;
  ops->nvconst = constant;
  ops->nvprod = product;
  ops->nvdiv = quotient;
  ops->nvscale = scale;
  ops->nvabs = absolute;
  ops->nvinv = inverse;
  ops->nvaddconst = add_constant;
  ops->nvdotprod = dot_product;
  ops->nvmaxnorm = max_norm;
  ops->nvwrmsnorm = weighted_rms_norm;
  ops->nvwrmsnormmask = weighted_rms_norm_masked;
  ops->nvmin = minimum;
  ops->nvwl2norm = weighted_l2_norm;
  ops->nvl1norm = l1_norm;
  ops->nvcompare = compare;
  ops->nvinvtest = inverse_test;
  ops->nvlinearcombination = linear_combination;
  ops->nvscaleaddmulti = scale_add_multi;
  ops->nvdotprodmulti = dot_product_multi;
  ops->nvlinearsumvectorarray = linear_sum_vector_array;
  ops->nvscalevectorarray = scale_vector_array;
  ops->nvconstvectorarray = constant_vector_array;
  ops->nvwrmsnormvectorarray = weighted_rms_norm_vector_array;
  ops->nvwrmsnormmaskvectorarray = weighted_rms_norm_masked_vector_array;
  // The local reductions are the global ones for a vector on one process.
  ops->nvdotprodlocal = dot_product;
  ops->nvmaxnormlocal = max_norm;
  ops->nvminlocal = minimum;
  ops->nvl1normlocal = l1_norm;
  ops->nvinvtestlocal = inverse_test;
  ops->nvwsqrsumlocal = weighted_square_sum;
  ops->nvwsqrsummasklocal = weighted_square_sum_masked;
  ops->nvdotprodmultilocal = dot_product_multi;
}

}  // namespace mbdae::sundials
