#!/usr/bin/env bash
# Re-run the upstream (mlir-opt 19) checks over the whole corpus.
#
#   corpus/parse/*.mlir    every chunk must parse+verify; the printed output must
#                          re-parse, and printing must be a fixpoint (custom and
#                          generic form).
#   corpus/invalid/*.mlir  --verify-diagnostics must pass and every chunk must
#                          carry at least one expected-error.
#
# Files whose name contains "unregistered" get --allow-unregistered-dialect.
#
# Options:
#   --with-out   also check irbridge's printed outputs (parse/<file>.out) when
#                present: upstream must parse them and their generic form must
#                equal the generic form of the input.
#
# Environment: MLIR_OPT (default /usr/lib/llvm-19/bin/mlir-opt, else mlir-opt
# from PATH).
set -u

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
with_out=0
for arg in "$@"; do
  case "$arg" in
    --with-out) with_out=1 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

if [ -z "${MLIR_OPT:-}" ]; then
  if [ -x /usr/lib/llvm-19/bin/mlir-opt ]; then
    MLIR_OPT=/usr/lib/llvm-19/bin/mlir-opt
  else
    MLIR_OPT=$(command -v mlir-opt || true)
  fi
fi
if [ -z "$MLIR_OPT" ] || [ ! -x "$MLIR_OPT" ]; then
  echo "mlir-opt not found (set MLIR_OPT)" >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail=0
nfiles=0
nchunks_valid=0
nchunks_invalid=0

err() { echo "FAIL: $*" >&2; fail=1; }

flags_for() {
  case "$(basename "$1")" in
    *unregistered*) echo "--allow-unregistered-dialect" ;;
    *) echo "" ;;
  esac
}

# Count chunks: number of "// -----" separator lines + 1.
count_chunks() {
  echo $(( $(grep -c '^// -----$' "$1") + 1 ))
}

check_header() {
  local f="$1"
  if ! head -n1 "$f" | grep -q '^// '; then
    err "$f: first line must be a '// <what this file covers>' comment"
  fi
}

# Every chunk of an invalid file must contain an expected-error.
check_invalid_chunks() {
  local f="$1"
  awk -v file="$f" '
    BEGIN { chunk = 1; has = 0; start = 1; bad = 0 }
    /^\/\/ -----$/ {
      if (!has) { printf "FAIL: %s: chunk %d (line %d) has no expected-error\n", file, chunk, start > "/dev/stderr"; bad = 1 }
      chunk++; has = 0; start = NR + 1; next
    }
    /expected-error/ { has = 1 }
    END {
      if (!has) { printf "FAIL: %s: chunk %d (line %d) has no expected-error\n", file, chunk, start > "/dev/stderr"; bad = 1 }
      exit bad
    }' "$f" || fail=1
}

for f in "$here"/parse/*.mlir; do
  [ -e "$f" ] || continue
  nfiles=$((nfiles + 1))
  check_header "$f"
  n=$(count_chunks "$f")
  nchunks_valid=$((nchunks_valid + n))
  fl=$(flags_for "$f")
  b="$tmp/$(basename "$f")"
  # shellcheck disable=SC2086
  if ! "$MLIR_OPT" --split-input-file $fl "$f" -o "$b.p1" 2>"$b.err"; then
    err "$f: mlir-opt failed"; cat "$b.err" >&2; continue
  fi
  # shellcheck disable=SC2086
  if ! "$MLIR_OPT" --split-input-file $fl "$b.p1" -o "$b.p2" 2>"$b.err"; then
    err "$f: printed output does not re-parse"; cat "$b.err" >&2; continue
  fi
  if ! cmp -s "$b.p1" "$b.p2"; then
    err "$f: custom printing is not a fixpoint"; diff "$b.p1" "$b.p2" | head -20 >&2
  fi
  # shellcheck disable=SC2086
  if ! "$MLIR_OPT" --split-input-file $fl --mlir-print-op-generic "$f" -o "$b.g1" 2>"$b.err"; then
    err "$f: generic printing failed"; cat "$b.err" >&2; continue
  fi
  # shellcheck disable=SC2086
  if ! "$MLIR_OPT" --split-input-file $fl --mlir-print-op-generic "$b.g1" -o "$b.g2" 2>"$b.err"; then
    err "$f: generic output does not re-parse"; cat "$b.err" >&2; continue
  fi
  if ! cmp -s "$b.g1" "$b.g2"; then
    err "$f: generic printing is not a fixpoint"; diff "$b.g1" "$b.g2" | head -20 >&2
  fi
  # shellcheck disable=SC2086
  if ! "$MLIR_OPT" --split-input-file $fl --mlir-print-op-generic "$b.p1" -o "$b.g3" 2>"$b.err"; then
    err "$f: generic printing of the printed output failed"; cat "$b.err" >&2; continue
  fi
  if ! cmp -s "$b.g1" "$b.g3"; then
    err "$f: generic form changes after a custom-form round trip"; diff "$b.g1" "$b.g3" | head -20 >&2
  fi
  if [ "$with_out" = 1 ] && [ -e "$f.out" ]; then
    # shellcheck disable=SC2086
    if ! "$MLIR_OPT" --split-input-file $fl --mlir-print-op-generic "$f.out" -o "$b.g4" 2>"$b.err"; then
      err "$f.out: upstream cannot parse irbridge's output"; cat "$b.err" >&2
    elif ! cmp -s "$b.g1" "$b.g4"; then
      err "$f.out: generic form differs from upstream's generic form of the input"; diff "$b.g1" "$b.g4" | head -20 >&2
    fi
  fi
done

for f in "$here"/invalid/*.mlir; do
  [ -e "$f" ] || continue
  nfiles=$((nfiles + 1))
  check_header "$f"
  check_invalid_chunks "$f"
  n=$(count_chunks "$f")
  nchunks_invalid=$((nchunks_invalid + n))
  fl=$(flags_for "$f")
  b="$tmp/$(basename "$f")"
  # shellcheck disable=SC2086
  if ! "$MLIR_OPT" --split-input-file --verify-diagnostics $fl "$f" -o /dev/null 2>"$b.err"; then
    err "$f: --verify-diagnostics failed"; head -40 "$b.err" >&2
  fi
done

echo "files: $nfiles  valid chunks: $nchunks_valid  invalid chunks: $nchunks_invalid"
if [ "$fail" != 0 ]; then
  echo "check-upstream: FAILED" >&2
  exit 1
fi
echo "check-upstream: OK"
