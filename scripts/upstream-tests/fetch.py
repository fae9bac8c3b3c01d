#!/usr/bin/env python3
"""Fetch MLIR 19's own test suite (`mlir/test`) into a cache outside the checkout.

The tests come from Debian's `llvm-toolchain-19` source package, the same release as the
`mlir-opt`/`mlir-translate` 19 binaries irbridge is compared with. Steps, each skipped when the
cache already holds the pinned version:

1. a private apt configuration (its own sources, lists and caches under the cache directory; the
   system's apt state is never touched) with `deb-src` entries made from the machine's own `deb`
   entries for its Debian release (`/etc/apt/sources.list`, `sources.list.d/*.list|*.sources`);
2. `apt-get update` and `apt-get source --download-only llvm-toolchain-19=<VERSION>` with it (apt
   checks the files against the signed `Sources` index); if the machine's archive no longer carries
   the pinned version, the same again with snapshot.debian.org, where it stays forever;
3. the `.dsc` and the upstream tarball are checked against the hashes pinned below, and the
   tarball against the `.dsc`'s `Checksums-Sha256`;
4. only `mlir/test/` is unpacked (regular files and directories, no path outside it), then the
   downloads are deleted and a stamp is written last.

Cache: `${IRBRIDGE_CACHE:-$HOME/.cache/irbridge}/upstream-19/` (`mlir/test/`, `STAMP`). Runs as
root (the CI) or as any user; `python3 fetch.py` prints the test directory. Concurrent runs wait
for each other on a lock file.
"""

import fcntl
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

PACKAGE = "llvm-toolchain-19"
VERSION = "1:19.1.7-3~deb12u1"
DSC = "llvm-toolchain-19_19.1.7-3~deb12u1.dsc"
DSC_SHA256 = "e1824f8969b5c3e12974b707b4658a319eb6bb45d552ddc109cb18add24bea5c"
ORIG = "llvm-toolchain-19_19.1.7.orig.tar.xz"
ORIG_SHA256 = "ae498f3bc58ae2d9f64ef5f0c035c4240152bf015a5b7738b15c22e93bdc97ce"
# The top directory of the upstream tarball and what is unpacked from it.
TOP = "llvm-toolchain-19_19.1.7/"
KEEP = "mlir/test/"
# Debian's snapshot archive at a time when bookworm (12.15) was seen carrying VERSION: the fallback
# once the live archive moves on to a newer upload.
SNAPSHOT = "http://snapshot.debian.org/archive/debian/20260711T120000Z/"
STAMP_TEXT = f"{PACKAGE} {VERSION} {ORIG} sha256:{ORIG_SHA256} {KEEP}\n"


class FetchError(Exception):
    pass


def cache_dir() -> Path:
    base = os.environ.get("IRBRIDGE_CACHE")
    if base:
        return Path(base) / "upstream-19"
    return Path.home() / ".cache" / "irbridge" / "upstream-19"


def test_dir(cache: Path) -> Path:
    return cache / "mlir" / "test"


def is_valid(cache: Path) -> bool:
    try:
        stamp = (cache / "STAMP").read_text()
    except OSError:
        return False
    return stamp == STAMP_TEXT and (test_dir(cache) / "lit.cfg.py").is_file()


def log(msg: str) -> None:
    print(f"fetch.py: {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# deb-src entries from the machine's own apt sources


def os_codename() -> str:
    try:
        for line in Path("/etc/os-release").read_text().splitlines():
            if line.startswith("VERSION_CODENAME="):
                return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return "bookworm"


def parse_one_line(text: str):
    """`deb [opts] uri suite components...` lines -> dicts of deb822 fields."""
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.match(r"(\S+)\s+(?:\[([^\]]*)\]\s+)?(\S+)\s+(\S+)\s*(.*)$", line)
        if not m:
            continue
        typ, opts, uri, suite, comps = m.groups()
        entry = {"Types": typ, "URIs": uri, "Suites": suite, "Components": comps}
        for opt in (opts or "").split():
            key, _, value = opt.partition("=")
            if key == "signed-by":
                entry["Signed-By"] = value
        yield entry


def parse_deb822(text: str):
    """deb822 stanzas -> dicts; continuation lines (a multi-line Signed-By key) kept verbatim."""
    entry, last = {}, None
    for raw in text.splitlines() + [""]:
        if raw.startswith("#"):
            continue
        if not raw.strip():
            if entry:
                yield entry
            entry, last = {}, None
            continue
        if raw[0] in " \t" and last:
            entry[last] += "\n" + raw
            continue
        key, _, value = raw.partition(":")
        last = key.strip()
        entry[last] = value.strip()
    return


def machine_entries():
    files = [Path("/etc/apt/sources.list")]
    parts = Path("/etc/apt/sources.list.d")
    if parts.is_dir():
        files += sorted(p for p in parts.iterdir() if p.suffix in (".list", ".sources"))
    for f in files:
        try:
            text = f.read_text()
        except OSError:
            continue
        parse = parse_deb822 if f.suffix == ".sources" else parse_one_line
        for entry in parse(text):
            if entry.get("Enabled", "yes").lower() == "no":
                continue
            yield entry


def deb_src_stanzas(codename: str) -> str:
    """deb-src stanzas for the machine's `deb` entries of its Debian release (main component)."""
    out = []
    for e in machine_entries():
        if "deb" not in e.get("Types", "").split():
            continue
        suites = [s for s in e.get("Suites", "").split() if s == codename or s.startswith(codename + "-")]
        if not suites or "main" not in e.get("Components", "").split():
            continue
        stanza = f"Types: deb-src\nURIs: {e['URIs']}\nSuites: {' '.join(suites)}\nComponents: main\n"
        if "Signed-By" in e:
            stanza += f"Signed-By: {e['Signed-By']}\n"
        out.append(stanza)
    return "\n".join(out)


def snapshot_stanza(codename: str) -> str:
    return (
        f"Types: deb-src\nURIs: {SNAPSHOT}\nSuites: {codename}\nComponents: main\n"
        "Check-Valid-Until: no\n"
    )


# ---------------------------------------------------------------------------------------------
# apt with a private configuration


def apt(work: Path, args, cwd: Path) -> subprocess.CompletedProcess:
    opts = [
        f"Dir::Etc::SourceList={work / 'sources.list'}",
        f"Dir::Etc::SourceParts={work / 'sources.list.d'}",
        f"Dir::State::Lists={work / 'lists'}",
        f"Dir::Cache={work / 'cache'}",
        "Dir::Cache::pkgcache=",
        "Dir::Cache::srcpkgcache=",
        "Acquire::Languages=none",
        "APT::Get::Only-Source=true",
    ]
    if os.geteuid() == 0:
        # The cache is usually under /root, which apt's download user `_apt` cannot enter.
        opts.append("APT::Sandbox::User=root")
    cmd = ["apt-get", "-q"]
    for o in opts:
        cmd += ["-o", o]
    cmd += args
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def download(work: Path, stanzas: str) -> Path:
    """apt-get update + source --download-only with the given deb-src stanzas; the download dir."""
    shutil.rmtree(work, ignore_errors=True)
    for d in ("sources.list.d", "lists/partial", "cache", "dl"):
        (work / d).mkdir(parents=True)
    (work / "sources.list").write_text("")
    (work / "sources.list.d" / "irbridge-src.sources").write_text(stanzas)
    r = apt(work, ["update"], work)
    if r.returncode != 0 or re.search(r"^(E|Err):", r.stdout, re.M):
        raise FetchError(f"apt-get update failed:\n{r.stdout}")
    r = apt(work, ["source", "--download-only", f"{PACKAGE}={VERSION}"], work / "dl")
    if r.returncode != 0:
        raise FetchError(f"apt-get source failed:\n{r.stdout}")
    return work / "dl"


# ---------------------------------------------------------------------------------------------
# verification and unpacking


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def verify(dl: Path) -> Path:
    dsc = dl / DSC
    orig = dl / ORIG
    if not dsc.is_file() or not orig.is_file():
        raise FetchError(f"apt-get source did not produce {DSC} and {ORIG} in {dl}")
    got = sha256(dsc)
    if got != DSC_SHA256:
        raise FetchError(f"{DSC}: sha256 {got}, expected {DSC_SHA256}")
    listed = None
    in_sha256 = False
    for line in dsc.read_text().splitlines():
        if not line.startswith(" "):
            in_sha256 = line.startswith("Checksums-Sha256:")
            continue
        fields = line.split()
        if in_sha256 and len(fields) == 3 and fields[2] == ORIG:
            listed = fields[0]
    if listed is None:
        raise FetchError(f"{DSC} lists no Checksums-Sha256 for {ORIG}")
    got = sha256(orig)
    if got != listed or got != ORIG_SHA256:
        raise FetchError(f"{ORIG}: sha256 {got}; the .dsc says {listed}, pinned {ORIG_SHA256}")
    return orig


def unpack(orig: Path, dest: Path) -> int:
    """Extract TOP+KEEP members (files and directories only) under dest; the number of files."""
    prefix = TOP + KEEP
    count = 0
    with tarfile.open(orig, mode="r|xz") as tar:
        for member in tar:
            name = member.name
            if not (name + "/").startswith(prefix):
                continue
            rel = name[len(TOP):]
            parts = rel.split("/")
            if name.startswith("/") or ".." in parts:
                raise FetchError(f"unsafe path in {ORIG}: {name}")
            target = dest / rel
            if member.isdir():
                target.mkdir(parents=True, exist_ok=True)
            elif member.isfile():
                target.parent.mkdir(parents=True, exist_ok=True)
                src = tar.extractfile(member)
                with open(target, "wb") as out:
                    shutil.copyfileobj(src, out)
                os.chmod(target, 0o755 if member.mode & 0o111 else 0o644)
                count += 1
            else:
                raise FetchError(f"unexpected member type in {ORIG}: {name}")
    return count


def ensure() -> Path:
    """The upstream `mlir/test` directory, fetched first unless the cache already holds it."""
    cache = cache_dir()
    if is_valid(cache):
        return test_dir(cache)
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if is_valid(cache):
            return test_dir(cache)
        if shutil.which("apt-get") is None:
            raise FetchError("apt-get not found: the upstream tests come from Debian's archive")
        work = cache / ".fetch"
        codename = os_codename()
        attempts = []
        own = deb_src_stanzas(codename)
        if own:
            attempts.append(("the machine's apt sources", own))
        attempts.append(("snapshot.debian.org", snapshot_stanza(codename)))
        errors = []
        orig = None
        for what, stanzas in attempts:
            log(f"downloading {PACKAGE} {VERSION} (source) from {what}")
            try:
                orig = verify(download(work, stanzas))
                break
            except FetchError as e:
                errors.append(f"from {what}: {e}")
        if orig is None:
            raise FetchError("\n".join(errors))
        log(f"{ORIG}: sha256 checked; unpacking {KEEP}")
        staging = cache / ".unpack"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir()
        files = unpack(orig, staging)
        (cache / "STAMP").unlink(missing_ok=True)
        shutil.rmtree(cache / "mlir", ignore_errors=True)
        (staging / "mlir").rename(cache / "mlir")
        shutil.rmtree(staging, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
        tmp = cache / "STAMP.tmp"
        tmp.write_text(STAMP_TEXT)
        tmp.rename(cache / "STAMP")
        log(f"{files} files in {test_dir(cache)}")
        return test_dir(cache)


def main() -> int:
    try:
        print(ensure())
    except (FetchError, OSError, tarfile.TarError) as e:
        print(f"fetch.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
