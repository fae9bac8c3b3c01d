#!/usr/bin/env python3
"""Regenerates expected.txt (and known_gaps_expected.txt) from cases.mlir (known_gaps.mlir) by running
upstream mlir-opt 19 on every case, as tests/llvm_ops_core.rs runs irbridge on it.

Cases are separated by lines `// -----`. A case is the body of a function whose arguments are ARGS below
(wrapped exactly as `wrap` in the Rust test does), unless it starts with `//! module`, in which case it is
a whole module. Each case is run twice (default printing, `--mlir-print-op-generic`); the expected text is
mlir-opt's stdout, or for a failure its first diagnostic line. Never edit the expected files by hand."""
import os, subprocess

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
here = os.path.dirname(os.path.abspath(__file__))

ARGS = ("%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, %v: vector<4xi32>, "
        "%vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, %h: f16, %i8: i8, "
        "%s: !llvm.struct<(i32, f32)>, %arr: !llvm.array<4 x i32>")


def cases(name):
    text = open(os.path.join(here, name)).read()
    return [c.strip('\n') for c in text.split('\n// -----\n') if c.strip()]


def source(case):
    if case.startswith('//! module'):
        return case + '\n'
    return 'func.func @f(%s) {\n%s\n  return\n}\n' % (ARGS, case)


def run(src, extra):
    r = subprocess.run([MLIR_OPT, '-'] + extra, input=src.encode(), capture_output=True)
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
            out.append(run(src, []))
            out.append('//// generic\n')
            out.append(run(src, ['--mlir-print-op-generic']))
        open(os.path.join(here, outp), 'w').write(''.join(out))


if __name__ == '__main__':
    main()
