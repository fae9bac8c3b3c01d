#!/usr/bin/env bash
# The benchmark matrix (issue 25): every job (parse+print, llvm-dialect parse+print, lowering to the
# llvm dialect, canonicalize+cse, export, import) on several input shapes at 1x/4x/16x, irbridge and
# upstream 19 side by side in one run, outputs checked equal, a Markdown table of ratios (wall time,
# CPU time, peak RSS, time per MB at 16x over 1x) at the end. ~15-25 min on 2 cores.
# The import's real C program is zlib (Debian's source package, fetched once into
# ${IRBRIDGE_CACHE:-~/.cache/irbridge}/zlib by benches/fetch-zlib.py).
# Extra arguments go to `irbridge bench --matrix` (--runs 3, --only TEXT, --dir DIR to keep the
# files, --quick for a smoke run, --mlir-opt PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p irbridge-cli
ZLIB=$(python3 benches/fetch-zlib.py)
exec target/release/irbridge bench --matrix --c-source "$ZLIB" "$@"
