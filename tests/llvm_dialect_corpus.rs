//! LLVM-dialect modules exactly as upstream MLIR 19 prints them (`corpus/llvm-dialect/`, made by
//! `scripts/gen-llvm-dialect-corpus.sh` from irbridge's own C and MLIR inputs): irbridge must parse each
//! `// -----` chunk and print it back byte for byte.

use irbridge::diag::SourceMgr;
use irbridge::driver::{opt_buffer, split_input, OptOptions};
use std::path::PathBuf;

#[test]
fn upstream_printed_llvm_dialect_round_trips_exactly() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus/llvm-dialect");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus/llvm-dialect exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let (mut passed, mut failed) = (0, 0);
    let mut report = String::new();
    for f in &files {
        let src = std::fs::read(f).expect("readable");
        let name = f.display().to_string();
        for chunk in split_input(&src, "// -----") {
            let want = String::from_utf8_lossy(chunk.text).trim_end().to_string();
            if want.is_empty() {
                continue;
            }
            let got = std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn({
                    let text = chunk.text.to_vec();
                    let name = name.clone();
                    let off = chunk.line_offset;
                    move || opt_buffer(&name, &text, off, &OptOptions::default())
                })
                .expect("thread")
                .join();
            let line = chunk.line_offset + 1;
            match got {
                Ok(Ok(out)) if out.trim_end() == want => passed += 1,
                Ok(Ok(out)) => {
                    failed += 1;
                    let diff = similar::TextDiff::from_lines(want.as_str(), out.trim_end());
                    report += &format!(
                        "--- {name}:{line}: printed text differs from upstream's\n{}\n",
                        diff.unified_diff()
                            .context_radius(2)
                            .header("upstream", "irbridge")
                    );
                }
                Ok(Err(diags)) => {
                    failed += 1;
                    let mut sm = SourceMgr::default();
                    sm.add(&name, &src);
                    let text: String = diags.iter().map(|d| sm.render(d)).collect();
                    report += &format!("--- {name}:{line}: rejected\n{text}\n");
                }
                Err(_) => {
                    failed += 1;
                    report += &format!("--- {name}:{line}: panicked\n");
                }
            }
        }
    }
    if failed > 0 {
        print!("{report}");
    }
    println!("llvm-dialect corpus: {} passed, {} failed", passed, failed);
    assert_eq!(
        failed, 0,
        "{failed} llvm-dialect chunk(s) do not round-trip"
    );
}
