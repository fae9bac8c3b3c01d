//! `corpus/import/*.ll`: each input's import is compared with `<name>.ll.mlir` (success) or
//! `<name>.ll.err` (the diagnostics). Successful outputs must also parse in upstream `mlir-opt` 19.
//! Expected files are produced by running the importer (`IRBRIDGE_BLESS=1`) and reviewed against
//! `mlir-translate --import-llvm` 19.

use std::path::Path;
use std::process::Command;

#[test]
fn import_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/import");
    let bless = std::env::var_os("IRBRIDGE_BLESS").is_some();
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 5);
    let mut failures = vec![];
    for ll in &inputs {
        let name = ll.file_name().unwrap().to_string_lossy().to_string();
        let (got, ext) = match irbridge_import::from_path(ll) {
            Ok(m) => (m.print(Default::default()), "mlir"),
            Err(ds) => (
                ds.iter()
                    .map(|d| match &d.loc {
                        irbridge::diag::DiagLoc::File { line, col, .. } => {
                            format!("{name}:{line}:{col}: {}\n", d.message)
                        }
                        _ => format!("{name}: {}\n", d.message),
                    })
                    .collect::<String>(),
                "err",
            ),
        };
        let expected = dir.join(format!("{name}.{ext}"));
        if bless {
            std::fs::write(&expected, &got).unwrap();
        }
        match std::fs::read_to_string(&expected) {
            Ok(want) if want == got => {}
            Ok(_) => failures.push(format!(
                "{name}: output differs from {}",
                expected.display()
            )),
            Err(_) => failures.push(format!(
                "{name}: no {} (import gave .{ext})",
                expected.display()
            )),
        }
        if ext == "mlir" {
            let o = Command::new("/usr/lib/llvm-19/bin/mlir-opt")
                .arg(&expected)
                .arg("-o")
                .arg("/dev/null")
                .output()
                .unwrap();
            if !o.status.success() {
                failures.push(format!(
                    "{name}: mlir-opt rejects: {}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `from_llvm_ir` on an already parsed module gives what `from_path` gives when no C-API fact is
/// needed, and names the missing input when one is.
#[test]
fn from_llvm_ir_matches_from_path() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/import");
    let path = dir.join("phi_switch.ll");
    let m = llvm_ir::Module::from_ir_path(&path).unwrap();
    let a = irbridge_import::from_llvm_ir(&m)
        .ok()
        .unwrap()
        .print(Default::default());
    let b = irbridge_import::from_path(&path)
        .ok()
        .unwrap()
        .print(Default::default());
    assert_eq!(a, b);
    let m = llvm_ir::Module::from_ir_str("@g = external global i32\n").unwrap();
    let err = irbridge_import::from_llvm_ir(&m).err().unwrap();
    assert!(
        err[0].message.contains("needs the input bytes"),
        "{}",
        err[0].message
    );
}

/// Bitcode (recognised by its magic, whatever the file name) imports exactly as its text does,
/// including the facts read through the C API (constant GEPs, metadata, exact wide literals).
#[test]
fn bitcode_imports_like_text() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/import");
    let tmp = tempfile::tempdir().unwrap();
    for name in [
        "constants.ll",
        "metadata.ll",
        "wide_constants.ll",
        "fast_math_inline_asm.ll",
        "fp_constants.ll",
        "ppc_fp128_constants.ll",
        "target_ext_types.ll",
        "target_ext_zero.ll",
        "target_ext_several.ll",
        "data_layout_amdgpu.ll",
    ] {
        let ll = dir.join(name);
        let bc = tmp.path().join(format!("{name}.bin"));
        let st = Command::new("/usr/lib/llvm-19/bin/llvm-as")
            .arg(&ll)
            .arg("-o")
            .arg(&bc)
            .status()
            .unwrap();
        assert!(st.success());
        let a = irbridge_import::from_path(&ll)
            .ok()
            .unwrap()
            .print(Default::default());
        let b = irbridge_import::from_path(&bc)
            .unwrap_or_else(|e| panic!("{name}: {}", e[0].message))
            .print(Default::default());
        assert_eq!(a, b, "{name}");
    }
}
