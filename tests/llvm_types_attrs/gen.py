#!/usr/bin/env python3
"""Regenerates expected.txt from cases.mlir by running upstream mlir-opt 19 on every case, as
tests/llvm_types_attrs.rs runs irbridge on it.

Cases are separated by lines `// -----`. A case that is a single type (`!llvm...`) or attribute
(`#llvm...`) is wrapped as `"test.op"() {a = <case>} : () -> ()`; anything else is a whole module.
Each case is run twice (default printing, `--mlir-print-op-generic`), both with
`--allow-unregistered-dialect`; the expected text is mlir-opt's stdout, or for a failure its first
diagnostic line. Never edit expected.txt by hand."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, '..', 'common'))
import case_files  # noqa: E402


def source(case):
    if case.startswith('!') or (case.startswith('#') and ' = ' not in case.split('<')[0]):
        return '"test.op"() {a = %s} : () -> ()\n' % case
    return case + '\n'


if __name__ == '__main__':
    case_files.write_expected(here, source, files=[('cases.mlir', 'expected.txt')],
                              flags=['--allow-unregistered-dialect'], strip=None)
