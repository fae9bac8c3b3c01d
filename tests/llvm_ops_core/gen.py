#!/usr/bin/env python3
"""Regenerates expected.txt (and known_gaps_expected.txt) from cases.mlir (known_gaps.mlir) by running
upstream mlir-opt 19 on every case, as tests/llvm_ops_core.rs runs irbridge on it.

Cases are separated by lines `// -----`. A case is the body of a function whose arguments are ARGS below
(wrapped exactly as `CaseFiles::source` in the Rust harness does), unless it starts with `//! module`, in
which case it is a whole module. Each case is run twice (default printing, `--mlir-print-op-generic`); the
expected text is mlir-opt's stdout, or for a failure its first diagnostic line (tests/common/case_files.py).
Never edit the expected files by hand."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, '..', 'common'))
import case_files  # noqa: E402

ARGS = ("%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, %v: vector<4xi32>, "
        "%vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, %h: f16, %i8: i8, "
        "%s: !llvm.struct<(i32, f32)>, %arr: !llvm.array<4 x i32>")

if __name__ == '__main__':
    case_files.write_expected(here, case_files.function_source(ARGS))
