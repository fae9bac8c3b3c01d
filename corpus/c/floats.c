// Special float values, conversions between widths and rounding behaviour.
#include <float.h>
#include <math.h>
#include <stdio.h>
double specials(int k) { switch (k) { case 0: return INFINITY; case 1: return -0.0; case 2: return DBL_MIN / 4; case 3: return FLT_MAX; default: return NAN; } }
float narrow(double d) { return (float)d; }
long long to_int(double d) { return (long long)d; }
unsigned long long to_uint(float f) { return (unsigned long long)f; }
double from_u(unsigned long long u) { return (double)u; }
_Float16 half(float f) { return (_Float16)f; }
int main(void) { double s = 0; for (int k = 0; k < 4; k++) s += narrow(specials(k)) > 0; printf("%g %lld %llu %g %g\n", s, to_int(-2.7), to_uint(3.9f), from_u(1ull << 63), (double)half(0.1f)); return (int)s; }
