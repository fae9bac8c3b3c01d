// Function pointers, varargs, static locals and indirect calls.
#include <stdarg.h>
typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
int apply(binop f, int a, int b) { return f(a, b); }
int vsum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int counter(void) { static int c; return ++c; }
binop pick(int which) { static binop ops[] = {add, mul}; return ops[which & 1]; }
int main(void) { counter(); return (apply(pick(1), 6, 7) + vsum(3, 1, 2, 3) + counter()) & 0xff; }
