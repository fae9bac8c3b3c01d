//! `import_ll`: any bytes as LLVM IR (text or bitcode). The import must answer with MLIR or
//! diagnostics and never let a panic out (llvm-ir panics on some inputs; the import contains those
//! by design). What it imports must export again: LLVM accepted the input, so the module it gives
//! back must pass LLVM's verifier. The lazy pipeline (what large inputs take) must give the same
//! module, warnings and diagnostics as the plain one, also where it prints along with the writing.

use crate::contained;

pub fn check(data: &[u8]) {
    let data = data.to_vec();
    crate::on_big_stack(move || {
        let imported = contained("import", || {
            irbridge_import::from_bytes("fuzz.ll", &data, irbridge_import::ImportOptions::default())
        });
        let lazy = contained("lazy import", || {
            irbridge_import::from_bytes_in(
                "fuzz.ll",
                &data,
                irbridge_import::ImportOptions::default(),
                irbridge_import::Pipeline::Lazy,
            )
        });
        let show = |r: &Result<irbridge_import::Imported, Vec<irbridge::diag::Diagnostic>>| match r
        {
            Ok(m) => format!(
                "{}{:?}",
                m.print(irbridge::print::PrintFlags::default()),
                m.warnings
            ),
            Err(ds) => format!("{ds:?}"),
        };
        let (p, l) = (show(&imported), show(&lazy));
        assert!(
            p == l,
            "the lazy pipeline differs\n--- plain\n{p}\n--- lazy\n{l}"
        );
        // Printing along with the writing (what large inputs get from the CLI), one function per
        // batch, where the lazy pipeline does it.
        let cfg = irbridge::stream::StreamConfig {
            min_bytes: 0,
            batch_bytes: 1,
            threads: 2,
            verbose: false,
            registry: irbridge::transforms::CORE,
        };
        let flags = irbridge::print::PrintFlags::default();
        let printed = contained("lazy import printed along", || {
            irbridge_import::try_lazy_printed(
                "fuzz.ll",
                &data,
                irbridge_import::ImportOptions::default(),
                flags,
                cfg,
            )
        });
        if let Some(printed) = printed {
            let along = match printed {
                Ok((out, warnings)) => format!("{out}{warnings:?}"),
                Err(ds) => format!("{ds:?}"),
            };
            assert!(
                p == along,
                "printing along differs\n--- plain\n{p}\n--- printed along\n{along}"
            );
        }
        let Ok(imported) = imported else { return };
        let text = imported.print(irbridge::print::PrintFlags::default());
        let exported = contained("export", || {
            irbridge_translate::translate_to_bytes(
                "<import>",
                text.as_bytes(),
                0,
                false,
                irbridge_translate::Emit::Ll,
            )
        });
        if let Err(d) = exported {
            panic!(
                "the export of an imported module fails: {}\n--- imported\n{text}",
                d.first().map(|d| d.message.as_str()).unwrap_or("")
            );
        }
    });
}
