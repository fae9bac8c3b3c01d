#!/usr/bin/env bash
# Regenerates corpus/llvm-dialect/: LLVM-dialect modules as upstream MLIR 19 prints them, made from
# irbridge's own inputs (corpus/c/*.c through clang + mlir-translate --import-llvm, and corpus/parse/*.mlir
# through mlir-opt --convert-to-llvm). irbridge must parse each file and print it back unchanged.
set -euo pipefail
bin=${LLVM_BIN:-/usr/lib/llvm-19/bin}
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/corpus/llvm-dialect
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
rm -f "$out"/*.mlir
for c in "$root"/corpus/c/*.c; do
  name=$(basename "$c" .c)
  for opt in O0 O2; do
    "$bin/clang" -S -emit-llvm "-$opt" -o "$tmp/$name.ll" "$c"
    "$bin/mlir-translate" --import-llvm "$tmp/$name.ll" -o "$tmp/$name.mlir" 2>/dev/null
    # Upstream prints the data layout spec in hash order; normalise by one mlir-opt round trip.
    if ! "$bin/mlir-opt" "$tmp/$name.mlir" -o "$out/import_${name}_$opt.mlir" 2>"$tmp/err"; then
      # Upstream 19 cannot re-parse some of its own import output (e.g. thread_local + local_unnamed_addr).
      echo "skipped import_${name}_$opt: upstream rejects its own output: $(head -1 "$tmp/err")" >&2
      rm -f "$out/import_${name}_$opt.mlir"
    fi
  done
done
for m in "$root"/corpus/parse/*.mlir; do
  name=$(basename "$m" .mlir)
  case "$name" in *unregistered*|*dense_resource*) continue ;; esac
  # Lower chunk by chunk; keep the chunks that upstream lowers to pure llvm dialect.
  rm -f "$tmp"/chunk.* "$tmp/acc"
  awk -v dir="$tmp" 'BEGIN{n=0; f=dir "/chunk." n} /^\/\/ -----/{n++; f=dir "/chunk." n; next} {print > f}' "$m"
  for c in "$tmp"/chunk.*; do
    if "$bin/mlir-opt" --convert-to-llvm --reconcile-unrealized-casts "$c" -o "$tmp/l.mlir" 2>/dev/null \
      && ! grep -qE '(arith|memref|func|cf|index|complex|tensor)\.|unrealized_conversion_cast' "$tmp/l.mlir" \
      && "$bin/mlir-opt" "$tmp/l.mlir" -o /dev/null 2>/dev/null; then
      # (the last check drops output upstream cannot parse back itself, e.g. `llvm.func @f(tf32)`)
      [ -f "$tmp/acc" ] && printf '// -----\n' >> "$tmp/acc"
      cat "$tmp/l.mlir" >> "$tmp/acc"
    fi
  done
  [ -f "$tmp/acc" ] && cp "$tmp/acc" "$out/lowered_$name.mlir"
done
ls "$out" | wc -l
