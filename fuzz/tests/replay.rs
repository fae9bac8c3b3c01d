//! Replays every saved fuzz input on the stable toolchain: the minimized libFuzzer corpora
//! (`fuzz/corpus/<target>/`), the crashes found so far (`fuzz/regressions/<target>/`) and the seeds the
//! campaigns start from (chunks of the MLIR regression corpus). A property failure is a panic, which
//! fails this test with the file's name.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.is_file());
    v.sort();
    v
}

/// Runs `check` on every input, reporting all failures (by file) at the end.
fn replay(target: &str, extra: Vec<(String, Vec<u8>)>, check: fn(&[u8])) -> usize {
    replay_sampled(target, extra, check, usize::MAX)
}

/// [`replay`] with at most `corpus_cap` evenly spaced inputs of the minimized corpus (every
/// regression, and every corpus input with `IRBRIDGE_FUZZ_REPLAY_FULL=1`).
fn replay_sampled(
    target: &str,
    extra: Vec<(String, Vec<u8>)>,
    check: fn(&[u8]),
    corpus_cap: usize,
) -> usize {
    let mut inputs = extra;
    let full = std::env::var_os("IRBRIDGE_FUZZ_REPLAY_FULL").is_some();
    for sub in ["corpus", "regressions"] {
        let files = files_in(&root().join(sub).join(target));
        let step = if sub == "corpus" && !full && files.len() > corpus_cap {
            files.len().div_ceil(corpus_cap)
        } else {
            1
        };
        for p in files.iter().step_by(step) {
            inputs.push((p.display().to_string(), std::fs::read(p).expect("read")));
        }
    }
    let mut failures = vec![];
    for (name, data) in &inputs {
        if let Err(p) = std::panic::catch_unwind(|| check(data)) {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("{name}: {msg}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    inputs.len()
}

/// The `// -----` chunks of every `.mlir` file under `corpus/<dir>`.
fn mlir_seeds(dir: &str) -> Vec<(String, Vec<u8>)> {
    let mut out = vec![];
    for p in files_in(&root().join("..").join("corpus").join(dir)) {
        if p.extension().is_some_and(|e| e == "mlir") {
            let src = std::fs::read(&p).expect("read");
            for (i, c) in irbridge::driver::split_input(&src, "// -----")
                .iter()
                .enumerate()
            {
                out.push((format!("{}#{}", p.display(), i + 1), c.text.to_vec()));
            }
        }
    }
    out
}

#[test]
fn parse_mlir() {
    let mut seeds = mlir_seeds("parse");
    seeds.extend(mlir_seeds("invalid"));
    seeds.extend(mlir_seeds("llvm-dialect"));
    let n = replay("parse_mlir", seeds, irbridge_fuzz::parse_mlir::check);
    assert!(n > 500, "only {n} inputs replayed");
}

/// Every `.ll` under corpus/, and clang-19's -O0 and -O2 output for corpus/c/*.c.
fn ll_seeds() -> Vec<(String, Vec<u8>)> {
    let mut out = vec![];
    let mut dirs = vec![root().join("..").join("corpus")];
    while let Some(d) = dirs.pop() {
        for p in std::fs::read_dir(&d)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
        {
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "ll") {
                out.push((p.display().to_string(), std::fs::read(&p).expect("read")));
            }
        }
    }
    for c in files_in(&root().join("..").join("corpus").join("c")) {
        for opt in ["-O0", "-O2"] {
            let o = std::process::Command::new("clang-19")
                .args(["-S", "-emit-llvm", opt, "-o", "-"])
                .arg(&c)
                .output()
                .expect("clang-19 runs");
            assert!(o.status.success(), "clang-19 {opt} {}", c.display());
            out.push((format!("{} {opt}", c.display()), o.stdout));
        }
    }
    out
}

#[test]
fn import_ll() {
    let seeds = ll_seeds();
    assert!(seeds.len() >= 20, "only {} .ll seeds", seeds.len());
    replay("import_ll", seeds, irbridge_fuzz::import_ll::check);
}
#[test]
fn roundtrip_llvm() {
    let n = replay(
        "roundtrip_llvm",
        pseudo_random_inputs(150, 600),
        irbridge_fuzz::roundtrip_llvm::check,
    );
    assert!(n >= 150);
}

/// Deterministic pseudo-random inputs (xorshift), for targets that decode structure from bytes.
fn pseudo_random_inputs(count: usize, max_len: usize) -> Vec<(String, Vec<u8>)> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|i| {
            let len = (next() as usize) % max_len;
            let bytes = (0..len).map(|_| next() as u8).collect();
            (format!("pseudo-random #{i}"), bytes)
        })
        .collect()
}

#[test]
fn lower_program() {
    let n = replay(
        "lower_program",
        pseudo_random_inputs(300, 1500),
        irbridge_fuzz::lower_program::check,
    );
    assert!(n >= 300);
    // The inputs must make real programs, not empty modules.
    use arbitrary::Arbitrary;
    let texts: Vec<String> = pseudo_random_inputs(300, 1500)
        .iter()
        .filter_map(|(_, b)| {
            irbridge_fuzz::lower_program::ProgramSpec::arbitrary(&mut arbitrary::Unstructured::new(
                b,
            ))
            .ok()
        })
        .map(|s| irbridge_fuzz::lower_program::program_text(&s))
        .collect();
    for needle in [
        "memref.load",
        "memref.store",
        "cf.cond_br",
        "arith.cmpi",
        "memref.dim",
    ] {
        let k = texts.iter().filter(|t| t.contains(needle)).count();
        assert!(k >= 3, "only {k} programs use {needle}");
    }
}

#[test]
fn abi_signature() {
    // Each input lowers and JIT-runs up to four modules: a sample of the corpus by default.
    let n = replay_sampled(
        "abi_signature",
        pseudo_random_inputs(60, 400),
        irbridge_fuzz::abi_signature::check,
        60,
    );
    assert!(n >= 110, "only {n} inputs replayed");
    // The inputs must reach what the target is about: memrefs of several ranks, unranked and
    // strided ones, f16/bf16/vector/complex elements, results, both index widths.
    use arbitrary::Arbitrary;
    let specs: Vec<irbridge_fuzz::abi_signature::SignatureSpec> = pseudo_random_inputs(60, 400)
        .iter()
        .filter_map(|(_, b)| {
            irbridge_fuzz::abi_signature::SignatureSpec::arbitrary(
                &mut arbitrary::Unstructured::new(b),
            )
            .ok()
        })
        .collect();
    let decls: Vec<String> = specs.iter().map(|s| s.declaration()).collect();
    for needle in [
        "memref<?",
        "memref<*",
        "strided<",
        "f16",
        "bf16",
        "vector<",
        "complex<",
        ") -> (memref",
    ] {
        let k = decls.iter().filter(|d| d.contains(needle)).count();
        assert!(k >= 2, "only {k} signatures contain {needle}");
    }
    assert!(specs.iter().filter(|s| s.index32).count() >= 5);
    assert!(specs.iter().filter(|s| s.c_interface).count() >= 5);
}
