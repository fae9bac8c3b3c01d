//! Expected-output files. `IRBRIDGE_BLESS=1` (the one spelling, for every test and for `irbridge
//! corpus check`) rewrites them from what the code produces; review the diff before committing.

use std::path::Path;

/// Whether this run rewrites expected files (`IRBRIDGE_BLESS` set, non-empty and not `0`).
pub fn blessing() -> bool {
    std::env::var("IRBRIDGE_BLESS").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Compares `actual` with the file `expected`; when blessing, writes `actual` there instead.
/// `label` names the case in the message.
pub fn check_file(expected: &Path, actual: &str, label: &str) -> Result<(), String> {
    if blessing() {
        return std::fs::write(expected, actual)
            .map_err(|e| format!("cannot bless {}: {e}", expected.display()));
    }
    match std::fs::read_to_string(expected) {
        Ok(want) if want == actual => Ok(()),
        Ok(want) => Err(format!(
            "output differs from {}:\n{}",
            expected.display(),
            crate::diff(&want, actual, label)
        )),
        Err(_) => Err(format!(
            "missing {} (run the test with IRBRIDGE_BLESS=1 and review the file)",
            expected.display()
        )),
    }
}
