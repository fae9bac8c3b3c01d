#!/usr/bin/env bash
# Re-checks corpus/lower against upstream: for every corpus/lower/<group>/<case>.mlir (first line
# `// RUN-ARGS: <mlir-opt arguments>`), runs mlir-opt 19 with those arguments and compares its output with
# the stored <case>.mlir.out after both are printed in generic form by mlir-opt 19. Cases run with
# --verify-diagnostics are checked with mlir-opt's own --verify-diagnostics unless their comment says
# upstream does not report the error (marked "Upstream 19 silently", or `// UPSTREAM-DIFFERS:` where
# upstream lowers what irbridge refuses). Other cases marked `// UPSTREAM-DIFFERS:` (irbridge does
# better than upstream) are only checked to parse in mlir-opt 19.
#
#   scripts/check-lower-corpus.sh                   check every case
#   IRBRIDGE_BLESS=1 scripts/check-lower-corpus.sh  first rewrite the .out files from irbridge (cargo test)
set -u
cd "$(dirname "$0")/.."
MLIR_OPT=${IRBRIDGE_LLVM_BIN:-/usr/lib/llvm-19/bin}/mlir-opt
if [ -n "${IRBRIDGE_BLESS:-}" ] && [ "${IRBRIDGE_BLESS}" != 0 ]; then
  IRBRIDGE_BLESS=1 cargo test -q -p irbridge-lower --test lower_corpus || exit 1
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; n=0
for f in corpus/lower/*/*.mlir; do
  head -1 "$f" | grep -q '^// RUN-ARGS:' || continue
  n=$((n + 1))
  # Single quotes group words, as in a shell (`--pass='a=1 b=2'`); xargs splits them so.
  mapfile -t args < <(head -1 "$f" | sed 's|^// RUN-ARGS:||' | xargs printf '%s\n')
  extra=()
  for a in "${args[@]}"; do [ "$a" = --allow-unregistered-dialect ] && extra+=("$a"); done
  if printf '%s\n' "${args[@]}" | grep -qx -- --verify-diagnostics; then
    if grep -q "Upstream 19 silently\|^// UPSTREAM-DIFFERS:" "$f"; then continue; fi
    "$MLIR_OPT" --split-input-file "${args[@]}" "$f" >/dev/null 2>"$tmp/err" || { echo "FAIL $f: upstream disagrees with the annotations"; cat "$tmp/err"; fail=1; }
    continue
  fi
  if grep -q "^// UPSTREAM-DIFFERS:" "$f"; then
    # irbridge does better than upstream here: only check that upstream parses irbridge's output.
    "$MLIR_OPT" --split-input-file "${extra[@]}" "$f.out" >/dev/null 2>"$tmp/err" || { echo "FAIL $f: mlir-opt 19 rejects $f.out"; cat "$tmp/err"; fail=1; }
    continue
  fi
  if ! "$MLIR_OPT" --split-input-file "${args[@]}" "$f" >"$tmp/up" 2>"$tmp/err"; then
    echo "FAIL $f: mlir-opt 19 failed"; cat "$tmp/err"; fail=1; continue
  fi
  "$MLIR_OPT" --split-input-file --mlir-print-op-generic "${extra[@]}" "$tmp/up" >"$tmp/up.g" 2>&1
  if ! "$MLIR_OPT" --split-input-file --mlir-print-op-generic "${extra[@]}" "$f.out" >"$tmp/ours.g" 2>"$tmp/err"; then
    echo "FAIL $f: mlir-opt 19 rejects $f.out"; cat "$tmp/err"; fail=1; continue
  fi
  if ! diff -u "$tmp/up.g" "$tmp/ours.g" >"$tmp/diff"; then
    echo "FAIL $f: differs from mlir-opt 19 (generic form)"; head -40 "$tmp/diff"; fail=1
  fi
done
[ $fail = 0 ] && echo "all $n corpus/lower cases check out against mlir-opt 19"
exit $fail
