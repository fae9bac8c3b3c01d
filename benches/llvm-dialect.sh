#!/usr/bin/env bash
# Benchmark: irbridge opt vs mlir-opt 19 (parse, verify, print) on one ~31 MB llvm-dialect module
# (`irbridge gen --size 8M` lowered by `mlir-opt --convert-to-llvm --reconcile-unrealized-casts`): wall
# time and peak RSS of each tool as a child process writing its output to a file, best of --runs, and
# a check that both outputs are identical. Extra arguments go to `irbridge bench --llvm-dialect`
# (--translate-input 8M, --runs 3, --mlir-opt PATH, --dir DIR, --seed N).
# IRBRIDGE_STREAM=off measures the whole-module path (no batches, one thread).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p irbridge-cli
exec target/release/irbridge bench --llvm-dialect "$@"
