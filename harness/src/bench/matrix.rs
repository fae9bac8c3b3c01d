//! `irbridge bench --matrix`: every job on several input shapes at 1×, 4× and 16× a base size,
//! irbridge and upstream 19 side by side in one run (issue 25). Each measurement runs both tools as
//! child processes writing to a file, alternating, `--runs` times; the minimum of each figure (wall
//! time, user+sys CPU time and peak RSS from `wait4`) is kept. Both outputs must be equal, as the
//! job defines it ([`Equality`]). Prints one line per cell as it goes and a Markdown table at the
//! end, the README's. `--quick` runs tiny inputs once (the plumbing's smoke test, not a timing).
//!
//! The import's inputs are a real C program, the `.c` files of `--c-source` (benches/matrix.sh
//! fetches zlib's) compiled by clang 19 at -O0, -O2 and -O0 -g and linked into one module; k× is k
//! copies of it linked together, each with its defined symbols renamed (`@f.copy2`).

use super::{measure, Measure};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

/// The options `irbridge bench --matrix` reads (a part of `BenchArgs`).
pub struct MatrixOptions<'a> {
    pub runs: usize,
    pub quick: bool,
    pub seed: u64,
    /// upstream `mlir-opt`; the other tools are taken from its folder.
    pub mlir_opt: &'a Path,
    pub c_source: Option<&'a Path>,
    /// Only the cells whose `job shape` contains this text.
    pub only: Option<&'a str>,
    /// Keep the inputs and outputs here (else they are removed as the run goes).
    pub keep: bool,
}

/// What a cell runs: the same work for both tools.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Job {
    /// `opt` with no pass: parse, verify, print.
    Parse,
    /// The same on `llvm`-dialect input.
    LlvmDialect,
    /// A lowering to the `llvm` dialect ending in `--convert-to-llvm --reconcile-unrealized-casts`.
    Lower,
    CanonicalizeCse,
    /// `translate --mlir-to-llvmir`.
    Export,
    /// `translate --import-llvm`.
    Import,
}

impl Job {
    fn name(self) -> &'static str {
        match self {
            Job::Parse => "parse+print",
            Job::LlvmDialect => "llvm-dialect parse+print",
            Job::Lower => "lower to llvm",
            Job::CanonicalizeCse => "canonicalize+cse",
            Job::Export => "export",
            Job::Import => "import",
        }
    }

    /// Issue 25's targets at ≥ 10 MB: wall time ×, CPU time × (import only) and peak RSS ×.
    fn targets(self) -> (f64, Option<f64>, f64) {
        match self {
            Job::Parse | Job::LlvmDialect => (0.3, None, 0.45),
            Job::Lower | Job::CanonicalizeCse => (0.35, None, 0.45),
            Job::Export => (0.5, None, 0.6),
            Job::Import => (0.7, Some(1.0), 0.6),
        }
    }

    /// How the two outputs are compared.
    fn equality(self) -> Equality {
        match self {
            Job::Parse | Job::LlvmDialect => Equality::Identical,
            Job::Lower | Job::CanonicalizeCse => Equality::Reprinted,
            Job::Export => Equality::LlvmDis,
            Job::Import => Equality::Exported,
        }
    }
}

/// What "the outputs are equal" means for a job.
#[derive(Clone, Copy)]
enum Equality {
    /// Byte-identical text.
    Identical,
    /// Identical, or identical after upstream `mlir-opt` re-prints both (SSA names, alias order).
    Reprinted,
    /// Identical after `llvm-as | llvm-dis` (the `; ModuleID` line dropped).
    LlvmDis,
    /// Identical MLIR text, or both translated back by upstream `mlir-translate --mlir-to-llvmir`
    /// and identical after `llvm-as | llvm-dis` but for the `target` lines: irbridge keeps the
    /// module's triple (`llvm.target_triple`, which upstream 19 drops) and its layout string as
    /// written, where upstream 19 re-spells the layout from its `dlti` entries (import/README.md).
    Exported,
}

/// An input shape: how its file of a given factor is made.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Shape {
    SmallFunctions,
    HugeFunctions,
    DeepScf,
    Dense,
    Structured,
    /// Vector kernels (`diffprog --dialects vector`'s programs).
    Vector,
    /// Upstream's `--convert-to-llvm --reconcile-unrealized-casts` of a generated shape.
    Lowered(Generated),
    /// The C program's clang 19 `.ll`.
    CProgram(CFlavor),
    /// Upstream's import of the C program (with locations: debug info in the llvm dialect).
    CImported(CFlavor),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Generated {
    Small,
    Huge,
}

/// The `.ll` size of the C program's `-O0 -g` 1× (its first files).
const DEBUG_BASE: u64 = 640 << 10;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum CFlavor {
    O0,
    O2,
    O0Debug,
}

impl CFlavor {
    fn flags(self) -> &'static [&'static str] {
        match self {
            CFlavor::O0 => &["-O0"],
            CFlavor::O2 => &["-O2"],
            CFlavor::O0Debug => &["-O0", "-g"],
        }
    }
    fn name(self) -> &'static str {
        match self {
            CFlavor::O0 => "-O0",
            CFlavor::O2 => "-O2",
            CFlavor::O0Debug => "-O0 -g (first files, 0.6 MB)",
        }
    }
}

impl Shape {
    fn name(self, c_name: &str) -> String {
        match self {
            Shape::SmallFunctions => "many small functions".into(),
            Shape::HugeFunctions => "4 huge functions".into(),
            Shape::DeepScf => "scf nested 12 deep".into(),
            Shape::Dense => "dense constants".into(),
            Shape::Structured => "scf/affine/math/vector".into(),
            Shape::Vector => "vector kernels".into(),
            Shape::Lowered(Generated::Small) => "lowered small functions".into(),
            Shape::Lowered(Generated::Huge) => "lowered huge functions".into(),
            Shape::CProgram(f) => format!("{c_name} clang {}", f.name()),
            Shape::CImported(f) => format!("{c_name} {} imported, locations", f.name()),
        }
    }
    fn extension(self) -> &'static str {
        match self {
            Shape::CProgram(_) => "ll",
            _ => "mlir",
        }
    }
}

/// One cell of the matrix: a job on a shape, with the flags both tools get.
struct Cell {
    job: Job,
    shape: Shape,
    flags: Vec<&'static str>,
}

const TO_LLVM: [&str; 2] = ["--convert-to-llvm", "--reconcile-unrealized-casts"];

fn cells() -> Vec<Cell> {
    use Shape::*;
    let cell = |job, shape, flags: &[&'static str]| Cell {
        job,
        shape,
        flags: flags.to_vec(),
    };
    let scf_to_llvm = ["--convert-scf-to-cf", TO_LLVM[0], TO_LLVM[1]];
    // diffprog's lowering of structured programs (diffprog::pipeline with every dialect).
    let structured_to_llvm = [
        "--expand-strided-metadata",
        "--convert-vector-to-scf",
        "--lower-affine",
        "--convert-scf-to-cf",
        "--lower-vector-multi-reduction",
        "--convert-vector-to-llvm",
        TO_LLVM[0],
        TO_LLVM[1],
    ];
    let canon = ["--canonicalize", "--cse"];
    vec![
        cell(Job::Parse, SmallFunctions, &[]),
        cell(Job::Parse, HugeFunctions, &[]),
        cell(Job::Parse, DeepScf, &[]),
        cell(Job::Parse, Dense, &[]),
        cell(Job::LlvmDialect, Lowered(Generated::Small), &[]),
        cell(Job::LlvmDialect, Lowered(Generated::Huge), &[]),
        cell(
            Job::LlvmDialect,
            CImported(CFlavor::O0Debug),
            &["--mlir-print-debuginfo"],
        ),
        cell(Job::Lower, SmallFunctions, &TO_LLVM),
        cell(Job::Lower, HugeFunctions, &TO_LLVM),
        cell(Job::Lower, DeepScf, &scf_to_llvm),
        cell(Job::Lower, Dense, &TO_LLVM),
        cell(Job::Lower, Structured, &structured_to_llvm),
        cell(Job::Lower, Vector, &structured_to_llvm),
        cell(Job::CanonicalizeCse, SmallFunctions, &canon),
        cell(Job::CanonicalizeCse, DeepScf, &canon),
        cell(Job::CanonicalizeCse, Dense, &canon),
        cell(Job::CanonicalizeCse, Structured, &canon),
        cell(Job::Export, Lowered(Generated::Small), &[]),
        cell(Job::Export, Lowered(Generated::Huge), &[]),
        cell(Job::Export, CImported(CFlavor::O0Debug), &[]),
        cell(Job::Import, CProgram(CFlavor::O0), &[]),
        cell(Job::Import, CProgram(CFlavor::O2), &[]),
        cell(Job::Import, CProgram(CFlavor::O0Debug), &[]),
    ]
}

/// Upstream's tools, from `mlir-opt`'s folder.
struct Tools {
    mlir_opt: PathBuf,
    mlir_translate: PathBuf,
    clang: PathBuf,
    llvm_as: PathBuf,
    llvm_dis: PathBuf,
    llvm_link: PathBuf,
}

impl Tools {
    fn find(mlir_opt: &Path) -> Result<Tools, String> {
        let bin = mlir_opt.parent().unwrap_or(Path::new("."));
        let tools = Tools {
            mlir_opt: mlir_opt.to_path_buf(),
            mlir_translate: bin.join("mlir-translate"),
            clang: bin.join("clang"),
            llvm_as: bin.join("llvm-as"),
            llvm_dis: bin.join("llvm-dis"),
            llvm_link: bin.join("llvm-link"),
        };
        for t in [
            &tools.mlir_opt,
            &tools.mlir_translate,
            &tools.clang,
            &tools.llvm_as,
            &tools.llvm_dis,
            &tools.llvm_link,
        ] {
            if !t.exists() {
                return Err(format!(
                    "{} not found (upstream LLVM 19's tools)",
                    t.display()
                ));
            }
        }
        Ok(tools)
    }
}

/// Runs `cmd`, which must succeed; its stderr's first lines in the error.
fn run_tool(cmd: &mut Command) -> Result<(), String> {
    let out = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr);
    Err(format!(
        "{:?} failed: {}",
        cmd.get_program(),
        err.lines().take(3).collect::<Vec<_>>().join(" | ")
    ))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Makes (once) and names the input files of every shape and factor.
struct Inputs<'a> {
    dir: PathBuf,
    tools: &'a Tools,
    seed: u64,
    /// Size of the 1× generated MLIR modules.
    mlir_base: usize,
    /// Size of the 1× module lowered for the `Lowered` shapes, before lowering.
    lowered_base: usize,
    c_source: Option<PathBuf>,
    made: HashMap<(Shape, usize), PathBuf>,
}

impl Inputs<'_> {
    fn get(&mut self, shape: Shape, factor: usize) -> Result<PathBuf, String> {
        if let Some(p) = self.made.get(&(shape, factor)) {
            return Ok(p.clone());
        }
        let name =
            format!("in-{shape:?}-{factor}x.{}", shape.extension()).replace([' ', '(', ')'], "_");
        let path = self.dir.join(name);
        self.make(shape, factor, &path)?;
        self.made.insert((shape, factor), path.clone());
        Ok(path)
    }

    fn make(&mut self, shape: Shape, factor: usize, path: &Path) -> Result<(), String> {
        let size = self.mlir_base * factor;
        let seed = self.seed;
        match shape {
            Shape::SmallFunctions => write(path, &crate::gen::generate(size, seed)),
            Shape::HugeFunctions => {
                write(path, &crate::gen::generate_with(size, seed, size / 4 + 1))
            }
            Shape::DeepScf => write(path, &super::shapes::deep_scf(size, seed)),
            Shape::Dense => write(path, &super::shapes::dense(size, seed)),
            Shape::Structured => write(path, &super::shapes::structured(size, seed)),
            Shape::Vector => write(path, &super::shapes::vector(size, seed)),
            Shape::Lowered(g) => {
                let size = self.lowered_base * factor;
                let src = path.with_extension("src.mlir");
                let text = match g {
                    Generated::Small => crate::gen::generate(size, seed),
                    Generated::Huge => crate::gen::generate_with(size, seed, size / 4 + 1),
                };
                write(&src, &text)?;
                let r = run_tool(
                    Command::new(&self.tools.mlir_opt)
                        .args(TO_LLVM)
                        .arg(&src)
                        .arg("-o")
                        .arg(path),
                );
                let _ = std::fs::remove_file(&src);
                r
            }
            Shape::CProgram(flavor) => {
                let one = self.c_program(flavor)?;
                if factor == 1 {
                    return std::fs::copy(&one, path)
                        .map(drop)
                        .map_err(|e| format!("cannot copy {}: {e}", one.display()));
                }
                // k copies of the program, each with its own names, linked into one module.
                let text = std::fs::read_to_string(&one)
                    .map_err(|e| format!("cannot read {}: {e}", one.display()))?;
                let defined = defined_symbols(&text);
                let mut copies = vec![];
                for k in 0..factor {
                    let copy = self.dir.join(format!("copy{k}.ll"));
                    write(&copy, &rename_symbols(&text, &defined, k))?;
                    copies.push(copy);
                }
                let r = run_tool(
                    Command::new(&self.tools.llvm_link)
                        .arg("-S")
                        .args(&copies)
                        .arg("-o")
                        .arg(path),
                );
                for c in &copies {
                    let _ = std::fs::remove_file(c);
                }
                r
            }
            Shape::CImported(flavor) => {
                let ll = self.get(Shape::CProgram(flavor), factor)?;
                run_tool(
                    Command::new(&self.tools.mlir_translate)
                        .args(["--import-llvm", "--mlir-print-debuginfo"])
                        .arg(&ll)
                        .arg("-o")
                        .arg(path),
                )
            }
        }
    }

    /// The C program compiled at `flavor` into one `.ll` (made once).
    fn c_program(&mut self, flavor: CFlavor) -> Result<PathBuf, String> {
        let out = self.dir.join(format!("c-program-{flavor:?}.ll"));
        if out.exists() {
            return Ok(out);
        }
        let sources: Vec<PathBuf> = match &self.c_source {
            Some(dir) => {
                let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
                    .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "c"))
                    .collect();
                v.sort();
                if v.is_empty() {
                    return Err(format!("no .c file in {}", dir.display()));
                }
                v
            }
            None => {
                let p = self.dir.join("small-program.c");
                write(&p, super::shapes::SMALL_C_PROGRAM)?;
                vec![p]
            }
        };
        let mut lls = vec![];
        for (i, c) in sources.iter().enumerate() {
            let ll = self.dir.join(format!("tu{i}-{flavor:?}.ll"));
            let mut cmd = Command::new(&self.tools.clang);
            cmd.args(["-S", "-emit-llvm", "-w"])
                .args(flavor.flags())
                // zlib's configure would define these (zconf.h): the POSIX I/O of gz*.c.
                .args(["-DHAVE_UNISTD_H", "-DHAVE_STDARG_H"]);
            if let Some(dir) = &self.c_source {
                cmd.arg("-I").arg(dir);
            }
            run_tool(cmd.arg(c).arg("-o").arg(&ll))?;
            lls.push(ll);
            // With debug info the `.ll` is ~2.5× larger and its import with locations ~3× that:
            // the first files of at least DEBUG_BASE bytes keep 16× near the other shapes' size.
            let so_far: u64 = lls
                .iter()
                .map(|l| std::fs::metadata(l).map_or(0, |m| m.len()))
                .sum();
            if flavor == CFlavor::O0Debug && so_far >= DEBUG_BASE {
                break;
            }
        }
        run_tool(
            Command::new(&self.tools.llvm_link)
                .arg("-S")
                .args(&lls)
                .arg("-o")
                .arg(&out),
        )?;
        for f in &lls {
            let _ = std::fs::remove_file(f);
        }
        Ok(out)
    }
}

/// Whether `b` may continue an unquoted LLVM IR identifier (`@name`).
fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// The unquoted names of the functions and globals `ll` defines (`define ... @f(`, `@g = `).
fn defined_symbols(ll: &str) -> std::collections::HashSet<String> {
    let mut names = std::collections::HashSet::new();
    for line in ll.lines() {
        let at = if line.starts_with("define ") {
            line.find(" @").map(|i| i + 2)
        } else if line.starts_with('@') {
            Some(1)
        } else {
            None
        };
        if let Some(at) = at {
            let end = line[at..]
                .bytes()
                .position(|b| !is_ident_byte(b))
                .map_or(line.len(), |n| at + n);
            if end > at {
                names.insert(line[at..end].to_string());
            }
        }
    }
    names
}

/// `ll` with every `@name` of `defined` renamed `@name.copyK`, so that K copies link together.
fn rename_symbols(ll: &str, defined: &std::collections::HashSet<String>, k: usize) -> String {
    let bytes = ll.as_bytes();
    let mut out = String::with_capacity(ll.len() + ll.len() / 16);
    let mut last = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'@' {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() && is_ident_byte(bytes[end]) {
                end += 1;
            }
            if end > start && defined.contains(&ll[start..end]) {
                out.push_str(&ll[last..end]);
                let _ = write!(out, ".copy{k}");
                last = end;
            }
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    out.push_str(&ll[last..]);
    out
}

/// The best (smallest) of each figure over runs.
fn min_measure(a: Option<Measure>, b: Measure) -> Measure {
    match a {
        None => b,
        Some(a) => Measure {
            secs: a.secs.min(b.secs),
            rss_kb: a.rss_kb.min(b.rss_kb),
            cpu_secs: a.cpu_secs.min(b.cpu_secs),
        },
    }
}

/// One size of one cell: both tools' figures and whether the outputs were equal.
struct Point {
    factor: usize,
    bytes: u64,
    irbridge: Measure,
    upstream: Measure,
    equal: Result<&'static str, String>,
}

fn mb(bytes: u64) -> f64 {
    bytes as f64 / (1 << 20) as f64
}

/// The command each tool runs for `cell` on `input`, writing `output`.
fn commands(
    cell: &Cell,
    exe: &Path,
    tools: &Tools,
    input: &Path,
    ib_out: &Path,
    up_out: &Path,
) -> (Command, Command) {
    let (mut ib, mut up) = match cell.job {
        Job::Export | Job::Import => {
            let flag = if cell.job == Job::Export {
                "--mlir-to-llvmir"
            } else {
                "--import-llvm"
            };
            let mut ib = Command::new(exe);
            ib.args(["translate", flag]);
            let mut up = Command::new(&tools.mlir_translate);
            up.arg(flag);
            (ib, up)
        }
        _ => {
            let mut ib = Command::new(exe);
            ib.arg("opt");
            (ib, Command::new(&tools.mlir_opt))
        }
    };
    ib.args(&cell.flags).arg(input).arg("-o").arg(ib_out);
    up.args(&cell.flags).arg(input).arg("-o").arg(up_out);
    (ib, up)
}

/// `path` through `llvm-as | llvm-dis`, without its `; ModuleID` line (and, with `no_target`, its
/// `target datalayout` and `target triple` lines).
fn llvm_dis_text(tools: &Tools, path: &Path, no_target: bool) -> Result<String, String> {
    let bc = path.with_extension("norm.bc");
    run_tool(Command::new(&tools.llvm_as).arg(path).arg("-o").arg(&bc))?;
    let out = Command::new(&tools.llvm_dis)
        .arg(&bc)
        .arg("-o")
        .arg("-")
        .stderr(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run llvm-dis: {e}"))?;
    let _ = std::fs::remove_file(&bc);
    Ok(String::from_utf8_lossy(&out.stdout)
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("; ModuleID"))
        .filter(|l| !(no_target && l.starts_with("target ")))
        .collect())
}

/// Whether the two outputs are equal in `equality`'s sense: how they were found equal, or why not.
fn compare(
    equality: Equality,
    tools: &Tools,
    ib: &Path,
    up: &Path,
) -> Result<&'static str, String> {
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("cannot read {}: {e}", p.display()));
    let identical = read(ib)? == read(up)?;
    match equality {
        _ if identical && !matches!(equality, Equality::LlvmDis) => Ok("identical"),
        Equality::Identical => Err("texts differ".into()),
        Equality::Reprinted => {
            let (a, b) = (ib.with_extension("re1"), up.with_extension("re2"));
            for (from, to) in [(ib, &a), (up, &b)] {
                run_tool(Command::new(&tools.mlir_opt).arg(from).arg("-o").arg(to))?;
            }
            let same = read(&a)? == read(&b)?;
            let _ = (std::fs::remove_file(&a), std::fs::remove_file(&b));
            if same {
                Ok("same re-printed")
            } else {
                Err("differ, also re-printed by mlir-opt".into())
            }
        }
        Equality::LlvmDis => {
            if llvm_dis_text(tools, ib, false)? == llvm_dis_text(tools, up, false)? {
                Ok("same llvm-dis")
            } else {
                Err("differ after llvm-as | llvm-dis".into())
            }
        }
        Equality::Exported => {
            let (a, b) = (ib.with_extension("x1.ll"), up.with_extension("x2.ll"));
            for (from, to) in [(ib, &a), (up, &b)] {
                run_tool(
                    Command::new(&tools.mlir_translate)
                        .arg("--mlir-to-llvmir")
                        .arg(from)
                        .arg("-o")
                        .arg(to),
                )?;
            }
            let same = llvm_dis_text(tools, &a, true)? == llvm_dis_text(tools, &b, true)?;
            let _ = (std::fs::remove_file(&a), std::fs::remove_file(&b));
            if same {
                Ok("same exported")
            } else {
                Err("differ, also exported by mlir-translate".into())
            }
        }
    }
}

/// One cell at every factor.
fn run_cell(
    cell: &Cell,
    exe: &Path,
    inputs: &mut Inputs,
    factors: &[usize],
    runs: usize,
) -> Result<Vec<Point>, String> {
    let mut points = vec![];
    for &factor in factors {
        let input = inputs.get(cell.shape, factor)?;
        let bytes = std::fs::metadata(&input).map_or(0, |m| m.len());
        let ext = if cell.job == Job::Export {
            "ll"
        } else {
            "mlir"
        };
        let ib_out = inputs.dir.join(format!("out-irbridge.{ext}"));
        let up_out = inputs.dir.join(format!("out-upstream.{ext}"));
        let err_file = inputs.dir.join("stderr.txt");
        let (mut best_ib, mut best_up) = (None, None);
        for _ in 0..runs.max(1) {
            let (mut ib, mut up) = commands(cell, exe, inputs.tools, &input, &ib_out, &up_out);
            let m = measure(&mut ib, &err_file).map_err(|e| format!("irbridge: {e}"))?;
            best_ib = Some(min_measure(best_ib, m));
            let m = measure(&mut up, &err_file).map_err(|e| format!("upstream: {e}"))?;
            best_up = Some(min_measure(best_up, m));
        }
        let equal = compare(cell.job.equality(), inputs.tools, &ib_out, &up_out);
        points.push(Point {
            factor,
            bytes,
            irbridge: best_ib.expect("one run at least"),
            upstream: best_up.expect("one run at least"),
            equal,
        });
    }
    Ok(points)
}

/// The table's row of one cell, and the targets it misses (at the largest size, if ≥ 10 MB, and
/// time per MB at the largest size over the smallest ≤ 1.3).
fn row(cell: &Cell, c_name: &str, points: &[Point]) -> (String, Vec<String>) {
    let ratio = |p: &Point, f: fn(&Measure) -> f64| f(&p.irbridge) / f(&p.upstream);
    let wall = |m: &Measure| m.secs;
    let cpu = |m: &Measure| m.cpu_secs;
    let rss = |m: &Measure| m.rss_kb as f64;
    let (first, last) = (&points[0], &points[points.len() - 1]);
    let per_mb = |p: &Point, m: &Measure| m.secs / mb(p.bytes).max(1e-9);
    let growth_ib = per_mb(last, &last.irbridge) / per_mb(first, &first.irbridge);
    let growth_up = per_mb(last, &last.upstream) / per_mb(first, &first.upstream);
    let mut misses = vec![];
    let (t_wall, t_cpu, t_rss) = cell.job.targets();
    if mb(last.bytes) >= 10.0 {
        if ratio(last, wall) > t_wall {
            misses.push(format!("wall>{t_wall}"));
        }
        if let Some(t) = t_cpu {
            if ratio(last, cpu) > t {
                misses.push(format!("CPU>{t}"));
            }
        }
        if ratio(last, rss) > t_rss {
            misses.push(format!("RSS>{t_rss}"));
        }
    }
    if points.len() > 1 && growth_ib > 1.3 {
        misses.push("s/MB>1.3".into());
    }
    let join = |f: &dyn Fn(&Point) -> String| points.iter().map(f).collect::<Vec<_>>().join(" / ");
    let equal = if points.iter().all(|p| p.equal.is_ok()) {
        let mut how: Vec<&str> = points.iter().filter_map(|p| p.equal.clone().ok()).collect();
        how.dedup();
        how.join(", ")
    } else {
        misses.push("OUTPUTS DIFFER".into());
        join(&|p| match &p.equal {
            Ok(_) => "equal".into(),
            Err(e) => format!("{}×: {e}", p.factor),
        })
    };
    let text = format!(
        "| {} | {} | {} | {} | {} | {} | {:.2} | {:.2} | {} | {} |",
        cell.job.name(),
        if cell.flags.is_empty() || cell.job == Job::Lower {
            cell.shape.name(c_name)
        } else {
            format!("{} `{}`", cell.shape.name(c_name), cell.flags.join(" "))
        },
        join(&|p| format!("{:.2}", mb(p.bytes))),
        join(&|p| format!("{:.2}", ratio(p, wall))),
        join(&|p| format!("{:.2}", ratio(p, cpu))),
        join(&|p| format!("{:.2}", ratio(p, rss))),
        growth_ib,
        growth_up,
        equal,
        if misses.is_empty() {
            "—".to_string()
        } else {
            misses.join(", ")
        }
    );
    (text, misses)
}

/// The machine and the time of the run, for the table's heading.
fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default();
    let date = Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M UTC"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    format!("{date}, {cpu}, {cores} cores, load average {load} at the start")
}

pub fn run(opts: &MatrixOptions, exe: &Path, dir: &Path) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("irbridge bench --matrix: {msg}");
        ExitCode::FAILURE
    };
    let tools = match Tools::find(opts.mlir_opt) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    if opts.c_source.is_none() && !opts.quick {
        return fail(
            "the import's C program is missing: pass --c-source DIR (benches/matrix.sh fetches \
             zlib's), or run --quick"
                .into(),
        );
    }
    if cfg!(debug_assertions) && !opts.quick {
        eprintln!("irbridge bench: warning: this is a debug build; use benches/matrix.sh");
    }
    // --quick stays tiny: the built-in C program, whatever --c-source says.
    let c_source = opts.c_source.filter(|_| !opts.quick);
    let c_name = match c_source {
        Some(d) => d
            .ancestors()
            .filter_map(|a| a.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .find(|n| n != "src")
            .unwrap_or_else(|| "C program".into()),
        None => "small C program".into(),
    };
    let (factors, runs, mlir_base, lowered_base) = if opts.quick {
        (vec![1, 4], 1, 4 << 10, 2 << 10)
    } else {
        (vec![1, 4, 16], opts.runs, 656 << 10, 200 << 10)
    };
    let mut inputs = Inputs {
        dir: dir.to_path_buf(),
        tools: &tools,
        seed: opts.seed,
        mlir_base,
        lowered_base,
        c_source: c_source.map(Path::to_path_buf),
        made: HashMap::new(),
    };
    let start = Instant::now();
    let heading = format!(
        "irbridge vs upstream 19, {}: {}, sizes {}×, {} run(s) each alternating, minimum of each figure",
        if opts.quick { "--quick (plumbing only, not a timing)" } else { "benchmark matrix" },
        machine(),
        factors.iter().map(|f| f.to_string()).collect::<Vec<_>>().join("×/"),
        runs,
    );
    println!("{heading}");
    let mut table = String::new();
    let _ = writeln!(
        table,
        "| job | shape | MB | wall × | CPU × | peak RSS × | irbridge s/MB {0}×÷1× | upstream s/MB {0}×÷1× | outputs | misses |",
        factors[factors.len() - 1]
    );
    table.push_str("|---|---|---|---|---|---|---|---|---|---|\n");
    let mut failed = false;
    let mut missed = 0;
    for cell in cells() {
        let label = format!("{} {}", cell.job.name(), cell.shape.name(&c_name));
        if opts.only.is_some_and(|o| !label.contains(o)) {
            continue;
        }
        match run_cell(&cell, exe, &mut inputs, &factors, runs) {
            Ok(points) => {
                let (text, misses) = row(&cell, &c_name, &points);
                if misses.iter().any(|m| m == "OUTPUTS DIFFER") {
                    failed = true;
                }
                if !misses.is_empty() {
                    missed += 1;
                }
                println!("{text}");
                table.push_str(&text);
                table.push('\n');
            }
            Err(e) => {
                println!("| {label}: FAILED: {e}");
                let _ = writeln!(
                    table,
                    "| {} | {} | FAILED: {e} |",
                    cell.job.name(),
                    cell.shape.name(&c_name)
                );
                failed = true;
            }
        }
        if !opts.keep {
            // The outputs go; the inputs stay for the other jobs of the same shape.
            for f in [
                "out-irbridge.mlir",
                "out-upstream.mlir",
                "out-irbridge.ll",
                "out-upstream.ll",
            ] {
                let _ = std::fs::remove_file(dir.join(f));
            }
        }
    }
    println!(
        "\n{heading}; {:.0} s in all\n\n{table}\n{missed} cell(s) miss a target; ratios are irbridge ÷ upstream (wall and CPU time, peak RSS) at each size; `s/MB` is the time per MB at the largest size over the smallest.",
        start.elapsed().as_secs_f64()
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod structured_pipeline {
    /// The structured and vector cells lower as diffprog does (their programs are diffprog's).
    #[test]
    fn is_diffprogs() {
        let dialects = crate::diffprog::structured::Dialects {
            scf: true,
            affine: true,
            math: true,
            vector: true,
            complex: false,
        };
        let mut want: Vec<String> = crate::diffprog::pipeline(dialects, &[])
            .into_iter()
            .map(|p| format!("--{p}"))
            .collect();
        want.extend(super::TO_LLVM.iter().map(|s| s.to_string()));
        for shape in [super::Shape::Structured, super::Shape::Vector] {
            let cell = super::cells()
                .into_iter()
                .find(|c| matches!(c.job, super::Job::Lower) && c.shape == shape)
                .map(|c| c.flags.iter().map(|s| s.to_string()).collect::<Vec<_>>());
            assert_eq!(cell, Some(want.clone()), "{shape:?}");
        }
        // The vector cell's programs have only vector ops: diffprog lowers them alike.
        let vector_only = crate::diffprog::structured::Dialects {
            vector: true,
            ..Default::default()
        };
        let mut got: Vec<String> = crate::diffprog::pipeline(vector_only, &[])
            .into_iter()
            .map(|p| format!("--{p}"))
            .collect();
        got.extend(super::TO_LLVM.iter().map(|s| s.to_string()));
        assert_eq!(got, want);
    }
}
