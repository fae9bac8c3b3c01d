//! Each example runs on its default input and does what its doc says.

#[allow(dead_code)]
#[path = "../lower_and_translate.rs"]
mod lower_and_translate;

#[allow(dead_code)]
#[path = "../import_and_walk.rs"]
mod import_and_walk;

use irbridge_translate::Emit;

#[test]
fn lower_and_translate_writes_ll_bc_and_objects() {
    let ll = lower_and_translate::lower_and_translate(
        "sum.mlir",
        include_str!("../lower_and_translate.rs")
            .split("r#\"")
            .nth(1)
            .and_then(|s| s.split("\"#").next())
            .expect("the example's kernel")
            .as_bytes(),
        Emit::Ll,
    )
    .unwrap();
    let ll = String::from_utf8(ll).unwrap();
    assert!(
        ll.contains("define float @sum(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)"),
        "{ll}"
    );
    assert!(lower_and_translate::main().is_ok());

    let dir = tempfile_dir();
    let input = dir.join("in.mlir");
    std::fs::write(
        &input,
        "func.func @id(%a: i64) -> i64 {\n  return %a : i64\n}\n",
    )
    .unwrap();
    for ext in ["bc", "o"] {
        let bytes = lower_and_translate::lower_and_translate(
            "in.mlir",
            &std::fs::read(&input).unwrap(),
            if ext == "bc" { Emit::Bc } else { Emit::Obj },
        )
        .unwrap();
        let magic: &[u8] = if ext == "bc" {
            b"BC\xc0\xde"
        } else {
            b"\x7fELF"
        };
        assert!(bytes.starts_with(magic), "{ext}");
    }
    // Errors are located values, not panics.
    let err = lower_and_translate::lower_and_translate("bad.mlir", b"func.func @f(", Emit::Ll)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("bad.mlir:1:13: error: expected non-function type"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn import_and_walk_counts_the_ops() {
    let text = import_and_walk::summary(
        "clamp.ll",
        b"define i32 @clamp(i32 %x, i32 %lo) {\n  %c = icmp slt i32 %x, %lo\n  %r = select i1 %c, i32 %lo, i32 %x\n  ret i32 %r\n}\n",
    )
    .unwrap();
    assert_eq!(
        text,
        "@clamp: 1 blocks, 3 ops\n    1 builtin.module\n    1 llvm.func\n    1 llvm.icmp\n    1 llvm.return\n    1 llvm.select\n"
    );
    assert!(import_and_walk::main().is_ok());
}

fn tempfile_dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("irbridge-examples-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
