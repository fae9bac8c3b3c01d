// Integer and floating-point arithmetic, casts and comparisons.
#include <stdint.h>
int64_t mix(int32_t a, uint8_t b, int16_t c) { return (int64_t)a * b - c / 3 + (a % 7) + (b >> 2) + (c << 3); }
unsigned udiv(unsigned a, unsigned b) { return b ? a / b + a % b : 0; }
double fmix(float x, double y) { return x * y + (double)(int)x - y / 3.0; }
int cmp(int a, int b) { return (a < b) + (a == b) * 2 + ((unsigned)a > (unsigned)b) * 4; }
int fcmp(double a, double b) { return (a < b) | ((a != a) << 1) | ((a >= b) << 2); }
long double ld(long double a) { return a * 2.5L; }
float neg(float f) { return -f; }
uint64_t bits(uint64_t x) { return (x ^ (x >> 13)) & ~(x << 7) | 0x5555; }
int main(void) { return (int)(mix(3, 4, 5) + udiv(10, 3) + fmix(1.5f, 2.0) + cmp(1, 2) + fcmp(1.0, 2.0) + bits(99)) & 0xff; }
