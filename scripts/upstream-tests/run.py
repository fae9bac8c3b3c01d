#!/usr/bin/env python3
"""MLIR 19's own lit tests run against irbridge, compared with expectations.txt.

    python3 scripts/upstream-tests/run.py [--tool irbridge|upstream|both] [--irbridge BIN]
                                          [--release] [--filter REGEX] [--jobs N] [--show-output]
                                          [--causes] [--accept-passes] [--actual FILE]

1. fetch.py puts upstream's `mlir/test` in the cache (once per machine);
2. a tools directory gets LLVM 19's own tools (FileCheck, not, count, split-file, llvm-as, ...;
   no `mlir-*` tool) and `mlir-opt`/`mlir-translate`: irbridge, or upstream's binaries
   (`--tool upstream`), behind a small wrapper that records crashes (exit status other than 0/1);
3. LLVM 19's lit runs every test file of the scope (expectations.txt's `scope` lines) with our
   lit.cfg.py (litwrap.py puts it in place of upstream's);
4. each file's result is compared with its expectation; anything else (a new failure, an
   unexpected pass, a file without expectation, a crash) is listed and makes the exit status 1.
   A count per directory is printed.

Without --irbridge the binary is built first (`cargo build -p irbridge-cli`, `--release` for the
release profile). Expectation syntax: see expectations.txt's header.
"""

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

import fetch

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
LLVM_BINDIR = Path("/usr/lib/llvm-19/bin")
LIT_DIR = Path("/usr/lib/llvm-19/build/utils/lit")
UPSTREAM_TOOLS = ("mlir-opt", "mlir-translate")
# Per-test time limit (lit --timeout) and per-process address-space limit: an input must not
# hang or exhaust memory (the runner reports it instead of taking the machine down).
TIMEOUT_S = 300
ADDRESS_SPACE_LIMIT = 8 << 30

# Dialects outside the project: a file that needs one is a permanent exception. `test` is
# upstream's test-only dialect (and its `-test-*` passes).
OUTSIDE = {
    "test", "gpu", "nvvm", "rocdl", "nvgpu", "amdgpu", "omp", "acc", "arm_neon", "arm_sve",
    "arm_sme", "amx", "x86vector", "spirv", "tensor", "linalg", "bufferization",
    "sparse_tensor", "shape", "tosa", "emitc", "async", "pdl", "pdl_interp", "quant", "irdl",
    "mesh", "polynomial", "vcix", "mpi", "ptr", "ml_program", "xegpu",
}
# Dialects the project will have (their issue): files that need one are pending, not exceptions.
PLANNED = {"scf": 17, "math": 17, "affine": 17, "ub": 17, "vector": 19, "transform": 20}

# Passes that belong to a dialect outside the project: a file running one needs that dialect even
# when its text never names the dialect's ops.
PASS_DIALECT = {"one-shot-bufferize": "bufferization"}

LINE = re.compile(r"^(\S+)\s+(PASS|UNSUPPORTED|EXCEPT|FAIL)(?:\((.*)\))?\s*$")


class Expectation:
    """One file's expected results, for irbridge and for upstream's binaries."""

    def __init__(self, path, status, arg, lineno):
        self.path, self.status, self.arg, self.lineno = path, status, arg or "", lineno
        self.kind = status  # PASS | UNSUPPORTED | NEEDS | UPSTREAM | PENDING
        self.dialects = []
        if status == "PASS":
            if self.arg and not self.arg.startswith("upstream fails:"):
                raise ValueError("PASS takes no reason, or `upstream fails: <why>`")
            self.irbridge, self.upstream = "pass", "fail" if self.arg else "pass"
        elif status == "UNSUPPORTED":
            if not self.arg:
                raise ValueError("UNSUPPORTED needs its reason (the REQUIRES: the build lacks)")
            self.irbridge = self.upstream = "unsupported"
        elif status == "EXCEPT":
            if self.arg.startswith("needs "):
                self.kind = "NEEDS"
                names = self.arg[len("needs "):].split(":", 1)[0]
                self.dialects = [d.strip() for d in names.split(",")]
                for d in self.dialects:
                    if d in PLANNED:
                        raise ValueError(
                            f"dialect `{d}` is planned (issue {PLANNED[d]}): FAIL(pending: ...), not EXCEPT"
                        )
                    if d not in OUTSIDE:
                        raise ValueError(f"`{d}` is not a dialect outside the project")
                self.irbridge, self.upstream = "fail", "pass"
            elif self.arg.startswith("upstream fails:"):
                self.kind = "UPSTREAM"
                self.irbridge = self.upstream = "fail"
            else:
                raise ValueError("EXCEPT(needs <dialects>) or EXCEPT(upstream fails: <why>)")
        else:
            if not self.arg.startswith("pending:") or not re.search(r"issue \d+", self.arg):
                raise ValueError("FAIL(pending: <cause>, issue N)")
            self.kind = "PENDING"
            self.irbridge, self.upstream = "fail", "pass"

    def cause(self) -> str:
        return self.arg.split(":", 1)[1].strip() if ":" in self.arg else self.arg


def read_expectations(path: Path):
    scope, entries, errors = [], {}, []
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = "" if raw.lstrip().startswith("#") else raw.rstrip()
        if not line.strip():
            continue
        if line.startswith("scope "):
            scope.append(line.split(None, 1)[1].strip().rstrip("/"))
            continue
        m = LINE.match(line)
        if not m:
            errors.append(f"{path.name}:{n}: cannot read `{line}`")
            continue
        try:
            e = Expectation(m.group(1), m.group(2), m.group(3), n)
        except ValueError as err:
            errors.append(f"{path.name}:{n}: {m.group(1)}: {err}")
            continue
        if e.path in entries:
            errors.append(f"{path.name}:{n}: {e.path} listed twice")
        entries[e.path] = e
    return scope, entries, errors


def evidence(root: Path, e: Expectation) -> list:
    """Dialects an EXCEPT(needs ...) names that the file never mentions (a wrong reason)."""
    try:
        text = (root / e.path).read_text(errors="replace")
    except OSError:
        return []
    missing = []
    for d in e.dialects:
        pat = rf"(?<![\w.$%])[#!]?{re.escape(d)}\.|--?{re.escape(d)}[-=\s]|-to-{re.escape(d)}\b|\b{re.escape(d)}-"
        # A `dialect_resources` section's entry for the dialect (`{-# dialect_resources: { d: {`).
        pat += rf"|(?m:^\s*{re.escape(d)}:\s*\{{)"
        # The dialect's name alone on a CHECK line (`--show-dialects` lists the registered ones).
        pat += rf"|(?m:^//\s*CHECK(?:-SAME)?:\s*{re.escape(d)}\s*$)"
        runs_its_pass = any(
            owner == d and re.search(rf"--?{re.escape(p)}\b", text) for p, owner in PASS_DIALECT.items()
        )
        if not re.search(pat, text) and not runs_its_pass:
            missing.append(d)
    return missing


def accept_passes(path: Path, expect, irbridge_results) -> set:
    """Rewrites the lines of pending files irbridge now passes to PASS; their names."""
    flipped = {
        name
        for name, e in expect.items()
        if e.kind == "PENDING" and irbridge_results.get(name, ("",))[0] == "pass"
    }
    if flipped:
        lines = path.read_text().splitlines(keepends=True)
        for e in (expect[n] for n in flipped):
            line = lines[e.lineno - 1]
            lines[e.lineno - 1] = line[: line.index(e.path) + len(e.path)] + line[line.index(e.path) + len(e.path):].split("FAIL(")[0] + "PASS\n"
        path.write_text("".join(lines))
    return flipped


def group_of(path: str, scope) -> str:
    best = ""
    for s in scope:
        if (path.startswith(s + "/")) and len(s) > len(best):
            best = s
    return best or path.rsplit("/", 1)[0]


# ---------------------------------------------------------------------------------------------
# running lit


def irbridge_binary(args) -> Path:
    if args.irbridge:
        return Path(args.irbridge).resolve()
    cmd = ["cargo", "build", "-q", "-p", "irbridge-cli"] + (["--release"] if args.release else [])
    print(f"run.py: {' '.join(cmd)}", file=sys.stderr, flush=True)
    subprocess.run(cmd, cwd=REPO, check=True)
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    return (target / ("release" if args.release else "debug") / "irbridge").resolve()


WRAPPER = """#!/bin/sh
# {name} for the upstream tests: the real tool, and a line in the crash log when it dies
# (a signal, a Rust panic's 101, an abort: any exit status but 0 and 1).
"{real}" "$@"
rc=$?
if [ "$rc" -gt 1 ]; then
  printf '%s\\t%s\\t%s\\n' "$rc" "$PWD" "{name} $*" >> "{log}"
fi
exit "$rc"
"""


def tools_dir(work: Path, tool: str, irbridge: Path) -> tuple:
    d = work / f"tools-{tool}"
    real = work / f"real-{tool}"
    d.mkdir()
    real.mkdir()
    for entry in sorted(LLVM_BINDIR.iterdir()):
        if not entry.name.startswith("mlir"):
            (d / entry.name).symlink_to(entry)
    log = work / f"crashes-{tool}.log"
    for name in UPSTREAM_TOOLS:
        # The real tool is reached through a link of the tool's own name, so it acts (and
        # names itself in messages) as it would when installed under that name.
        target = irbridge if tool == "irbridge" else LLVM_BINDIR / name
        (real / name).symlink_to(target)
        wrapper = d / name
        wrapper.write_text(WRAPPER.format(name=name, real=real / name, log=log))
        wrapper.chmod(0o755)
    return d, log


def lit_python() -> str:
    # Debian's python3 has python3-psutil (setup.sh), which lit's --timeout needs.
    for py in ("/usr/bin/python3", sys.executable):
        if Path(py).exists():
            r = subprocess.run([py, "-c", "import psutil"], capture_output=True)
            if r.returncode == 0:
                return py
    raise SystemExit("run.py: error: no python3 with psutil (lit --timeout needs it); run scripts/setup.sh")


def llvm_config(flag: str) -> str:
    return subprocess.run([LLVM_BINDIR / "llvm-config", flag], capture_output=True, text=True, check=True).stdout.strip()


def host_supports_jit() -> str:
    runner = LLVM_BINDIR / "mlir-cpu-runner"
    if not runner.exists():
        return "0"
    r = subprocess.run([runner, "--host-supports-jit"], capture_output=True, text=True)
    return "1" if "true" in r.stdout else "0"


def limit_resources():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_LIMIT, ADDRESS_SPACE_LIMIT))


def run_lit(root: Path, work: Path, tool: str, irbridge: Path, paths, jobs: int, features: dict):
    tdir, crash_log = tools_dir(work, tool, irbridge)
    exec_root = work / f"exec-{tool}"
    exec_root.mkdir()
    out_json = work / f"results-{tool}.json"
    params = {
        "upstream_test_root": str(root),
        "exec_root": str(exec_root),
        "tools_dir": str(tdir),
        "llvm_bindir": str(LLVM_BINDIR),
        **features,
    }
    cmd = [lit_python(), str(HERE / "litwrap.py"), str(LIT_DIR), str(root / "lit.cfg.py"), str(HERE / "lit.cfg.py")]
    cmd += ["-q", "--no-progress-bar", "-j", str(jobs), "--timeout", str(TIMEOUT_S), "-o", str(out_json)]
    for k, v in params.items():
        cmd += ["--param", f"{k}={v}"]
    cmd += [str(root / p) for p in paths]
    env = dict(os.environ)
    env.pop("FILECHECK_OPTS", None)
    r = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=limit_resources)
    if not out_json.exists():
        raise SystemExit(f"run.py: error: lit wrote no results (exit {r.returncode}):\n{r.stdout[-4000:]}")
    data = json.loads(out_json.read_text())
    results = {}
    for t in data.get("tests", []):
        name = t["name"].split(" :: ", 1)[1]
        code = t["code"]
        outcome = {"PASS": "pass", "XFAIL": "pass", "UNSUPPORTED": "unsupported"}.get(code, "fail")
        results[name] = (outcome, code, t.get("output", ""))
    crashes = crash_log.read_text().splitlines() if crash_log.exists() else []
    return results, crashes


def attribute_crashes(crashes, names):
    """Crash log lines -> {test: [lines]} by the test file or its %t in the command line."""
    out = defaultdict(list)
    for line in crashes:
        hit = [n for n in names if n in line or (Path(n).name + ".tmp") in line]
        out[hit[0] if hit else "(a RUN line reading stdin)"].append(line)
    return out


# ---------------------------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tool", choices=["irbridge", "upstream", "both"], default="irbridge")
    ap.add_argument("--irbridge", help="the irbridge binary (default: build it with cargo)")
    ap.add_argument("--release", action="store_true", help="build and use the release binary")
    ap.add_argument("--expectations", default=str(HERE / "expectations.txt"))
    ap.add_argument("--filter", help="only test files whose path matches this regex")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show-output", action="store_true", help="print lit's output for every failing file")
    ap.add_argument("--accept-passes", action="store_true",
                    help="mark pending files that now pass as PASS in the expectations file")
    ap.add_argument("--causes", action="store_true", help="list the pending files' causes with counts")
    ap.add_argument("--actual", help="write each file's results (path, irbridge, upstream) to this file")
    args = ap.parse_args()

    scope, expect, errors = read_expectations(Path(args.expectations))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    try:
        root = fetch.ensure()
    except (fetch.FetchError, OSError) as e:
        print(f"run.py: error: cannot fetch the upstream tests: {e}", file=sys.stderr)
        return 1

    for e in expect.values():
        if e.kind == "NEEDS":
            missing = evidence(root, e)
            if missing:
                errors.append(f"{e.path}: EXCEPT(needs {', '.join(missing)}) but the file never uses it")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1

    missing = [s for s in scope if not (root / s).is_dir()]
    if missing:
        print(f"run.py: error: scope directories missing upstream: {', '.join(missing)}", file=sys.stderr)
        return 1
    tools = ["irbridge", "upstream"] if args.tool == "both" else [args.tool]
    irbridge = irbridge_binary(args) if "irbridge" in tools else None
    features = {
        "target_triple": llvm_config("--host-target"),
        "targets_built": llvm_config("--targets-built"),
        "assertions": llvm_config("--assertion-mode"),
        "host_supports_jit": host_supports_jit(),
    }
    if args.filter:
        flt = re.compile(args.filter)
        paths = sorted(p for p in expect if flt.search(p))
        # New files of the scope are found only by whole-directory runs.
        for s in scope:
            if flt.search(s + "/"):
                paths.append(s)
    else:
        paths = scope
    paths = sorted(set(paths))

    results = {}
    crashes = {}
    work = Path(tempfile.mkdtemp(prefix="irbridge-upstream-"))
    try:
        for tool in tools:
            print(f"run.py: lit on {len(paths)} paths with {tool}'s mlir-opt/mlir-translate", file=sys.stderr, flush=True)
            results[tool], log = run_lit(root, work, tool, irbridge, paths, args.jobs, features)
            crashes[tool] = attribute_crashes(log, list(results[tool]))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    ran = set()
    for r in results.values():
        ran |= set(r)
    unexpected = []
    for name in sorted(ran):
        e = expect.get(name)
        if e is None:
            unexpected.append((name, "no expectation in expectations.txt", results))
            continue
        for tool in tools:
            if name not in results[tool]:
                continue
            outcome, code, _ = results[tool][name]
            want = e.irbridge if tool == "irbridge" else e.upstream
            if outcome != want:
                unexpected.append((name, f"{tool}: {code}, expected {want} ({e.status}{'(' + e.arg + ')' if e.arg else ''})", results))
    if not args.filter:
        for name, e in sorted(expect.items()):
            if name not in ran:
                unexpected.append((name, f"expectations.txt:{e.lineno}: no such test in the scope", {}))
    for tool in tools:
        for name, lines in crashes[tool].items():
            what = "crashed" if tool == "irbridge" else "crashed (upstream's tool; not an irbridge failure)"
            entry = (name, f"{tool} {what}:\n      " + "\n      ".join(lines), results)
            if tool == "irbridge":
                unexpected.append(entry)
            else:
                print(f"note: {entry[0]}: {entry[1]}", file=sys.stderr)

    # Per-directory counts.
    groups = defaultdict(Counter)
    for name in sorted(ran | (set(expect) if not args.filter else set())):
        g = group_of(name, scope)
        c = groups[g]
        c["files"] += 1
        for tool in tools:
            if name in results[tool] and results[tool][name][0] == "pass":
                c[f"{tool} PASS"] += 1
        e = expect.get(name)
        if e:
            c[e.kind] += 1
    cols = ["files"] + [f"{t} PASS" for t in tools] + ["UNSUPPORTED", "NEEDS", "UPSTREAM", "PENDING"]
    heads = ["files"] + [f"{t} PASS" for t in tools] + ["unsupported", "needs dialect", "upstream fails", "pending"]
    width = max([len(g) for g in groups] + [9])
    print(f"\n{'directory':<{width}}  " + "  ".join(f"{h:>14}" for h in heads))
    total = Counter()
    for g in sorted(groups):
        total.update(groups[g])
        print(f"{g:<{width}}  " + "  ".join(f"{groups[g][c]:>14}" for c in cols))
    print(f"{'total':<{width}}  " + "  ".join(f"{total[c]:>14}" for c in cols))

    needs = Counter()
    pending = Counter()
    by_issue = Counter()
    for name in ran:
        e = expect.get(name)
        if e and e.kind == "NEEDS":
            needs.update(e.dialects)
        elif e and e.kind == "PENDING":
            pending[e.cause()] += 1
            for n in re.findall(r"\d+", e.cause().rsplit("issue", 1)[-1]):
                by_issue[n] += 1
    if needs:
        print("\nneeds a dialect outside the project (files per dialect; a file can need several): "
              + ", ".join(f"{d} {n}" for d, n in sorted(needs.items(), key=lambda kv: (-kv[1], kv[0]))))
    if pending:
        print(f"pending (an irbridge feature missing): {sum(pending.values())} files; by issue: "
              + ", ".join(f"#{i} {n}" for i, n in sorted(by_issue.items(), key=lambda kv: int(kv[0])))
              + ("" if args.causes else " (--causes lists them)"))
        if args.causes:
            for k, v in sorted(pending.items(), key=lambda kv: (-kv[1], kv[0])):
                print(f"  {v:3}  {k}")

    if args.actual:
        with open(args.actual, "w") as f:
            for name in sorted(ran):
                f.write(name + "\t" + "\t".join(results[t][name][1] if name in results[t] else "-" for t in tools) + "\n")

    if args.show_output:
        for tool in tools:
            for name, (outcome, code, output) in sorted(results[tool].items()):
                if outcome == "fail":
                    print(f"\n===== {tool}: {name}: {code}\n{output}")

    if args.accept_passes:
        flipped = accept_passes(Path(args.expectations), expect, results.get("irbridge", {}))
        if flipped:
            print(f"\n{len(flipped)} pending file(s) now pass: marked PASS in {Path(args.expectations).name}")
            unexpected = [u for u in unexpected if u[0] not in flipped]
    if unexpected:
        print(f"\n{len(unexpected)} UNEXPECTED result(s):")
        for name, why, res in unexpected:
            print(f"  {name}: {why}")
            for tool in tools:
                if name in res.get(tool, {}) and res[tool][name][0] == "fail" and not args.show_output:
                    out = res[tool][name][2].strip().splitlines()
                    tail = out[-25:]
                    print("      | " + "\n      | ".join(tail))
        return 1
    print(f"\nall {len(ran)} files as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
