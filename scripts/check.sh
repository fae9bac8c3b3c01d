#!/usr/bin/env bash
# The whole check CI runs (`.ci/run`, through the README's test command), after scripts/setup.sh:
# formatting, clippy with warnings as errors, documentation without warnings, then every test.
# Each step stops the run on failure, naming the step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  echo "check.sh: $1" >&2
}

step "cargo fmt --check"
cargo fmt --all --check || { echo "check.sh: formatting differs (run cargo fmt)" >&2; exit 1; }

step "cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo doc --workspace --no-deps (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet

step "cargo test --workspace"
cargo test --workspace
