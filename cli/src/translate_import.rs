//! `irbridge translate --import-llvm`.

use crate::translate::TranslateArgs;
use std::process::ExitCode;

pub fn run(_args: TranslateArgs) -> ExitCode {
    eprintln!("irbridge translate: --import-llvm is not implemented yet");
    ExitCode::FAILURE
}
