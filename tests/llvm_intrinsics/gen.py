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
import os, re, subprocess

BIN = "/usr/lib/llvm-19/bin/"
here = os.path.dirname(os.path.abspath(__file__))

ARGS = ("%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, %v: vector<4xi32>, "
        "%vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, %h: f16, %i8: i8, "
        "%m: vector<4xi1>, %t: !llvm.token, %mat: vector<16xf32>, %v8: vector<8xi32>, %vl: vector<4xi64>, "
        "%vd: vector<4xf64>, %p1: !llvm.ptr<1>, %ui: ui32, %svf: vector<[4]xf32>, %big: vector<8192xi32>")


def cases(name):
    text = open(os.path.join(here, name)).read()
    return [c.strip('\n') for c in text.split('\n// -----\n') if c.strip()]


def source(case):
    if case.startswith('//! module'):
        return case + '\n'
    return 'func.func @f(%s) {\n%s\n  return\n}\n' % (ARGS, case)


def run(tool, src, extra):
    r = subprocess.run([BIN + tool, '-'] + extra, input=src.encode(), capture_output=True)
    if r.returncode != 0:
        first = [l for l in r.stderr.decode().splitlines() if ': error: ' in l]
        return (first[0] if first else r.stderr.decode().strip()) + '\n'
    return r.stdout.decode()


def main():
    for inp, outp in [('cases.mlir', 'expected.txt'), ('known_gaps.mlir', 'known_gaps_expected.txt')]:
        if not os.path.exists(os.path.join(here, inp)):
            continue
        out = []
        for i, c in enumerate(cases(inp)):
            src = source(c)
            out.append('//// case %d\n' % i)
            out.append(run('mlir-opt', src, []))
            out.append('//// generic\n')
            out.append(run('mlir-opt', src, ['--mlir-print-op-generic']))
        open(os.path.join(here, outp), 'w').write(''.join(out))
    ir = run('mlir-translate', open(os.path.join(here, 'names.mlir')).read(), ['--mlir-to-llvmir'])
    body = ir.split('define ', 1)[1]
    names = re.findall(r'call [^@]*@(llvm\.[A-Za-z0-9_.]+)\(', body)
    open(os.path.join(here, 'names_expected.txt'), 'w').write(''.join(n + '\n' for n in names))


if __name__ == '__main__':
    main()
