#!/usr/bin/env python3
"""Fetch zlib's C sources (Debian's `zlib` source package) into a cache outside the checkout: the
real C program whose clang 19 `.ll` the benchmark matrix imports (`benches/matrix.sh`).

Uses the private apt configuration of `scripts/upstream-tests/fetch.py` (deb-src entries made from
the machine's own Debian entries; the system's apt state is never touched; apt checks the files
against the signed `Sources` index). Unpacks the upstream tarball's `*.c`/`*.h` files of its top
folder (the library and its `example.c`/`minigzip.c`), writes a stamp last, and prints the folder.

Cache: `${IRBRIDGE_CACHE:-$HOME/.cache/irbridge}/zlib/`.
"""

import os
import shutil
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts" / "upstream-tests"))
import fetch  # noqa: E402

VERSION = "1:1.2.13.dfsg-1"


def main() -> int:
    base = os.environ.get("IRBRIDGE_CACHE")
    cache = (Path(base) if base else Path.home() / ".cache" / "irbridge") / "zlib"
    src = cache / "src"
    stamp = cache / "STAMP"
    if stamp.is_file() and stamp.read_text().strip() == VERSION:
        print(src)
        return 0
    fetch.PACKAGE = "zlib"
    fetch.VERSION = VERSION
    work = cache / "work"
    try:
        dl = fetch.download(work, fetch.deb_src_stanzas(fetch.os_codename()))
    except fetch.FetchError as e:
        print(f"fetch-zlib: {e}", file=sys.stderr)
        return 1
    origs = sorted(dl.glob("zlib_*.orig.tar.*"))
    if not origs:
        print(f"fetch-zlib: no upstream tarball in {dl}", file=sys.stderr)
        return 1
    src.mkdir(parents=True, exist_ok=True)
    with tarfile.open(origs[0]) as tar:
        for m in tar.getmembers():
            parts = Path(m.name).parts
            # Only regular files of the top folder: no links, nothing outside `src`.
            if m.isfile() and len(parts) == 2 and parts[1].endswith((".c", ".h")):
                (src / parts[1]).write_bytes(tar.extractfile(m).read())
    shutil.rmtree(work, ignore_errors=True)
    stamp.write_text(VERSION + "\n")
    print(src)
    return 0


if __name__ == "__main__":
    sys.exit(main())
