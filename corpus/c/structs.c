// Struct passing and returning by value, nested and packed structs, bitfields, recursion through pointers.
struct small { char a; short b; };
struct big { long a[6]; double d; };
struct __attribute__((packed)) packed { char c; int i; };
struct flags { unsigned a : 3, b : 5, c : 1; };
struct node { int v; struct node *next; };
struct small mk_small(char a, short b) { struct small s = {a, b}; return s; }
struct big mk_big(long x) { struct big b = {{x, x + 1, x + 2}, 1.5}; return b; }
long take_big(struct big b) { return b.a[0] + b.a[2] + (long)b.d; }
int packed_sum(struct packed p) { return p.c + p.i; }
int bf(struct flags f) { return f.a + f.b * 2 + f.c; }
int list_len(struct node *n) { int k = 0; while (n) { k += n->v; n = n->next; } return k; }
int main(void) { struct node c = {3, 0}, b = {2, &c}, a = {1, &b}; struct packed p = {1, 2}; struct flags f = {5, 9, 1}; return (mk_small(1, 2).b + take_big(mk_big(4)) + packed_sum(p) + bf(f) + list_len(&a)) & 0xff; }
