//! `irbridge translate --mlir-to-llvmir`.

use crate::translate::TranslateArgs;
use std::process::ExitCode;

pub fn run(_args: TranslateArgs) -> ExitCode {
    eprintln!("irbridge translate: --mlir-to-llvmir is not implemented yet");
    ExitCode::FAILURE
}
