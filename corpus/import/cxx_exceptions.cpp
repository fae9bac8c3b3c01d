#include <cstdio>
#include <stdexcept>
#include <vector>
#include <string>
struct Obj { int v; Obj(int x) : v(x) {} ~Obj() { printf("dtor %d\n", v); } };
static std::vector<int> gv = {1, 2, 3};
template <typename T> T twice(T x) { return x + x; }
int thrower(int n) { Obj o(n); if (n > 2) throw std::runtime_error("big " + std::to_string(n)); return n * 10; }
int main() {
  int total = 0;
  for (int i = 0; i < 5; i++) {
    try { total += thrower(i); } catch (const std::exception &e) { printf("caught %s\n", e.what()); total += 1; } catch (...) { total += 100; }
  }
  for (int x : gv) total += twice(x);
  printf("total %d %s\n", total, twice(std::string("ab")).c_str());
  return total & 7;
}
