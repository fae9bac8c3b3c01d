#!/usr/bin/env bash
# Writes the seed inputs of each fuzz target into fuzz/seeds/<target>/ (not checked in: they are
# derived from corpus/). Each `// -----` chunk of the MLIR corpus is one seed for parse_mlir; each
# `.ll` of corpus/ is one seed for import_ll.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/seeds
rm -rf "$out"
mkdir -p "$out/parse_mlir" "$out/import_ll"
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
print(f"{n} parse_mlir seeds, {m} import_ll seeds in {out}/")
PY
