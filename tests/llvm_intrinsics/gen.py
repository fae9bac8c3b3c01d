#!/usr/bin/env python3
"""Regenerates the expected files of tests/llvm_intrinsics.rs by running upstream mlir-opt and
mlir-translate 19; never edit the expected files by hand.

* expected.txt: for every case of cases.mlir (cases separated by lines `// -----`; a case is the body of a
  function whose arguments are ARGS, wrapped exactly as the Rust test does, unless it starts with
  `//! module`, in which case it is a whole module), mlir-opt's stdout, or for a failure its first error
  line, in default form and with `--mlir-print-op-generic`.
* known_gaps_expected.txt: the same for known_gaps.mlir.
* names_expected.txt: for names.mlir, the LLVM intrinsic each `llvm.intr.*` call translates to
  (`mlir-translate --mlir-to-llvmir`), one per line, in order."""
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, '..', 'common'))
import case_files  # noqa: E402

ARGS = ("%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, %v: vector<4xi32>, "
        "%vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, %h: f16, %i8: i8, "
        "%m: vector<4xi1>, %t: !llvm.token, %mat: vector<16xf32>, %v8: vector<8xi32>, %vl: vector<4xi64>, "
        "%vd: vector<4xf64>, %p1: !llvm.ptr<1>, %ui: ui32, %svf: vector<[4]xf32>, %big: vector<8192xi32>")


def main():
    case_files.write_expected(here, case_files.function_source(ARGS))
    ir = case_files.run('mlir-translate', open(os.path.join(here, 'names.mlir')).read(), ['--mlir-to-llvmir'])
    body = ir.split('define ', 1)[1]
    names = re.findall(r'call [^@]*@(llvm\.[A-Za-z0-9_.]+)\(', body)
    open(os.path.join(here, 'names_expected.txt'), 'w').write(''.join(n + '\n' for n in names))


if __name__ == '__main__':
    main()
