#!/usr/bin/env python3
"""Chunk by chunk, an upstream test file through irbridge and through upstream's mlir-opt 19.

    python3 scripts/upstream-tests/chunks.py --irbridge BIN [--list chunked.txt] [FILE...]
                                             [--show-diffs]

A file that lit fails only because some of its `// -----` chunks need the `test` dialect (or
another dialect outside the project) says nothing about its other chunks. This runs each chunk
of each FILE (a path under upstream's mlir/test, e.g. Transforms/cse.mlir) — or each top-level op
of a file run without -split-input-file — with the options of the file's first `mlir-opt` RUN
line, through both tools, and compares the printed text exactly
(stricter than the file's CHECK lines). A chunk that differs and mentions a dialect outside the
project (with -allow-unregistered-dialect its ops may still print the same) is counted as an
exception by dialect; a chunk upstream itself rejects is counted apart. Exit
status 1 if any other chunk differs.
"""

import argparse
import difflib
import re
import shlex
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import fetch
from run import LLVM_BINDIR, OUTSIDE

SPLIT = re.compile(r"^// -----\s*$", re.M)
# A top-level op starts in column 0 (`func.func @f`, `"test.op"()`, `%0 = ...` is never top-level).
TOP_LEVEL_OP = re.compile(r'^(?:[a-z_][\w.]*\b|")')


def top_level_pieces(text: str) -> list:
    """A file run without -split-input-file, cut into its top-level ops, each with the lines
    before the first op (aliases, comments): one function at a time."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, l in enumerate(lines) if TOP_LEVEL_OP.match(l)]
    if len(starts) < 2:
        return [text]
    preamble = "".join(l for l in lines[: starts[0]] if l.startswith(("#", "!")))
    ends = starts[1:] + [len(lines)]
    return [preamble + "".join(lines[a:b]) for a, b in zip(starts, ends)]


def run_options(text: str) -> tuple:
    """The options of the first `mlir-opt` RUN line (continuations joined), without `%s` and
    `-split-input-file`, and whether it had `-split-input-file`."""
    lines, cur = [], ""
    for line in text.splitlines():
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        lines.append(cur + part)
        cur = ""
    for line in lines:
        if "mlir-opt" not in line:
            continue
        cmd = line.split("|")[0]
        words = shlex.split(cmd)
        i = words.index("mlir-opt")
        opts = [w for w in words[i + 1:] if w != "%s" and w.lstrip("-") != "split-input-file"]
        return opts, len(opts) != len(words) - i - 1 - words[i + 1:].count("%s")
    return [], False


def needs_outside(chunk: str, opts: list) -> list:
    text = chunk + " " + " ".join(opts)
    return sorted(
        d for d in OUTSIDE
        if re.search(rf"(?<![\w.$%#])[#!]?\"?{re.escape(d)}\.|--?{re.escape(d)}-", text)
    )


def run(tool: list, opts: list, chunk: str, work: Path):
    src = work / "chunk.mlir"
    src.write_text(chunk)
    p = subprocess.run([*tool, *opts, str(src)], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--irbridge", required=True)
    ap.add_argument("--show-diffs", action="store_true")
    ap.add_argument("--list", help="a file naming test files, one per line (# comments)")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    if args.list:
        listed = Path(args.list).read_text().splitlines()
        args.files += [l.strip() for l in listed if l.strip() and not l.startswith("#")]
    if not args.files:
        ap.error("no test file given")
    try:
        root = fetch.ensure()
    except (fetch.FetchError, OSError) as e:
        print(f"chunks.py: error: cannot fetch the upstream tests: {e}", file=sys.stderr)
        return 1
    upstream = [str(LLVM_BINDIR / "mlir-opt")]
    irbridge = [args.irbridge, "opt"]
    bad = 0
    with tempfile.TemporaryDirectory(prefix="irbridge-chunks-") as tmp:
        work = Path(tmp)
        for name in args.files:
            text = (root / name).read_text()
            opts, split = run_options(text)
            counts, needs, differing = Counter(), Counter(), []
            # A file lit runs whole is compared one top-level op at a time, so an op needing the
            # `test` dialect leaves the others checked (passes that look across functions, like
            # the inliner, then see less than the file gives them: both tools equally).
            chunks = SPLIT.split(text) if split else [text]
            if len(chunks) == 1:
                chunks = top_level_pieces(text)
            for i, chunk in enumerate(chunks):
                u = run(upstream, opts, chunk, work)
                if u[0] != 0:
                    counts["upstream rejects"] += 1
                    continue
                # Ops of a dialect irbridge lacks are unregistered ones to it (upstream's mlir-opt
                # has the `test` dialect registered): the chunk still counts as the same if
                # irbridge prints exactly upstream's text with them.
                outside = needs_outside(chunk, opts)
                ours = opts
                if outside and not any(o.lstrip("-") == "allow-unregistered-dialect" for o in opts):
                    ours = ["--allow-unregistered-dialect", *opts]
                o = run(irbridge, ours, chunk, work)
                if o[0] == 0 and o[1] == u[1]:
                    counts["same"] += 1
                    continue
                # Different, and upstream knows a dialect irbridge does not have: an exception.
                if outside:
                    counts["needs an outside dialect"] += 1
                    needs.update(outside)
                    continue
                counts["differs"] += 1
                differing.append(i)
                if args.show_diffs:
                    got = o[1] if o[0] == 0 else o[2]
                    sys.stdout.writelines(difflib.unified_diff(
                        u[1].splitlines(True), got.splitlines(True),
                        f"upstream chunk {i}", f"irbridge chunk {i}"))
            bad += counts["differs"]
            detail = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
            by_dialect = ", ".join(f"{d} {n}" for d, n in sorted(needs.items()))
            print(f"{name}: {detail}" + (f" ({by_dialect})" if by_dialect else "")
                  + (f"; differing chunks: {differing}" if differing else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
