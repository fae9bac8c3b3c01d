#!/usr/bin/env bash
# Regenerates corpus/export/expected/: what upstream MLIR 19 makes of every chunk of corpus/llvm-dialect/*.mlir
# and corpus/export/*.mlir with `mlir-translate --mlir-to-llvmir`, normalised by `llvm-as | llvm-dis`.
# translate/tests/translate_corpus.rs translates each chunk with irbridge, normalises it the same way and
# requires the same text (or a located error where upstream rejects the chunk).
#
# One expected file per input, <dir>__<name>.ll, with a header line per chunk:
#   ; ===== chunk N: ok            (followed by the normalised module)
#   ; ===== chunk N: ok-raw        (llvm-as cannot read upstream's text; the raw text follows)
#   ; ===== chunk N: rejected      (mlir-translate exits 1 with a diagnostic)
#   ; ===== chunk N: crashed       (mlir-translate dies on a signal; irbridge must not)
set -euo pipefail
bin=${LLVM_BIN:-/usr/lib/llvm-19/bin}
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/corpus/export/expected
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
rm -f "$out"/*.ll
for f in "$root"/corpus/llvm-dialect/*.mlir "$root"/corpus/export/*.mlir; do
  [ -e "$f" ] || continue
  dir=$(basename "$(dirname "$f")")
  name=$(basename "$f" .mlir)
  flags=()
  case "$name" in *unregistered*) flags+=(--allow-unregistered-dialect) ;; esac
  rm -f "$tmp"/chunk.*
  # The same split as irbridge's driver::split_input: a line that is `// -----` (more dashes allowed).
  awk -v dir="$tmp" 'BEGIN{n=0; f=sprintf("%s/chunk.%04d", dir, n); printf "" > f}
    /^[ \t]*\/\/ -----+[ \t]*$/ {n++; f=sprintf("%s/chunk.%04d", dir, n); printf "" > f; next}
    {print > f}' "$f"
  exp=$out/${dir}__$name.ll
  : > "$exp"
  i=0
  for c in "$tmp"/chunk.*; do
    set +e
    "$bin/mlir-translate" --mlir-to-llvmir "${flags[@]}" "$c" -o "$tmp/up.ll" 2>/dev/null
    rc=$?
    set -e
    if [ $rc -eq 0 ] && "$bin/llvm-as" "$tmp/up.ll" -o "$tmp/up.bc" 2>/dev/null; then
      echo "; ===== chunk $i: ok" >> "$exp"
      "$bin/llvm-dis" "$tmp/up.bc" -o - | grep -v '^; ModuleID = ' >> "$exp"
    elif [ $rc -eq 0 ]; then
      # llvm-as cannot read some of what LLVM prints (e.g. i16777215): compare the text as printed.
      echo "; ===== chunk $i: ok-raw" >> "$exp"
      grep -v '^; ModuleID = ' "$tmp/up.ll" >> "$exp"
    elif [ $rc -eq 1 ]; then
      echo "; ===== chunk $i: rejected" >> "$exp"
    else
      echo "; ===== chunk $i: crashed" >> "$exp"
    fi
    i=$((i + 1))
  done
done
grep -h '^; ===== chunk' "$out"/*.ll | awk '{print $NF}' | sort | uniq -c
