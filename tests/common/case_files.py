"""What the gen.py scripts of the case folders (tests/llvm_intrinsics, tests/llvm_ops_core,
tests/llvm_ops_structure, tests/llvm_types_attrs) share: splitting a case file, running an upstream
tool on a case, and writing the expected files the Rust harness (tests/common/case_files.rs) reads.

An expected file holds, per case, `//// case N`, the default output, `//// generic`, the output with
`--mlir-print-op-generic`, and optionally `//// fixpoint yes|no` (whether mlir-opt reads its own
default output back to the same text). An output is the tool's stdout, or for a failure its first
error line. Never edit the expected files by hand."""
import os
import subprocess

BIN = "/usr/lib/llvm-19/bin/"


def cases(here, name, strip='\n'):
    """The cases of `here/name` (separated by lines `// -----`), stripped of `strip` at both ends."""
    text = open(os.path.join(here, name)).read()
    return [c.strip(strip) for c in text.split('\n// -----\n') if c.strip()]


def function_source(args):
    """A case wrapper: the case is the body of `func.func @f(args)`, unless it starts with
    `//! module`, in which case it is a whole module (as `CaseFiles::source` wraps it)."""
    def source(case):
        if case.startswith('//! module'):
            return case + '\n'
        return 'func.func @f(%s) {\n%s\n  return\n}\n' % (args, case)
    return source


def module_source(case):
    """A case wrapper for cases that are whole modules."""
    return case + '\n'


def run(tool, src, extra, crash=None):
    """`tool`'s stdout on `src`, or its first error line; without one, `crash` if given, else stderr."""
    r = subprocess.run([BIN + tool, '-'] + extra, input=src.encode(), capture_output=True)
    if r.returncode != 0:
        first = [l for l in r.stderr.decode().splitlines() if ': error: ' in l]
        fallback = crash if crash is not None else r.stderr.decode().strip()
        return (first[0] if first else fallback) + '\n'
    return r.stdout.decode()


def write_expected(here, source, files=(('cases.mlir', 'expected.txt'),
                                        ('known_gaps.mlir', 'known_gaps_expected.txt'),
                                        ('upstream_bugs.mlir', 'upstream_bugs_expected.txt')),
                   flags=(), strip='\n', fixpoint=False, crash=None):
    """Runs mlir-opt on every case of each existing case file and writes its expected file."""
    for inp, outp in files:
        if not os.path.exists(os.path.join(here, inp)):
            continue
        out = []
        for i, c in enumerate(cases(here, inp, strip)):
            src = source(c)
            out.append('//// case %d\n' % i)
            custom = run('mlir-opt', src, list(flags), crash)
            out.append(custom)
            out.append('//// generic\n')
            out.append(run('mlir-opt', src, list(flags) + ['--mlir-print-op-generic'], crash))
            if fixpoint:
                again = run('mlir-opt', custom, list(flags), crash) if ': error: ' not in custom else ''
                out.append('//// fixpoint %s\n' % ('yes' if again == custom else 'no'))
        open(os.path.join(here, outp), 'w').write(''.join(out))
