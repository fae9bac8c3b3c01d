#!/usr/bin/env bash
# Benchmark: irbridge opt vs mlir-opt 19 (parse + verify + print, output to a file) on generated func/arith/cf/memref
# modules of 1x, 2x, 4x, 8x, 16x a ~1 MB base. Extra arguments go to `irbridge bench`
# (--base 1M, --max-factor 16, --runs 3, --mlir-opt PATH, --dir DIR, --seed N).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p irbridge-cli
exec target/release/irbridge bench "$@"
