#!/usr/bin/env bash
# Times irbridge against mlir-opt 19 on the lowering passes irbridge's func/cf work covers, on a generated
# func/cf/llvm module (memref and unranked arguments, calls with several results, cond_br/switch/br):
#   --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
#   --convert-to-llvm --reconcile-unrealized-casts
# Prints wall time and peak RSS of each tool and the ratios, and checks both outputs agree (generic form).
#   scripts/bench-lower.sh [functions=6000]   (6000 functions is about 7 MB of input)
# Builds the release binary first. Not run by `cargo test`.
set -eu
cd "$(dirname "$0")/.."
N=${1:-6000}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-19/bin/mlir-opt}
cargo build --release -q -p irbridge-cli
IRB=target/release/irbridge
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
python3 - "$N" >"$tmp/in.mlir" <<'PY'
import sys
n = int(sys.argv[1])
out = ["module {", "  func.func private @ext(memref<?xf32>, i64) -> i64"]
for f in range(n):
    out.append(f"  func.func @f{f}(%c: i1, %m: memref<?x4xf32>, %u: memref<*xf32>, %x: i64, %i: index) -> (i64, index) {{")
    out.append("    %one = llvm.mlir.constant(1 : i64) : i64")
    out.append("    cf.cond_br %c, ^bb1(%x : i64), ^bb2(%x, %i : i64, index)")
    out.append("  ^bb1(%a: i64):")
    v = "%a"
    for k in range(20):
        out.append(f"    %t{k} = llvm.add {v}, %one : i64")
        v = f"%t{k}"
    out.append(f"    cf.switch {v} : i64, [ default: ^bb2({v}, %i : i64, index), 3: ^bb1({v} : i64) ]")
    out.append("  ^bb2(%b: i64, %j: index):")
    if f > 0:
        g = (f * 7919) % f
        out.append(f"    %r:2 = func.call @f{g}(%c, %m, %u, %b, %j) : (i1, memref<?x4xf32>, memref<*xf32>, i64, index) -> (i64, index)")
        out.append("    return %r#0, %r#1 : i64, index")
    else:
        out.append("    return %b, %j : i64, index")
    out.append("  }")
out.append("}")
print("\n".join(out))
PY
echo "input: $(du -h "$tmp/in.mlir" | cut -f1) ($N functions)"
measure() { /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; }
for passes in "--convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts" "--convert-to-llvm --reconcile-unrealized-casts"; do
  # shellcheck disable=SC2086
  read -r ti mi <<<"$(measure $IRB opt $passes "$tmp/in.mlir" -o "$tmp/ours.mlir")"
  # shellcheck disable=SC2086
  read -r tu mu <<<"$(measure "$MLIR_OPT" $passes "$tmp/in.mlir" -o "$tmp/up.mlir")"
  "$MLIR_OPT" --mlir-print-op-generic "$tmp/ours.mlir" >"$tmp/ours.g"
  "$MLIR_OPT" --mlir-print-op-generic "$tmp/up.mlir" >"$tmp/up.g"
  same=$(cmp -s "$tmp/ours.g" "$tmp/up.g" && echo "outputs agree" || echo "OUTPUTS DIFFER")
  awk -v p="$passes" -v ti="$ti" -v mi="$mi" -v tu="$tu" -v mu="$mu" -v s="$same" 'BEGIN {
    printf "%s\n  irbridge %.2f s %d MB | mlir-opt %.2f s %d MB | time %.2fx, peak memory %.2fx | %s\n",
      p, ti, mi / 1024, tu, mu / 1024, ti / tu, mi / mu, s }'
done
