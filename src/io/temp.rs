//! Temporary files that never outlive their process where it can be helped, and that a later run
//! removes where it cannot.
//!
//! - [`Scratch`]: a copy of some bytes that a library reads by path (llvm-ir reads bitcode only from
//!   a file): an anonymous memory file (`memfd_create`, named `/proc/self/fd/N`), so nothing is ever
//!   visible, even if the process is killed; where there is none, a file in the temporary directory,
//!   removed when dropped (also while a panic unwinds).
//! - Named temporaries ([`Named`]) carry the process id in their name (`<prefix><pid>-<random><suffix>`):
//!   [`sweep_stale`] removes those of processes that no longer exist, and [`remove_registered`]
//!   removes this process's own where it must end without unwinding (LLVM's fatal error handler).

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The named temporaries of this process that exist now (for [`remove_registered`]).
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A named temporary file, removed when dropped unless [`Named::rename_to`] gave it its final name.
pub struct Named {
    path: Option<PathBuf>,
}

impl Named {
    /// Creates `<dir>/<prefix><pid>-<random><suffix>` (exclusively, mode 0600) and registers it.
    pub fn create_in(dir: &Path, prefix: &str, suffix: &str) -> std::io::Result<(File, Named)> {
        let prefix = format!("{prefix}{}-", std::process::id());
        let tmp = tempfile::Builder::new()
            .prefix(&prefix)
            .suffix(suffix)
            .tempfile_in(dir)?;
        let (file, path) = tmp.into_parts();
        // Registered before the `TempPath` is given up, so there is no moment it is not removed.
        let path = path.keep().map_err(|e| e.error)?;
        if let Ok(mut live) = LIVE.lock() {
            live.push(path.clone());
        }
        Ok((file, Named { path: Some(path) }))
    }

    /// Registers `path`, a temporary this process just made under a name of the same pattern.
    pub fn adopt(path: PathBuf) -> Named {
        if let Ok(mut live) = LIVE.lock() {
            live.push(path.clone());
        }
        Named { path: Some(path) }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        self.path.as_deref().unwrap_or(Path::new(""))
    }

    /// Renames the file to `to`; on failure it stays a temporary (removed on drop).
    pub fn rename_to(mut self, to: &Path) -> std::io::Result<()> {
        let Some(path) = self.path.take() else {
            return Ok(());
        };
        match std::fs::rename(&path, to) {
            Ok(()) => {
                unregister(&path);
                Ok(())
            }
            Err(e) => {
                self.path = Some(path);
                Err(e)
            }
        }
    }
}

impl Drop for Named {
    fn drop(&mut self) {
        if let Some(p) = self.path.take() {
            let _ = std::fs::remove_file(&p);
            unregister(&p);
        }
    }
}

fn unregister(path: &Path) {
    if let Ok(mut live) = LIVE.lock() {
        if let Some(i) = live.iter().position(|p| p == path) {
            live.swap_remove(i);
        }
    }
}

/// Removes every named temporary of this process; for an exit that runs no destructors (LLVM's
/// fatal error handler). Never blocks: if the list is being changed right now, it does nothing.
pub fn remove_registered() {
    if let Ok(live) = LIVE.try_lock() {
        for p in live.iter() {
            let _ = std::fs::remove_file(p);
        }
    }
}

/// Removes the files `<prefix><pid>-*<suffix>` in `dir` whose process `pid` no longer exists (left by
/// a run that was killed). Errors are ignored: this is housekeeping.
pub fn sweep_stale(dir: &Path, prefix: &str, suffix: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let me = std::process::id();
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        let Some(pid) = stale_pid(name, prefix, suffix) else {
            continue;
        };
        if pid == me || process_exists(pid) {
            continue;
        }
        if e.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// The process id in `<prefix><pid>-<rest><suffix>`.
fn stale_pid(name: &str, prefix: &str, suffix: &str) -> Option<u32> {
    let rest = name.strip_prefix(prefix)?.strip_suffix(suffix)?;
    let (pid, random) = rest.split_once('-')?;
    if random.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// Whether a process `pid` exists (one we may not signal exists too).
fn process_exists(pid: u32) -> bool {
    let Some(pid) = i32::try_from(pid)
        .ok()
        .and_then(rustix::process::Pid::from_raw)
    else {
        return false;
    };
    !matches!(
        rustix::process::test_kill_process(pid),
        Err(rustix::io::Errno::SRCH)
    )
}

/// A copy of some bytes readable by path (see the module documentation).
pub struct Scratch {
    path: PathBuf,
    _keep: ScratchKeep,
}

enum ScratchKeep {
    Memfd(#[allow(dead_code)] File),
    Named(#[allow(dead_code)] Named),
}

impl Scratch {
    /// `bytes` in a scratch file; `name` (like `irbridge-import-`) names the memory file in
    /// `/proc/<pid>/fd` and prefixes the fallback file in the temporary directory, which ends in
    /// `suffix`.
    pub fn new(bytes: &[u8], name: &str, suffix: &str) -> std::io::Result<Scratch> {
        use rustix::fs::{memfd_create, MemfdFlags};
        use std::os::fd::AsRawFd;
        if let Ok(fd) = memfd_create(name, MemfdFlags::CLOEXEC) {
            let mut f = File::from(fd);
            let path = PathBuf::from(format!("/proc/self/fd/{}", f.as_raw_fd()));
            if f.write_all(bytes).is_ok() && path.exists() {
                return Ok(Scratch {
                    path,
                    _keep: ScratchKeep::Memfd(f),
                });
            }
        }
        let dir = std::env::temp_dir();
        sweep_stale(&dir, name, suffix);
        let (mut f, named) = Named::create_in(&dir, name, suffix)?;
        f.write_all(bytes)?;
        Ok(Scratch {
            path: named.path().to_path_buf(),
            _keep: ScratchKeep::Named(named),
        })
    }

    /// The path to read it by.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_names() {
        assert_eq!(
            stale_pid(".irbridge-123-abc.tmp", ".irbridge-", ".tmp"),
            Some(123)
        );
        assert_eq!(stale_pid(".irbridge-abc.tmp", ".irbridge-", ".tmp"), None);
        assert_eq!(stale_pid(".irbridge-123-.tmp", ".irbridge-", ".tmp"), None);
        assert_eq!(stale_pid("x.irbridge-1-a.tmp", ".irbridge-", ".tmp"), None);
    }

    #[test]
    fn sweep_removes_only_dead_processes_files() {
        let dir = tempfile::tempdir().unwrap();
        // A process that has exited: its id is free (until reused, which only delays the sweep).
        let dead = std::process::Command::new("true")
            .spawn()
            .and_then(|mut c| c.wait().map(|_| c.id()))
            .unwrap();
        let stale = dir.path().join(format!(".irbridge-{dead}-x1.tmp"));
        let mine = dir
            .path()
            .join(format!(".irbridge-{}-x2.tmp", std::process::id()));
        let other = dir.path().join("other.tmp");
        for p in [&stale, &mine, &other] {
            std::fs::write(p, "x").unwrap();
        }
        sweep_stale(dir.path(), ".irbridge-", ".tmp");
        assert!(!stale.exists() || process_exists(dead));
        assert!(mine.exists() && other.exists());
    }

    #[test]
    fn scratch_is_readable_and_leaves_nothing() {
        let s = Scratch::new(b"hello", "irbridge-test-", ".bin").unwrap();
        assert_eq!(std::fs::read(s.path()).unwrap(), b"hello");
        let p = s.path().to_path_buf();
        drop(s);
        assert!(!p.starts_with(std::env::temp_dir()) || !p.exists());
    }

    #[test]
    fn named_is_removed_on_drop_and_by_remove_registered() {
        let dir = tempfile::tempdir().unwrap();
        let (_, n) = Named::create_in(dir.path(), ".irbridge-", ".tmp").unwrap();
        let p = n.path().to_path_buf();
        assert!(p.exists());
        remove_registered();
        assert!(!p.exists());
        drop(n);
        let (_, n) = Named::create_in(dir.path(), ".irbridge-", ".tmp").unwrap();
        let p = n.path().to_path_buf();
        drop(n);
        assert!(!p.exists());
    }
}
