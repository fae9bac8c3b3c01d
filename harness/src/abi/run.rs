//! Running the caller: natively (clang-19 links the C caller with the lowered modules, one process
//! per function so a crash costs one function) and in the LLVM JIT (the C caller compiled to LLVM
//! IR, linked with the same modules and run by `irbridge abi --jit-run`, again one process per
//! function).

use super::observe::ObsSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the paths of one function showed: per path, the observations or why there are none.
pub type PathRuns = Vec<Result<ObsSet, String>>;

/// A caller built for one subject.
pub struct Built {
    pub exe: PathBuf,
    /// Modules the JIT links: the C caller as LLVM IR first.
    pub jit_modules: Vec<PathBuf>,
}

fn run_checked(mut cmd: Command, what: &str) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
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

/// Writes the sources under `work/<label>.*` and builds the native caller and the JIT's modules.
pub fn build(
    clang: &Path,
    work: &Path,
    label: &str,
    caller_c: &str,
    modules: &[(&str, &str)],
) -> Result<Built, String> {
    let c_file = work.join(format!("{label}.caller.c"));
    std::fs::write(&c_file, caller_c).map_err(|e| e.to_string())?;
    let mut lls = vec![];
    for (name, text) in modules {
        let f = work.join(format!("{label}.{name}.ll"));
        std::fs::write(&f, rename_main(text)).map_err(|e| e.to_string())?;
        lls.push(f);
    }
    let exe = work.join(format!("{label}.exe"));
    let mut cc = Command::new(clang);
    cc.args(["-O0", "-w", "-Wno-override-module", "-std=gnu11"])
        .arg(&c_file)
        .args(&lls)
        .arg("-o")
        .arg(&exe);
    run_checked(cc, "clang-19 (C caller + lowered code)")?;
    let caller_ll = work.join(format!("{label}.caller.ll"));
    let mut cc = Command::new(clang);
    cc.args([
        "-O0",
        "-w",
        "-std=gnu11",
        "-S",
        "-emit-llvm",
        "-DABI_NO_MAIN",
    ])
    .arg(&c_file)
    .arg("-o")
    .arg(&caller_ll);
    run_checked(cc, "clang-19 -emit-llvm (C caller)")?;
    let mut jit_modules = vec![caller_ll];
    jit_modules.extend(lls);
    Ok(Built { exe, jit_modules })
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
        let mut s = String::new();
        if let Some(out) = stdout.as_mut() {
            let _ = std::io::Read::read_to_string(out, &mut s);
        }
        s
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
                Some(sig) => format!("crashed (signal {sig})"),
                None => format!("exited with {}", st.code().unwrap_or(-1)),
            })
        }
    };
    (out, why)
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

const LIMIT: Duration = Duration::from_secs(30);

pub fn run_native(built: &Built, fi: usize, paths: usize) -> PathRuns {
    let mut cmd = Command::new(&built.exe);
    cmd.arg(fi.to_string());
    let (out, why) = run_limited(cmd, LIMIT);
    split_paths(&out, why, paths)
}

pub fn run_jit(built: &Built, fi: usize, paths: usize) -> PathRuns {
    let me = match std::env::current_exe() {
        Ok(p) => p,
        Err(e) => return vec![Err(format!("cannot find irbridge itself: {e}")); paths],
    };
    let mut cmd = Command::new(me);
    cmd.args([
        "abi",
        "--jit-run",
        &fi.to_string(),
        "--jit-paths",
        &paths.to_string(),
    ]);
    for m in &built.jit_modules {
        cmd.arg("--jit-module").arg(m);
    }
    cmd.arg("-");
    let (out, why) = run_limited(cmd, LIMIT);
    split_paths(&out, why, paths)
}
