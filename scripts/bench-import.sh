#!/bin/sh
# Import benchmark (issue 6): a >= 20 MB .ll imported by irbridge and by `mlir-translate --import-llvm`
# 19 in one run, plus `llvm-as` on the same file (LLVM's parse is the floor). Prints wall time and peak
# RSS of each and the irbridge/upstream ratios. Not part of `cargo test`.
#   scripts/bench-import.sh [N_FUNCTIONS]   (default 7500 → ~21 MB at -O0)
set -eu
cd "$(dirname "$0")/.."
N=${1:-7500}
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
  /usr/bin/time -f "%e %M" -o "$W/t" "$@" >/dev/null 2>"$W/err" || { echo "$name failed:"; tail -3 "$W/err"; exit 1; }
  set -- $(cat "$W/t")
  echo "$name $1 $2"
}
echo "input: $SIZE bytes"
I=$(measure irbridge target/release/irbridge translate --import-llvm "$W/big.ll" -o "$W/a.mlir")
U=$(measure mlir-translate /usr/lib/llvm-19/bin/mlir-translate --import-llvm "$W/big.ll" -o "$W/b.mlir")
A=$(measure llvm-as /usr/lib/llvm-19/bin/llvm-as "$W/big.ll" -o "$W/c.bc")
printf '%-16s %8s s %10s KiB\n' $I $U $A
echo "$I $U" | awk '{ printf "time ratio %.2fx   peak RSS ratio %.2fx   (targets <= 1.0x, <= 0.8x)\n", $2/$5, $3/$6 }'
