#!/usr/bin/env bash
# A C compiler (used as CC by scripts/real-programs.sh) that sends every translation unit through
# irbridge: for each `-c` compile of one `.c` file it runs
#   clang-19 <the same flags> -S -emit-llvm          → in.ll
#   irbridge translate --import-llvm in.ll           → in.mlir
#   irbridge translate --mlir-to-llvmir in.mlir      → out.ll
#   clang-19 -c <-O/-f/-m code generation flags> out.ll -o <the object the build asked for>
# Also usable as a compiler launcher (`irbridge-cc.sh clang-19 ARGS...`, CMake's
# CMAKE_C_COMPILER_LAUNCHER): a first argument that is not an option or a `.c` file is dropped.
# There is no fallback: when irbridge fails, the compile fails (exit 1, the TU named on stderr) and
# the build stops. Every other invocation (linking, preprocessing, assembly files) is plain clang-19.
# Environment:
#   IRBRIDGE            the irbridge binary (required)
#   IRBRIDGE_CC_LOG     a file that gets one line per TU: `ok <source>` or `FAIL <stage> <source>`
#   IRBRIDGE_CC_KEEP    a folder that receives the inputs and logs of a failing TU (<n>-<name>/)
#   IRBRIDGE_CC_UPSTREAM  when set, upstream's `mlir-translate --import-llvm` 19 also imports each
#                       in.ll (its result only noted: ` upstream=yes|no` on the TU's log line)
set -uo pipefail
CLANG=/usr/lib/llvm-19/bin/clang
: "${IRBRIDGE:?irbridge-cc.sh: IRBRIDGE is not set}"

# Used as a compiler launcher (CMake's CMAKE_C_COMPILER_LAUNCHER) the first argument is the compiler.
case ${1:-} in -* | *.c | "") ;; *) shift ;; esac

# Options whose value is the next argument (so the value is never taken for a source or output).
takes_value=" -o -MF -MT -MQ -I -D -U -include -imacros -isystem -idirafter -iquote -x -Xclang -Xlinker -L -l "
compile=0 output="" sources=() ll_args=() codegen=()
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  a=${args[i]}
  if [[ $takes_value == *" $a "* ]]; then
    v=${args[i + 1]:-}
    i=$((i + 1))
    case $a in
      -o) output=$v ;;
      -x) exec "$CLANG" "$@" ;; # an explicit language: not a plain C compile
      *) ll_args+=("$a" "$v") ;;
    esac
    continue
  fi
  case $a in
    -c) compile=1 ;;
    -o*) output=${a#-o} ;;
    -E | -S | -M | -MM) exec "$CLANG" "$@" ;;
    *.c) sources+=("$a") ll_args+=("$a") ;;
    -O* | -fPIC | -fpic | -fPIE | -fpie | -fno-PIC | -fno-pic | -m*) codegen+=("$a") ll_args+=("$a") ;;
    *) ll_args+=("$a") ;;
  esac
done
if [ $compile -eq 0 ] || [ ${#sources[@]} -ne 1 ]; then
  exec "$CLANG" "$@"
fi
src=${sources[0]}
if [ -z "$output" ]; then
  base=${src##*/}
  output=${base%.c}.o
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/irbridge-cc.XXXXXX")
trap 'rm -rf "$work"' EXIT
log_line() { if [ -n "${IRBRIDGE_CC_LOG:-}" ]; then echo "$*" >>"$IRBRIDGE_CC_LOG"; fi; }
fail() { # stage: report, keep the inputs, fail the compile
  echo "irbridge-cc.sh: $1 failed for $src (in $(pwd)):" >&2
  sed -n 1,20p "$work/$1.log" >&2
  log_line "FAIL $1 $(pwd)/$src$upstream"
  if [ -n "${IRBRIDGE_CC_KEEP:-}" ]; then
    keep=$(mktemp -d "$IRBRIDGE_CC_KEEP/$(basename "$src" .c)-XXXX")
    cp "$work"/* "$keep/" 2>/dev/null
    echo "irbridge-cc.sh: inputs and logs kept in $keep" >&2
  fi
  exit 1
}

# The TU's own errors (a configure probe, a real compile error) are reported as clang's.
"$CLANG" "${ll_args[@]}" -S -emit-llvm -o "$work/in.ll" || exit $?
upstream=""
if [ -n "${IRBRIDGE_CC_UPSTREAM:-}" ]; then
  upstream=" upstream=no"
  if /usr/lib/llvm-19/bin/mlir-translate --import-llvm "$work/in.ll" -o /dev/null 2>"$work/upstream.log"; then
    upstream=" upstream=yes"
  fi
fi
"$IRBRIDGE" translate --import-llvm "$work/in.ll" -o "$work/in.mlir" 2>"$work/import.log" || fail import
"$IRBRIDGE" translate --mlir-to-llvmir "$work/in.mlir" -o "$work/out.ll" 2>"$work/export.log" || fail export
"$CLANG" -c -w "${codegen[@]}" "$work/out.ll" -o "$output" 2>"$work/codegen.log" || fail codegen
log_line "ok $(pwd)/$src$upstream"
