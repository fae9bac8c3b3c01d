//! The benchmark matrix's generated input shapes, beyond `irbridge gen`'s many small functions:
//! deep `scf` region nesting, large dense constants, and structured scf/affine/math/vector programs
//! (the ABI differential's generator, many programs in one module), and vector kernels (the same
//! generator restricted to `vector`). Each is deterministic for a
//! size and seed, and about `target` bytes.

use std::fmt::Write;

/// Functions of `scf.for` loops with `iter_args` and `scf.if`s with results, alternating, nested
/// `DEPTH` deep, each level loading, computing and yielding: region nesting, not length.
pub fn deep_scf(target: usize, seed: u64) -> String {
    const DEPTH: usize = 12;
    let mut out = String::with_capacity(target + 4096);
    out.push_str("// The benchmark matrix's deep-scf shape.\nmodule {\n");
    let mut index = 0usize;
    while out.len() < target || index == 0 {
        let k = (seed as usize).wrapping_add(index) % 7;
        let _ = writeln!(
            out,
            "  func.func @nest{index}(%m: memref<?xf32>, %n: index, %x: f32) -> f32 {{"
        );
        out.push_str("    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n");
        let _ = writeln!(out, "    %k = arith.constant {k}.5 : f32");
        let mut next = 0usize;
        let r = nest(&mut out, &mut next, 0, DEPTH, "%x", 2);
        let _ = writeln!(out, "    return {r} : f32\n  }}");
        index += 1;
    }
    out.push_str("}\n");
    out
}

/// One level of [`deep_scf`]: a loop at even levels, a conditional at odd ones, around the next
/// level; the value it yields.
fn nest(
    out: &mut String,
    next: &mut usize,
    level: usize,
    depth: usize,
    acc: &str,
    indent: usize,
) -> String {
    let pad = "  ".repeat(indent);
    let mut fresh = || {
        *next += 1;
        format!("%v{next}")
    };
    let (v, t, r) = (fresh(), fresh(), fresh());
    if level.is_multiple_of(2) {
        let (i, a) = (fresh(), fresh());
        let _ = writeln!(
            out,
            "{pad}{r} = scf.for {i} = %c0 to %n step %c1 iter_args({a} = {acc}) -> (f32) {{"
        );
        let _ = writeln!(out, "{pad}  {v} = memref.load %m[{i}] : memref<?xf32>");
        let _ = writeln!(out, "{pad}  {t} = arith.addf {a}, {v} : f32");
        let inner = if level + 1 < depth {
            nest(out, next, level + 1, depth, &t, indent + 1)
        } else {
            t.clone()
        };
        let _ = writeln!(out, "{pad}  memref.store {inner}, %m[{i}] : memref<?xf32>");
        let _ = writeln!(out, "{pad}  scf.yield {inner} : f32\n{pad}}}");
    } else {
        let c = fresh();
        let _ = writeln!(out, "{pad}{t} = arith.mulf {acc}, %k : f32");
        let _ = writeln!(out, "{pad}{c} = arith.cmpf olt, {t}, %x : f32");
        let _ = writeln!(out, "{pad}{r} = scf.if {c} -> (f32) {{");
        let inner = if level + 1 < depth {
            nest(out, next, level + 1, depth, &t, indent + 1)
        } else {
            t.clone()
        };
        let _ = writeln!(out, "{pad}  scf.yield {inner} : f32\n{pad}}} else {{");
        let _ = writeln!(out, "{pad}  {v} = arith.subf {t}, {acc} : f32");
        let _ = writeln!(out, "{pad}  scf.yield {v} : f32\n{pad}}}");
    }
    r
}

/// Constant `memref.global`s of 1024 `f32`/`i32` elements and functions reading them, returning a
/// dense `vector<16xi32>` constant too: the parser's, printer's and lowering's dense attributes.
pub fn dense(target: usize, seed: u64) -> String {
    let mut state = seed ^ 0x5DEE_CE66_D1CE_4E5B;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as i64
    };
    let mut out = String::with_capacity(target + 65536);
    out.push_str("// The benchmark matrix's dense-constant shape.\nmodule {\n");
    let mut index = 0usize;
    while out.len() < target || index == 0 {
        let floats: Vec<String> = (0..1024)
            .map(|_| format!("{:.3}", (next() % 20001 - 10000) as f64 / 8.0))
            .collect();
        let ints: Vec<String> = (0..1024)
            .map(|_| (next() % 2_000_001 - 1_000_000).to_string())
            .collect();
        let vec: Vec<String> = (0..16).map(|_| (next() % 1000).to_string()).collect();
        let _ = writeln!(
            out,
            "  memref.global \"private\" constant @f{index} : memref<1024xf32> = dense<[{}]>",
            floats.join(", ")
        );
        let _ = writeln!(
            out,
            "  memref.global \"private\" constant @i{index} : memref<1024xi32> = dense<[{}]>",
            ints.join(", ")
        );
        let _ = writeln!(
            out,
            "  func.func @read{index}(%k: index) -> (f32, i32, vector<16xi32>) {{\n    \
             %f = memref.get_global @f{index} : memref<1024xf32>\n    \
             %i = memref.get_global @i{index} : memref<1024xi32>\n    \
             %a = memref.load %f[%k] : memref<1024xf32>\n    \
             %b = memref.load %i[%k] : memref<1024xi32>\n    \
             %v = arith.constant dense<[{}]> : vector<16xi32>\n    \
             return %a, %b, %v : f32, i32, vector<16xi32>\n  }}",
            vec.join(", ")
        );
        index += 1;
    }
    out.push_str("}\n");
    out
}

/// Structured programs of `irbridge diffprog --dialects all` (scf, affine, math, vector), one
/// after another in one module (functions renamed per program), about `target` bytes.
pub fn structured(target: usize, seed: u64) -> String {
    let dialects = crate::diffprog::structured::Dialects {
        scf: true,
        affine: true,
        math: true,
        vector: true,
        complex: false,
    };
    programs(
        target,
        seed,
        dialects,
        "// The benchmark matrix's structured shape (diffprog --dialects all).\n",
    )
}

/// Vector kernels: programs of `irbridge diffprog --dialects vector` (vector ops and prints over
/// func/arith/memref, no loops but those the vector lowering makes), about `target` bytes.
pub fn vector(target: usize, seed: u64) -> String {
    let dialects = crate::diffprog::structured::Dialects {
        vector: true,
        ..Default::default()
    };
    programs(
        target,
        seed,
        dialects,
        "// The benchmark matrix's vector shape (diffprog --dialects vector).\n",
    )
}

/// Programs of the structured generator for `dialects` from `seed` on, in one module.
fn programs(
    target: usize,
    seed: u64,
    dialects: crate::diffprog::structured::Dialects,
    head: &str,
) -> String {
    let mut out = String::with_capacity(target + 16384);
    out.push_str(head);
    let mut s = seed;
    while out.len() < target || s == seed {
        let program = crate::diffprog::structured::program(s, dialects);
        s += 1;
        // Alias definitions would clash between programs; such programs are left out.
        if program.lines().any(|l| l.starts_with('#')) {
            continue;
        }
        for line in program.lines().filter(|l| !l.starts_with("//")) {
            out.push_str(&line.replace('@', &format!("@p{s}_")));
            out.push('\n');
        }
    }
    out
}

/// A small C program for `--quick` runs without a fetched one: loops, a switch, a struct, a table.
pub const SMALL_C_PROGRAM: &str = r#"
struct point { int x; long y; double z; };
static const int table[8] = {1, -2, 3, -4, 5, -6, 7, -8};
long mix(int n, struct point *p) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc = (acc * 3 + table[i & 7]) ^ p->x;
    switch (acc & 3) {
    case 0: acc += i; break;
    case 1: acc -= p->y; break;
    default: p->z += acc * 0.5;
    }
  }
  return acc + (long)p->z;
}
double norm(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i] * v[i];
  return s;
}
int main(void) {
  struct point p = {1, 2, 3.0};
  double v[4] = {1, 2, 3, 4};
  return (int)(mix(10, &p) + norm(v, 4)) & 0x7f;
}
"#;

#[cfg(test)]
mod tests {
    #[test]
    fn deterministic_and_sized() {
        for shape in [
            super::deep_scf,
            super::dense,
            super::structured,
            super::vector,
        ] {
            let a = shape(20_000, 3);
            assert_eq!(a, shape(20_000, 3));
            assert!(a.len() >= 20_000 && a.len() < 80_000, "{}", a.len());
        }
    }
}
