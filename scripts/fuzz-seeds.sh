#!/usr/bin/env bash
# Writes the seed inputs of each fuzz target into fuzz/seeds/<target>/ (not checked in: they are
# derived from corpus/). Each `// -----` chunk of the MLIR corpus is one seed for parse_mlir; each
# `.ll` of corpus/ is one seed for import_ll, and so is clang-19's -O0/-O2 output for corpus/c/*.c.
# abi_signature decodes a signature from bytes: its seeds are 200 fixed pseudo-random inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/seeds
rm -rf "$out"
mkdir -p "$out/parse_mlir" "$out/import_ll" "$out/abi_signature"
python3 - "$out" <<'PY'
import os, re, sys, glob, hashlib
out = sys.argv[1]
n = 0
for path in sorted(glob.glob("corpus/**/*.mlir", recursive=True)):
    text = open(path, "rb").read()
    for chunk in re.split(rb"\n// -----[-\s]*\n", text):
        name = hashlib.sha1(chunk).hexdigest()
        open(os.path.join(out, "parse_mlir", name), "wb").write(chunk)
        n += 1
m = 0
for path in sorted(glob.glob("corpus/**/*.ll", recursive=True)):
    text = open(path, "rb").read()
    for chunk in re.split(rb"\n; // -----[-\s]*\n", text):
        name = hashlib.sha1(chunk).hexdigest()
        open(os.path.join(out, "import_ll", name), "wb").write(chunk)
        m += 1
import random
rng = random.Random(7)
for i in range(200):
    data = bytes(rng.randrange(256) for _ in range(rng.randrange(8, 300)))
    open(os.path.join(out, "abi_signature", f"random-{i:03}"), "wb").write(data)
print(f"{n} parse_mlir seeds, {m} import_ll seeds, 200 abi_signature seeds in {out}/")
PY
for c in corpus/c/*.c; do
    b=$(basename "$c" .c)
    for o in O0 O2; do
        clang-19 -S -emit-llvm -$o "$c" -o "$out/import_ll/$b-$o.ll"
    done
done
