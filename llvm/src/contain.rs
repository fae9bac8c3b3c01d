//! The containment boundary: LLVM ends the process on some inputs (`report_fatal_error`, an
//! out-of-memory report, a crash inside its bitcode reader). Each such call either gets its input
//! checked first, so LLVM never sees what it would end the process on, or runs in a child process,
//! where a crash becomes a diagnostic:
//!
//! - [`data_layout_error`]: a data layout string checked as `DataLayout::parse` does, with its
//!   message, before `LLVMSetDataLayout` (which reports a bad one as a fatal error);
//! - [`in_child`]: a function run in a forked child (the importer reads untrusted bitcode there
//!   first: LLVM 19's bitcode reader crashes on some malformed files);
//! - [`install_handlers`]: where the process cannot go on after all, LLVM's fatal-error and
//!   out-of-memory handlers print `<input>:0:0: error: LLVM: <message>`, remove the process's named
//!   temporaries and exit with status 1 (not an abort).

use std::ffi::{c_char, CStr};
use std::sync::Mutex;

extern "C" {
    fn irbridge_install_bad_alloc_handler(callback: extern "C" fn(*const c_char));
    fn irbridge_data_layout_error(s: *const c_char, len: usize) -> *mut c_char;
    fn irbridge_free_message(msg: *mut c_char);
}

/// LLVM's message if it refuses the data layout string `layout` (`None`: LLVM accepts it, and
/// `LLVMSetDataLayout` may be given it).
pub fn data_layout_error(layout: &[u8]) -> Option<String> {
    // SAFETY: the shim reads exactly `layout.len()` bytes of `layout` (no terminator needed) and
    // returns null or a malloc'ed NUL-terminated string, which is copied and then freed by the shim.
    unsafe {
        let p = irbridge_data_layout_error(layout.as_ptr() as *const c_char, layout.len());
        if p.is_null() {
            return None;
        }
        let msg = CStr::from_ptr(p).to_string_lossy().into_owned();
        irbridge_free_message(p);
        Some(msg)
    }
}

/// The name of the input being processed, for the fatal-error message.
static INPUT: Mutex<String> = Mutex::new(String::new());
/// What to do before the process ends (remove temporaries).
static CLEANUP: Mutex<Option<fn()>> = Mutex::new(None);

/// Names the input in the fatal-error message (`<stdin>`, a path).
pub fn set_input_name(name: &str) {
    if let Ok(mut n) = INPUT.lock() {
        n.clear();
        n.push_str(name);
    }
}

/// Installs LLVM's fatal-error and out-of-memory handlers for the whole process (once; later calls
/// only replace `cleanup`): the message as a diagnostic on the input, `cleanup`, exit status 1.
pub fn install_handlers(cleanup: fn()) {
    if let Ok(mut c) = CLEANUP.lock() {
        *c = Some(cleanup);
    }
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: both handlers are `extern "C"` functions of the right signature that never
        // return; LLVM keeps only the function pointers.
        unsafe {
            inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(on_fatal));
            irbridge_install_bad_alloc_handler(on_bad_alloc);
        }
    });
}

extern "C" fn on_fatal(reason: *const c_char) {
    // SAFETY: LLVM passes a NUL-terminated message (or null) that lives for the call.
    let msg = unsafe { text(reason) };
    end(&msg)
}

extern "C" fn on_bad_alloc(reason: *const c_char) {
    // SAFETY: as for `on_fatal`.
    let why = unsafe { text(reason) };
    end(&if why.is_empty() {
        "out of memory".to_string()
    } else {
        format!("out of memory ({why})")
    })
}

/// # Safety
/// `p` is null or a NUL-terminated string.
unsafe fn text(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: by the caller.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// Reports `msg`, cleans up and ends the process with status 1. Never blocks on a lock another
/// thread holds (it may be the thread that failed), never unwinds through LLVM's frames.
fn end(msg: &str) -> ! {
    let name = INPUT.try_lock().map(|n| n.clone()).unwrap_or_default();
    let name = if name.is_empty() { "<input>" } else { &name };
    let line = format!("{name}:0:0: error: LLVM: {}\n", msg.trim_end());
    write_stderr(line.as_bytes());
    if let Ok(Some(cleanup)) = CLEANUP.try_lock().map(|c| *c) {
        cleanup();
    }
    // SAFETY: `_exit` ends the process at once, without running destructors of LLVM's statics
    // (another thread may be inside LLVM).
    unsafe { libc::_exit(1) }
}

fn write_stderr(mut b: &[u8]) {
    while !b.is_empty() {
        // SAFETY: writes `b.len()` bytes of a live slice to file descriptor 2.
        let n = unsafe { libc::write(2, b.as_ptr() as *const libc::c_void, b.len()) };
        if n <= 0 {
            return;
        }
        b = &b[n as usize..];
    }
}

/// How a function run by [`in_child`] ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChildEnd {
    /// It returned these bytes.
    Returned(Vec<u8>),
    /// It crashed or ended the process (a signal, LLVM's fatal error or out-of-memory report, an
    /// exit): what happened and what it wrote to stderr.
    Died { how: String, stderr: String },
    /// No child could be made or waited for (the caller does the work itself).
    Unavailable,
}

/// Runs `f` in a forked child and gives back what it returned, or how it died. The child's stderr is
/// captured; its address space is limited to `memory_limit` bytes more than the parent's (0: no
/// limit), so a runaway allocation fails in the child rather than exhausting the machine. After
/// `timeout` without an end the child is killed ([`ChildEnd::Unavailable`]: a lock another thread of
/// the parent held at the fork can stop a child, which is then no evidence against the input).
///
/// `f` runs in a copy of this process with one thread: it must not wait for other threads or take
/// locks they may have held (allocation is fine: glibc resets its locks in the child).
pub fn in_child(
    f: impl FnOnce() -> Vec<u8>,
    memory_limit: u64,
    timeout: std::time::Duration,
) -> ChildEnd {
    let (Some(out), Some(err)) = (pipe(), pipe()) else {
        return ChildEnd::Unavailable;
    };
    let limit = (memory_limit > 0).then(|| current_vm_bytes().saturating_add(memory_limit));
    // SAFETY: `fork` has no preconditions; in the child only `f` and async-signal-tolerant calls run
    // (see the function's documentation), and the child ends with `_exit`, never returning into the
    // parent's frames.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        close_all(&[out.0, out.1, err.0, err.1]);
        return ChildEnd::Unavailable;
    }
    if pid == 0 {
        // SAFETY: the child's own copies of the pipe descriptors; `dup2` makes stderr the error
        // pipe, `setrlimit` takes a valid struct, and `_exit` ends the child without unwinding.
        unsafe {
            libc::close(out.0);
            libc::close(err.0);
            libc::dup2(err.1, 2);
            libc::close(err.1);
            if let Some(limit) = limit {
                let r = libc::rlimit {
                    rlim_cur: limit,
                    rlim_max: limit,
                };
                libc::setrlimit(libc::RLIMIT_AS, &r);
            }
            // No core files for expected crashes.
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
            let code = match result {
                Ok(bytes) => {
                    write_all_fd(out.1, &bytes);
                    0
                }
                Err(_) => 101,
            };
            libc::_exit(code)
        }
    }
    close_all(&[out.1, err.1]);
    let deadline = std::time::Instant::now() + timeout;
    let (returned, stderr, timed_out) = read_both(out.0, err.0, deadline);
    close_all(&[out.0, err.0]);
    if timed_out {
        // SAFETY: `pid` is our child, not yet reaped.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    let mut status = 0;
    // SAFETY: waits for our own child; `status` is a valid out-pointer.
    let r = unsafe { libc::waitpid(pid, &mut status, 0) };
    if r != pid || timed_out {
        return ChildEnd::Unavailable;
    }
    let stderr = String::from_utf8_lossy(&stderr).into_owned();
    if libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 {
        return ChildEnd::Returned(returned);
    }
    let how = if libc::WIFSIGNALED(status) {
        let sig = libc::WTERMSIG(status);
        format!("signal {sig} ({})", signal_name(sig))
    } else {
        format!("exit status {}", libc::WEXITSTATUS(status))
    };
    ChildEnd::Died { how, stderr }
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTRAP => "SIGTRAP",
        _ => "signal",
    }
}

fn pipe() -> Option<(i32, i32)> {
    let mut fds = [0i32; 2];
    // SAFETY: `fds` is a valid array of two descriptors to fill.
    let r = unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) };
    (r == 0).then_some((fds[0], fds[1]))
}

fn close_all(fds: &[i32]) {
    for &fd in fds {
        // SAFETY: descriptors this module opened and closes once.
        unsafe { libc::close(fd) };
    }
}

fn write_all_fd(fd: i32, mut b: &[u8]) {
    while !b.is_empty() {
        // SAFETY: writes from a live slice to an open descriptor.
        let n = unsafe { libc::write(fd, b.as_ptr() as *const libc::c_void, b.len()) };
        if n <= 0 {
            return;
        }
        b = &b[n as usize..];
    }
}

/// Reads both pipes to their end (or the deadline): (first, second, timed out).
fn read_both(a: i32, b: i32, deadline: std::time::Instant) -> (Vec<u8>, Vec<u8>, bool) {
    let mut bufs = (Vec::new(), Vec::new());
    let mut open = [true, true];
    let mut chunk = vec![0u8; 1 << 16];
    while open[0] || open[1] {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return (bufs.0, bufs.1, true);
        }
        let mut fds = [
            libc::pollfd {
                fd: if open[0] { a } else { -1 },
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: if open[1] { b } else { -1 },
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        let ms = left.as_millis().min(i32::MAX as u128) as i32;
        // SAFETY: two valid pollfd structs.
        let r = unsafe { libc::poll(fds.as_mut_ptr(), 2, ms.max(1)) };
        if r < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return (bufs.0, bufs.1, true);
        }
        for (i, pfd) in fds.iter().enumerate() {
            if pfd.fd < 0 || pfd.revents == 0 {
                continue;
            }
            // SAFETY: reads into a live buffer of `chunk.len()` bytes from an open descriptor.
            let n =
                unsafe { libc::read(pfd.fd, chunk.as_mut_ptr() as *mut libc::c_void, chunk.len()) };
            if n <= 0 {
                if n < 0
                    && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
                {
                    continue;
                }
                open[i] = false;
            } else if i == 0 {
                bufs.0.extend_from_slice(&chunk[..n as usize]);
            } else if bufs.1.len() < 1 << 16 {
                bufs.1.extend_from_slice(&chunk[..n as usize]);
            }
        }
    }
    (bufs.0, bufs.1, false)
}

/// This process's virtual memory size (`VmSize`), 0 where unknown.
fn current_vm_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmSize:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .map_or(0, |kib| kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn data_layouts() {
        assert_eq!(data_layout_error(b"e-m:e-i64:64"), None);
        assert_eq!(
            data_layout_error(b"p272:64:24:64:64").as_deref(),
            Some("Pointer ABI alignment must be a power of 2")
        );
        assert!(data_layout_error(b"p272:64:18446744073709551615").is_some());
    }

    #[test]
    fn children_return_crash_and_time_out() {
        let t = Duration::from_secs(20);
        assert_eq!(
            in_child(|| b"ok".to_vec(), 0, t),
            ChildEnd::Returned(b"ok".to_vec())
        );
        match in_child(
            || {
                // SAFETY: ends the child with a signal, as a crash would (Rust's own SIGSEGV handler,
                // which lets a raised signal return, put aside).
                unsafe {
                    libc::signal(libc::SIGSEGV, libc::SIG_DFL);
                    libc::raise(libc::SIGSEGV);
                }
                vec![]
            },
            0,
            t,
        ) {
            ChildEnd::Died { how, .. } => assert!(how.contains("SIGSEGV"), "{how}"),
            other => panic!("{other:?}"),
        }
        match in_child(
            || {
                write_stderr(b"LLVM ERROR: out of memory\n");
                // SAFETY: as above.
                unsafe { libc::abort() }
            },
            0,
            t,
        ) {
            ChildEnd::Died { how, stderr } => {
                assert!(how.contains("SIGABRT"), "{how}");
                assert_eq!(stderr, "LLVM ERROR: out of memory\n");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            in_child(
                || {
                    std::thread::sleep(Duration::from_secs(30));
                    vec![]
                },
                0,
                Duration::from_millis(200)
            ),
            ChildEnd::Unavailable
        );
    }
}
