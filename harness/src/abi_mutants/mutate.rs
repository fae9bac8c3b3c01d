//! Planting one ABI bug in lowered code: text edits of an llvm-dialect module as `mlir-opt` and
//! `irbridge opt` print it (one op per line, functions `  llvm.func @name(...) {` to `  }`). Each
//! operator lists every place it applies in a function `F` the harness drives or in its C wrapper
//! `_mlir_ciface_F`; a mutant is one such edit, named by `F`.
//!
//! Operators (the ABI bugs of issue 22):
//! * `size-stride-swap` — a descriptor's size and stride of one dimension trade places (an
//!   `insertvalue`/`extractvalue` pair `[3, k]` / `[4, k]`);
//! * `wrong-offset` — a descriptor's offset read or written plus one;
//! * `alloc-align-swap` — allocated and aligned pointer trade places (`[0]` / `[1]`);
//! * `result-not-stored` — `_mlir_ciface_F` does not store the results through its first pointer;
//! * `wrong-index-width` — `_mlir_ciface_F` reads a descriptor with the other index width;
//! * `dropped-dimension` — the last dimension read as size 1 and stride 1 (the wrapper reads a
//!   descriptor one rank short, or `F` ignores the size and stride it is passed);
//! * `results-order` — two results of one type packed into each other's position;
//! * `arguments-swapped` — two arguments of one type (whole memrefs in `F`, descriptor pointers or
//!   scalars in `_mlir_ciface_F`) trade places.

use crate::abi::descriptor::Rng;
use irbridge::dialect::llvm::ops::casts::{SExtOp, TruncOp};
use irbridge::dialect::llvm::ops::constants::UndefOp;

pub const OPERATORS: [&str; 8] = [
    "size-stride-swap",
    "wrong-offset",
    "alloc-align-swap",
    "result-not-stored",
    "wrong-index-width",
    "dropped-dimension",
    "results-order",
    "arguments-swapped",
];

/// One planted bug.
#[derive(Clone, Debug)]
pub struct Mutant {
    pub operator: &'static str,
    /// The function the harness must name (`F`, also for edits in `_mlir_ciface_F`).
    pub function: String,
    /// Where the edit is: `F` or `_mlir_ciface_F`, and what it does.
    pub what: String,
    pub text: String,
}

/// The lines of a lowered module.
struct Module {
    lines: Vec<String>,
}

/// `[start, end]` line indices of `llvm.func @name(` ... its closing `  }`.
fn func_range(lines: &[String], name: &str) -> Option<(usize, usize)> {
    let head = format!("llvm.func @{name}(");
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with(&head))?;
    let end = lines[start..].iter().position(|l| l == "  }")? + start;
    Some((start, end))
}

/// The SSA value a line defines (`%x` of `%x = ...`).
fn def_of(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let (d, rest) = t.split_once(" = ")?;
    (d.starts_with('%') && !d.contains(' ') && !rest.is_empty()).then_some(d)
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'
}

/// `line` with every whole use of the SSA name `old` replaced by `new`.
fn replace_ssa(line: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find(old) {
        let after = rest[i + old.len()..].chars().next();
        let before_ok = rest[..i].chars().last().is_none_or(|c| !is_ident(c));
        out.push_str(&rest[..i]);
        if before_ok && after.is_none_or(|c| !is_ident(c)) {
            out.push_str(new);
        } else {
            out.push_str(old);
        }
        rest = &rest[i + old.len()..];
    }
    out.push_str(rest);
    out
}

/// Swaps the whole uses of two SSA names in `line`.
fn swap_ssa(line: &str, a: &str, b: &str) -> String {
    let tmp = "%__abi_mutant_tmp";
    let s = replace_ssa(line, a, tmp);
    let s = replace_ssa(&s, b, a);
    replace_ssa(&s, tmp, b)
}

/// An `insertvalue`/`extractvalue` line: kind, container, inserted value, position, type.
struct Access {
    insert: bool,
    container: String,
    value: Option<String>,
    pos: String,
    ty: String,
}

fn access(line: &str) -> Option<Access> {
    let t = line.trim();
    let (_, rest) = t.split_once(" = ")?;
    let (insert, rest) = if let Some(r) = rest.strip_prefix("llvm.insertvalue ") {
        (true, r)
    } else {
        (false, rest.strip_prefix("llvm.extractvalue ")?)
    };
    let open = rest.find('[')?;
    let close = rest[open..].find(']')? + open;
    let operands = &rest[..open];
    let pos = rest[open + 1..close].to_string();
    let ty = rest[close + 1..]
        .trim()
        .strip_prefix(':')?
        .trim()
        .to_string();
    let (value, container) = if insert {
        let (v, c) = operands.split_once(", ")?;
        (Some(v.trim().to_string()), c.trim().to_string())
    } else {
        (None, operands.trim().to_string())
    };
    Some(Access {
        insert,
        container,
        value,
        pos,
        ty,
    })
}

/// A ranked descriptor type `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>`: its
/// index type and rank.
fn descriptor(ty: &str) -> Option<(String, usize)> {
    let inner = ty
        .strip_prefix("!llvm.struct<(ptr, ptr, i")?
        .strip_suffix(")>")?;
    let (bits, rest) = inner.split_at(
        inner
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(inner.len()),
    );
    if bits.is_empty() {
        return None;
    }
    let idx = format!("i{bits}");
    if rest.is_empty() {
        return Some((idx, 0));
    }
    let r = rest.strip_prefix(", array<")?;
    let rank: usize = r[..r.find(' ')?].parse().ok()?;
    Some((idx, rank))
}

/// The descriptor type of `rank` with index type `idx`.
fn descriptor_ty(idx: &str, rank: usize) -> String {
    if rank == 0 {
        format!("!llvm.struct<(ptr, ptr, {idx})>")
    } else {
        format!("!llvm.struct<(ptr, ptr, {idx}, array<{rank} x {idx}>, array<{rank} x {idx}>)>")
    }
}

/// Splits `a, b, c` at top-level commas.
fn split_top(s: &str) -> Vec<String> {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '(' | '<' | '[' | '{' => depth += 1,
            ')' | '>' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The parameters `(name, type)` and the result type of a `llvm.func` header line.
fn header(line: &str) -> (Vec<(String, String)>, Option<String>) {
    let Some(open) = line.find('(') else {
        return (vec![], None);
    };
    let mut depth = 0;
    let mut close = line.len();
    for (i, c) in line[open..].char_indices() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => {
                depth -= 1;
                if depth == 0 && c == ')' {
                    close = open + i;
                    break;
                }
            }
            _ => {}
        }
    }
    let params = split_top(&line[open + 1..close.min(line.len())])
        .into_iter()
        .filter_map(|p| {
            let (n, t) = p.split_once(':')?;
            Some((n.trim().to_string(), t.trim().to_string()))
        })
        .collect();
    let after = &line[close.min(line.len())..];
    let result = after.strip_prefix(") -> ").map(|r| {
        let end = r
            .find(" attributes")
            .or_else(|| r.rfind(" {"))
            .unwrap_or(r.len());
        r[..end].trim().to_string()
    });
    (params, result)
}

impl Module {
    fn text(&self) -> String {
        let mut s = self.lines.join("\n");
        s.push('\n');
        s
    }

    fn with(&self, edit: impl FnOnce(&mut Vec<String>)) -> String {
        let mut lines = self.lines.clone();
        edit(&mut lines);
        let mut s = lines.join("\n");
        s.push('\n');
        s
    }
}

/// Every mutant of `lowered` (the llvm-dialect text) in the functions `functions` (the ones the
/// harness drives; `c_interface` tells which have a wrapper).
pub fn all_mutants(lowered: &str, functions: &[(String, bool)]) -> Vec<Mutant> {
    let m = Module {
        lines: lowered.lines().map(str::to_string).collect(),
    };
    let mut out = vec![];
    for (f, ciface) in functions {
        let wrapper = format!("_mlir_ciface_{f}");
        let mut targets = vec![f.clone()];
        if *ciface {
            targets.push(wrapper.clone());
        }
        for g in &targets {
            let Some((s, e)) = func_range(&m.lines, g) else {
                continue;
            };
            let push = |out: &mut Vec<Mutant>, op: &'static str, what: String, text: String| {
                if text != m.text() {
                    out.push(Mutant {
                        operator: op,
                        function: f.clone(),
                        what: format!("@{g}: {what}"),
                        text,
                    });
                }
            };
            for (op, a, b) in [
                ("size-stride-swap", "3", "4"),
                ("alloc-align-swap", "0", "1"),
            ] {
                for (i, j, what) in position_pairs(&m.lines, s, e, a, b) {
                    let text = m.with(|l| {
                        l[i] = swap_position(&l[i], a, b);
                        l[j] = swap_position(&l[j], b, a);
                    });
                    push(&mut out, op, what, text);
                }
            }
            for (i, what) in offset_sites(&m.lines, s, e) {
                let text = m.with(|l| plus_one(l, i, e));
                push(&mut out, "wrong-offset", what, text);
            }
            for (i, j, what) in result_pairs(&m.lines, s, e) {
                let text = m.with(|l| {
                    let (pi, pj) = (
                        access(&l[i]).map(|a| a.pos).unwrap_or_default(),
                        access(&l[j]).map(|a| a.pos).unwrap_or_default(),
                    );
                    l[i] = l[i].replacen(&format!("[{pi}]"), &format!("[{pj}]"), 1);
                    l[j] = l[j].replacen(&format!("[{pj}]"), &format!("[{pi}]"), 1);
                });
                push(&mut out, "results-order", what, text);
            }
            for (pairs, what) in argument_swaps(&m.lines, s, e, g == f) {
                let text = m.with(|l| {
                    for line in l.iter_mut().take(e).skip(s + 1) {
                        let mut x = line.clone();
                        for (a, b) in &pairs {
                            x = swap_ssa(&x, a, b);
                        }
                        *line = x;
                    }
                });
                push(&mut out, "arguments-swapped", what, text);
            }
            if g == f {
                for (i, j, what) in prologue_last_dimension(&m.lines, s, e) {
                    let text = m.with(|l| {
                        one_instead(l, j);
                        one_instead(l, i);
                    });
                    push(&mut out, "dropped-dimension", what, text);
                }
            } else {
                for i in (s + 1..e).filter(|i| stores_result(&m.lines[*i])) {
                    let text = m.with(|l| {
                        l.remove(i);
                    });
                    push(
                        &mut out,
                        "result-not-stored",
                        "the results are not stored through the first pointer".into(),
                        text,
                    );
                }
                for (i, idx, rank) in wrapper_loads(&m.lines, s, e) {
                    let other = if idx == "i64" { "i32" } else { "i64" };
                    let text = m.with(|l| reread(l, i, e, other, rank));
                    push(
                        &mut out,
                        "wrong-index-width",
                        format!(
                            "reads the descriptor of `{}` with {other} fields",
                            arg_of(&m.lines[i])
                        ),
                        text,
                    );
                    if rank > 0 {
                        let text = m.with(|l| reread(l, i, e, &idx, rank - 1));
                        push(
                            &mut out,
                            "dropped-dimension",
                            format!(
                                "reads the descriptor of `{}` as rank {}",
                                arg_of(&m.lines[i]),
                                rank - 1
                            ),
                            text,
                        );
                    }
                }
            }
        }
    }
    out
}

/// One mutant per operator at most: a seeded choice among each operator's sites.
pub fn sample(mut all: Vec<Mutant>, rng: &mut Rng) -> Vec<Mutant> {
    let mut out = vec![];
    for op in OPERATORS {
        let sites: Vec<usize> = (0..all.len()).filter(|i| all[*i].operator == op).collect();
        if sites.is_empty() {
            continue;
        }
        let pick = sites[rng.range(0, sites.len() as i64 - 1) as usize];
        out.push(all[pick].clone());
    }
    all.clear();
    out
}

fn swap_position(line: &str, from: &str, to: &str) -> String {
    // `[3, k]` -> `[4, k]`, `[0]` -> `[1]`.
    for close in [",", "]"] {
        let pat = format!("[{from}{close}");
        if line.contains(&pat) {
            return line.replacen(&pat, &format!("[{to}{close}"), 1);
        }
    }
    line.to_string()
}

/// Pairs of lines `(i, j)` in `s..e` accessing the same descriptor at `[a...]` and `[b...]` with the
/// same rest of the position (`[3, 1]` and `[4, 1]`; `[0]` and `[1]`): of an `extractvalue`, the
/// same container; of an `insertvalue`, the same chain (within a few lines).
fn position_pairs(
    lines: &[String],
    s: usize,
    e: usize,
    a: &str,
    b: &str,
) -> Vec<(usize, usize, String)> {
    let mut out = vec![];
    let split = |pos: &str| {
        let mut it = pos.splitn(2, ", ");
        (
            it.next().unwrap_or_default().to_string(),
            it.next().unwrap_or_default().to_string(),
        )
    };
    for i in s + 1..e {
        let Some(x) = access(&lines[i]) else { continue };
        if descriptor(&x.ty).is_none() {
            continue;
        }
        let (head, tail) = split(&x.pos);
        if head != a {
            continue;
        }
        for (j, line) in lines.iter().enumerate().take(e.min(i + 12)).skip(s + 1) {
            let Some(y) = access(line) else { continue };
            let (h2, t2) = split(&y.pos);
            let same = y.insert == x.insert
                && y.ty == x.ty
                && h2 == b
                && t2 == tail
                && (x.insert || y.container == x.container);
            if same {
                let kind = if x.insert {
                    "insertvalue"
                } else {
                    "extractvalue"
                };
                out.push((i, j, format!("{kind} [{}] and [{}] swapped", x.pos, y.pos)));
                break;
            }
        }
    }
    out
}

/// Lines in `s..e` that read or write a descriptor's offset (`[2]`).
fn offset_sites(lines: &[String], s: usize, e: usize) -> Vec<(usize, String)> {
    (s + 1..e)
        .filter_map(|i| {
            let a = access(&lines[i])?;
            (a.pos == "2" && descriptor(&a.ty).is_some()).then(|| {
                let kind = if a.insert { "written" } else { "read" };
                (i, format!("offset {kind} plus one"))
            })
        })
        .collect()
}

/// Makes line `i` (an offset access) off by one: the inserted value, or every later use of the
/// extracted one, plus one.
fn plus_one(l: &mut Vec<String>, i: usize, e: usize) {
    let Some(a) = access(&l[i]) else { return };
    let Some((idx, _)) = descriptor(&a.ty) else {
        return;
    };
    let c = format!("    %__abi_one = llvm.mlir.constant(1 : {idx}) : {idx}");
    match (&a.value, def_of(&l[i]).map(str::to_string)) {
        (Some(v), _) => {
            let add = format!("    %__abi_off = llvm.add {v}, %__abi_one : {idx}");
            l[i] = l[i].replacen(&format!(" {v}, "), " %__abi_off, ", 1);
            l.insert(i, add);
            l.insert(i, c);
        }
        (None, Some(d)) => {
            for line in l.iter_mut().take(e).skip(i + 1) {
                *line = replace_ssa(line, &d, "%__abi_off");
            }
            l.insert(
                i + 1,
                format!("    %__abi_off = llvm.add {d}, %__abi_one : {idx}"),
            );
            l.insert(i + 1, c);
        }
        _ => {}
    }
}

/// Pairs of `insertvalue` lines into `F`'s result struct (several results) at two positions of the
/// same field type.
fn result_pairs(lines: &[String], s: usize, e: usize) -> Vec<(usize, usize, String)> {
    let (_, Some(rt)) = header(&lines[s]) else {
        return vec![];
    };
    if descriptor(&rt).is_some() || !rt.starts_with("!llvm.struct<(") {
        return vec![];
    }
    let fields = split_top(&rt["!llvm.struct<(".len()..rt.len() - 2]);
    let sites: Vec<(usize, usize)> = (s + 1..e)
        .filter_map(|i| {
            let a = access(&lines[i])?;
            (a.insert && a.ty == rt)
                .then_some(())
                .and_then(|()| a.pos.parse::<usize>().ok())
                .map(|p| (i, p))
        })
        .collect();
    let mut out = vec![];
    for (x, &(i, p)) in sites.iter().enumerate() {
        for &(j, q) in &sites[x + 1..] {
            if p != q && fields.get(p) == fields.get(q) {
                out.push((
                    i,
                    j,
                    format!("results {p} and {q} packed in each other's place"),
                ));
            }
        }
    }
    out
}

/// Renamings that swap two arguments of one type: in `F` (`is_f`), two whole memrefs (the
/// parameters of two descriptors of one type, in the order they are inserted) or two scalars;
/// in `_mlir_ciface_F`, two descriptor pointers loaded as one type, or two scalars.
fn argument_swaps(
    lines: &[String],
    s: usize,
    e: usize,
    is_f: bool,
) -> Vec<(Vec<(String, String)>, String)> {
    let (params, _) = header(&lines[s]);
    // Parameters that are part of a memref (inserted into a descriptor, or loaded as one).
    let mut groups: Vec<(String, Vec<String>)> = vec![];
    let mut in_memref: Vec<String> = vec![];
    if is_f {
        let mut cur: Option<(String, Vec<String>)> = None;
        for line in &lines[s + 1..e] {
            if line.contains(UndefOp::NAME) {
                if let Some(g) = cur.take() {
                    groups.push(g);
                }
                continue;
            }
            match access(line) {
                Some(a) if a.insert && descriptor(&a.ty).is_some() => {
                    if let Some(v) = a.value.filter(|v| v.starts_with("%arg")) {
                        in_memref.push(v.clone());
                        match &mut cur {
                            Some((t, vs)) if *t == a.ty => vs.push(v),
                            _ => {
                                if let Some(g) = cur.take() {
                                    groups.push(g);
                                }
                                cur = Some((a.ty.clone(), vec![v]));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if let Some(g) = cur.take() {
            groups.push(g);
        }
    } else {
        for line in &lines[s + 1..e] {
            if let Some((arg, ty)) = line
                .trim()
                .split_once(" = llvm.load ")
                .and_then(|(_, r)| r.split_once(" : !llvm.ptr -> "))
            {
                if arg.starts_with("%arg") {
                    in_memref.push(arg.to_string());
                    groups.push((ty.trim().to_string(), vec![arg.to_string()]));
                }
            }
        }
    }
    let mut out = vec![];
    for (x, (t, a)) in groups.iter().enumerate() {
        for (u, b) in &groups[x + 1..] {
            if t == u && a.len() == b.len() && a != b {
                let pairs: Vec<(String, String)> =
                    a.iter().cloned().zip(b.iter().cloned()).collect();
                out.push((
                    pairs,
                    format!("memref arguments `{}` and `{}` swapped", a[0], b[0]),
                ));
            }
        }
    }
    let scalars: Vec<&(String, String)> = params
        .iter()
        .filter(|(n, t)| !in_memref.contains(n) && t != "!llvm.ptr")
        .collect();
    for (x, (a, t)) in scalars.iter().enumerate() {
        for (b, u) in &scalars[x + 1..] {
            if t == u {
                out.push((
                    vec![(a.clone(), b.clone())],
                    format!("scalar arguments `{a}` and `{b}` swapped"),
                ));
            }
        }
    }
    out
}

/// In `F`'s prologue, the inserts of a parameter as the last size and stride of a descriptor:
/// `(size line, stride line, what)`.
fn prologue_last_dimension(lines: &[String], s: usize, e: usize) -> Vec<(usize, usize, String)> {
    let mut out = vec![];
    for i in s + 1..e {
        let Some(a) = access(&lines[i]) else { continue };
        let Some((_, rank)) = descriptor(&a.ty) else {
            continue;
        };
        if !a.insert || rank == 0 || a.pos != format!("3, {}", rank - 1) {
            continue;
        }
        if !a.value.as_deref().is_some_and(|v| v.starts_with("%arg")) {
            continue;
        }
        let want = format!("4, {}", rank - 1);
        if let Some(j) = (i + 1..e.min(i + 12))
            .find(|j| access(&lines[*j]).is_some_and(|b| b.insert && b.ty == a.ty && b.pos == want))
        {
            out.push((
                i,
                j,
                format!("the last size and stride of a rank-{rank} argument taken as 1"),
            ));
        }
    }
    out
}

/// Replaces the value inserted on line `i` by a constant 1.
fn one_instead(l: &mut Vec<String>, i: usize) {
    let Some(a) = access(&l[i]) else { return };
    let (Some(v), Some((idx, _))) = (a.value, descriptor(&a.ty)) else {
        return;
    };
    l[i] = l[i].replacen(&format!(" {v}, "), &format!(" %__abi_one{i}, "), 1);
    l.insert(
        i,
        format!("    %__abi_one{i} = llvm.mlir.constant(1 : {idx}) : {idx}"),
    );
}

/// `llvm.store %x, %arg0 : <results>, !llvm.ptr` in a wrapper.
fn stores_result(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("llvm.store ") && t.contains(", %arg0 : ")
}

/// Loads of a ranked descriptor from a parameter in a wrapper: `(line, index type, rank)`.
fn wrapper_loads(lines: &[String], s: usize, e: usize) -> Vec<(usize, String, usize)> {
    (s + 1..e)
        .filter_map(|i| {
            let (_, r) = lines[i].trim().split_once(" = llvm.load %arg")?;
            let (_, ty) = r.split_once(" : !llvm.ptr -> ")?;
            let (idx, rank) = descriptor(ty.trim())?;
            Some((i, idx, rank))
        })
        .collect()
}

fn arg_of(line: &str) -> String {
    line.split_once("llvm.load ")
        .and_then(|(_, r)| r.split_whitespace().next())
        .unwrap_or_default()
        .to_string()
}

/// Rereads the descriptor loaded on line `i` as the descriptor of `rank` with index type `idx`:
/// the load and its `extractvalue`s take that type; integer fields are converted back to the
/// width the code uses; fields the new type lacks (past `rank`) read as 1.
fn reread(l: &mut Vec<String>, i: usize, e: usize, idx: &str, rank: usize) {
    let t = l[i].trim().to_string();
    let Some(old_ty) = t.split_once(" : !llvm.ptr -> ").map(|(_, t)| t.to_string()) else {
        return;
    };
    let Some((old_idx, _)) = descriptor(&old_ty) else {
        return;
    };
    let Some(d) = def_of(&l[i]).map(str::to_string) else {
        return;
    };
    let new_ty = descriptor_ty(idx, rank);
    l[i] = l[i].replacen(&old_ty, &new_ty, 1);
    let mut k = i + 1;
    let mut end = e;
    while k < end {
        let Some(a) = access(&l[k]) else {
            k += 1;
            continue;
        };
        if a.insert || a.container != d || a.ty != old_ty {
            k += 1;
            continue;
        }
        let Some(v) = def_of(&l[k]).map(str::to_string) else {
            k += 1;
            continue;
        };
        let dim: Option<usize> = a
            .pos
            .split_once(", ")
            .and_then(|(_, k)| k.trim().parse().ok());
        if dim.is_some_and(|dim| dim >= rank) {
            l[k] = format!("    {v} = llvm.mlir.constant(1 : {old_idx}) : {old_idx}");
            k += 1;
            continue;
        }
        l[k] = l[k].replacen(&old_ty, &new_ty, 1);
        if a.pos != "0" && a.pos != "1" && idx != old_idx {
            let raw = format!("%__abi_w{}", v.trim_start_matches('%'));
            l[k] = l[k].replacen(&format!("{v} = "), &format!("{raw} = "), 1);
            let conv = if idx == "i32" {
                SExtOp::NAME
            } else {
                TruncOp::NAME
            };
            l.insert(
                k + 1,
                format!("    {v} = {conv} {raw} : {idx} to {old_idx}"),
            );
            end += 1;
            k += 1;
        }
        k += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOWERED: &str = "module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: f32, %arg11: f32) -> !llvm.struct<(f32, f32)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg7, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %13 = llvm.insertvalue %arg10, %12[0] : !llvm.struct<(f32, f32)> 
    %14 = llvm.insertvalue %arg11, %13[1] : !llvm.struct<(f32, f32)> 
    llvm.return %14 : !llvm.struct<(f32, f32)>
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: f32, %arg4: f32) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.call @f(%1, %2, %3, %4, %5, %7, %8, %9, %10, %11, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, f32, f32) -> !llvm.struct<(f32, f32)>
    llvm.store %12, %arg0 : !llvm.struct<(f32, f32)>, !llvm.ptr
    llvm.return
  }
}
";

    #[test]
    fn every_operator_applies_to_a_two_memref_two_result_function() {
        let all = all_mutants(LOWERED, &[("f".into(), true)]);
        for op in OPERATORS {
            assert!(all.iter().any(|m| m.operator == op), "{op}: {all:#?}");
        }
        assert!(all.iter().all(|m| m.function == "f"));
        // Each mutant parses, verifies and translates (irbridge's own translation).
        for m in &all {
            crate::abi::provider::translate_with_irbridge("m.mlir", m.text.as_bytes())
                .unwrap_or_else(|e| panic!("{} {}: {e}\n{}", m.operator, m.what, m.text));
        }
    }

    #[test]
    fn ssa_renaming_is_by_whole_name() {
        assert_eq!(replace_ssa("%1, %10, %1]", "%1", "%x"), "%x, %10, %x]");
        assert_eq!(
            swap_ssa("f(%arg1, %arg10)", "%arg1", "%arg10"),
            "f(%arg10, %arg1)"
        );
        assert_eq!(
            descriptor("!llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>"),
            Some(("i32".into(), 3))
        );
        assert_eq!(
            descriptor("!llvm.struct<(ptr, ptr, i64)>"),
            Some(("i64".into(), 0))
        );
    }
}
