#!/usr/bin/env bash
# Differential import campaign (issue 21): random C programs from csmith, each compiled by clang-19 at
# -O0, -O1, -O2, -O3 and -Os (and, for every G_EVERY-th seed, also at -O0 -g and -O2 -g) to LLVM IR,
# then `irbridge translate --import-llvm` → `irbridge translate --mlir-to-llvmir` → clang-19 → run;
# the round-tripped program must print the checksum the natively built one (the same .ll through
# clang-19) prints. Upstream's `mlir-translate --import-llvm` 19 runs on every .ll too, so the summary
# says which ones upstream imports. Not part of `cargo test`.
#   scripts/csmith-import.sh [N_SEEDS] [FIRST_SEED]      (default 100 seeds from 1)
# Environment:
#   OUT=/tmp/csmith-import   results: results.txt (one line per program and level), summary.txt,
#                            fail/<seed>-<level>/ (the .c, the .ll and every log of a failing case)
#   JOBS=2                   seeds run in parallel
#   LEVELS="O0 O1 O2 O3 Os"  optimization levels; G_EVERY=5 (0: no -g variants)
#   IRBRIDGE=target/debug/irbridge   the binary (built with `cargo build -p irbridge-cli` if it is
#                            the default and missing); RUN_TIMEOUT=10 seconds per native run (a
#                            program that times out natively is skipped), TOOL_TIMEOUT=300 per tool
# csmith and its headers (Debian's csmith, libcsmith-dev) are installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
LLVM=/usr/lib/llvm-19/bin
CSMITH_INC=/usr/include/csmith

# The summary of a run in $OUT (also `scripts/csmith-import.sh --summary`, e.g. after an interrupted run).
summary() {
  cat "$OUT"/results.d/* | sort -n >"$OUT/results.txt"
  # Per level: programs run (native finished), upstream imports, irbridge imports, checksum matches,
  # mismatches, and the failures where upstream imports but irbridge does not.
  awk '
    $2 == "-" { next }
    {
      lv = $2; seen[lv] = 1
      if ($3 == "native-timeout") { to[lv]++; next }
      if ($3 !~ /^upstream=/) { other[lv]++; next }
      n[lv]++
      if ($3 == "upstream=yes") up[lv]++
      if ($4 != "import-failed") { imp[lv]++ } else if ($3 == "upstream=yes") { impfail[lv]++ }
      if ($4 == "match") ok[lv]++
      if ($4 == "mismatch") mis[lv]++
      if ($4 == "export-failed") exf[lv]++
      if ($4 == "rt-build-failed") bf[lv]++
    }
    END {
      printf "%-6s %6s %8s %9s %9s %8s %10s %9s %9s %9s\n", "level", "run", "upstream", "irbridge", "matches", "mismatch", "imp-fail*", "exp-fail", "rt-build", "timeout"
      split("O0 O1 O2 O3 Os O0g O2g", order, " ")
      for (i = 1; i <= 7; i++) {
        lv = order[i]
        if (!(lv in seen)) continue
        printf "%-6s %6d %8d %9d %9d %8d %10d %9d %9d %9d\n", lv, n[lv], up[lv], imp[lv], ok[lv], mis[lv], impfail[lv], exf[lv], bf[lv], to[lv]
        T += n[lv]; U += up[lv]; I += imp[lv]; K += ok[lv]; M += mis[lv]; F += impfail[lv]; E += exf[lv]; B += bf[lv]; O += to[lv]
      }
      printf "%-6s %6d %8d %9d %9d %8d %10d %9d %9d %9d\n", "all", T, U, I, K, M, F, E, B, O
      print "(* imp-fail: upstream imports, irbridge does not)"
    }' "$OUT/results.txt" | tee "$OUT/summary.txt"
  # The distinct first error lines of irbridge's failures, most frequent first.
  for f in "$OUT"/fail/*/*.import.log "$OUT"/fail/*/*.export.log; do
    if [ -f "$f" ]; then
      grep -m1 -E 'error|failure' "$f" | sed -E 's/^[^ ]*:[0-9]+:[0-9]+: //; s/%[a-zA-Z0-9_.]+/%_/g; s/@[a-zA-Z0-9_.]+/@_/g' | cut -c1-160 || true
    fi
  done | sort | uniq -c | sort -rn | head -20 | tee -a "$OUT/summary.txt"
}

if [ "${1:-}" = "--summary" ]; then
  OUT=${OUT:-/tmp/csmith-import}
  summary
  exit 0
fi

# One seed (the script runs itself with --one for each): every level, one results line per level.
if [ "${1:-}" = "--one" ]; then
  seed=$2
  W=$(mktemp -d)
  trap 'rm -rf "$W"' EXIT
  cd "$W"
  emit() { echo "$seed $1 $2" >>"$OUT/results.d/$seed"; }
  keep() { # level: the inputs and logs of a failing case
    d="$OUT/fail/$seed-$1"
    mkdir -p "$d"
    cp p.c "$d/" 2>/dev/null || true
    for f in "$1".*; do
      case $f in *.native | *.rt) ;; *) cp "$f" "$d/" ;; esac
    done
  }
  if ! timeout "$TOOL_TIMEOUT" csmith --seed "$seed" -o p.c >/dev/null 2>&1; then
    emit - "csmith-failed"
    exit 0
  fi
  variants=$LEVELS
  if [ "$G_EVERY" -gt 0 ] && [ $((seed % G_EVERY)) -eq 0 ]; then
    variants="$variants O0g O2g"
  fi
  for v in $variants; do
    case $v in
      *g) flags="-${v%g} -g" ;;
      *) flags="-$v" ;;
    esac
    # shellcheck disable=SC2086
    if ! timeout "$TOOL_TIMEOUT" "$LLVM/clang" -w $flags -I"$CSMITH_INC" -S -emit-llvm p.c -o "$v.ll" 2>"$v.clang.log"; then
      emit "$v" "clang-failed"
      continue
    fi
    if ! timeout "$TOOL_TIMEOUT" "$LLVM/clang" -w "$v.ll" -o "$v.native" 2>"$v.native.log"; then
      emit "$v" "native-build-failed"
      continue
    fi
    set +e
    timeout "$RUN_TIMEOUT" "./$v.native" >"$v.native.out" 2>/dev/null
    rc=$?
    set -e
    if [ $rc -eq 124 ]; then
      emit "$v" "native-timeout"
      continue
    fi
    echo "rc=$rc" >>"$v.native.out"
    up=no
    if timeout "$TOOL_TIMEOUT" "$LLVM/mlir-translate" --import-llvm "$v.ll" -o /dev/null 2>"$v.upstream.log"; then
      up=yes
    fi
    if ! timeout "$TOOL_TIMEOUT" "$IRBRIDGE" translate --import-llvm "$v.ll" -o "$v.mlir" 2>"$v.import.log"; then
      emit "$v" "upstream=$up import-failed"
      keep "$v"
      continue
    fi
    if ! timeout "$TOOL_TIMEOUT" "$IRBRIDGE" translate --mlir-to-llvmir "$v.mlir" -o "$v.rt.ll" 2>"$v.export.log"; then
      emit "$v" "upstream=$up export-failed"
      keep "$v"
      continue
    fi
    if ! timeout "$TOOL_TIMEOUT" "$LLVM/clang" -w "$v.rt.ll" -o "$v.rt" 2>"$v.rt.build.log"; then
      emit "$v" "upstream=$up rt-build-failed"
      keep "$v"
      continue
    fi
    set +e
    timeout "$RUN_TIMEOUT" "./$v.rt" >"$v.rt.out" 2>/dev/null
    rc=$?
    set -e
    echo "rc=$rc" >>"$v.rt.out"
    if cmp -s "$v.native.out" "$v.rt.out"; then
      emit "$v" "upstream=$up match"
    else
      emit "$v" "upstream=$up mismatch"
      keep "$v"
    fi
  done
  exit 0
fi

N=${1:-100}
FIRST=${2:-1}
export OUT=${OUT:-/tmp/csmith-import}
export LEVELS=${LEVELS:-"O0 O1 O2 O3 Os"}
export G_EVERY=${G_EVERY:-5}
export RUN_TIMEOUT=${RUN_TIMEOUT:-10}
export TOOL_TIMEOUT=${TOOL_TIMEOUT:-300}
JOBS=${JOBS:-2}

if ! command -v csmith >/dev/null 2>&1 || [ ! -f "$CSMITH_INC/csmith.h" ]; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "csmith-import.sh: csmith missing and not root (no sudo)" >&2; exit 1; }
    sudo=(sudo)
  fi
  echo "csmith-import.sh: installing csmith libcsmith-dev" >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends csmith libcsmith-dev >&2 ||
    { "${sudo[@]}" apt-get update >&2 && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends csmith libcsmith-dev >&2; }
fi

if [ -z "${IRBRIDGE:-}" ]; then
  IRBRIDGE=$ROOT/target/debug/irbridge
  [ -x "$IRBRIDGE" ] || cargo build -p irbridge-cli >&2
fi
case $IRBRIDGE in /*) ;; *) IRBRIDGE=$ROOT/$IRBRIDGE ;; esac
export IRBRIDGE

rm -rf "$OUT"
mkdir -p "$OUT/results.d" "$OUT/fail"
echo "csmith-import.sh: seeds $FIRST..$((FIRST + N - 1)), levels $LEVELS (+ O0g O2g every $G_EVERY), $JOBS jobs, results in $OUT" >&2
seq "$FIRST" $((FIRST + N - 1)) | xargs -P "$JOBS" -I{} "$0" --one {}
summary

