//! Round-trip fixpoint: for clang-19 `.ll` files (corpus/c at -O0 and -O2), upstream
//! irbridge's export (`irbridge_translate::translate`) of irbridge's import must equal the original after
//! `llvm-as | llvm-dis`, modulo the deliberately unsupported differences [`normalize`] removes (each
//! listed there, with why). A mismatch is shown as a `similar` unified diff.

use std::path::Path;
use std::process::Command;

fn sh(cmd: &mut Command) -> String {
    let o = cmd.output().unwrap();
    assert!(
        o.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn llvm_dis(ll: &Path) -> String {
    let bc = ll.with_extension("bc");
    sh(Command::new(irbridge_testkit::oracle::tool("llvm-as"))
        .arg(ll)
        .arg("-o")
        .arg(&bc));
    sh(Command::new(irbridge_testkit::oracle::tool("llvm-dis"))
        .arg(&bc)
        .arg("-o")
        .arg("-"))
}

/// Words removed everywhere, each a deliberate gap:
/// - `dso_local`: neither llvm-ir nor LLVM's C API exposes it;
/// - `unnamed_addr` of thread-local globals (below): MLIR 19 cannot read it back;
/// - `samesign`: no flag of MLIR 19's llvm dialect holds it (`exact`, `disjoint` and `nneg` are kept
///   as the `isExact`/`isDisjoint`/`nonNeg` attributes the exporter translates);
/// - call-site parameter/return attributes (`noundef`, `signext`, `zeroext`, `nonnull`, `range(..)`):
///   MLIR 19's `llvm.call` has no argument attributes, and llvm-ir does not carry `range`.
const DROPPED_WORDS: &[&str] = &[
    "dso_local ",
    "samesign ",
    "noundef ",
    "signext ",
    "zeroext ",
    "nonnull ",
    // `dead_on_unwind`/`writable` parameter attributes: MLIR 19's export has no equivalent.
    "dead_on_unwind ",
    "writable ",
];

/// Canonical text of a module for comparison. Besides [`DROPPED_WORDS`]: comments, blank lines,
/// `source_filename`, metadata (attachments `, !x !N` and `!N = ...` definitions: node numbering differs after
/// the round trip; TBAA, loop annotations and branch weights are checked by `corpus/import`),
/// attribute groups (`#N` and `attributes #N = {...}`: function attributes are compared by the
/// behaviour tests, and upstream export regroups them), `range(...)` attributes, the order of PHI
/// incoming pairs (upstream export orders them by predecessor), the integer type of constant GEP
/// indices (the dialect stores constant indices as i32), and the order of top-level entities
/// (upstream export places intrinsic declarations first).
fn normalize(text: &str) -> String {
    let mut items: Vec<String> = vec![];
    let mut cur = String::new();
    for line in text.lines() {
        let mut l = line
            .split(" ; ")
            .next()
            .unwrap_or("")
            .trim_end()
            .to_string();
        if l.trim_start().starts_with(';')
            || l.trim().is_empty()
            || l.starts_with("source_filename")
            || l.starts_with('!')
            || l.starts_with("attributes #")
        {
            continue;
        }
        if let Some(p) = l.find(", !") {
            l.truncate(p);
        }
        l = l
            .replace("trunc nuw nsw ", "trunc ")
            .replace("trunc nuw ", "trunc ")
            .replace("trunc nsw ", "trunc ");
        for w in DROPPED_WORDS {
            l = l.replace(w, "");
        }
        // A thread-local global loses `unnamed_addr` on purpose: MLIR 19 prints
        // `thread_local unnamed_addr` but cannot parse it back.
        if l.contains(" thread_local ") {
            l = l
                .replace("local_unnamed_addr ", "")
                .replace("unnamed_addr ", "");
        }
        l = strip_group(&l, "range(");
        l = strip_attr_groups(&l);
        if l.contains("call ") {
            l = call_site(&l);
        }
        if l.contains(" = phi ") {
            l = sort_phi(&l);
        }
        if l.contains("getelementptr") {
            l = l.replace(", i32 ", ", iN ").replace(", i64 ", ", iN ");
        }
        let top = !l.starts_with(' ') && !l.starts_with('}') && !l.ends_with(':');
        if top && !cur.is_empty() && !cur.ends_with("{\n") {
            items.push(std::mem::take(&mut cur));
        }
        cur.push_str(&l);
        cur.push('\n');
        if l == "}" {
            items.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        items.push(cur);
    }
    items.sort();
    items.concat()
}

/// Call sites: MLIR 19's `llvm.call` has no argument/result attributes (`align N`,
/// `dereferenceable(N)`, `byval(T)`, `sret(T)`, ...; LLVM's code generator reads the callee's), and its `llvm.intr.*` ops no `tail` marker; `trunc`'s `nuw`/`nsw`
/// flags (LLVM 19.1) have no dialect equivalent either.
fn call_site(l: &str) -> String {
    let mut s = strip_group(l, "dereferenceable(");
    s = strip_group(&s, "byval(");
    s = strip_group(&s, "sret(");
    s = strip_group(&s, "dereferenceable_or_null(");
    while let Some(p) = s.find("align ") {
        let end = s[p + 6..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(s.len(), |e| p + 6 + e);
        s.replace_range(p..(end + 1).min(s.len()), "");
    }
    if s.contains("@llvm.") {
        s = s.replace("tail call ", "call ");
    }
    s
}

fn strip_group(l: &str, open: &str) -> String {
    let mut s = l.to_string();
    while let Some(p) = s.find(open) {
        let Some(e) = s[p..].find(')') else { break };
        s.replace_range(
            p..p + e + 1 + usize::from(s[p + e + 1..].starts_with(' ')),
            "",
        );
    }
    s
}

/// Removes ` #N` attribute group references.
fn strip_attr_groups(l: &str) -> String {
    let mut out = String::new();
    let mut first = true;
    for w in l.split(' ') {
        let is_group = w.len() > 1
            && w.starts_with('#')
            && w[1..].chars().all(|c| c.is_ascii_digit() || c == '{');
        if is_group {
            if w.ends_with('{') {
                out.push_str(" {");
            }
            continue;
        }
        if !first {
            out.push(' ');
        }
        out.push_str(w);
        first = false;
    }
    out
}

fn sort_phi(l: &str) -> String {
    let Some(open) = l.find('[') else {
        return l.to_string();
    };
    let head = &l[..open];
    let mut pairs: Vec<&str> = l[open..]
        .split("], ")
        .map(|p| p.trim_start_matches('[').trim_end_matches(']').trim())
        .collect();
    pairs.sort();
    format!(
        "{head}{}",
        pairs
            .iter()
            .map(|p| format!("[ {p} ]"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

#[test]
fn export_of_import_is_a_fixpoint() {
    let dir = tempfile::tempdir().unwrap();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/c");
    let mut cs: Vec<_> = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    cs.sort();
    let mut failures = vec![];
    for c in &cs {
        for opt in ["O0", "O2"] {
            let stem = format!("{}.{opt}", c.file_stem().unwrap().to_string_lossy());
            let ll = dir.path().join(format!("{stem}.ll"));
            sh(Command::new("clang-19")
                .args(["-w", "-S", "-emit-llvm", &format!("-{opt}")])
                .arg(c)
                .arg("-o")
                .arg(&ll));
            let m = irbridge_import::from_path(&ll)
                .unwrap_or_else(|e| panic!("{stem}: {}", e[0].message));
            let mlir = dir.path().join(format!("{stem}.mlir"));
            std::fs::write(&mlir, m.print(Default::default())).unwrap();
            let back = dir.path().join(format!("{stem}.back.ll"));
            // irbridge's exporter: export(import(x)) must give x back.
            let src = std::fs::read(&mlir).unwrap();
            let ll_back = irbridge_translate::translate_to_bytes(
                &mlir.display().to_string(),
                &src,
                0,
                false,
                irbridge_translate::Emit::Ll,
            )
            .unwrap_or_else(|d| panic!("{stem}: export of the import fails: {}", d[0].message));
            std::fs::write(&back, ll_back).unwrap();
            let want = normalize(&llvm_dis(&ll));
            let got = normalize(&llvm_dis(&back));
            if want != got {
                let diff = similar::TextDiff::from_lines(&want, &got);
                failures.push(format!(
                    "{stem}:\n{}",
                    diff.unified_diff()
                        .context_radius(2)
                        .header("original", "round trip")
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        cs.len() * 2,
        failures.join("\n")
    );
}

/// The normaliser keeps what matters: a changed opcode, operand or constant still differs.
#[test]
fn normalize_keeps_semantic_differences() {
    let a = "define dso_local i32 @f(i32 noundef %0) #0 {\n  %2 = add nsw i32 %0, 1, !dbg !3\n  ret i32 %2\n}\n";
    assert_eq!(
        normalize(a),
        normalize(&a.replace("dso_local ", "").replace(", !dbg !3", ""))
    );
    assert_ne!(normalize(a), normalize(&a.replace("add nsw", "sub nsw")));
    assert_ne!(normalize(a), normalize(&a.replace("%0, 1", "%0, 2")));
    assert_ne!(normalize(a), normalize(&a.replace("i32 @f", "i64 @f")));
}
