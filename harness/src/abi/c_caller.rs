//! The C caller: descriptor structs as the spec writes them (`{T* allocated; T* aligned; intptr_t
//! offset; intptr_t sizes[N]; intptr_t strides[N];}`, unranked `{rank; void* descriptor;}`), the
//! seeded buffers, one call per path, the observers the probes call, and the printing of every
//! observed field. Compiled by clang-19 it is the real C ABI; compiled to LLVM IR and JIT-ed it is
//! the same caller run in-process.
//!
//! Paths (the `path` argument of `abi_run`): 0 `_mlir_ciface_F`, 1 `F` through the default
//! convention, 2 the probe's C interface, 3 the probe through the default convention.

use super::descriptor::{ArgValues, Value};
use super::signature::{Scalar, Signature, Ty};
use std::fmt::Write;

pub const PATHS: [&str; 4] = ["ciface", "default", "probe.ciface", "probe.default"];

pub(super) const PRELUDE: &str = r#"
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <unistd.h>
#include <signal.h>
#include <sys/wait.h>
struct cf16 { _Float16 re, im; };
struct cbf16 { __bf16 re, im; };
struct cf32 { float re, im; };
struct cf64 { double re, im; };
struct unranked { idx_t rank; void *desc; };
static char *out_buf; static long out_len, out_cap;
static void emit(const char *fmt, ...) {
  va_list ap; va_start(ap, fmt);
  int n = vsnprintf(out_buf + out_len, (size_t)(out_cap - out_len), fmt, ap);
  va_end(ap);
  if (n > 0) { out_len += n; if (out_len > out_cap - 1) out_len = out_cap - 1; }
}
#define MAXB 64
static unsigned char *cur_base[MAXB]; static size_t cur_size[MAXB]; static int cur_n;
static void emit_ptr(const char *key, const void *p) {
  const unsigned char *q = (const unsigned char *)p;
  if (!q) { emit("%s=null\n", key); return; }
  /* The allocated pointer MLIR gives memref.get_global results (never to be freed). */
  if (q == (const unsigned char *)0xdeadbeef) { emit("%s=deadbeef\n", key); return; }
  /* Inside a buffer first; one past its end only if no other buffer starts there. */
  for (int pass = 0; pass < 2; pass++)
    for (int b = 0; b < cur_n; b++)
      if (q >= cur_base[b] && (q < cur_base[b] + cur_size[b] || (pass && q == cur_base[b] + cur_size[b]))) {
        emit("%s=buf%d+%ld\n", key, b, (long)(q - cur_base[b])); return; }
  emit("%s=fresh\n", key);
}
/* Inside a harness buffer, or near one but outside it (0), or somewhere else (fresh, 1). */
static int readable(const unsigned char *q, size_t n) {
  if (!q) return 0;
  if ((uintptr_t)q + 4096 >= 0xdeadbeefu && (uintptr_t)q <= 0xdeadbeefu + 4096) return 0;
  for (int b = 0; b < cur_n; b++)
    if (q >= cur_base[b] && q + n <= cur_base[b] + cur_size[b]) return 1;
  for (int b = 0; b < cur_n; b++)
    if (q + 4096 >= cur_base[b] && q <= cur_base[b] + cur_size[b] + 4096) return 0;
  return 1;
}
static void emit_hex(const unsigned char *p, size_t n) {
  for (size_t i = 0; i < n; i++) emit("%02x", p[i]);
}
/* An element through its byte mask (vector padding and unused i1 bits are not data). */
static void emit_masked(const unsigned char *p, size_t n, const unsigned char *mask) {
  for (size_t i = 0; i < n; i++) emit("%02x", p[i] & mask[i]);
}
static void emit_ranked(const char *key, const void *d, long rank, size_t esz, const unsigned char *mask) {
  char k[160];
  void *const *pp = (void *const *)d;
  snprintf(k, sizeof k, "%s.alloc", key); emit_ptr(k, pp[0]);
  snprintf(k, sizeof k, "%s.align", key); emit_ptr(k, pp[1]);
  const idx_t *m = (const idx_t *)((const char *)d + 2 * sizeof(void *));
  emit("%s.offset=%lld\n", key, (long long)m[0]);
  emit("%s.sizes=[", key);
  for (long i = 0; i < rank; i++) emit(i ? ",%lld" : "%lld", (long long)m[1 + i]);
  emit("]\n%s.strides=[", key);
  for (long i = 0; i < rank; i++) emit(i ? ",%lld" : "%lld", (long long)m[1 + rank + i]);
  emit("]\n%s.elems=", key);
  long long total = 1;
  for (long i = 0; i < rank; i++) { if (m[1 + i] < 0) total = -1; if (total >= 0) total *= m[1 + i]; }
  if (total < 0) { emit("bad-size\n"); return; }
  if (total == 0) { emit("-\n"); return; }
  if (total > 4096) { emit("skipped\n"); return; }
  long long idx[8] = {0};
  for (long long e = 0; e < total; e++) {
    long long lin = m[0];
    for (long i = 0; i < rank; i++) lin += idx[i] * (long long)m[1 + rank + i];
    const unsigned char *q = (const unsigned char *)pp[1] + lin * (long long)esz;
    if (!readable(q, esz)) { emit("oob@%lld", e); break; }
    emit_masked(q, esz, mask);
    for (long i = rank - 1; i >= 0; i--) { if (++idx[i] < m[1 + i]) break; idx[i] = 0; }
  }
  emit("\n");
}
static void emit_dense(const char *key, const void *p, long long n, size_t esz, const unsigned char *mask) {
  emit("%s.elems=", key);
  if (n == 0) { emit("-\n"); return; }
  for (long long e = 0; e < n; e++) {
    const unsigned char *q = (const unsigned char *)p + e * (long long)esz;
    if (!readable(q, esz)) { emit("oob@%lld", e); break; }
    emit_masked(q, esz, mask);
  }
  emit("\n");
}
static void emit_unranked(const char *key, const struct unranked *u, size_t esz, const unsigned char *mask) {
  emit("%s.rank=%lld\n", key, (long long)u->rank);
  if (u->rank >= 0 && u->rank <= 8 && u->desc) emit_ranked(key, u->desc, (long)u->rank, esz, mask);
}
static void emit_mem(void) {
  for (int b = 0; b < cur_n; b++) { emit("mem.buf%d=", b); emit_hex(cur_base[b], cur_size[b]); emit("\n"); }
}
/* x86-64 LLVM 19 passes bf16 through float and calls this libcall; Debian's libgcc 12 lacks it. */
__attribute__((weak)) __bf16 __truncsfbf2(float f) {
  uint32_t b; memcpy(&b, &f, 4);
  uint16_t h = (b & 0x7fffffffu) > 0x7f800000u ? (uint16_t)((b >> 16) | 0x40u)
                                                : (uint16_t)((b + 0x7fffu + ((b >> 16) & 1u)) >> 16);
  __bf16 r; memcpy(&r, &h, 2); return r;
}
static _Float16 f16_of(uint16_t b) { _Float16 f; memcpy(&f, &b, 2); return f; }
static __bf16 bf16_of(uint16_t b) { __bf16 f; memcpy(&f, &b, 2); return f; }
static unsigned long long bits_f16(_Float16 f) { uint16_t b; memcpy(&b, &f, 2); return b; }
static unsigned long long bits_bf16(__bf16 f) { uint16_t b; memcpy(&b, &f, 2); return b; }
/* `finalize-memref-to-llvm{use-generic-functions=1}` calls these instead of malloc,
   aligned_alloc and free; a program provides them (MLIR's runtime does not). The size is an
   index of the lowering's width. */
__attribute__((weak)) void *_mlir_memref_to_llvm_alloc(idx_t n) { return malloc((size_t)(uidx_t)n); }
__attribute__((weak)) void *_mlir_memref_to_llvm_aligned_alloc(idx_t a, idx_t n) {
  size_t al = (size_t)(uidx_t)a, sz = (size_t)(uidx_t)n;
  if (al < sizeof(void *)) al = sizeof(void *);
  void *p = 0; return posix_memalign(&p, al, sz ? sz : 1) ? 0 : p;
}
__attribute__((weak)) void _mlir_memref_to_llvm_free(void *p) { free(p); }
#ifndef ABI_HAVE_RUNNER_UTILS
/* memref.copy of non-contiguous memrefs calls the runtime's memrefCopy (mlir_c_runner_utils, linked
   when installed): without it, the same element-wise copy over the two unranked descriptors. */
__attribute__((weak)) void memrefCopy(idx_t esz, struct unranked *src, struct unranked *dst) {
  long rank = (long)src->rank;
  if (rank < 0 || rank > 16) return;
  char *const *s = (char *const *)src->desc, *const *d = (char *const *)dst->desc;
  const idx_t *sm = (const idx_t *)((const char *)src->desc + 2 * sizeof(void *));
  const idx_t *dm = (const idx_t *)((const char *)dst->desc + 2 * sizeof(void *));
  long long total = 1, idx[16] = {0};
  for (long i = 0; i < rank; i++) total *= sm[1 + i];
  for (long long e = 0; e < total; e++) {
    long long so = sm[0], dof = dm[0];
    for (long i = 0; i < rank; i++) { so += idx[i] * sm[1 + rank + i]; dof += idx[i] * dm[1 + rank + i]; }
    memcpy(d[1] + dof * esz, s[1] + so * esz, (size_t)esz);
    for (long i = rank - 1; i >= 0; i--) { if (++idx[i] < sm[1 + i]) break; idx[i] = 0; }
  }
}
#endif
/* What the code under test prints itself (printMemref*, printF32, ...) goes to a temporary file
   during the call and is observed as `out.stdout`, escaped. */
static int cap_saved = -1; static FILE *cap_file;
static void capture_begin(void) {
  fflush(stdout); cap_file = tmpfile();
  if (!cap_file) return;
  cap_saved = dup(1); dup2(fileno(cap_file), 1);
}
static void capture_end(void) {
  if (!cap_file || cap_saved < 0) return;
  fflush(NULL); dup2(cap_saved, 1); close(cap_saved); cap_saved = -1;
  long n = ftell(cap_file); if (n <= 0) { fseek(cap_file, 0, SEEK_END); n = ftell(cap_file); }
  if (n > 0) {
    rewind(cap_file); emit("out.stdout=");
    int c; long k = 0;
    while ((c = fgetc(cap_file)) != EOF && k++ < 65536) {
      if (c == '\n') emit("\\n"); else if (c == '\\') emit("\\\\");
      else if (c < 32 || c > 126) emit("\\x%02x", c); else emit("%c", c);
    }
    emit("\n");
  }
  fclose(cap_file); cap_file = 0;
}
static float f32_of(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static double f64_of(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static unsigned long long bits_f32(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static unsigned long long bits_f64(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }
"#;

pub(super) fn scalar_c(s: &Scalar, index_bits: u32) -> &'static str {
    match (s, index_bits) {
        (Scalar::Int(1), _) => "_Bool",
        (Scalar::Int(8), _) => "int8_t",
        (Scalar::Int(16), _) => "int16_t",
        (Scalar::Int(32), _) => "int32_t",
        (Scalar::Int(_), _) => "int64_t",
        (Scalar::Index, 32) => "int32_t",
        (Scalar::Index, 16) => "int16_t",
        (Scalar::Index, _) => "int64_t",
        (Scalar::F16, _) => "_Float16",
        (Scalar::BF16, _) => "__bf16",
        (Scalar::F32, _) => "float",
        (Scalar::F64, _) => "double",
    }
}

/// C expression: the bits of scalar `v` as `unsigned long long`, masked to its width.
pub(super) fn scalar_bits_c(s: &Scalar, v: &str, index_bits: u32) -> String {
    match s {
        Scalar::Int(1) => format!("(unsigned long long)({v} ? 1 : 0)"),
        Scalar::F16 => format!("bits_f16({v})"),
        Scalar::BF16 => format!("bits_bf16({v})"),
        Scalar::F32 => format!("bits_f32({v})"),
        Scalar::F64 => format!("bits_f64({v})"),
        Scalar::Index => format!("(unsigned long long)(uint{index_bits}_t)({v})"),
        Scalar::Int(w) => format!("(unsigned long long)(uint{}_t)({v})", (*w).max(8)),
    }
}

/// C expression of the scalar whose bits are `b`.
pub(super) fn scalar_value_c(s: &Scalar, b: u64, index_bits: u32) -> String {
    match s {
        Scalar::F16 => format!("f16_of(0x{b:x}u)"),
        Scalar::BF16 => format!("bf16_of(0x{b:x}u)"),
        Scalar::F32 => format!("f32_of(0x{b:x}u)"),
        Scalar::F64 => format!("f64_of(0x{b:x}ull)"),
        _ => format!("({})0x{b:x}ull", scalar_c(s, index_bits)),
    }
}

fn desc_struct(rank: usize) -> String {
    format!("struct d{rank}")
}

pub(super) fn complex_c(s: &Scalar) -> &'static str {
    match s {
        Scalar::F64 => "struct cf64",
        Scalar::F16 => "struct cf16",
        Scalar::BF16 => "struct cbf16",
        _ => "struct cf32",
    }
}

/// The C type of a result-struct member.
fn member_c(t: &Ty, index_bits: u32) -> String {
    match t {
        Ty::Scalar(s) => scalar_c(s, index_bits).into(),
        Ty::Complex(s) => complex_c(s).into(),
        Ty::Ranked { shape, .. } => desc_struct(shape.len()),
        Ty::Unranked { .. } => "struct unranked".into(),
    }
}

/// C parameter types of the C interface (memrefs by pointer; complex split into two scalars,
/// as LLVM passes a `{T, T}` argument on x86-64).
fn params_c(sig: &Signature, index_bits: u32) -> Vec<String> {
    let mut p = vec![];
    if returns_through_pointer(sig) {
        p.push(format!("struct res_{} *", sig_id(sig)));
    }
    for t in &sig.args {
        match t {
            Ty::Scalar(s) => p.push(scalar_c(s, index_bits).into()),
            Ty::Complex(s) => {
                let c = scalar_c(s, index_bits);
                p.push(c.into());
                p.push(c.into());
            }
            Ty::Ranked { shape, .. } => p.push(format!("{} *", desc_struct(shape.len()))),
            Ty::Unranked { .. } => p.push("struct unranked *".into()),
        }
    }
    p
}

fn sig_id(sig: &Signature) -> String {
    sig.name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
}

/// Results come back through a first pointer argument unless there is at most one scalar.
pub fn returns_through_pointer(sig: &Signature) -> bool {
    !matches!(sig.results.as_slice(), [] | [Ty::Scalar(_)])
}

/// C arguments `esz, mask` of the emit helpers for the elements of memref type `t`.
pub(super) fn esz_mask_c(t: &Ty, index_bits: u32) -> String {
    let mask = match t {
        Ty::Ranked { elem, .. } | Ty::Unranked { elem, .. } => elem.byte_mask(index_bits),
        _ => vec![],
    };
    let bytes: Vec<String> = mask.iter().map(|b| format!("0x{b:02x}")).collect();
    format!(
        "{}, (const unsigned char[]){{{}}}",
        elem_size(t, index_bits),
        if bytes.is_empty() {
            "0".into()
        } else {
            bytes.join(",")
        }
    )
}

pub(super) fn elem_size(t: &Ty, index_bits: u32) -> u64 {
    match t {
        Ty::Ranked { elem, .. } | Ty::Unranked { elem, .. } => elem.size(index_bits),
        _ => 0,
    }
}

/// The first lines of a caller: the index type of the lowering.
pub(super) fn header(what: &str, index_bits: u32) -> String {
    format!(
        "/* Generated by `irbridge abi`{what}. */\n#include <stdint.h>\ntypedef int{index_bits}_t idx_t;\ntypedef uint{index_bits}_t uidx_t;\n"
    )
}

/// The whole C caller for `funcs`, each with its value sets (seeded arguments; the harness runs
/// the first set the reference lowering does not trap with). `layout_asserts` are
/// `_Static_assert`s on the descriptor structs (from [`super::layout`]).
pub fn caller(
    funcs: &[(Signature, Vec<ArgValues>)],
    index_bits: u32,
    layout_asserts: &str,
) -> String {
    let mut c = header("", index_bits);
    c.push_str(PRELUDE);
    c.push_str("struct d0 { void *alloc; void *align; idx_t offset; };\n");
    for r in 1..=8 {
        let _ = writeln!(
            c,
            "struct d{r} {{ void *alloc; void *align; idx_t offset; idx_t sizes[{r}]; idx_t strides[{r}]; }};"
        );
    }
    c.push_str(layout_asserts);
    for (fi, (sig, sets)) in funcs.iter().enumerate() {
        let id = sig_id(sig);
        // Result struct and prototypes.
        let _ = writeln!(c, "struct res_{id} {{");
        for (j, t) in sig.results.iter().enumerate() {
            let _ = writeln!(c, "  {} r{j};", member_c(t, index_bits));
        }
        if sig.results.is_empty() {
            c.push_str("  char unused;\n");
        }
        c.push_str("};\n");
        let ret = match sig.results.as_slice() {
            [Ty::Scalar(s)] => scalar_c(s, index_bits),
            _ => "void",
        };
        let params = params_c(sig, index_bits).join(", ");
        let params = if params.is_empty() {
            "void".into()
        } else {
            params
        };
        let mut callees = vec![
            format!("_mlir_ciface___abi_default_{fi}"),
            format!("_mlir_ciface___abi_probe_{fi}"),
            format!("_mlir_ciface___abi_pdefault_{fi}"),
        ];
        if sig.c_interface {
            callees.push(format!("_mlir_ciface_{}", sig.name));
        }
        for callee in &callees {
            let _ = writeln!(c, "{ret} {callee}({params});");
        }
        // Observers.
        for (k, t) in sig.args.iter().enumerate() {
            let key = format!("seen.a{k}");
            match t {
                Ty::Scalar(s) => {
                    let _ = writeln!(
                        c,
                        "void __abi_seen_{fi}_{k}({} v) {{ emit(\"{key}=0x%llx\\n\", {}); }}",
                        scalar_c(s, index_bits),
                        scalar_bits_c(s, "v", index_bits)
                    );
                }
                Ty::Complex(s) => {
                    let ct = scalar_c(s, index_bits);
                    let _ = writeln!(
                        c,
                        "void __abi_seen_{fi}_{k}({ct} re, {ct} im) {{ emit(\"{key}.re=0x%llx\\n{key}.im=0x%llx\\n\", {}, {}); }}",
                        scalar_bits_c(s, "re", index_bits),
                        scalar_bits_c(s, "im", index_bits)
                    );
                }
                Ty::Ranked { shape, .. } => {
                    let _ = writeln!(
                        c,
                        "void _mlir_ciface___abi_seen_{fi}_{k}({} *d) {{ emit_ranked(\"{key}\", d, {}, {}); }}",
                        desc_struct(shape.len()),
                        shape.len(),
                        esz_mask_c(t, index_bits)
                    );
                }
                Ty::Unranked { .. } => {
                    let _ = writeln!(
                        c,
                        "void _mlir_ciface___abi_seen_{fi}_{k}(struct unranked *u) {{ emit_unranked(\"{key}\", u, {}); }}",
                        esz_mask_c(t, index_bits)
                    );
                }
            }
        }
        // One run function per value set: its buffers and arguments.
        for (set, vals) in sets.iter().enumerate() {
            run_function(&mut c, fi, set, sig, vals, &callees, index_bits);
        }
    }
    abi_run_c(&mut c, funcs.iter().map(|(_, sets)| sets.len()));
    c.push_str(MAIN);
    c
}

/// `abi_run(fi, set, path, out, cap)`: dispatches to `run_<fi>_<set>(path)` (value sets past a
/// function's last run nothing), capturing what the code under test prints.
pub(super) fn abi_run_c(c: &mut String, sets: impl Iterator<Item = usize>) {
    c.push_str("long abi_run(int fi, int set, int path, char *out, long cap) {\n  out_buf = out; out_len = 0; out_cap = cap; out[0] = 0;\n  capture_begin();\n  switch (fi) {\n");
    for (fi, n) in sets.enumerate() {
        let _ = write!(c, "  case {fi}: switch (set) {{");
        for set in 0..n {
            let _ = write!(c, " case {set}: run_{fi}_{set}(path); break;");
        }
        c.push_str(" default: break; } break;\n");
    }
    c.push_str("  default: break;\n  }\n  capture_end();\n  return out_len;\n}\n");
}

/// `run_<fi>_<set>(path)`: sets up the buffers and arguments of value set `set`, calls the path and
/// emits results and memory.
fn run_function(
    c: &mut String,
    fi: usize,
    set: usize,
    sig: &Signature,
    vals: &ArgValues,
    callees: &[String],
    index_bits: u32,
) {
    let id = sig_id(sig);
    for (b, buf) in vals.buffers.iter().enumerate() {
        let init: Vec<String> = buf.bytes.iter().map(|x| x.to_string()).collect();
        let _ = writeln!(
            c,
            "static unsigned char storage_{fi}_{set}_{b}[{n}] __attribute__((aligned(64)));\nstatic const unsigned char init_{fi}_{set}_{b}[{n}] = {{{}}};",
            if init.is_empty() { "0".into() } else { init.join(",") },
            n = buf.bytes.len().max(1),
        );
    }
    let _ = writeln!(c, "static void run_{fi}_{set}(int path) {{");
    let _ = writeln!(c, "  cur_n = {};", vals.buffers.len());
    for (b, buf) in vals.buffers.iter().enumerate() {
        let _ = writeln!(
            c,
            "  cur_base[{b}] = storage_{fi}_{set}_{b}; cur_size[{b}] = {n}; memcpy(storage_{fi}_{set}_{b}, init_{fi}_{set}_{b}, {n});",
            n = buf.bytes.len()
        );
    }
    let mut actuals = vec![];
    if returns_through_pointer(sig) {
        actuals.push("&r".to_string());
    }
    for (k, (t, v)) in sig.args.iter().zip(&vals.values).enumerate() {
        match (t, v) {
            (Ty::Scalar(s), Value::Scalar(bits)) => {
                let _ = writeln!(
                    c,
                    "  {} a{k} = {};",
                    scalar_c(s, index_bits),
                    scalar_value_c(s, *bits, index_bits)
                );
                actuals.push(format!("a{k}"));
            }
            (Ty::Complex(s), Value::Complex(re, im)) => {
                actuals.push(scalar_value_c(s, *re, index_bits));
                actuals.push(scalar_value_c(s, *im, index_bits));
            }
            (Ty::Ranked { .. }, Value::Ranked { desc, buf, pad })
            | (Ty::Unranked { .. }, Value::Unranked { desc, buf, pad }) => {
                let r = desc.sizes.len();
                let ints = |v: &[i64]| {
                    v.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let arrays = if r == 0 {
                    String::new()
                } else {
                    format!(", {{{}}}, {{{}}}", ints(&desc.sizes), ints(&desc.strides))
                };
                let _ = writeln!(
                    c,
                    "  {} d{k} = {{ storage_{fi}_{set}_{buf}, storage_{fi}_{set}_{buf} + {pad}, {}{arrays} }};",
                    desc_struct(r),
                    desc.offset
                );
                if matches!(t, Ty::Unranked { .. }) {
                    let _ = writeln!(c, "  struct unranked u{k} = {{ {r}, &d{k} }};");
                    actuals.push(format!("&u{k}"));
                } else {
                    actuals.push(format!("&d{k}"));
                }
            }
            // `seed_args` follows the argument types; anything else is not called.
            _ => {
                c.push_str("  (void)path; return; }\n");
                return;
            }
        }
    }
    let _ = writeln!(c, "  struct res_{id} r; memset(&r, 0, sizeof r); (void)r;");
    let call = |callee: &str| {
        let call = format!("{callee}({})", actuals.join(", "));
        match sig.results.as_slice() {
            [Ty::Scalar(_)] => format!("r.r0 = {call};"),
            _ => format!("{call};"),
        }
    };
    c.push_str("  switch (path) {\n");
    if sig.c_interface {
        let _ = writeln!(
            c,
            "  case 0: {} break;",
            call(&format!("_mlir_ciface_{}", sig.name))
        );
    } else {
        c.push_str("  case 0: return;\n");
    }
    for (p, callee) in callees.iter().take(3).enumerate() {
        let _ = writeln!(c, "  case {}: {} break;", p + 1, call(callee));
    }
    c.push_str("  default: return;\n  }\n");
    for (j, t) in sig.results.iter().enumerate() {
        let key = format!("res{j}");
        match t {
            Ty::Scalar(s) => {
                let _ = writeln!(
                    c,
                    "  emit(\"{key}=0x%llx\\n\", {});",
                    scalar_bits_c(s, &format!("r.r{j}"), index_bits)
                );
            }
            Ty::Complex(s) => {
                let _ = writeln!(
                    c,
                    "  emit(\"{key}.re=0x%llx\\n{key}.im=0x%llx\\n\", {}, {});",
                    scalar_bits_c(s, &format!("r.r{j}.re"), index_bits),
                    scalar_bits_c(s, &format!("r.r{j}.im"), index_bits)
                );
            }
            Ty::Ranked { shape, .. } => {
                let _ = writeln!(
                    c,
                    "  emit_ranked(\"{key}\", &r.r{j}, {}, {});",
                    shape.len(),
                    esz_mask_c(t, index_bits)
                );
            }
            Ty::Unranked { .. } => {
                let _ = writeln!(
                    c,
                    "  emit_unranked(\"{key}\", &r.r{j}, {});",
                    esz_mask_c(t, index_bits)
                );
            }
        }
    }
    c.push_str("  emit_mem();\n}\n");
}

/// The driver both executors share: `abi_main(fi, set, paths, limit)` runs every path of function
/// `fi` with value set `set` in a child process of its own (`fork`), so that each call starts from
/// the same state (globals as initialized, nothing allocated) and a trap costs one path; a path
/// runs at most `limit` seconds. Each path's observations follow a `#path N` line; a child that
/// did not finish is `#signal N` or `#exit N`; `#end` closes the output. `main` (native) takes
/// `fi` and `set` from the command line; the JIT calls `abi_main` itself.
pub(super) const MAIN: &str = r##"
#ifndef ABI_PATHS
#define ABI_PATHS 4
#endif
static void write_all(const char *p, long n) {
  while (n > 0) { long w = (long)write(1, p, (size_t)n); if (w <= 0) return; p += w; n -= w; }
}
static char obs_buf[1 << 22];
int abi_main(int fi, int set, int paths, int limit) {
  char head[96];
  for (int p = 0; p < paths; p++) {
    int hn = snprintf(head, sizeof head, "#path %d\n", p);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      alarm((unsigned)limit);
      long n = abi_run(fi, set, p, obs_buf, sizeof obs_buf);
      write_all(head, hn); write_all(obs_buf, n);
      _exit(0);
    }
    if (pid < 0) { write_all(head, hn); write_all("#exit -1\n", 9); continue; }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0) {}
    if (WIFSIGNALED(st)) { hn += snprintf(head + hn, sizeof head - (size_t)hn, "#signal %d\n", WTERMSIG(st)); write_all(head, hn); }
    else if (WEXITSTATUS(st) != 0) { hn += snprintf(head + hn, sizeof head - (size_t)hn, "#exit %d\n", WEXITSTATUS(st)); write_all(head, hn); }
  }
  write_all("#end\n", 5);
  return 0;
}
#ifndef ABI_NO_MAIN
int main(int argc, char **argv) {
  int fi = argc > 1 ? atoi(argv[1]) : 0, set = argc > 2 ? atoi(argv[2]) : 0;
  int limit = argc > 3 ? atoi(argv[3]) : 10;
  return abi_main(fi, set, ABI_PATHS, limit);
}
#endif
"##;
