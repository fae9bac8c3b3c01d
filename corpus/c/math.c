// Library math calls and builtins that become intrinsics.
#include <math.h>
#include <stdlib.h>
double hyp(double a, double b) { return sqrt(a * a + b * b); }
float rnd(float x) { return floorf(x) + ceilf(x) + fabsf(x) + truncf(x); }
int clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
int pop(unsigned long long x) { return __builtin_popcountll(x); }
unsigned bswap(unsigned x) { return __builtin_bswap32(x); }
int ovf(int a, int b) { int r; return __builtin_add_overflow(a, b, &r) ? -1 : r; }
double fm(double a, double b, double c) { return fma(a, b, c) + fmin(a, b) + fmax(b, c) + copysign(a, -1.0); }
int iabs(int x) { return abs(x); }
int main(void) { return (int)(hyp(3, 4) + rnd(2.5f) + clz(16) + pop(255) + (bswap(1) >> 24) + ovf(1, 2) + fm(1, 2, 3) + iabs(-3)) & 0xff; }
