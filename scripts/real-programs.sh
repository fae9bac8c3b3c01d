#!/usr/bin/env bash
# Real C programs through irbridge (issue 21): Debian source packages with their own test suites,
# built translation unit by translation unit through
#   clang-19 -S -emit-llvm → irbridge translate --import-llvm → irbridge translate --mlir-to-llvmir
#   → clang-19 -c
# instead of compiling each TU directly (the compiler wrapper scripts/irbridge-cc.sh, used as CC
# for the build; configure scripts run with plain clang-19 so that their probes stay untouched),
# linked as usual, then their test suites run. Every failure of irbridge fails the build (no
# fallback) and is listed with the TU's name. Not part of `cargo test` (a few minutes per program).
#   scripts/real-programs.sh [PROGRAM...]      (default: zlib bzip2 xz-utils)
# Programs (pinned Debian 12 source versions; fetched once into
# ${IRBRIDGE_CACHE:-~/.cache/irbridge}/real-programs/ by scripts/real-programs-fetch.py, which
# lets apt and dpkg-source check them against the signed Sources index and the .dsc's checksums):
#   zlib       configure + make; `make test`: the static, shared and 64-bit example/minigzip runs
#   bzip2      plain Makefile; `make check`: three compressions and three decompressions compared
#   xz-utils   configure + make (liblzma static, xz, xzdec, lzmainfo); `make check`: 18 tests
#   expat      CMake (the wrapper as C compiler launcher); its C test suite `runtests`: every check
# Environment:
#   OUT=/tmp/real-programs   builds (build/<program>-<level>/), logs, results.txt, summary.txt;
#                            fail/ gets the inputs and logs of every TU irbridge fails on
#   LEVELS="O0 O2"           optimization levels (CFLAGS=-<level>; a trailing g adds -g: O2g)
#   JOBS=2                   make -j
#   UPSTREAM=1               also import every TU with upstream's mlir-translate 19 (column
#                            `upstream`: TUs it imports; the ones it fails on are listed)
#   IRBRIDGE=target/debug/irbridge   the binary (built with `cargo build -p irbridge-cli` if it is
#                            the default and missing)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
CLANG=/usr/lib/llvm-19/bin/clang

# expat builds with CMake: installed when missing (Debian's cmake), as csmith-import.sh installs csmith.
if [[ " ${*:-zlib bzip2 xz-utils} " == *" expat "* ]] && ! command -v cmake >/dev/null; then
  sudo=(); [[ $(id -u) == 0 ]] || sudo=(sudo)
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends cmake >&2 ||
    { "${sudo[@]}" apt-get update >&2 && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends cmake >&2; }
fi

declare -A PIN=(
  [zlib]="zlib=1:1.2.13.dfsg-1"
  [bzip2]="bzip2=1.0.8-5"
  [xz-utils]="xz-utils=5.4.1-1+deb12u2"
  [expat]="expat=2.5.0-1+deb12u2"
)

# Per program: configure (plain clang-19), build (through the wrapper $CCW), test. Each runs in the
# build folder with CFLAGS_LV set (the level's flags); test prints `PASSED TOTAL` on its last line.
zlib_configure() { CC=$CLANG CFLAGS="$CFLAGS_LV" ./configure; }
zlib_build() { make -k CC="$CCW" all all64; }
zlib_test() {
  make -k CC="$CCW" test 2>&1 | tee test.log || true
  echo "$(grep -c '\*\*\* zlib .*test OK' test.log) $(grep -cE '\*\*\* zlib .*test (OK|FAILED)' test.log)"
}

bzip2_flags() { echo "$CFLAGS_LV -D_FILE_OFFSET_BITS=64"; }
bzip2_configure() { :; }
bzip2_build() { make -k CC="$CCW" CFLAGS="$(bzip2_flags)" libbz2.a bzip2 bzip2recover; }
bzip2_test() {
  # The suite is a list of `cmp` commands that make stops at the first difference.
  local total rc=0
  total=$(sed -n '/^test:/,/^$/p' Makefile | grep -c '^	cmp ')
  make CC="$CCW" CFLAGS="$(bzip2_flags)" check 2>&1 | tee test.log || rc=1
  local run
  run=$(grep -c '^cmp ' test.log || true)
  echo "$((rc == 0 ? run : run - 1)) $total"
}

xz_utils_configure() { CC=$CLANG CFLAGS="$CFLAGS_LV" ./configure --disable-shared --disable-nls --disable-doc; }
xz_utils_build() { make -k -j"$JOBS" CC="$CCW"; }
xz_utils_test() {
  make -k -j"$JOBS" CC="$CCW" check 2>&1 | tee test.log || true
  local pass total
  pass=$(sed -n 's/^# PASS: *//p' test.log | tail -1)
  total=$(sed -n 's/^# TOTAL: *//p' test.log | tail -1)
  echo "${pass:-0} ${total:-?}"
}

# Debian's expat is upstream's git tree (no configure script): CMake, configured with plain clang-19,
# then the wrapper as the C compiler launcher. Only C targets are built (the C++ copy of the suite,
# runtestspp, is left out: C++ does not go through irbridge here).
expat_configure() {
  cmake -S expat -B build -DCMAKE_C_COMPILER="$CLANG" -DCMAKE_CXX_COMPILER="$CLANG++" -DCMAKE_BUILD_TYPE=None -DCMAKE_C_FLAGS="$CFLAGS_LV" \
    -DEXPAT_SHARED_LIBS=OFF -DEXPAT_BUILD_DOCS=OFF -DEXPAT_BUILD_EXAMPLES=ON -DEXPAT_BUILD_TESTS=ON
}
expat_build() {
  cmake -S expat -B build -DCMAKE_C_COMPILER_LAUNCHER="$CCW" &&
    # Debian's CVE patches test `#if XML_DTD == 1` (autotools' spelling); CMake defines it empty.
    sed -i 's/^#define XML_DTD$/#define XML_DTD 1/' build/expat_config.h &&
    make -k -j"$JOBS" -C build expat xmlwf runtests elements outline
}
expat_test() {
  # runtests ends with `100%: Checks: N, Failed: F` (minicheck).
  (cd build/tests && ./runtests) 2>&1 | tee test.log || true
  sed -n 's/.*Checks: *\([0-9]*\), *Failed: *\([0-9]*\).*/\1 \2/p' test.log | tail -1 |
    { read -r n f && echo "$((n - f)) $n" || echo "0 ?"; }
}

PROGRAMS=("$@")
[ ${#PROGRAMS[@]} -gt 0 ] || PROGRAMS=(zlib bzip2 xz-utils)
OUT=${OUT:-/tmp/real-programs}
LEVELS=${LEVELS:-"O0 O2"}
JOBS=${JOBS:-2}
for p in "${PROGRAMS[@]}"; do
  [ -n "${PIN[$p]:-}" ] || { echo "real-programs.sh: unknown program $p (known: ${!PIN[*]})" >&2; exit 2; }
done

if [ -z "${IRBRIDGE:-}" ]; then
  IRBRIDGE=$ROOT/target/debug/irbridge
  [ -x "$IRBRIDGE" ] || cargo build -p irbridge-cli >&2
fi
case $IRBRIDGE in /*) ;; *) IRBRIDGE=$ROOT/$IRBRIDGE ;; esac
export IRBRIDGE
if [ -n "${UPSTREAM:-}" ]; then export IRBRIDGE_CC_UPSTREAM=1; fi
CCW=$ROOT/scripts/irbridge-cc.sh

pins=()
for p in "${PROGRAMS[@]}"; do pins+=("${PIN[$p]}"); done
mapfile -t SRC < <(python3 "$ROOT/scripts/real-programs-fetch.py" "${pins[@]}")

rm -rf "$OUT"
mkdir -p "$OUT/build" "$OUT/fail"
START=$SECONDS
for i in "${!PROGRAMS[@]}"; do
  p=${PROGRAMS[i]}
  fn=${p//-/_}
  for LV in $LEVELS; do
    b=$OUT/build/$p-$LV
    cp -a "${SRC[i]}" "$b" # -a: timestamps kept, so make does not rerun autotools
    export IRBRIDGE_CC_LOG=$OUT/$p-$LV.tus IRBRIDGE_CC_KEEP=$OUT/fail/$p-$LV
    mkdir -p "$IRBRIDGE_CC_KEEP"
    : >"$IRBRIDGE_CC_LOG"
    t0=$SECONDS
    case $LV in *g) CFLAGS_LV="-${LV%g} -g" ;; *) CFLAGS_LV="-$LV" ;; esac
    echo "real-programs.sh: $p $CFLAGS_LV in $b" >&2
    status=ok passed=0 total=-
    if ! (cd "$b" && "${fn}_configure") >"$OUT/$p-$LV.configure.log" 2>&1; then
      status=configure-failed
    elif ! (cd "$b" && "${fn}_build") >"$OUT/$p-$LV.build.log" 2>&1; then
      status=build-failed
    fi
    if [ $status = ok ]; then
      read -r passed total < <( (cd "$b" && "${fn}_test") 2>&1 | tee "$OUT/$p-$LV.test.log" | tail -1) || true
      [ "$passed" = "$total" ] || status=tests-failed
    fi
    # The test step compiles the test programs, so TUs are counted after it.
    tus=$(wc -l <"$IRBRIDGE_CC_LOG")
    through=$(grep -c '^ok ' "$IRBRIDGE_CC_LOG" || true)
    grep '^FAIL ' "$IRBRIDGE_CC_LOG" | sed "s|^|$p -$LV: |" >>"$OUT/failures.txt" || true
    up=-
    if [ -n "${UPSTREAM:-}" ]; then
      up=$(grep -c ' upstream=yes$' "$IRBRIDGE_CC_LOG" || true)
      grep ' upstream=no$' "$IRBRIDGE_CC_LOG" | sed "s|^|$p -$LV: |" >>"$OUT/upstream-failures.txt" || true
    fi
    echo "$p $LV $tus $through $up $passed/$total $((SECONDS - t0)) $status" >>"$OUT/results.txt"
  done
done

{
  printf '%-10s %-5s %5s %9s %9s %8s %7s  %s\n' program level TUs irbridge upstream tests seconds status
  while read -r p lv tus through up tests secs status; do
    printf '%-10s %-5s %5s %9s %9s %8s %7s  %s\n' "$p" "-$lv" "$tus" "$through" "$up" "$tests" "$secs" "$status"
  done <"$OUT/results.txt"
  echo "total time $((SECONDS - START)) s; irbridge: $IRBRIDGE"
  if [ -s "$OUT/failures.txt" ]; then
    echo "TUs irbridge failed on (inputs and logs in $OUT/fail/):"
    cat "$OUT/failures.txt"
  fi
  if [ -s "$OUT/upstream-failures.txt" ]; then
    echo "TUs upstream's mlir-translate --import-llvm 19 fails on:"
    cat "$OUT/upstream-failures.txt"
  fi
} | tee "$OUT/summary.txt"
! grep -qv ' ok$' "$OUT/results.txt"
