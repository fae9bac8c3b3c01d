//! Input and output files. Output is atomic: written to a temporary file in the destination's directory
//! and renamed over it, so a reader never sees half a file and a failed run leaves no file behind.
//! `-` is stdin/stdout; a destination that exists and is not a regular file (`/dev/null`, a FIFO) is
//! written in place, since renaming over it would replace the device.

pub mod chunks;

use std::io::{Read, Write};
use std::path::Path;

/// Reads `path` (or stdin for `-`) as bytes; the name diagnostics use for it (`<stdin>` like MLIR).
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

/// An output file being written: a temporary file beside the destination, renamed over it by
/// [`AtomicFile::commit`]; dropped without a commit, it leaves nothing behind.
pub struct AtomicFile {
    path: String,
    tmp: tempfile::NamedTempFile,
    perms: std::fs::Permissions,
}

impl AtomicFile {
    /// A temporary file for the regular file `path` (which need not exist yet).
    pub fn create(path: &str) -> Result<AtomicFile, String> {
        let dest = Path::new(path);
        let existing = std::fs::metadata(dest).ok();
        let dir = match dest.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let tmp = tempfile::Builder::new()
            .prefix(".irbridge-")
            .suffix(".tmp")
            .tempfile_in(dir)
            .map_err(|e| format!("cannot write '{path}': {}", io_msg(&e)))?;
        // Keep an existing file's permissions; a new file gets the usual 0644, not tempfile's 0600.
        let perms = match existing {
            Some(m) => m.permissions(),
            None => {
                use std::os::unix::fs::PermissionsExt;
                std::fs::Permissions::from_mode(0o644)
            }
        };
        Ok(AtomicFile {
            path: path.to_string(),
            tmp,
            perms,
        })
    }

    /// Whether `path` is written through an [`AtomicFile`] (not stdout, not a device or FIFO).
    pub fn applies_to(path: &str) -> bool {
        path != "-" && std::fs::metadata(path).map_or(true, |m| m.is_file())
    }

    /// The message for an I/O error on this file.
    pub fn error(&self, e: &std::io::Error) -> String {
        format!("cannot write '{}': {}", self.path, io_msg(e))
    }

    /// Empties the file, to start the output again.
    pub fn reset(&mut self) -> Result<(), String> {
        use std::io::Seek;
        let f = self.tmp.as_file_mut();
        f.set_len(0)
            .and_then(|_| f.rewind())
            .map_err(|e| format!("cannot write '{}': {}", self.path, io_msg(&e)))
    }

    /// Flushes the file and renames it over the destination.
    pub fn commit(mut self) -> Result<(), String> {
        let path = self.path;
        let fail = |e: std::io::Error| format!("cannot write '{path}': {}", io_msg(&e));
        self.tmp.flush().map_err(fail)?;
        self.tmp
            .as_file()
            .set_permissions(self.perms)
            .map_err(fail)?;
        self.tmp.persist(&path).map_err(|e| fail(e.error))?;
        Ok(())
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.tmp.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.tmp.flush()
    }
}

fn io_msg(e: &std::io::Error) -> String {
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
