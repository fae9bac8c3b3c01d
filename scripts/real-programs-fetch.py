#!/usr/bin/env python3
"""Fetch the Debian source packages of `scripts/real-programs.sh` into a cache outside the checkout.

    python3 scripts/real-programs-fetch.py PACKAGE=VERSION...

For each pinned `PACKAGE=VERSION` not yet in the cache: `apt-get source PACKAGE=VERSION` with the
private apt configuration of `scripts/upstream-tests/fetch.py` (deb-src entries made from the
machine's own Debian entries, the system's apt state untouched; apt checks the downloaded files
against the signed `Sources` index), unpacked by `dpkg-source -x`, which checks every file against
the `.dsc`'s checksums and applies Debian's patches. The unpacked tree is moved to
`<cache>/<PACKAGE>-<VERSION>/` and a `STAMP` is written last. Prints one folder per line.

Cache: `${IRBRIDGE_CACHE:-$HOME/.cache/irbridge}/real-programs/`.
"""

import fcntl
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "upstream-tests"))
import fetch  # noqa: E402


def cache_dir() -> Path:
    base = os.environ.get("IRBRIDGE_CACHE")
    return (Path(base) if base else Path.home() / ".cache" / "irbridge") / "real-programs"


def folder(cache: Path, package: str, version: str) -> Path:
    # An epoch's colon is not wanted in a path.
    return cache / f"{package}-{version.replace(':', '_')}"


def is_fetched(dest: Path, pin: str) -> bool:
    try:
        return (dest / "STAMP").read_text().strip() == pin
    except OSError:
        return False


def fetch_missing(cache: Path, pins) -> None:
    missing = [p for p in pins if not is_fetched(folder(cache, *p.split("=", 1)), p)]
    if not missing:
        return
    work = cache / ".fetch"
    stanzas = fetch.deb_src_stanzas(fetch.os_codename())
    if not stanzas:
        raise fetch.FetchError("no Debian `deb` entries in the machine's apt sources")
    shutil.rmtree(work, ignore_errors=True)
    for d in ("sources.list.d", "lists/partial", "cache", "dl"):
        (work / d).mkdir(parents=True)
    (work / "sources.list").write_text("")
    (work / "sources.list.d" / "irbridge-src.sources").write_text(stanzas)
    r = fetch.apt(work, ["update"], work)
    if r.returncode != 0:
        raise fetch.FetchError(f"apt-get update failed:\n{r.stdout}")
    for pin in missing:
        package, version = pin.split("=", 1)
        fetch.log(f"downloading and unpacking {pin} (source)")
        dl = work / "dl" / package
        dl.mkdir()
        # Without --download-only apt runs `dpkg-source -x`, which checks the .dsc's checksums.
        r = fetch.apt(work, ["source", pin], dl)
        if r.returncode != 0:
            raise fetch.FetchError(f"apt-get source {pin} failed:\n{r.stdout}")
        trees = [d for d in dl.iterdir() if d.is_dir()]
        if len(trees) != 1:
            raise fetch.FetchError(f"apt-get source {pin} left {len(trees)} folders in {dl}")
        dest = folder(cache, package, version)
        shutil.rmtree(dest, ignore_errors=True)
        trees[0].rename(dest)
        (dest / "STAMP").write_text(pin + "\n")
    shutil.rmtree(work, ignore_errors=True)


def main() -> int:
    pins = sys.argv[1:]
    if not pins or any("=" not in p for p in pins):
        print("usage: real-programs-fetch.py PACKAGE=VERSION...", file=sys.stderr)
        return 2
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            fetch_missing(cache, pins)
        except (fetch.FetchError, OSError, subprocess.SubprocessError) as e:
            print(f"real-programs-fetch.py: error: {e}", file=sys.stderr)
            return 1
    for pin in pins:
        print(folder(cache, *pin.split("=", 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
