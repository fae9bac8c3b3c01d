#!/usr/bin/env bash
# Benchmark: irbridge translate --mlir-to-llvmir vs mlir-translate 19 on one ~31 MB llvm-dialect module
# (`irbridge gen --size 8M` lowered by `mlir-opt --convert-to-llvm --reconcile-unrealized-casts`): wall
# time and peak RSS of each tool as a child process, best of --runs, and a check that both outputs
# agree after llvm-as | llvm-dis. Extra arguments go to `irbridge bench --translate`
# (--translate-input 8M, --runs 3, --mlir-opt PATH, --dir DIR, --seed N).
# IRBRIDGE_PARSE_THREADS=N lets N threads parse ahead of the translation (default: one per core, none
# on a single core).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p irbridge-cli
exec target/release/irbridge bench --translate "$@"
