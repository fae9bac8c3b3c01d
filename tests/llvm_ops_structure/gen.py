#!/usr/bin/env python3
"""Regenerates expected.txt (and known_gaps_expected.txt) from cases.mlir (known_gaps.mlir) by running
upstream mlir-opt 19 on every case, as tests/llvm_ops_structure.rs runs irbridge on it.

Cases are whole modules separated by lines `// -----`. Each case is run twice (default printing,
`--mlir-print-op-generic`); the expected text is mlir-opt's stdout, or for a failure its first error line.
A third line records whether mlir-opt reads its own default output back to the same text (`fixpoint yes`);
upstream prints a few forms it cannot parse. Never edit the expected files by hand."""
import os, subprocess

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
here = os.path.dirname(os.path.abspath(__file__))


def cases(name):
    text = open(os.path.join(here, name)).read()
    return [c.strip('\n') for c in text.split('\n// -----\n') if c.strip()]


def run(src, extra):
    r = subprocess.run([MLIR_OPT, '-'] + extra, input=src.encode(), capture_output=True)
    if r.returncode != 0:
        first = [l for l in r.stderr.decode().splitlines() if ': error: ' in l]
        return (first[0] if first else 'mlir-opt failed without a diagnostic (crash)') + '\n'
    return r.stdout.decode()


def main():
    for inp, outp in [('cases.mlir', 'expected.txt'), ('known_gaps.mlir', 'known_gaps_expected.txt')]:
        if not os.path.exists(os.path.join(here, inp)):
            continue
        out = []
        for i, c in enumerate(cases(inp)):
            src = c + '\n'
            out.append('//// case %d\n' % i)
            out.append(run(src, []))
            out.append('//// generic\n')
            out.append(run(src, ['--mlir-print-op-generic']))
            custom = run(src, [])
            again = run(custom, []) if ': error: ' not in custom else ''
            out.append('//// fixpoint %s\n' % ('yes' if again == custom else 'no'))
        open(os.path.join(here, outp), 'w').write(''.join(out))


if __name__ == '__main__':
    main()
