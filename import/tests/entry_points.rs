//! The import's entry points agree: an already parsed llvm-ir module, a text file and its bitcode
//! import to the same MLIR.

use std::path::Path;
use std::process::Command;

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
        let st = Command::new(irbridge_testkit::oracle::tool("llvm-as"))
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
