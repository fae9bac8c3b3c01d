// Arrays, pointers, structs, unions, globals and pointer arithmetic.
#include <string.h>
struct point { int x, y; double w; };
union u { int i; float f; char c[4]; };
static int table[16] = {1, 2, 3, 5, 8, 13};
const char *greeting = "hello";
struct point origin = {0, 0, 1.0};
int sum(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
void scale(struct point *p, int k) { p->x *= k; p->y *= k; p->w *= k; }
int bits_of(float f) { union u v; v.f = f; return v.i; }
int matrix(void) { int m[3][4]; for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * j; return m[2][3]; }
int copy(void) { char buf[8]; memcpy(buf, greeting, 6); memset(buf, 'x', 2); return buf[3]; }
int main(void) { struct point p = origin; scale(&p, 3); return (sum(table, 16) + p.x + bits_of(1.0f) + matrix() + copy()) & 0xff; }
