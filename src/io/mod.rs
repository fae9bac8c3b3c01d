//! Input and output files. Output is atomic ([`AtomicFile`]): written to an unnamed file in the
//! destination's directory (Linux `O_TMPFILE`) that gets its name only once complete, so a reader never
//! sees half a file, and a failed, panicking or killed run leaves nothing behind; where the file
//! system has no unnamed files, a temporary file renamed over the destination, whose name carries the
//! process id so that a later run removes it if its writer died ([`temp`]). `-` is stdin/stdout; a
//! destination that exists and is not a regular file (`/dev/null`, a FIFO) is written in place, since
//! renaming over it would replace the device.

mod atomic;
pub mod chunks;
pub mod temp;
pub mod words;

pub use atomic::AtomicFile;

use std::io::{Read, Write};
use std::path::Path;

/// Reads `path` (or stdin for `-`) as bytes; the name diagnostics use for it (`<stdin>` like MLIR).
/// Whether expected files are to be rewritten rather than compared: `IRBRIDGE_BLESS` set, non-empty
/// and not `0`. The one spelling of blessing, for every test and for `irbridge corpus check`.
pub fn bless_requested() -> bool {
    std::env::var("IRBRIDGE_BLESS").is_ok_and(|v| !v.is_empty() && v != "0")
}

pub fn read_input(path: &str) -> Result<(String, Vec<u8>), String> {
    if path == "-" {
        let mut buf = vec![];
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_string(), buf));
    }
    let buf = std::fs::read(path)
        .map_err(|e| format!("cannot open input file '{path}': {}", io_msg(&e)))?;
    Ok((path.to_string(), buf))
}

/// Writes `data` to `path` (stdout for `-`) atomically.
pub fn write_output(path: &str, data: &[u8]) -> Result<(), String> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(data)
            .and_then(|_| out.flush())
            .or_else(|e| {
                if e.kind() == std::io::ErrorKind::BrokenPipe {
                    Ok(())
                } else {
                    Err(e)
                }
            })
            .map_err(|e| format!("cannot write standard output: {e}"));
    }
    let dest = Path::new(path);
    let existing = std::fs::metadata(dest).ok();
    if existing.as_ref().is_some_and(|m| !m.is_file()) {
        if existing.as_ref().is_some_and(|m| m.is_dir()) {
            return Err(format!("cannot write '{path}': is a directory"));
        }
        return std::fs::write(dest, data)
            .map_err(|e| format!("cannot write '{path}': {}", io_msg(&e)));
    }
    let mut file = AtomicFile::create(path)?;
    file.write_all(data).map_err(|e| file.error(&e))?;
    file.commit()
}

pub(crate) fn io_msg(e: &std::io::Error) -> String {
    // "No such file or directory (os error 2)" -> "No such file or directory", like LLVM's tools.
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// `println!` that tolerates a closed stdout (see [`say_fmt`]).
#[macro_export]
macro_rules! say {
    () => { $crate::io::say_fmt(format_args!("")) };
    ($($t:tt)*) => { $crate::io::say_fmt(format_args!($($t)*)) };
}

/// Writes one line to stdout. A closed pipe (`irbridge ... | head`) is not an error worth a panic,
/// as `println!` would make it: the rest of the report is dropped.
pub fn say_fmt(args: std::fmt::Arguments<'_>) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_fmt(args).and_then(|_| out.write_all(b"\n"));
}
