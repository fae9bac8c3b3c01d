#!/usr/bin/env python3
"""Regenerates expected.txt from cases.txt by running upstream mlir-opt 19 on every case.

Each case is wrapped the way tests/types_attrs.rs wraps it; the expected text is mlir-opt's stdout, or
for a failure its first diagnostic line."""
import re, subprocess, sys, os

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
here = os.path.dirname(os.path.abspath(__file__))


def decode_module(text):
    out = bytearray()
    i = 0
    b = text.encode()
    while i < len(b):
        if b[i:i + 2] == b'\\n':
            out += b'\n'
            i += 2
        elif b[i:i + 2] == b'\\x':
            out.append(int(b[i + 2:i + 4], 16))
            i += 4
        else:
            out.append(b[i])
            i += 1
    return bytes(out) + b'\n'


def source(kind, text):
    if kind == 'A':
        return ('"test.op"() {a = %s} : () -> ()\n' % text).encode()
    if kind == 'T':
        return ('"test.op"() : () -> (%s)\n' % text).encode()
    return decode_module(text)


def flags(kind):
    f = [] if kind == 'U' else ['--allow-unregistered-dialect']
    if kind == 'D':
        f.append('--mlir-print-debuginfo')
    if kind == 'G':
        f.append('--mlir-print-op-generic')
    return f


def main():
    out = []
    for line in open(os.path.join(here, 'cases.txt')):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        kind, text = line[0], line[2:]
        r = subprocess.run([MLIR_OPT] + flags(kind), input=source(kind, text), capture_output=True)
        if r.returncode == 0:
            res = r.stdout.decode('utf-8', 'backslashreplace')
        else:
            diag = [l for l in r.stderr.decode('utf-8', 'backslashreplace').splitlines()
                    if re.match(r'^<stdin>:\d+:\d+: error', l)]
            res = (diag[0] if diag else 'error') + '\n'
        out.append('### ' + line + '\n' + res)
    open(os.path.join(here, 'expected.txt'), 'w').write(''.join(out))


if __name__ == '__main__':
    main()
