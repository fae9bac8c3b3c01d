#!/bin/sh
# Import benchmark (issue 6): a >= 20 MB .ll imported by irbridge and by `mlir-translate --import-llvm`
# 19 in one run, plus `llvm-as` on the same file (LLVM's parse is the floor). Prints wall time, CPU time
# (user + sys) and peak RSS of each and the irbridge/upstream ratios. Not part of `cargo test`.
#   scripts/bench-import.sh [N_FUNCTIONS]   (default 7500 → ~21 MB at -O0)
# Environment:
#   PIPELINES="plain parallel streamed"  also time irbridge with each import pipeline forced
#                                        (IRBRIDGE_IMPORT_PIPELINE; the default run picks its own)
#   RUNS=3                               repeat the whole set, alternating tools (noisy machines)
#   IRBRIDGE_IMPORT_TIMING=1             irbridge prints its phase times and memory to stderr
#   BITCODE=1                            also import llvm-as's bitcode of the input: irbridge (which
#                                        reads untrusted bitcode in a forked child first), irbridge
#                                        with IRBRIDGE_BITCODE_CHILD=0 (no child: the containment's
#                                        cost is the difference) and mlir-translate
# On a shared machine wall times swing with the load; compare tools within one round, and look at
# the CPU column, which moves much less.
set -eu
cd "$(dirname "$0")/.."
N=${1:-7500}
RUNS=${RUNS:-1}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cargo build --release -p irbridge-cli >/dev/null
{
  echo '#include <stdio.h>'
  echo 'struct P { int a; long b; double c; };'
  echo 'static int tab[8] = {1, -2, 3, -4, 5, -6, 7, -8};'
  i=0
  while [ $i -lt "$N" ]; do
    echo "long f$i(int n, struct P *p) { long acc = $i; for (int i = 0; i < n; i++) { acc = (acc * 3 + tab[i & 7]) ^ p->a; switch (acc & 3) { case 0: acc += $i; break; case 1: acc -= p->b; break; default: p->c += acc * 0.5; } } return acc + (long)p->c; }"
    i=$((i + 1))
  done
  printf '%s\n' 'int main(void) { struct P p = {1, 2, 3.0}; printf("%ld\n", f0(10, &p)); return 0; }'
} > "$W/big.c"
clang-19 -w -S -emit-llvm -O0 "$W/big.c" -o "$W/big.ll"
SIZE=$(stat -c %s "$W/big.ll")
measure() { # name, command...
  name=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$W/t" "$@" >/dev/null 2>"$W/err" || { echo "$name failed:"; tail -3 "$W/err"; exit 1; }
  if [ -n "${IRBRIDGE_IMPORT_TIMING:-}" ]; then grep '^import phase' "$W/err" >&2 || true; fi
  set -- $(cat "$W/t")
  echo "$name $1 $(echo "$2 $3" | awk '{ printf "%.2f", $1 + $2 }') $4"
}
echo "input: $SIZE bytes"
echo "machine load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf '%-20s %8s %8s %10s\n' tool wall_s cpu_s peak_KiB
r=0
while [ $r -lt "$RUNS" ]; do
  I=$(measure irbridge target/release/irbridge translate --import-llvm "$W/big.ll" -o "$W/a.mlir")
  for p in ${PIPELINES:-}; do
    P=$(IRBRIDGE_IMPORT_PIPELINE=$p measure "irbridge-$p" target/release/irbridge translate --import-llvm "$W/big.ll" -o "$W/a-$p.mlir")
    cmp -s "$W/a.mlir" "$W/a-$p.mlir" || { echo "irbridge-$p: output differs from the default run"; exit 1; }
    printf '%-20s %8s %8s %10s\n' $P
  done
  U=$(measure mlir-translate /usr/lib/llvm-19/bin/mlir-translate --import-llvm "$W/big.ll" -o "$W/b.mlir")
  A=$(measure llvm-as /usr/lib/llvm-19/bin/llvm-as "$W/big.ll" -o "$W/c.bc")
  printf '%-20s %8s %8s %10s\n' $I $U $A
  if [ -n "${BITCODE:-}" ]; then
    BI=$(measure irbridge-bc target/release/irbridge translate --import-llvm "$W/c.bc" -o "$W/d.mlir")
    BN=$(IRBRIDGE_BITCODE_CHILD=0 measure irbridge-bc-nochild target/release/irbridge translate --import-llvm "$W/c.bc" -o "$W/e.mlir")
    cmp -s "$W/d.mlir" "$W/e.mlir" || { echo "irbridge-bc: the child changes the output"; exit 1; }
    BU=$(measure mlir-translate-bc /usr/lib/llvm-19/bin/mlir-translate --import-llvm "$W/c.bc" -o "$W/f.mlir")
    printf '%-20s %8s %8s %10s\n' $BI $BN $BU
    echo "$BI $BN" | awk '{ printf "bitcode containment: %+.2f s wall, %+.2f s cpu, %+d KiB peak\n", $2-$6, $3-$7, $4-$8 }'
  fi
  echo "$I $U" | awk '{ printf "time ratio %.2fx   cpu ratio %.2fx   peak RSS ratio %.2fx   (targets <= 1.0x, <= 0.8x)\n", $2/$6, $3/$7, $4/$8 }'
  r=$((r + 1))
done
