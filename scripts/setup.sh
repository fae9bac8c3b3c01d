#!/usr/bin/env bash
# Installs what irbridge needs beyond the Rust toolchain on Debian 12 (bookworm): LLVM/MLIR 19 from
# Debian's own archive (mlir-opt is the oracle the tests compare with; llvm-19-dev, libpolly-19-dev
# and clang-19 are for the crates that link LLVM: irbridge-llvm, -translate, -import; llvm-19-tools has lit, FileCheck, not and
# split-file, and python3-psutil gives lit its per-test timeout, for MLIR 19's own lit tests), then
# fetches those tests (scripts/upstream-tests/fetch.py: Debian's llvm-toolchain-19 source package,
# `mlir/test` only, into ${IRBRIDGE_CACHE:-$HOME/.cache/irbridge}/upstream-19).
# Each package is installed only when `dpkg -s` says it is missing; `apt-get update` runs at most once.
# Safe to run repeatedly: when everything is present (and the tests are in the cache) it does nothing
# and asks no registry.
set -euo pipefail

packages=(llvm-19-dev libpolly-19-dev mlir-19-tools clang-19 llvm-19-tools python3 python3-psutil)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg -s "$p" >/dev/null 2>&1; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "setup.sh: missing ${missing[*]} and not root (no sudo): install them as root" >&2
      exit 1
    fi
  fi
  echo "setup.sh: installing ${missing[*]}" >&2
  "${sudo[@]}" apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

if [ ! -x /usr/lib/llvm-19/bin/mlir-opt ]; then
  echo "setup.sh: /usr/lib/llvm-19/bin/mlir-opt is still missing after installing mlir-19-tools" >&2
  exit 1
fi

# rustfmt and clippy (scripts/check.sh runs both): rustup's default profile has them; a minimal
# toolchain gets them added.
if command -v rustup >/dev/null 2>&1; then
  for c in rustfmt clippy; do
    if ! rustup component list --installed 2>/dev/null | grep -q "^$c"; then
      echo "setup.sh: adding the $c component" >&2
      rustup component add "$c"
    fi
  done
fi

# MLIR 19's lit tests (cli/tests/upstream_suite.rs runs them): nothing to do when already cached.
python3 "$(dirname "$0")/upstream-tests/fetch.py" >/dev/null
