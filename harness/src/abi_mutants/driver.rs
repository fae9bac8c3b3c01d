//! The campaign's own C driver, written apart from the harness's caller (other values, other
//! printing, no probes), which decides whether a mutant is *observable*: it calls every driven
//! function with three input sets through `_mlir_ciface_F` and through the default convention
//! (a forwarder `__drv_F` lowered by upstream 19), or directly under the bare-pointer convention,
//! each call in a child process, and prints results, descriptors, elements and the argument
//! buffers after the call. A mutant whose output differs from its clean lowering's (on what two
//! clean runs agree on) is observable through the ABI.

use crate::abi::signature::{Elem, Scalar, Signature, Ty};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Input sets per function.
const SETS: usize = 3;

fn c_scalar(s: &Scalar, idx: &str) -> Option<&'static str> {
    Some(match s {
        Scalar::Int(8) => "int8_t",
        Scalar::Int(16) => "int16_t",
        Scalar::Int(32) => "int32_t",
        Scalar::Int(64) => "int64_t",
        Scalar::Index if idx == "int32_t" => "int32_t",
        Scalar::Index => "int64_t",
        Scalar::F32 => "float",
        Scalar::F64 => "double",
        _ => return None,
    })
}

fn elem_scalar(t: &Ty) -> Option<&Scalar> {
    match t {
        Ty::Ranked {
            elem: Elem::Scalar(s),
            ..
        }
        | Ty::Unranked {
            elem: Elem::Scalar(s),
            ..
        } => Some(s),
        _ => None,
    }
}

/// Whether the driver can call `sig` (scalars, and memrefs of scalars).
pub fn drivable(sig: &Signature) -> bool {
    sig.args.iter().chain(&sig.results).all(|t| match t {
        Ty::Scalar(s) => c_scalar(s, "int64_t").is_some(),
        Ty::Complex(_) => false,
        _ => elem_scalar(t).is_some_and(|s| c_scalar(s, "int64_t").is_some()),
    })
}

/// The forwarders `__drv_F` (default convention, with a C interface) for `sigs`.
pub fn forwarders(sigs: &[Signature]) -> String {
    let mut m = String::from("module {\n");
    for s in sigs {
        let args: Vec<String> = s.args.iter().map(Ty::mlir).collect();
        let res: Vec<String> = s.results.iter().map(Ty::mlir).collect();
        let fty = format!("({}) -> ({})", args.join(", "), res.join(", "));
        let params: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(k, t)| format!("%a{k}: {t}"))
            .collect();
        let names: Vec<String> = (0..args.len()).map(|k| format!("%a{k}")).collect();
        let _ = writeln!(m, "  func.func private @{}{fty}", s.name);
        let _ = writeln!(
            m,
            "  func.func @__drv_{}({}) -> ({}) attributes {{llvm.emit_c_interface}} {{",
            s.name,
            params.join(", "),
            res.join(", ")
        );
        if res.is_empty() {
            let _ = writeln!(
                m,
                "    call @{}({}) : {fty}\n    return",
                s.name,
                names.join(", ")
            );
        } else {
            let _ = writeln!(
                m,
                "    %r:{} = call @{}({}) : {fty}",
                res.len(),
                s.name,
                names.join(", ")
            );
            let rs: Vec<String> = (0..res.len()).map(|j| format!("%r#{j}")).collect();
            let _ = writeln!(m, "    return {} : {}", rs.join(", "), res.join(", "));
        }
        m.push_str("  }\n");
    }
    m.push_str("}\n");
    m
}

const PRELUDE: &str = r#"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <unistd.h>
#include <sys/wait.h>
static char outb[1 << 20]; static long outn;
static void pr(const char *f, ...) {
  va_list ap; va_start(ap, f);
  int n = vsnprintf(outb + outn, sizeof outb - (size_t)outn, f, ap); va_end(ap);
  if (n > 0) { outn += n; if (outn > (long)sizeof outb - 1) outn = (long)sizeof outb - 1; }
}
static unsigned char *bb[16]; static size_t bl[16]; static int nbuf;
static void where(const char *k, const void *p) {
  const unsigned char *q = p;
  if (!q) { pr("%s=null\n", k); return; }
  for (int i = 0; i < nbuf; i++)
    if (q >= bb[i] && q <= bb[i] + bl[i]) { pr("%s=arg%d+%ld\n", k, i, (long)(q - bb[i])); return; }
  pr("%s=other\n", k);
}
static void elems(const char *k, const unsigned char *base, const idx_t *m, int rank, int esz) {
  long long total = 1;
  for (int i = 0; i < rank; i++) { if (m[1 + i] < 0 || m[1 + i] > 64) { pr("%s.elems=bad\n", k); return; } total *= m[1 + i]; }
  if (total > 512) { pr("%s.elems=many\n", k); return; }
  pr("%s.elems=", k);
  long long ix[8] = {0};
  for (long long e = 0; e < total; e++) {
    long long lin = m[0];
    for (int i = 0; i < rank; i++) lin += ix[i] * (long long)m[1 + rank + i];
    const unsigned char *q = base + lin * esz;
    for (int b = 0; b < esz; b++) pr("%02x", q[b]);
    pr(" ");
    for (int i = rank - 1; i >= 0; i--) { if (++ix[i] < m[1 + i]) break; ix[i] = 0; }
  }
  pr("\n");
}
static void desc(const char *k, const void *d, int rank, int esz) {
  void *const *pp = d; char kk[64];
  snprintf(kk, sizeof kk, "%s.allocated", k); where(kk, pp[0]);
  snprintf(kk, sizeof kk, "%s.aligned", k); where(kk, pp[1]);
  const idx_t *m = (const idx_t *)((const char *)d + 2 * sizeof(void *));
  pr("%s.offset=%lld\n%s.shape=", k, (long long)m[0], k);
  for (int i = 0; i < rank; i++) pr("%lld,", (long long)m[1 + i]);
  pr("\n%s.strides=", k);
  for (int i = 0; i < rank; i++) pr("%lld,", (long long)m[1 + rank + i]);
  pr("\n");
  elems(k, pp[1], m, rank, esz);
}
static void mem(void) {
  for (int i = 0; i < nbuf; i++) { pr("mem%d=", i); for (size_t j = 0; j < bl[i]; j++) pr("%02x", bb[i][j]); pr("\n"); }
}
__attribute__((weak)) void *_mlir_memref_to_llvm_alloc(idx_t n) { return malloc((size_t)n); }
__attribute__((weak)) void *_mlir_memref_to_llvm_aligned_alloc(idx_t a, idx_t n) {
  void *p = 0; return posix_memalign(&p, (size_t)a < sizeof(void *) ? sizeof(void *) : (size_t)a, (size_t)n + 1) ? 0 : p;
}
__attribute__((weak)) void _mlir_memref_to_llvm_free(void *p) { free(p); }
typedef void (*call_fn)(int);
static void run(const char *name, int set, const char *path, call_fn f, int arg) {
  fflush(stdout);
  int fd[2]; if (pipe(fd)) return;
  pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]); alarm(5); outn = 0;
    f(arg);
    (void)!write(fd[1], outb, (size_t)outn); _exit(0);
  }
  close(fd[1]);
  static char got[1 << 20]; long n = 0, r;
  while ((r = read(fd[0], got + n, sizeof got - 1 - (size_t)n)) > 0) n += r;
  close(fd[0]);
  int st = 0; while (waitpid(pid, &st, 0) < 0) {}
  got[n] = 0;
  char *line = got;
  while (*line) {
    char *nl = strchr(line, '\n'); if (nl) *nl = 0;
    printf("%s/%d/%s/%s\n", name, set, path, line);
    if (!nl) break; line = nl + 1;
  }
  if (WIFSIGNALED(st)) printf("%s/%d/%s/crash=%d\n", name, set, path, WTERMSIG(st));
}
"#;

/// The C driver for `sigs` (all drivable) under the index type `idx` (`int64_t`/`int32_t`); `bare`
/// calls each function directly with bare pointers; `ciface` tells which functions have a C
/// interface.
pub fn c_source(sigs: &[Signature], idx: &str, bare: bool) -> String {
    let mut c = format!("#include <stdint.h>\ntypedef {idx} idx_t;\n");
    c.push_str(PRELUDE);
    for r in 0..=4 {
        if r == 0 {
            c.push_str("struct D0 { void *a, *b; idx_t off; };\n");
        } else {
            let _ = writeln!(
                c,
                "struct D{r} {{ void *a, *b; idx_t off; idx_t size[{r}]; idx_t stride[{r}]; }};"
            );
        }
    }
    c.push_str("struct U { idx_t rank; void *d; };\n");
    let mut mains = vec![];
    for (fi, s) in sigs.iter().enumerate() {
        let member = |t: &Ty| -> String {
            match t {
                Ty::Scalar(x) => c_scalar(x, idx).unwrap_or("int64_t").to_string(),
                Ty::Ranked { shape, .. } if bare => {
                    let _ = shape;
                    "void *".into()
                }
                Ty::Ranked { shape, .. } => format!("struct D{}", shape.len()),
                _ => "struct U".into(),
            }
        };
        // Results.
        let through_ptr = !bare && !matches!(s.results.as_slice(), [] | [Ty::Scalar(_)]);
        let _ = writeln!(c, "struct R{fi} {{");
        for (j, t) in s.results.iter().enumerate() {
            let _ = writeln!(c, "  {} r{j};", member(t));
        }
        if s.results.is_empty() {
            c.push_str("  char none;\n");
        }
        c.push_str("};\n");
        let ret = match s.results.as_slice() {
            [Ty::Scalar(x)] => c_scalar(x, idx).unwrap_or("void").to_string(),
            [t] if bare => member(t),
            _ => "void".into(),
        };
        let mut params = vec![];
        if through_ptr {
            params.push(format!("struct R{fi} *"));
        }
        for t in &s.args {
            params.push(match t {
                Ty::Scalar(x) => c_scalar(x, idx).unwrap_or("int64_t").to_string(),
                Ty::Ranked { .. } if bare => "void *".into(),
                Ty::Ranked { shape, .. } => format!("struct D{} *", shape.len()),
                _ => "struct U *".into(),
            });
        }
        let plist = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        let callees: Vec<(String, &str)> = if bare {
            vec![(s.name.clone(), "bare")]
        } else {
            let mut v = vec![(format!("_mlir_ciface___drv_{}", s.name), "default")];
            if s.c_interface {
                v.push((format!("_mlir_ciface_{}", s.name), "ciface"));
            }
            v
        };
        for (callee, _) in &callees {
            let _ = writeln!(c, "{ret} {callee}({plist});");
        }
        for set in 0..SETS {
            for (p, (callee, _)) in callees.iter().enumerate() {
                let _ = writeln!(
                    c,
                    "static void call_{fi}_{set}_{p}(int unused) {{ (void)unused;"
                );
                let mut actuals = vec![];
                if through_ptr {
                    actuals.push("&res".to_string());
                }
                c.push_str("  nbuf = 0;\n");
                let mut bufs = 0;
                for (k, t) in s.args.iter().enumerate() {
                    match t {
                        Ty::Scalar(x) => {
                            let v = 7 + 3 * k as i64 + set as i64;
                            let lit = match x {
                                Scalar::F32 | Scalar::F64 => format!("{}.5", v),
                                _ => v.to_string(),
                            };
                            actuals.push(format!("({}){lit}", c_scalar(x, idx).unwrap_or("int")));
                        }
                        Ty::Ranked { .. } | Ty::Unranked { .. } => {
                            let (sizes, strides, offset) = shape_of(t, k, set);
                            let es = elem_scalar(t)
                                .map(|x| x.size(if idx == "int32_t" { 32 } else { 64 }))
                                .unwrap_or(8);
                            let pad = 16 + 8 * k as u64;
                            let extent: i64 = offset
                                + sizes
                                    .iter()
                                    .zip(&strides)
                                    .map(|(a, b)| (a - 1) * b)
                                    .sum::<i64>()
                                + 1;
                            let n = extent.max(1) as u64;
                            let bytes = pad + n * es;
                            let b = bufs;
                            bufs += 1;
                            let _ = writeln!(
                                c,
                                "  static unsigned char s{b}[{bytes}] __attribute__((aligned(64))); bb[{b}] = s{b}; bl[{b}] = {bytes}; nbuf = {};",
                                b + 1
                            );
                            // Element e of this argument: a value of its type apart from every
                            // other argument's.
                            let ct = elem_scalar(t)
                                .and_then(|x| c_scalar(x, idx))
                                .unwrap_or("int64_t");
                            let _ = writeln!(
                                c,
                                "  for (long e = 0; e < {n}; e++) {{ {ct} v = ({ct})({} + e * {} + {}); memcpy(s{b} + {pad} + e * {es}, &v, {es}); }}",
                                30 * (k + 1) + 3 * set,
                                if ct.starts_with("int") { "1" } else { "1.25" },
                                if ct.starts_with("int") { "0" } else { "0.5" },
                            );
                            if bare {
                                actuals.push(format!("s{b} + {pad}"));
                                continue;
                            }
                            let r = sizes.len();
                            let ints = |v: &[i64]| {
                                v.iter()
                                    .map(|x| x.to_string())
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            };
                            let arrays = if r == 0 {
                                String::new()
                            } else {
                                format!(", {{{}}}, {{{}}}", ints(&sizes), ints(&strides))
                            };
                            let _ = writeln!(
                                c,
                                "  struct D{r} d{k} = {{ s{b}, s{b} + {pad}, {offset}{arrays} }};"
                            );
                            if matches!(t, Ty::Unranked { .. }) {
                                let _ = writeln!(c, "  struct U u{k} = {{ {r}, &d{k} }};");
                                actuals.push(format!("&u{k}"));
                            } else {
                                actuals.push(format!("&d{k}"));
                            }
                        }
                        Ty::Complex(_) => actuals.push("0".into()),
                    }
                }
                let _ = writeln!(c, "  struct R{fi} res; memset(&res, 0, sizeof res);");
                let call = format!("{callee}({})", actuals.join(", "));
                match s.results.as_slice() {
                    [Ty::Scalar(_)] => {
                        let _ = writeln!(c, "  res.r0 = {call};");
                    }
                    [_] if bare => {
                        let _ = writeln!(c, "  res.r0 = {call};");
                    }
                    _ => {
                        let _ = writeln!(c, "  {call};");
                    }
                }
                for (j, t) in s.results.iter().enumerate() {
                    let es = elem_scalar(t)
                        .map(|x| x.size(if idx == "int32_t" { 32 } else { 64 }))
                        .unwrap_or(0);
                    match t {
                        Ty::Scalar(x) => {
                            let sz = x.size(if idx == "int32_t" { 32 } else { 64 });
                            let _ = writeln!(
                                c,
                                "  {{ unsigned long long b = 0; memcpy(&b, &res.r{j}, {sz}); pr(\"r{j}=%llx\\n\", b); }}"
                            );
                        }
                        Ty::Ranked { shape, .. } if bare => {
                            let n: i64 = shape.iter().map(|d| d.unwrap_or(1)).product();
                            let _ = writeln!(
                                c,
                                "  where(\"r{j}\", res.r{j}); {{ idx_t m[1 + 2] = {{0, {n}, 1}}; elems(\"r{j}\", res.r{j}, m, 1, {es}); }}"
                            );
                        }
                        Ty::Ranked { shape, .. } => {
                            let _ =
                                writeln!(c, "  desc(\"r{j}\", &res.r{j}, {}, {es});", shape.len());
                        }
                        _ => {
                            let _ = writeln!(
                                c,
                                "  pr(\"r{j}.rank=%lld\\n\", (long long)res.r{j}.rank); if (res.r{j}.rank >= 0 && res.r{j}.rank <= 4) desc(\"r{j}\", res.r{j}.d, (int)res.r{j}.rank, {es});"
                            );
                        }
                    }
                }
                c.push_str("  mem();\n}\n");
                mains.push(format!(
                    "  run(\"{}\", {set}, \"{}\", call_{fi}_{set}_{p}, 0);",
                    s.name, callees[p].1
                ));
            }
        }
    }
    c.push_str("int main(void) {\n");
    for m in mains {
        c.push_str(&m);
        c.push('\n');
    }
    c.push_str("  return 0;\n}\n");
    c
}

/// Sizes, strides and offset of argument `k` in input set `set`: dynamic sizes 2..5 apart across
/// arguments and sets, strided layouts with gaps and a non-zero offset (past set 0), unranked
/// arguments of rank 1 or 2.
fn shape_of(t: &Ty, k: usize, set: usize) -> (Vec<i64>, Vec<i64>, i64) {
    let (shape, strided): (Vec<Option<i64>>, bool) = match t {
        Ty::Ranked { shape, layout, .. } => (shape.clone(), layout.is_some()),
        _ => (vec![None; 1 + (k + set) % 2], true),
    };
    let sizes: Vec<i64> = shape
        .iter()
        .enumerate()
        .map(|(i, d)| d.unwrap_or(2 + ((3 * k + 2 * i + set) % 4) as i64))
        .collect();
    let mut strides = vec![0; sizes.len()];
    let mut acc = 1;
    for i in (0..sizes.len()).rev() {
        let gap = if strided {
            ((k + i + set) % 3) as i64
        } else {
            0
        };
        strides[i] = acc + gap;
        acc = strides[i] * sizes[i];
    }
    let offset = if strided {
        (set as i64 * 2 + k as i64) % 5
    } else {
        0
    };
    (sizes, strides, offset)
}

/// The driver's output as `key -> value` (`F/set/path/field`).
pub fn parse(out: &str) -> BTreeMap<String, String> {
    out.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The keys whose values differ between two outputs (or that one lacks).
pub fn differing(a: &BTreeMap<String, String>, b: &BTreeMap<String, String>) -> Vec<String> {
    let mut out: Vec<String> = a
        .iter()
        .filter(|(k, v)| b.get(*k) != Some(*v))
        .map(|(k, _)| k.clone())
        .collect();
    out.extend(b.keys().filter(|k| !a.contains_key(*k)).cloned());
    out
}
