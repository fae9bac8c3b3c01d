#!/usr/bin/env bash
# Installs what irbridge needs beyond the Rust toolchain on Debian 12 (bookworm), then runs nothing
# else: LLVM/MLIR 19 from Debian's own archive (mlir-opt is the oracle the tests compare with;
# llvm-19-dev, libpolly-19-dev and clang-19 are for the crates that link LLVM: irbridge-llvm, -translate, -import;
# libmlir-19 has MLIR's runtime, libmlir_c_runner_utils, which the ABI harness links lowered code with).
# Each package is installed only when `dpkg -s` says it is missing; `apt-get update` runs at most once.
# Safe to run repeatedly: when everything is present it does nothing and asks no registry.
set -euo pipefail

packages=(llvm-19-dev libpolly-19-dev mlir-19-tools clang-19 libmlir-19)

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
