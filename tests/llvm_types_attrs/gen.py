#!/usr/bin/env python3
"""Regenerates expected.txt from cases.mlir by running upstream mlir-opt 19 on every case, as
tests/llvm_types_attrs.rs runs irbridge on it.

Cases are separated by lines `// -----`. A case that is a single type (`!llvm...`) or attribute
(`#llvm...`) is wrapped as `"test.op"() {a = <case>} : () -> ()`; anything else is a whole module.
Each case is run twice (default printing, `--mlir-print-op-generic`), both with
`--allow-unregistered-dialect`; the expected text is mlir-opt's stdout, or for a failure its first
diagnostic line. Never edit expected.txt by hand."""
import os, subprocess

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
here = os.path.dirname(os.path.abspath(__file__))


def cases(name):
    text = open(os.path.join(here, name)).read()
    return [c.strip() for c in text.split('\n// -----\n') if c.strip()]


def source(case):
    if case.startswith('!') or (case.startswith('#') and ' = ' not in case.split('<')[0]):
        return '"test.op"() {a = %s} : () -> ()\n' % case
    return case + '\n'


def run(src, extra):
    r = subprocess.run([MLIR_OPT, '--allow-unregistered-dialect', '-'] + extra,
                       input=src.encode(), capture_output=True)
    if r.returncode != 0:
        first = [l for l in r.stderr.decode().splitlines() if ': error: ' in l]
        return (first[0] if first else r.stderr.decode().strip()) + '\n'
    return r.stdout.decode()


def main():
    for inp, outp in [('cases.mlir', 'expected.txt')]:
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
