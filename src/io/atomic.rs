//! [`AtomicFile`]: an output file that appears complete or not at all.

use super::io_msg;
use super::temp::{sweep_stale, Named};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The name pattern of the temporaries beside a destination: `.irbridge-<pid>-<random>.tmp`.
const PREFIX: &str = ".irbridge-";
const SUFFIX: &str = ".tmp";

/// An output file being written. On Linux it is an unnamed file (`O_TMPFILE`) in the destination's
/// directory, linked to its name by [`AtomicFile::commit`] (an existing destination is replaced by a
/// rename from a name that exists only for that moment); elsewhere, or on a file system without
/// unnamed files, a temporary file beside the destination renamed over it. Dropped without a commit
/// (an error, a panic), it leaves nothing behind; a killed process leaves nothing with `O_TMPFILE`,
/// and otherwise a temporary whose name carries its process id, which the next `AtomicFile` in that
/// directory removes.
pub struct AtomicFile {
    path: String,
    dir: PathBuf,
    file: File,
    /// The fallback's named temporary; `None` for an unnamed file.
    named: Option<Named>,
    perms: std::fs::Permissions,
}

impl AtomicFile {
    /// A temporary file for the regular file `path` (which need not exist yet).
    pub fn create(path: &str) -> Result<AtomicFile, String> {
        let dest = Path::new(path);
        let existing = std::fs::metadata(dest).ok();
        let dir = match dest.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        sweep_stale(&dir, PREFIX, SUFFIX);
        let fail = |e: std::io::Error| format!("cannot write '{path}': {}", io_msg(&e));
        let (file, named) = match unnamed_in(&dir) {
            Some(file) => (file, None),
            None => {
                let (file, named) = Named::create_in(&dir, PREFIX, SUFFIX).map_err(fail)?;
                (file, Some(named))
            }
        };
        // Keep an existing file's permissions; a new file gets the usual 0644, not the temporary's 0600.
        let perms = match existing {
            Some(m) => m.permissions(),
            None => {
                use std::os::unix::fs::PermissionsExt;
                std::fs::Permissions::from_mode(0o644)
            }
        };
        Ok(AtomicFile {
            path: path.to_string(),
            dir,
            file,
            named,
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
        let f = &mut self.file;
        f.set_len(0)
            .and_then(|_| f.rewind())
            .map_err(|e| format!("cannot write '{}': {}", self.path, io_msg(&e)))
    }

    /// Flushes the file and gives it the destination's name.
    pub fn commit(mut self) -> Result<(), String> {
        let path = self.path.clone();
        let fail = |e: std::io::Error| format!("cannot write '{path}': {}", io_msg(&e));
        self.file.flush().map_err(fail)?;
        self.file
            .set_permissions(self.perms.clone())
            .map_err(fail)?;
        let dest = Path::new(&self.path);
        if let Some(named) = self.named.take() {
            return named.rename_to(dest).map_err(fail);
        }
        // A new destination gets the file's name directly: no other name ever shows it.
        if std::fs::symlink_metadata(dest).is_err() {
            match link(&self.file, dest) {
                Ok(()) => return Ok(()),
                // Created meanwhile: replaced below, as an existing one.
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(fail(e)),
            }
        }
        // An existing destination is replaced by a rename, from a name that exists only between
        // these two calls (and, should the process die right there, is removed by a later run).
        for n in 0..100u32 {
            let tmp = self
                .dir
                .join(format!("{PREFIX}{}-c{n}{SUFFIX}", std::process::id()));
            match link(&self.file, &tmp) {
                Ok(()) => return Named::adopt(tmp).rename_to(dest).map_err(fail),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(fail(e)),
            }
        }
        Err(fail(std::io::Error::from(
            std::io::ErrorKind::AlreadyExists,
        )))
    }
}

/// An unnamed file in `dir` (`O_TMPFILE`), where the system and the file system have them.
/// `IRBRIDGE_NO_TMPFILE=1` takes the fallback instead (for tests of it).
fn unnamed_in(dir: &Path) -> Option<File> {
    use rustix::fs::{openat, Mode, OFlags, CWD};
    if std::env::var_os("IRBRIDGE_NO_TMPFILE").is_some_and(|v| v == "1") {
        return None;
    }
    let flags = OFlags::WRONLY | OFlags::TMPFILE | OFlags::CLOEXEC;
    openat(CWD, dir, flags, Mode::from_raw_mode(0o600))
        .ok()
        .map(File::from)
}

/// Gives the unnamed `file` the name `to` (fails if `to` exists). Through `/proc/self/fd`, which
/// needs no privilege, else `AT_EMPTY_PATH`.
fn link(file: &File, to: &Path) -> std::io::Result<()> {
    use rustix::fs::{linkat, AtFlags, CWD};
    use std::os::fd::AsRawFd;
    let proc_path = format!("/proc/self/fd/{}", file.as_raw_fd());
    match linkat(CWD, proc_path.as_str(), CWD, to, AtFlags::SYMLINK_FOLLOW) {
        Ok(()) => Ok(()),
        Err(e) if e == rustix::io::Errno::EXIST => Err(e.into()),
        Err(_) => linkat(file, "", CWD, to, AtFlags::EMPTY_PATH).map_err(Into::into),
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.file.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.file.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn new_and_existing_destinations() {
        let dir = tempfile::tempdir().unwrap();
        let dest = dir.path().join("out.txt");
        let d = dest.to_str().unwrap();
        let mut f = AtomicFile::create(d).unwrap();
        f.write_all(b"one").unwrap();
        assert_eq!(names(dir.path()), Vec::<String>::new());
        f.commit().unwrap();
        assert_eq!(std::fs::read(&dest).unwrap(), b"one");
        let mut f = AtomicFile::create(d).unwrap();
        f.write_all(b"two").unwrap();
        assert_eq!(std::fs::read(&dest).unwrap(), b"one");
        f.commit().unwrap();
        assert_eq!(std::fs::read(&dest).unwrap(), b"two");
        assert_eq!(names(dir.path()), vec!["out.txt".to_string()]);
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&dest).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o644);
        }
        // Dropped without a commit: nothing.
        let mut f = AtomicFile::create(dir.path().join("x").to_str().unwrap()).unwrap();
        f.write_all(b"x").unwrap();
        drop(f);
        assert_eq!(names(dir.path()), vec!["out.txt".to_string()]);
    }

    #[test]
    fn stale_temporaries_of_dead_processes_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let dead = std::process::Command::new("true")
            .spawn()
            .and_then(|mut c| c.wait().map(|_| c.id()))
            .unwrap();
        std::fs::write(dir.path().join(format!(".irbridge-{dead}-abc.tmp")), "x").unwrap();
        let f = AtomicFile::create(dir.path().join("o").to_str().unwrap()).unwrap();
        f.commit().unwrap();
        let left = names(dir.path());
        // Unless the id was taken again by now (then a later run removes it).
        assert!(left == vec!["o".to_string()] || left.len() == 2, "{left:?}");
    }
}
