//! The hostile-input campaign (`irbridge hostile`, hidden): mutants of the corpus's inputs run through
//! every input-taking command, each run classified, and a differential against upstream 19.
//!
//! Seeds are the corpus's MLIR chunks (`// -----`), its `.ll` import cases and their bitcode (made
//! with upstream's `llvm-as`). Each mutant ([`mutate`]) runs, in a directory of its own holding only
//! the input and with `TMPDIR` pointing to an empty directory, through:
//! `opt`, `opt --convert-to-llvm --reconcile-unrealized-casts`, `translate --mlir-to-llvmir` and
//! `roundtrip` (MLIR); `translate --import-llvm` and `roundtrip` (`.ll`, `.bc`). A run is:
//!
//! | class | meaning |
//! | --- | --- |
//! | `ok` | exit 0 (and the output file, where one was asked for) |
//! | `located` | exit 1, the first error `FILE:LINE:COL: error: ...` on the input |
//! | `diverged` | `roundtrip` exit 1 on a round trip that is no fixpoint (no error) |
//! | `unlocated` | exit 1 and an error without the input's position |
//! | `panic` | a panic, contained or not (`panicked`, `internal error`, an importer bug message) |
//! | `llvm-fatal` | LLVM's fatal-error handler ended the run (contained, but a check is missing) |
//! | `signal` | killed by a signal (a crash, an abort, a stack overflow) |
//! | `timeout` | still running after `--timeout` seconds (killed) |
//! | `leftover` | any file besides the input and the output in the run's directory or `TMPDIR` |
//! | `exit-N` | another exit status |
//!
//! With `--oracle`, MLIR mutants also run through upstream's `mlir-opt` and `mlir-translate
//! --mlir-to-llvmir`, LLVM IR mutants through `mlir-translate --import-llvm`: `accepts-invalid`
//! (irbridge exit 0, upstream a clean exit 1) and `rejects-valid` (the other way round) are counted
//! and kept for triage; upstream's own crashes are counted apart. Every run that is not `ok`,
//! `located` or `diverged` is a finding, written to `<out>/findings/<class>/`.

pub mod mutate;

use mutate::Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug, Clone)]
pub struct HostileArgs {
    /// Stop after this many runs of irbridge (each mutant runs through several commands).
    #[arg(long, default_value_t = 1000)]
    pub runs: u64,

    /// The campaign's seed (mutant i uses seed + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// The corpus whose inputs are mutated.
    #[arg(long, value_name = "DIR", default_value = "corpus")]
    pub corpus: PathBuf,

    /// Where the report, the findings and the triage cases go.
    #[arg(long, value_name = "DIR", default_value = "hostile-out")]
    pub out: PathBuf,

    /// Upstream LLVM 19 tools for the differential and for making bitcode seeds (`none`: neither).
    #[arg(long, value_name = "DIR", default_value = "/usr/lib/llvm-19/bin")]
    pub oracle: PathBuf,

    /// Run the differential on at most this many mutants (0: none).
    #[arg(long, default_value_t = u64::MAX)]
    pub differential: u64,

    /// Seconds before a run is killed and counted as a timeout.
    #[arg(long, default_value_t = 20)]
    pub timeout: u64,

    /// Mutants run at once.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,

    /// The irbridge binary to test (default: this one).
    #[arg(long, value_name = "FILE")]
    pub irbridge: Option<PathBuf>,

    /// Only mutants of these kinds (comma-separated: mlir, ll, bc; default all).
    #[arg(long, value_name = "KINDS", default_value = "mlir,ll,bc")]
    pub kinds: String,

    /// Only these commands (comma-separated: opt, opt-lower, export, import, roundtrip; default all).
    /// `--kinds mlir --commands opt` is the verifier's differential against `mlir-opt` alone.
    #[arg(long, value_name = "COMMANDS")]
    pub commands: Option<String>,

    /// Seeds larger than this are skipped (bytes).
    #[arg(long, default_value_t = 32 * 1024)]
    pub max_seed_bytes: usize,
}

/// What a seed is, which decides the commands it runs through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Mlir,
    Ll,
    Bc,
}

impl Kind {
    fn ext(self) -> &'static str {
        match self {
            Kind::Mlir => "mlir",
            Kind::Ll => "ll",
            Kind::Bc => "bc",
        }
    }
}

/// One seed input.
pub struct Seed {
    pub kind: Kind,
    /// Where it came from (`corpus/parse/x.mlir:12`).
    pub origin: String,
    pub bytes: Vec<u8>,
    /// `--allow-unregistered-dialect` (files named `*unregistered*`, as the corpus runs them).
    pub unregistered: bool,
}

/// An irbridge command run on each mutant of a kind: its name, its arguments (`IN` and `OUT` stand
/// for the input and output paths) and the extension of its output.
struct Cmd {
    name: &'static str,
    args: &'static [&'static str],
    out_ext: Option<&'static str>,
    /// The upstream tool and arguments of the differential.
    upstream: Option<(&'static str, &'static [&'static str])>,
}

const MLIR_CMDS: &[Cmd] = &[
    Cmd {
        name: "opt",
        args: &["opt", "IN", "-o", "OUT"],
        out_ext: Some("mlir"),
        upstream: Some(("mlir-opt", &["IN", "-o", "/dev/null"])),
    },
    Cmd {
        name: "opt-lower",
        args: &[
            "opt",
            "--convert-to-llvm",
            "--reconcile-unrealized-casts",
            "IN",
            "-o",
            "OUT",
        ],
        out_ext: Some("mlir"),
        upstream: None,
    },
    Cmd {
        name: "export",
        args: &["translate", "--mlir-to-llvmir", "IN", "-o", "OUT"],
        out_ext: Some("ll"),
        upstream: Some((
            "mlir-translate",
            &["--mlir-to-llvmir", "IN", "-o", "/dev/null"],
        )),
    },
    Cmd {
        name: "roundtrip",
        args: &["roundtrip", "IN"],
        out_ext: None,
        upstream: None,
    },
];

const LLVM_CMDS: &[Cmd] = &[
    Cmd {
        name: "import",
        args: &["translate", "--import-llvm", "IN", "-o", "OUT"],
        out_ext: Some("mlir"),
        upstream: Some((
            "mlir-translate",
            &["--import-llvm", "IN", "-o", "/dev/null"],
        )),
    },
    Cmd {
        name: "roundtrip",
        args: &["roundtrip", "IN"],
        out_ext: None,
        upstream: None,
    },
];

/// The outcome of one run.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Ok,
    Located,
    Diverged,
    Unlocated,
    Panic,
    LlvmFatal,
    Signal,
    Timeout,
    Leftover,
    Exit(i32),
}

impl Class {
    pub fn name(&self) -> String {
        match self {
            Class::Ok => "ok".into(),
            Class::Located => "located".into(),
            Class::Diverged => "diverged".into(),
            Class::Unlocated => "unlocated".into(),
            Class::Panic => "panic".into(),
            Class::LlvmFatal => "llvm-fatal".into(),
            Class::Signal => "signal".into(),
            Class::Timeout => "timeout".into(),
            Class::Leftover => "leftover".into(),
            Class::Exit(n) => format!("exit-{n}"),
        }
    }
    /// Whether the run is a finding (anything but a clean outcome).
    pub fn is_finding(&self) -> bool {
        !matches!(self, Class::Ok | Class::Located | Class::Diverged)
    }
}

/// What a process did.
struct Ran {
    code: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    stdout: String,
    stderr: String,
}

fn run_process(mut cmd: Command, timeout: Duration) -> Result<Ran, String> {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| e.to_string())?;
    // Readers on threads, so a chatty child never blocks on a full pipe.
    let mut so = child.stdout.take();
    let mut se = child.stderr.take();
    let t_out = std::thread::spawn(move || {
        let mut v = vec![];
        if let Some(s) = so.as_mut() {
            let _ = s.read_to_end(&mut v);
        }
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = vec![];
        if let Some(s) = se.as_mut() {
            let _ = s.read_to_end(&mut v);
        }
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > timeout => {
                timed_out = true;
                let _ = child.kill();
                match child.wait() {
                    Ok(s) => break s,
                    Err(e) => return Err(e.to_string()),
                }
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(e.to_string()),
        }
    };
    let stdout = t_out.join().unwrap_or_default();
    let stderr = t_err.join().unwrap_or_default();
    Ok(Ran {
        code: status.code(),
        signal: status.signal(),
        timed_out,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    })
}

/// Classifies a run of irbridge on `input` (its path as given); `leftovers` are the unexpected files.
fn classify(
    ran: &Ran,
    input: &str,
    text: &[u8],
    out_wanted: bool,
    out_exists: bool,
    leftovers: &[String],
) -> Class {
    if ran.timed_out {
        return Class::Timeout;
    }
    if ran.signal.is_some() {
        return Class::Signal;
    }
    let err = &ran.stderr;
    if err.contains("panicked")
        || err.contains("internal error")
        || err.contains("(a bug)")
        || err.contains("the imported module is not valid MLIR")
        || ran.stdout.contains("internal error")
    {
        return Class::Panic;
    }
    if err.contains(": error: LLVM: ") {
        return Class::LlvmFatal;
    }
    if !leftovers.is_empty() {
        return Class::Leftover;
    }
    match ran.code {
        Some(0) if out_wanted && !out_exists => Class::Exit(0),
        Some(0) => Class::Ok,
        Some(1) => {
            let first_error = err.lines().find(|l| l.contains("error"));
            match first_error {
                Some(l) if is_located(l, input, text) => Class::Located,
                Some(_) => Class::Unlocated,
                // The round trip's divergence: a report on stdout, nothing on stderr.
                None if ran.stdout.contains("FAIL") || !ran.stdout.is_empty() => Class::Diverged,
                None => Class::Unlocated,
            }
        }
        Some(n) => Class::Exit(n),
        None => Class::Signal,
    }
}

/// `FILE:LINE:COL: error: ...` where FILE is the input (line 0 is the position of what has no lines:
/// bitcode, the module) or a file the input's own locations name (`loc("x.c":3:4)`: MLIR reports an
/// op's errors at its location, as upstream does).
fn is_located(line: &str, input: &str, text: &[u8]) -> bool {
    // A name location with no position (`loc("name")`): where the input put the op, as upstream
    // (which writes `<unknown>:0: error: loc("name"): ...`) reports it too.
    if let Some((name, _)) = line.split_once(": error: ") {
        if !name.contains(':') && mlir_string_literals(text).iter().any(|s| s == name) {
            return true;
        }
    }
    // An op the input itself placed at `loc(unknown)`: reported there, as upstream reports it.
    if line.starts_with("<unknown>:0: error: ")
        && text
            .windows(b"loc(unknown)".len())
            .any(|w| w == b"loc(unknown)")
    {
        return true;
    }
    let rest = match line.strip_prefix(input).and_then(|r| r.strip_prefix(':')) {
        Some(r) => r,
        None => {
            let Some((file, r)) = line.split_once(':') else {
                return false;
            };
            let quoted = format!("\"{file}\"");
            if file.is_empty() || !text.windows(quoted.len()).any(|w| w == quoted.as_bytes()) {
                return false;
            }
            r
        }
    };
    let mut parts = rest.splitn(3, ':');
    let (l, c, tail) = (parts.next(), parts.next(), parts.next());
    l.is_some_and(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()))
        && c.is_some_and(|c| !c.is_empty() && c.bytes().all(|b| b.is_ascii_digit()))
        && tail.is_some_and(|t| t.starts_with(" error: "))
}

/// The string literals of MLIR text, unescaped (`\\`, `\"`, `\t`, `\n`, `\XX`).
fn mlir_string_literals(text: &[u8]) -> Vec<String> {
    let mut out = vec![];
    let mut i = 0;
    while i < text.len() {
        if text[i] != b'"' {
            i += 1;
            continue;
        }
        let mut s = vec![];
        i += 1;
        while i < text.len() && text[i] != b'"' && text[i] != b'\n' {
            if text[i] == b'\\' && i + 1 < text.len() {
                let c = text[i + 1];
                let hex = text
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok());
                match (c, hex) {
                    (b't', _) => s.push(b'\t'),
                    (b'n', _) => s.push(b'\n'),
                    (_, Some(b)) => {
                        s.push(b);
                        i += 1;
                    }
                    _ => s.push(c),
                }
                i += 2;
            } else {
                s.push(text[i]);
                i += 1;
            }
        }
        out.push(String::from_utf8_lossy(&s).into_owned());
        i += 1;
    }
    out
}

/// Files in `dir` (recursively) other than `keep`.
fn unexpected_files(dir: &Path, keep: &[&Path]) -> Vec<String> {
    let mut out = vec![];
    let Ok(rd) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in rd.flatten() {
        let p = e.path();
        if keep.contains(&p.as_path()) {
            continue;
        }
        if e.file_type().is_ok_and(|t| t.is_dir()) {
            out.extend(unexpected_files(&p, keep));
        } else {
            out.push(p.display().to_string());
        }
    }
    out
}

/// The seeds of `corpus`: MLIR chunks, `.ll` files, and their bitcode (with `llvm-as` from `oracle`).
pub fn seeds(corpus: &Path, oracle: Option<&Path>, max_bytes: usize, work: &Path) -> Vec<Seed> {
    let mut files = vec![];
    collect(corpus, &mut files);
    files.sort();
    let mut out = vec![];
    for f in &files {
        let name = f.display().to_string();
        let Ok(bytes) = std::fs::read(f) else {
            continue;
        };
        let unregistered = name.contains("unregistered");
        if name.ends_with(".mlir") && !name.contains("/expected/") {
            for c in irbridge::driver::split_input(&bytes, "// -----") {
                if c.text.len() <= max_bytes && !c.text.iter().all(u8::is_ascii_whitespace) {
                    out.push(Seed {
                        kind: Kind::Mlir,
                        origin: format!("{name}:{}", c.line_offset + 1),
                        bytes: c.text.to_vec(),
                        unregistered,
                    });
                }
            }
        } else if name.ends_with(".ll") && bytes.len() <= max_bytes {
            out.push(Seed {
                kind: Kind::Ll,
                origin: name.clone(),
                bytes: bytes.clone(),
                unregistered: false,
            });
            if let Some(dir) = oracle {
                let bc = work.join(format!("seed-{}.bc", out.len()));
                let made = Command::new(dir.join("llvm-as"))
                    .arg(f)
                    .arg("-o")
                    .arg(&bc)
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success());
                if let (true, Ok(b)) = (made, std::fs::read(&bc)) {
                    out.push(Seed {
                        kind: Kind::Bc,
                        origin: format!("{name} (llvm-as)"),
                        bytes: b,
                        unregistered: false,
                    });
                }
                let _ = std::fs::remove_file(&bc);
            }
        }
    }
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if e.file_type().is_ok_and(|t| t.is_dir()) {
            collect(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// One run's record.
struct Record {
    mutant: u64,
    kind: Kind,
    cmd: &'static str,
    class: Class,
    /// Upstream's verdict where the differential ran: (upstream accepted, upstream crashed).
    upstream: Option<(bool, bool)>,
    irbridge_ok: bool,
    detail: String,
    input: Vec<u8>,
    origin: String,
    mutations: Vec<&'static str>,
}

/// Runs one mutant through its commands (and the differential); records in order.
fn run_mutant(args: &HostileArgs, exe: &Path, seeds: &[Seed], i: u64, work: &Path) -> Vec<Record> {
    let mut rng = Rng::new(args.seed.wrapping_mul(0x1000_0000).wrapping_add(i));
    // Half MLIR, a quarter each `.ll` and bitcode (the corpus has far more MLIR chunks), where
    // there are seeds of each.
    let wanted: Vec<Kind> = [Kind::Mlir, Kind::Mlir, Kind::Ll, Kind::Bc]
        .into_iter()
        .filter(|k| args.kinds.split(',').any(|w| w.trim() == k.ext()))
        .collect();
    let kind = match wanted.len() {
        0 => Kind::Mlir,
        n => wanted[rng.below(n)],
    };
    let of_kind: Vec<&Seed> = seeds.iter().filter(|s| s.kind == kind).collect();
    let seed = if of_kind.is_empty() {
        &seeds[rng.below(seeds.len())]
    } else {
        of_kind[rng.below(of_kind.len())]
    };
    // A splicing partner of the same kind.
    let same: Vec<&Seed> = seeds.iter().filter(|s| s.kind == seed.kind).collect();
    let other = same[rng.below(same.len())];
    let (bytes, mutations) = match seed.kind {
        Kind::Bc => mutate::mutate_binary(&mut rng, &seed.bytes, &other.bytes),
        _ => mutate::mutate_text(&mut rng, &seed.bytes, &other.bytes),
    };
    let cmds = match seed.kind {
        Kind::Mlir => MLIR_CMDS,
        _ => LLVM_CMDS,
    };
    let dir = work.join(format!("m{i}"));
    let mut records = vec![];
    let chosen = |name: &str| {
        args.commands
            .as_deref()
            .is_none_or(|c| c.split(',').any(|w| w.trim() == name))
    };
    for cmd in cmds.iter().filter(|c| chosen(c.name)) {
        let _ = std::fs::remove_dir_all(&dir);
        let tmp = dir.join("tmp");
        if std::fs::create_dir_all(&tmp).is_err() {
            continue;
        }
        let input = dir.join(format!("in.{}", seed.kind.ext()));
        if std::fs::write(&input, &bytes).is_err() {
            continue;
        }
        let output = cmd.out_ext.map(|e| dir.join(format!("out.{e}")));
        let sub = |a: &str| -> String {
            match a {
                "IN" => input.display().to_string(),
                "OUT" => output
                    .as_ref()
                    .map_or_else(String::new, |o| o.display().to_string()),
                other => other.to_string(),
            }
        };
        let mut c = Command::new(exe);
        c.args(cmd.args.iter().map(|a| sub(a)));
        if seed.unregistered && cmd.name != "roundtrip" {
            c.arg("--allow-unregistered-dialect");
        }
        c.current_dir(&dir)
            .env("TMPDIR", &tmp)
            .env_remove("RUST_BACKTRACE");
        let ran = match run_process(c, Duration::from_secs(args.timeout)) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("hostile: cannot run {}: {e}", exe.display());
                continue;
            }
        };
        let out_exists = output.as_ref().is_some_and(|o| o.exists());
        let mut keep: Vec<&Path> = vec![input.as_path(), tmp.as_path()];
        if ran.code == Some(0) {
            if let Some(o) = &output {
                keep.push(o.as_path());
            }
        }
        let leftovers = unexpected_files(&dir, &keep);
        let class = classify(
            &ran,
            &input.display().to_string(),
            &bytes,
            output.is_some(),
            out_exists,
            &leftovers,
        );
        let irbridge_ok = ran.code == Some(0) && !ran.timed_out;
        let upstream = match (cmd.upstream, args.oracle.as_os_str() != "none") {
            (Some((tool, uargs)), true) if i < args.differential => {
                let mut u = Command::new(args.oracle.join(tool));
                u.args(uargs.iter().map(|a| sub(a)));
                if seed.unregistered {
                    u.arg("--allow-unregistered-dialect");
                }
                u.current_dir(&dir).env("TMPDIR", &tmp);
                run_process(u, Duration::from_secs(args.timeout))
                    .ok()
                    .map(|r| {
                        let crashed = r.signal.is_some() || r.timed_out || r.code.unwrap_or(1) > 1;
                        (r.code == Some(0), crashed)
                    })
            }
            _ => None,
        };
        let detail = format!(
            "irbridge {}\nexit {:?} signal {:?} timed out {}\nleftovers {:?}\n--- stderr\n{}\n--- stdout (start)\n{}",
            cmd.args.join(" "),
            ran.code,
            ran.signal,
            ran.timed_out,
            leftovers,
            ran.stderr,
            ran.stdout.chars().take(2000).collect::<String>()
        );
        records.push(Record {
            mutant: i,
            kind: seed.kind,
            cmd: cmd.name,
            class,
            upstream,
            irbridge_ok,
            detail,
            input: bytes.clone(),
            origin: seed.origin.clone(),
            mutations: mutations.clone(),
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
    records
}

/// Tallies of a campaign.
#[derive(Default)]
pub struct Tally {
    pub runs: u64,
    pub mutants: u64,
    /// (kind, command) → class → count.
    pub by_cmd: BTreeMap<(String, String), BTreeMap<String, u64>>,
    pub by_class: BTreeMap<String, u64>,
    /// (kind, command) → [both accept, both reject, accepts-invalid, rejects-valid, upstream crash].
    pub differential: BTreeMap<(String, String), [u64; 5]>,
}

impl Tally {
    /// Runs that are findings (the classes that must be zero).
    pub fn findings(&self) -> u64 {
        self.by_class
            .iter()
            .filter(|(k, _)| !matches!(k.as_str(), "ok" | "located" | "diverged"))
            .map(|(_, v)| v)
            .sum()
    }

    fn report(&self, elapsed: Duration) -> String {
        let mut s = String::new();
        s += &format!(
            "hostile-input campaign: {} runs on {} mutants in {:.0} s\n\nby class:\n",
            self.runs,
            self.mutants,
            elapsed.as_secs_f64()
        );
        for (k, v) in &self.by_class {
            s += &format!("  {k:<12} {v}\n");
        }
        s += "\nby command:\n";
        for ((kind, cmd), classes) in &self.by_cmd {
            let parts: Vec<String> = classes.iter().map(|(k, v)| format!("{k} {v}")).collect();
            s += &format!("  {kind:<5} {cmd:<10} {}\n", parts.join(", "));
        }
        if !self.differential.is_empty() {
            s += "\ndifferential against upstream 19 (mutants):\n";
            s += "  kind  command    both-accept both-reject accepts-invalid rejects-valid upstream-crash\n";
            for ((kind, cmd), d) in &self.differential {
                s += &format!(
                    "  {kind:<5} {cmd:<10} {:>11} {:>11} {:>15} {:>13} {:>14}\n",
                    d[0], d[1], d[2], d[3], d[4]
                );
            }
        }
        s += &format!("\nfindings (must be 0): {}\n", self.findings());
        s
    }
}

/// `irbridge hostile`.
pub fn run(args: HostileArgs) -> ExitCode {
    match campaign(&args) {
        Ok(t) if t.findings() == 0 => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("irbridge hostile: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the campaign; the tallies (also written to `<out>/report.txt`).
pub fn campaign(args: &HostileArgs) -> Result<Tally, String> {
    let exe = match &args.irbridge {
        Some(p) => p.clone(),
        None => crate::user_binary().map_err(|e| e.to_string())?,
    };
    let out = &args.out;
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create '{}': {e}", out.display()))?;
    let work = out.join("work");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    let oracle = (args.oracle.as_os_str() != "none").then_some(args.oracle.as_path());
    let seeds = seeds(&args.corpus, oracle, args.max_seed_bytes, &work);
    if seeds.is_empty() {
        return Err(format!("no seeds in '{}'", args.corpus.display()));
    }
    eprintln!(
        "hostile: {} seeds ({} MLIR, {} .ll, {} .bc)",
        seeds.len(),
        seeds.iter().filter(|s| s.kind == Kind::Mlir).count(),
        seeds.iter().filter(|s| s.kind == Kind::Ll).count(),
        seeds.iter().filter(|s| s.kind == Kind::Bc).count()
    );
    let start = Instant::now();
    let tally = std::sync::Mutex::new(Tally::default());
    let next = std::sync::atomic::AtomicU64::new(0);
    let log = std::sync::Mutex::new(
        std::fs::File::create(out.join("runs.tsv")).map_err(|e| e.to_string())?,
    );
    std::thread::scope(|s| {
        for _ in 0..args.jobs.max(1) {
            s.spawn(|| loop {
                if tally.lock().map_or(true, |t| t.runs >= args.runs) {
                    return;
                }
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let records = run_mutant(args, &exe, &seeds, i, &work);
                let Ok(mut t) = tally.lock() else { return };
                t.mutants += 1;
                for r in records {
                    record(&mut t, &r, out, &log);
                }
                if t.mutants % 500 == 0 {
                    eprintln!(
                        "hostile: {} runs, {} mutants, {} findings, {:.0} s",
                        t.runs,
                        t.mutants,
                        t.findings(),
                        start.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work);
    let t = tally
        .into_inner()
        .map_err(|_| "a campaign thread panicked".to_string())?;
    let report = t.report(start.elapsed());
    print!("{report}");
    std::fs::write(out.join("report.txt"), &report).map_err(|e| e.to_string())?;
    Ok(t)
}

fn record(t: &mut Tally, r: &Record, out: &Path, log: &std::sync::Mutex<std::fs::File>) {
    use std::io::Write;
    let kind = r.kind.ext().to_string();
    let class = r.class.name();
    t.runs += 1;
    *t.by_class.entry(class.clone()).or_default() += 1;
    *t.by_cmd
        .entry((kind.clone(), r.cmd.to_string()))
        .or_default()
        .entry(class.clone())
        .or_default() += 1;
    let mut verdict = "";
    if let Some((up_ok, up_crash)) = r.upstream {
        let d = t
            .differential
            .entry((kind.clone(), r.cmd.to_string()))
            .or_default();
        let slot = match (r.irbridge_ok, up_ok, up_crash) {
            (_, _, true) => 4,
            (true, true, _) => 0,
            (false, false, _) => 1,
            (true, false, _) => 2,
            (false, true, _) => 3,
        };
        d[slot] += 1;
        verdict = ["", "", "accepts-invalid", "rejects-valid", "upstream-crash"][slot];
    }
    if let Ok(mut f) = log.lock() {
        let _ = writeln!(
            f,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            r.mutant,
            kind,
            r.cmd,
            class,
            verdict,
            r.origin,
            r.mutations.join("+")
        );
    }
    let keep_as = if r.class.is_finding() {
        Some(format!("findings/{class}"))
    } else if !verdict.is_empty() {
        Some(format!("differential/{verdict}/{}", r.cmd))
    } else {
        None
    };
    if let Some(sub) = keep_as {
        let dir = out.join(sub);
        if std::fs::create_dir_all(&dir).is_ok() {
            let base = dir.join(format!("{}-{}.{}", r.mutant, r.cmd, kind));
            let _ = std::fs::write(&base, &r.input);
            let _ = std::fs::write(
                base.with_extension(format!("{kind}.txt")),
                format!(
                    "origin {}\nmutations {}\n{}",
                    r.origin,
                    r.mutations.join("+"),
                    r.detail
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn located_lines() {
        let t = b"%0 = \"a\"() : () -> () loc(\"x.c\":1:2)";
        assert!(is_located("a/in.mlir:3:7: error: x", "a/in.mlir", t));
        assert!(is_located(
            "a/in.bc:0:0: error: invalid bitcode",
            "a/in.bc",
            t
        ));
        assert!(is_located("x.c:1:2: error: x", "a/in.mlir", t));
        assert!(!is_located("y.c:1:2: error: x", "a/in.mlir", t));
        let named = b"%0 = \"a\"() : () -> () loc(\"tab\\there\")";
        assert!(is_located("tab\there: error: x", "a/in.mlir", named));
        assert!(!is_located("other: error: x", "a/in.mlir", named));
        assert!(!is_located("a/in.mlir: error: x", "a/in.mlir", t));
        assert!(!is_located("<import>:3:7: error: x", "a/in.mlir", t));
        assert!(!is_located("a/in.mlir:3:7: warning: x", "a/in.mlir", t));
        // `<unknown>` only where the input wrote `loc(unknown)`.
        assert!(!is_located("<unknown>:0: error: x", "a/in.mlir", t));
        let unknown = b"func.func @f() { return loc(unknown) }";
        assert!(is_located("<unknown>:0: error: x", "a/in.mlir", unknown));
    }
}
