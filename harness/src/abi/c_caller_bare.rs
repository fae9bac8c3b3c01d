//! The C caller for the bare-pointer convention (`use-bare-ptr-memref-call-conv=1`): memrefs are
//! passed as their aligned pointer; results come back through the out-memrefs of the bare
//! forwarders (see `probe::harness_module`). Paths: 0 `F` through the bare convention, 1 the probe.
//! Observations use the keys of the default caller with `.ptr` for the pointer (see
//! [`super::observe::to_bare`]).

use super::c_caller::{
    abi_run_c, complex_c, esz_mask_c, header, scalar_bits_c, scalar_c, scalar_value_c, MAIN,
    PRELUDE,
};
use super::descriptor::{ArgValues, Value};
use super::signature::{Signature, Ty};
use std::fmt::Write;

pub const PATHS: [&str; 2] = ["bare", "probe.bare"];

fn static_count(t: &Ty) -> i64 {
    match t {
        Ty::Ranked { shape, .. } => shape.iter().map(|d| d.unwrap_or(0)).product(),
        _ => 0,
    }
}

/// The caller for the functions of `funcs` (each with its value sets) the bare convention applies
/// to (others are left out; their `abi_run` prints nothing).
pub fn caller(funcs: &[(Signature, Vec<ArgValues>)], bits: u32) -> String {
    let mut c = header(" (bare-pointer convention)", bits);
    c.push_str("#define ABI_PATHS 2\n");
    c.push_str(PRELUDE);
    for (fi, (sig, sets)) in funcs.iter().enumerate() {
        if !sig.bare_pointer_applies() {
            for set in 0..sets.len() {
                let _ = writeln!(c, "static void run_{fi}_{set}(int path) {{ (void)path; }}");
            }
            continue;
        }
        let mut params = vec![];
        for t in &sig.args {
            match t {
                Ty::Scalar(s) => params.push(scalar_c(s, bits).to_string()),
                Ty::Complex(s) => {
                    params.push(scalar_c(s, bits).into());
                    params.push(scalar_c(s, bits).into());
                }
                _ => params.push("void *".into()),
            }
        }
        params.extend(sig.results.iter().map(|_| "void *".to_string()));
        let params = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        for f in ["__abi_bare_default", "__abi_bare_probe"] {
            let _ = writeln!(c, "void {f}_{fi}({params});");
        }
        for (k, t) in sig.args.iter().enumerate() {
            let key = format!("seen.a{k}");
            match t {
                Ty::Scalar(s) => {
                    let _ = writeln!(
                        c,
                        "void __abi_seen_{fi}_{k}({} v) {{ emit(\"{key}=0x%llx\\n\", {}); }}",
                        scalar_c(s, bits),
                        scalar_bits_c(s, "v", bits)
                    );
                }
                Ty::Complex(s) => {
                    let ct = scalar_c(s, bits);
                    let _ = writeln!(
                        c,
                        "void __abi_seen_{fi}_{k}({ct} re, {ct} im) {{ emit(\"{key}.re=0x%llx\\n{key}.im=0x%llx\\n\", {}, {}); }}",
                        scalar_bits_c(s, "re", bits),
                        scalar_bits_c(s, "im", bits)
                    );
                }
                _ => {
                    let _ = writeln!(
                        c,
                        "void __abi_seen_{fi}_{k}(void *p) {{ emit_ptr(\"{key}.ptr\", p); emit_dense(\"{key}\", p, {}, {}); }}",
                        static_count(t),
                        esz_mask_c(t, bits)
                    );
                }
            }
        }
        for (set, vals) in sets.iter().enumerate() {
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
            for (k, (t, v)) in sig.args.iter().zip(&vals.values).enumerate() {
                match (t, v) {
                    (Ty::Scalar(s), Value::Scalar(bits_v)) => {
                        actuals.push(scalar_value_c(s, *bits_v, bits));
                    }
                    (Ty::Complex(s), Value::Complex(re, im)) => {
                        actuals.push(scalar_value_c(s, *re, bits));
                        actuals.push(scalar_value_c(s, *im, bits));
                    }
                    (Ty::Ranked { .. }, Value::Ranked { buf, pad, .. }) => {
                        actuals.push(format!("(void *)(storage_{fi}_{set}_{buf} + {pad})"));
                    }
                    // `bare_pointer_applies` admits nothing else.
                    _ => actuals.push(format!("0 /* argument {k} */")),
                }
            }
            for j in 0..sig.results.len() {
                let _ = writeln!(
                    c,
                    "  static unsigned char o{j}[16] __attribute__((aligned(16))); memset(o{j}, 0, 16);"
                );
                actuals.push(format!("o{j}"));
            }
            let args = actuals.join(", ");
            let _ = writeln!(
                c,
                "  switch (path) {{\n  case 0: __abi_bare_default_{fi}({args}); break;\n  case 1: __abi_bare_probe_{fi}({args}); break;\n  default: return;\n  }}"
            );
            for (j, t) in sig.results.iter().enumerate() {
                let key = format!("res{j}");
                match t {
                    Ty::Scalar(s) => {
                        let _ = writeln!(
                            c,
                            "  {{ {} v; memcpy(&v, o{j}, sizeof v); emit(\"{key}=0x%llx\\n\", {}); }}",
                            scalar_c(s, bits),
                            scalar_bits_c(s, "v", bits)
                        );
                    }
                    Ty::Complex(s) => {
                        let _ = writeln!(
                            c,
                            "  {{ {} v; memcpy(&v, o{j}, sizeof v); emit(\"{key}.re=0x%llx\\n{key}.im=0x%llx\\n\", {}, {}); }}",
                            complex_c(s),
                            scalar_bits_c(s, "v.re", bits),
                            scalar_bits_c(s, "v.im", bits)
                        );
                    }
                    _ => {
                        let _ = writeln!(
                            c,
                            "  {{ intptr_t p; memcpy(&p, o{j}, sizeof p); emit_ptr(\"{key}.ptr\", (void *)p); emit_dense(\"{key}\", (void *)p, {}, {}); }}",
                            static_count(t),
                            esz_mask_c(t, bits)
                        );
                    }
                }
            }
            c.push_str("  emit_mem();\n}\n");
        }
    }
    abi_run_c(&mut c, funcs.iter().map(|(_, sets)| sets.len()));
    c.push_str(MAIN);
    c
}
