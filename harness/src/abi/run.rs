//! Running the caller: natively (clang-19 links the C caller with the lowered modules) and in the
//! LLVM JIT (the C caller compiled to LLVM IR, linked with the same modules and run by `irbridge abi
//! --jit-run`). One process per function and executor; inside it, the caller's `abi_main` runs
//! each path in a child of its own (`fork`), so every call starts from the same state (a function
//! that writes a `memref.global` sees its initial value on every path) and a trap costs one path.
//!
//! What the lowered code may call besides itself: libm (`-lm`: `fmodf`, `hypot`, ... from
//! `arith.remf` or math intrinsics), MLIR's runtime `mlir_c_runner_utils` and `mlir_runner_utils`
//! (`memrefCopy` for non-contiguous `memref.copy`, `printMemref*`; linked when installed, see
//! [`Tools::find`]) and the generic allocation functions of `use-generic-functions=1`, which the
//! caller defines (weak) with malloc, posix_memalign and free.

use super::observe::ObsSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the paths of one function showed: per path, the observations or why there are none.
pub type PathRuns = Vec<Result<ObsSet, String>>;

/// The tools a build uses: clang-19 and MLIR's runtime libraries (empty when not installed).
#[derive(Clone, Debug)]
pub struct Tools {
    pub clang: PathBuf,
    /// `libmlir_c_runner_utils` and `libmlir_runner_utils` (that order), by full path.
    pub runtime_libs: Vec<PathBuf>,
}

/// The LLVM 19 installation irbridge is built against (its `bin/clang` and `lib/` are used when
/// no other is given).
fn llvm_prefix() -> PathBuf {
    PathBuf::from(option_env!("LLVM_SYS_191_PREFIX").unwrap_or("/usr/lib/llvm-19"))
}

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    })
}

/// The library `lib<stem>.so` in `dir`, or a versioned `lib<stem>.so.N...` (Debian's `libmlir-19`
/// installs only those).
fn shared_library(dir: &Path, stem: &str) -> Option<PathBuf> {
    let plain = dir.join(format!("lib{stem}.so"));
    if plain.is_file() {
        return Some(plain);
    }
    let prefix = format!("lib{stem}.so.");
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix))
        })
        .collect();
    found.sort();
    found.pop()
}

impl Tools {
    /// clang from `oracle` (upstream's tools), else `clang-19` or `clang` on PATH, else the LLVM 19
    /// irbridge links against; MLIR's runtime libraries beside that LLVM's `lib/` (or the oracle's).
    pub fn find(oracle: Option<&Path>) -> Tools {
        let prefix = llvm_prefix();
        let clang = oracle
            .map(|d| d.join("clang"))
            .filter(|p| p.is_file())
            .or_else(|| on_path("clang-19"))
            .or_else(|| Some(prefix.join("bin/clang")).filter(|p| p.is_file()))
            .or_else(|| on_path("clang"))
            .unwrap_or_else(|| PathBuf::from("clang-19"));
        let lib_dirs: Vec<PathBuf> = oracle
            .and_then(|d| d.parent().map(|p| p.join("lib")))
            .into_iter()
            .chain([prefix.join("lib")])
            .collect();
        let mut runtime_libs = vec![];
        for stem in ["mlir_c_runner_utils", "mlir_runner_utils"] {
            if let Some(l) = lib_dirs.iter().find_map(|d| shared_library(d, stem)) {
                runtime_libs.push(l);
            }
        }
        Tools {
            clang,
            runtime_libs,
        }
    }

    /// The C caller's compile flags for these tools.
    fn c_flags(&self) -> Vec<&'static str> {
        let mut f = vec!["-O0", "-w", "-std=gnu11"];
        if !self.runtime_libs.is_empty() {
            f.push("-DABI_HAVE_RUNNER_UTILS");
        }
        f
    }
}

/// A caller built for one subject.
pub struct Built {
    pub exe: PathBuf,
    /// Modules the JIT links: the C caller as LLVM IR first.
    pub jit_modules: Vec<PathBuf>,
    /// Shared libraries the JIT loads first (libm, MLIR's runtime).
    pub jit_libs: Vec<PathBuf>,
}

fn run_checked(mut cmd: Command, what: &str) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {what} ({:?}): {e}", cmd.get_program()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let lines: Vec<&str> = err
            .lines()
            .filter(|l| l.contains("error"))
            .take(5)
            .collect();
        return Err(format!("{what} failed: {}", lines.join("; ")));
    }
    Ok(())
}

/// The C caller compiled once (object file and LLVM IR), for linking with each subject.
pub struct Caller {
    obj: PathBuf,
    ll: PathBuf,
}

impl Caller {
    /// Writes `work/<label>.caller.c` and compiles it.
    pub fn compile(tools: &Tools, work: &Path, label: &str, src: &str) -> Result<Caller, String> {
        let c_file = work.join(format!("{label}.caller.c"));
        std::fs::write(&c_file, src).map_err(|e| e.to_string())?;
        let obj = work.join(format!("{label}.caller.o"));
        let mut cc = Command::new(&tools.clang);
        cc.args(tools.c_flags())
            .arg("-c")
            .arg(&c_file)
            .arg("-o")
            .arg(&obj);
        run_checked(cc, "clang-19 (C caller)")?;
        let ll = work.join(format!("{label}.caller.ll"));
        let mut cc = Command::new(&tools.clang);
        cc.args(tools.c_flags())
            .args(["-S", "-emit-llvm", "-DABI_NO_MAIN"])
            .arg(&c_file)
            .arg("-o")
            .arg(&ll);
        run_checked(cc, "clang-19 -emit-llvm (C caller)")?;
        Ok(Caller { obj, ll })
    }
}

/// Writes the modules under `work/<label>.*` and links them with `caller`: the native executable
/// and the JIT's module list.
pub fn link(
    tools: &Tools,
    caller: &Caller,
    work: &Path,
    label: &str,
    modules: &[(&str, &str)],
) -> Result<Built, String> {
    let mut lls = vec![];
    for (name, text) in modules {
        let f = work.join(format!("{label}.{name}.ll"));
        std::fs::write(&f, rename_main(text)).map_err(|e| e.to_string())?;
        lls.push(f);
    }
    let exe = work.join(format!("{label}.exe"));
    let mut cc = Command::new(&tools.clang);
    cc.args(["-O0", "-w", "-Wno-override-module"])
        .arg(&caller.obj)
        .args(&lls)
        .arg("-o")
        .arg(&exe)
        .arg("-lm");
    for lib in &tools.runtime_libs {
        cc.arg(lib);
        if let Some(dir) = lib.parent() {
            cc.arg(format!("-Wl,-rpath,{}", dir.display()));
        }
    }
    run_checked(cc, "clang-19 (C caller + lowered code)")?;
    let mut jit_modules = vec![caller.ll.clone()];
    jit_modules.extend(lls);
    let mut jit_libs = vec![PathBuf::from("libm.so.6")];
    jit_libs.extend(tools.runtime_libs.iter().cloned());
    Ok(Built {
        exe,
        jit_modules,
        jit_libs,
    })
}

/// [`Caller::compile`] and [`link`] in one step (one subject).
pub fn build(
    tools: &Tools,
    work: &Path,
    label: &str,
    caller_c: &str,
    modules: &[(&str, &str)],
) -> Result<Built, String> {
    let caller = Caller::compile(tools, work, label, caller_c)?;
    link(tools, &caller, work, label, modules)
}

/// The caller owns `main`: a `@main` of the code under test is renamed `@__abi_user_main`.
pub fn rename_main(ll: &str) -> String {
    let mut out = String::with_capacity(ll.len());
    let mut rest = ll;
    while let Some(i) = rest.find("@main") {
        let after = rest[i + 5..].chars().next();
        let ident =
            after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$');
        out.push_str(&rest[..i]);
        out.push_str(if ident { "@main" } else { "@__abi_user_main" });
        rest = &rest[i + 5..];
    }
    out.push_str(rest);
    out
}

/// Runs `cmd` with a time limit; its stdout, or why it failed.
fn run_limited(mut cmd: Command, limit: Duration) -> (String, Option<String>) {
    let mut child = match cmd.stdout(Stdio::piped()).stderr(Stdio::null()).spawn() {
        Ok(c) => c,
        Err(e) => return (String::new(), Some(format!("cannot run: {e}"))),
    };
    let mut stdout = child.stdout.take();
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(out) = stdout.as_mut() {
            let _ = std::io::Read::read_to_end(out, &mut s);
        }
        String::from_utf8_lossy(&s).into_owned()
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let out = reader.join().unwrap_or_default();
    let why = match status {
        None => Some(format!("timed out after {} s", limit.as_secs())),
        Some(st) if st.success() => None,
        Some(st) => {
            use std::os::unix::process::ExitStatusExt;
            Some(match st.signal() {
                Some(sig) => format!("crashed ({})", signal_name(sig)),
                None => format!("exited with {}", st.code().unwrap_or(-1)),
            })
        }
    };
    (out, why)
}

/// The name of a signal that ends a path.
pub fn signal_name(sig: i32) -> String {
    match sig {
        4 => "SIGILL".into(),
        5 => "SIGTRAP".into(),
        6 => "SIGABRT".into(),
        7 => "SIGBUS".into(),
        8 => "SIGFPE".into(),
        11 => "SIGSEGV".into(),
        14 => "SIGALRM".into(),
        n => format!("signal {n}"),
    }
}

/// The prefix of a path that did not finish because the code trapped (a signal) or ran past its
/// time: `trapped (SIGFPE)`, `trapped (timed out after 10 s)`. Two runs that trap alike agree.
pub const TRAPPED: &str = "trapped (";

/// How a path that did not finish is described: by its signal.
fn trap_text(sig: i32) -> String {
    if sig == 14 {
        format!("{TRAPPED}timed out after {PATH_LIMIT} s)")
    } else {
        format!("{TRAPPED}{})", signal_name(sig))
    }
}

/// Splits `#path N` sections; paths that did not finish carry the failure.
fn split_paths(out: &str, failure: Option<String>, paths: usize) -> PathRuns {
    let mut runs: PathRuns =
        vec![Err(failure.clone().unwrap_or_else(|| "no output".into())); paths];
    let mut cur: Option<usize> = None;
    let mut text = String::new();
    let flush = |cur: Option<usize>, text: &mut String, runs: &mut PathRuns| {
        if let Some(p) = cur.filter(|p| *p < paths) {
            runs[p] = Ok(ObsSet::parse(text));
        }
        text.clear();
    };
    for line in out.lines() {
        if let Some(p) = line.strip_prefix("#path ") {
            flush(cur, &mut text, &mut runs);
            cur = p.trim().parse().ok();
        } else if let Some(sig) = line.strip_prefix("#signal ") {
            if let Some(p) = cur.take().filter(|p| *p < paths) {
                runs[p] = Err(trap_text(sig.trim().parse().unwrap_or(0)));
            }
            text.clear();
        } else if let Some(code) = line.strip_prefix("#exit ") {
            if let Some(p) = cur.take().filter(|p| *p < paths) {
                runs[p] = Err(format!("exited with {}", code.trim()));
            }
            text.clear();
        } else if line == "#end" {
            flush(cur, &mut text, &mut runs);
            cur = None;
        } else {
            text.push_str(line);
            text.push('\n');
        }
    }
    // A section without a following marker may be cut short: it stays a failure.
    runs
}

/// Seconds one path may run (the caller's `alarm`).
pub const PATH_LIMIT: u64 = 10;

/// The limit of a whole process running `paths` paths.
fn limit(paths: usize) -> Duration {
    Duration::from_secs(PATH_LIMIT * paths as u64 + 20)
}

/// Runs every path of function `fi` with value set `set`, natively.
pub fn run_native(built: &Built, fi: usize, set: usize, paths: usize) -> PathRuns {
    let mut cmd = Command::new(&built.exe);
    cmd.arg(fi.to_string())
        .arg(set.to_string())
        .arg(PATH_LIMIT.to_string());
    let (out, why) = run_limited(cmd, limit(paths));
    split_paths(&out, why, paths)
}

/// Runs every path of function `fi` with value set `set` in the JIT: a child `<this program> abi
/// --jit-run`, which the `irbridge` binary serves, and any program that calls
/// [`super::serve_jit_child`] first in `main`.
pub fn run_jit(built: &Built, fi: usize, set: usize, paths: usize) -> PathRuns {
    let me = match std::env::current_exe() {
        Ok(p) => p,
        Err(e) => return vec![Err(format!("cannot find irbridge itself: {e}")); paths],
    };
    let mut cmd = Command::new(me);
    cmd.args([
        "abi",
        "--jit-run",
        &fi.to_string(),
        "--jit-set",
        &set.to_string(),
        "--jit-paths",
        &paths.to_string(),
    ]);
    for m in &built.jit_modules {
        cmd.arg("--jit-module").arg(m);
    }
    for l in &built.jit_libs {
        cmd.arg("--jit-lib").arg(l);
    }
    cmd.arg("-");
    let (out, why) = run_limited(cmd, limit(paths));
    split_paths(&out, why, paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traps_and_exits_are_per_path() {
        let out =
            "#path 0\nres0=0x1\n#path 1\n#signal 8\n#path 2\n#exit 3\n#path 3\nres0=0x2\n#end\n";
        let runs = split_paths(out, None, 4);
        assert_eq!(
            runs[0].as_ref().ok().and_then(|o| o.get("res0")),
            Some("0x1")
        );
        assert_eq!(
            runs[1].as_ref().err().map(String::as_str),
            Some("trapped (SIGFPE)")
        );
        assert_eq!(
            runs[2].as_ref().err().map(String::as_str),
            Some("exited with 3")
        );
        assert_eq!(
            runs[3].as_ref().ok().and_then(|o| o.get("res0")),
            Some("0x2")
        );
        // A cut-short output leaves the unfinished paths failed.
        let runs = split_paths("#path 0\nres0=0x1\n", Some("crashed (SIGSEGV)".into()), 2);
        assert!(runs.iter().all(Result::is_err));
    }
}
