// C caller for kernels.mlir (export/tests/lower_c_abi.rs): builds descriptors as the C interface
// documents them, calls the _mlir_ciface_ wrappers, and checks each result against a C computation.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { float *alloc, *align; intptr_t off, size[1], stride[1]; } D1;
typedef struct { int64_t rank; void *desc; } U;
typedef struct { int32_t a; int64_t b; } P;

float _mlir_ciface_sum(D1 *);
void _mlir_ciface_pair(P *, int32_t, U *);
float _mlir_ciface_call_cb(D1 *);
void _mlir_ciface_id_unranked(U *, U *);
typedef struct { U u; int64_t rank; } UR;
void _mlir_ciface_twice(UR *, U *);

float _mlir_ciface_cb(D1 *d) { return d->align[d->off + d->stride[0]] * 100 + (float)d->size[0]; }

int main(void) {
  int bad = 0;
  float data[32];
  for (int i = 0; i < 32; i++) data[i] = (float)(i * 3 % 7);
  for (intptr_t off = 0; off < 4; off++)
    for (intptr_t size = 0; size < 5; size++)
      for (intptr_t stride = 1; stride < 4; stride++) {
        D1 d = {data, data, off, {size}, {stride}};
        float want = 0;
        for (intptr_t i = 0; i < size; i++) want += data[off + i * stride];
        float got = _mlir_ciface_sum(&d);
        printf("sum %g\n", got);
        bad |= got != want;
        if (size > 1) {
          float cb = _mlir_ciface_call_cb(&d);
          printf("cb %g\n", cb);
          bad |= cb != _mlir_ciface_cb(&d);
        }
      }
  for (int64_t rank = 0; rank < 4; rank++) {
    D1 d = {data, data, 0, {1}, {1}};
    U u = {rank, &d};
    P p;
    _mlir_ciface_pair(&p, (int32_t)(rank * 10), &u);
    printf("pair %d %lld\n", p.a, (long long)p.b);
    bad |= p.a != rank * 10 + 1 || p.b != rank;
  }
  // Unranked results come back pointing to a heap copy of the ranked descriptor, which the caller frees.
  {
    D1 d = {data, data, 3, {5}, {2}};
    U in = {1, &d};
    U out;
    _mlir_ciface_id_unranked(&out, &in);
    int same = out.rank == 1 && out.desc != (void *)&d && memcmp(out.desc, &d, sizeof d) == 0;
    printf("id_unranked %d\n", same);
    bad |= !same;
    free(out.desc);
    UR r;
    _mlir_ciface_twice(&r, &in);
    same = r.u.rank == 1 && r.rank == 1 && r.u.desc != (void *)&d && memcmp(r.u.desc, &d, sizeof d) == 0;
    printf("twice %d\n", same);
    bad |= !same;
    free(r.u.desc);
  }
  return bad;
}
