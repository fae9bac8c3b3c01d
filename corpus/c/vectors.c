// Vector extensions, shuffles and element access.
typedef float v4f __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
v4f vadd(v4f a, v4f b) { return a + b * 2.0f; }
v4i vsel(v4i a, v4i b) { v4i m = a > b; return (a & m) | (b & ~m); }
float hsum(v4f v) { return v[0] + v[1] + v[2] + v[3]; }
v4f shuf(v4f a, v4f b) { return __builtin_shufflevector(a, b, 0, 5, 2, 7); }
int main(void) { v4f a = {1, 2, 3, 4}; v4f b = {5, 6, 7, 8}; v4i x = {1, 5, 3, 7}, y = {4, 2, 6, 0}; return (int)hsum(vadd(a, shuf(a, b))) + vsel(x, y)[2]; }
