//! `corpus/import/*.ll`, one test per file: each input's import is compared with `<name>.ll.mlir`
//! (success) or `<name>.ll.err` (the diagnostics). Successful outputs must also parse in upstream
//! `mlir-opt` 19. Expected files are produced by running the importer (`IRBRIDGE_BLESS=1`) and
//! reviewed against `mlir-translate --import-llvm` 19.

use irbridge_testkit::{golden, oracle, Failures};
use std::path::Path;
use std::process::Command;

fn import_case(ll: &Path) -> datatest_stable::Result<()> {
    let name = ll
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
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
    let mut failures = Failures::default();
    let expected = ll.with_file_name(format!("{name}.{ext}"));
    let other = ll.with_file_name(format!(
        "{name}.{}",
        if ext == "mlir" { "err" } else { "mlir" }
    ));
    if other.exists() && !golden::blessing() {
        failures.fail(
            &name,
            format!("{} expected, but the import gave .{ext}", other.display()),
        );
    }
    failures.check(&name, golden::check_file(&expected, &got, &name));
    if ext == "mlir" {
        let o = Command::new(oracle::mlir_opt())
            .arg(&expected)
            .arg("-o")
            .arg("/dev/null")
            .output()?;
        if o.status.success() {
            failures.pass();
        } else {
            failures.fail(
                &name,
                format!("mlir-opt rejects: {}", String::from_utf8_lossy(&o.stderr)),
            );
        }
    }
    failures.into_result()
}

// Test names are the file names under corpus/import (`import_case::phi_switch.ll`).
datatest_stable::harness! {
    { test = import_case, root = irbridge_testkit::corpus_dir("import").display().to_string(), pattern = r"^[^/]+\.ll$" },
}
