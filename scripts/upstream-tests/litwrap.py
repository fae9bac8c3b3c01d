#!/usr/bin/env python3
"""LLVM 19's own lit, loading our lit.cfg.py where upstream's `mlir/test/lit.cfg.py` is found.

What llvm-lit (the wrapper LLVM's build generates) does with its `config_map`: tests stay where
they are, the suite's configuration comes from us. Usage:
    litwrap.py LIT_DIR UPSTREAM_LIT_CFG OUR_LIT_CFG [lit arguments...]
"""

import os
import sys


def main() -> None:
    lit_dir, upstream_cfg, our_cfg = sys.argv[1:4]
    del sys.argv[1:4]
    sys.path.insert(0, lit_dir)
    from lit.main import main as lit_main

    key = os.path.normcase(os.path.realpath(upstream_cfg))
    lit_main({"config_map": {key: os.path.realpath(our_cfg)}})


if __name__ == "__main__":
    main()
