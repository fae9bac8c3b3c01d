#!/usr/bin/env python3
"""Regenerates expected.txt (and known_gaps_expected.txt) from cases.mlir (known_gaps.mlir) by running
upstream mlir-opt 19 on every case, as tests/llvm_ops_structure.rs runs irbridge on it.

Cases are whole modules separated by lines `// -----`. Each case is run twice (default printing,
`--mlir-print-op-generic`); the expected text is mlir-opt's stdout, or for a failure its first error line.
A third line records whether mlir-opt reads its own default output back to the same text (`fixpoint yes`);
upstream prints a few forms it cannot parse. Never edit the expected files by hand."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, '..', 'common'))
import case_files  # noqa: E402

if __name__ == '__main__':
    case_files.write_expected(here, case_files.module_source, fixpoint=True,
                              crash='mlir-opt failed without a diagnostic (crash)')
