//! `parse_mlir`: any bytes. irbridge must answer every input with printed IR or diagnostics, never a
//! panic; and what it prints must read back to the same text (printing is a fixpoint).

use irbridge::driver::{opt_buffer, OptOptions};

pub fn check(data: &[u8]) {
    let data = data.to_vec();
    crate::on_big_stack(move || check_here(&data));
}

fn check_here(data: &[u8]) {
    for allow_unregistered in [false, true] {
        let opts = OptOptions {
            allow_unregistered,
            ..OptOptions::default()
        };
        let Ok(printed) = opt_buffer("fuzz.mlir", data, 0, &opts) else {
            continue;
        };
        match opt_buffer("fuzz.mlir", printed.as_bytes(), 0, &opts) {
            Ok(again) => assert!(
                again == printed || only_wide_float_lines_differ(&printed, &again),
                "printing is not a fixpoint:\n--- first\n{printed}\n--- second\n{again}"
            ),
            Err(d) => panic!(
                "irbridge rejects its own output: {}\n--- output\n{printed}",
                d.first().map(|d| d.message.as_str()).unwrap_or("")
            ),
        }
    }
}

/// Upstream reads decimal float literals through `double`, so an f80/f128 value printed in decimal
/// beyond double's range (a tiny denormal, say) reads back as something else; irbridge reproduces
/// that (its output is byte-identical to mlir-opt's). Such lines may differ; nothing else may.
fn only_wide_float_lines_differ(a: &str, b: &str) -> bool {
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    la.len() == lb.len()
        && la
            .iter()
            .zip(&lb)
            .all(|(x, y)| x == y || (x.contains("f80") || x.contains("f128")))
}
