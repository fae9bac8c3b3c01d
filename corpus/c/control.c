// Loops, switches, gotos, ternaries, short-circuit logic and recursion.
int sw(int x) {
  switch (x) {
  case 0: return 10;
  case 1: case 2: return 20;
  case 7: x += 3; /* fallthrough */
  case 8: return x * 2;
  default: return -1;
  }
}
int loops(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { if (i % 3 == 0) continue; s += i; if (s > 1000) break; }
  int j = n; while (j > 0) j -= 2;
  do { s++; } while (s % 5);
  return s + j;
}
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int logic(int a, int b, int c) { return (a && b) || (!c && a); }
int gotos(int n) { int r = 0; again: r += n; if (--n > 0) goto again; return r; }
int main(void) { return (sw(7) + loops(20) + fact(5) + logic(1, 0, 0) + gotos(4)) & 0xff; }
