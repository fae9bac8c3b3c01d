//! The harness in one process, without clang: a function that *is* a probe
//! (`probe::probe_as_function`) and its harness module are lowered by irbridge, linked with the
//! LLVM IR caller (`ir_caller`) and run in the LLVM JIT here; every path (C interface, default
//! convention, the probe's two, and the bare-pointer convention where it applies) must show what
//! `probe::expected_probe` computes. This is the `abi_signature` fuzz target's property; a crash of
//! the JIT-ed code is a crash of the calling process (for the fuzzer, a finding).
//!
//! The caller reports observations through `extern "C"` callbacks that print the C caller's
//! `key=value` lines into a thread-local buffer; buffers behind memref arguments are owned here.

use super::descriptor::{self, ArgValues};
use super::ir_caller;
use super::observe::{self, ObsSet};
use super::probe;
use super::provider::lower_with_irbridge;
use super::signature::Signature;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::OptimizationLevel;
use std::cell::RefCell;
use std::fmt::Write;

/// The buffers of the current run and what the callbacks printed.
struct State {
    out: String,
    /// (base, length) of each harness buffer; `storage` keeps them alive.
    bufs: Vec<(usize, usize)>,
    storage: Vec<Vec<u8>>,
    index_bits: u32,
    /// Element byte masks by observation slot (`key / 4`, see `ir_caller::arg_key`).
    masks: Vec<(i32, Vec<u8>)>,
}

thread_local! {
    static STATE: RefCell<State> = const {
        RefCell::new(State {
            out: String::new(),
            bufs: vec![],
            storage: vec![],
            index_bits: 64,
            masks: vec![],
        })
    };
}

/// The allocated pointer MLIR gives `memref.get_global` results.
const DEADBEEF: usize = 0xdead_beef;

/// The C caller's `emit_ptr`: a pointer named relative to the harness buffers.
fn name_ptr(st: &State, p: usize) -> String {
    if p == 0 {
        return "null".into();
    }
    if p == DEADBEEF {
        return "deadbeef".into();
    }
    for pass in 0..2 {
        for (b, (base, len)) in st.bufs.iter().enumerate() {
            if p >= *base && (p < base + len || (pass == 1 && p == base + len)) {
                return format!("buf{b}+{}", p - base);
            }
        }
    }
    "fresh".into()
}

/// The C caller's `readable`: inside a harness buffer (true), near one but outside it (false), or
/// elsewhere (true: memory the callee allocated).
fn readable(st: &State, p: usize, n: usize) -> bool {
    if p == 0 || (p + 4096 >= DEADBEEF && p <= DEADBEEF + 4096) {
        return false;
    }
    if st
        .bufs
        .iter()
        .any(|(base, len)| p >= *base && p + n <= base + len)
    {
        return true;
    }
    !st.bufs
        .iter()
        .any(|(base, len)| p + 4096 >= *base && p <= base + len + 4096)
}

/// Reads `n` bytes at `p`.
fn bytes_at(p: usize, n: usize) -> Vec<u8> {
    // SAFETY: callers pass either the address of a descriptor/slot the JIT-ed caller allocated and
    // handed to a callback (live for the call), or an element address `readable` accepted (inside
    // a harness buffer, or memory the callee allocated), exactly what the C caller dereferences.
    unsafe { std::slice::from_raw_parts(p as *const u8, n) }.to_vec()
}

fn read_uint(p: usize, n: usize) -> u64 {
    let mut b = [0u8; 8];
    b[..n].copy_from_slice(&bytes_at(p, n));
    u64::from_le_bytes(b)
}

fn read_idx(st: &State, p: usize) -> i64 {
    if st.index_bits == 32 {
        read_uint(p, 4) as u32 as i32 as i64
    } else {
        read_uint(p, 8) as i64
    }
}

/// The element at `q` through the byte mask of observation `key`.
fn masked_elem(st: &State, key: i32, q: usize, esz: usize) -> String {
    let mask = st.masks.iter().find(|(k, _)| *k == key / 4).map(|(_, m)| m);
    let b: Vec<u8> = bytes_at(q, esz)
        .iter()
        .enumerate()
        .map(|(i, b)| b & mask.and_then(|m| m.get(i)).copied().unwrap_or(0xff))
        .collect();
    hex(&b)
}

fn hex(b: &[u8]) -> String {
    b.iter().fold(String::new(), |mut s, x| {
        let _ = write!(s, "{x:02x}");
        s
    })
}

/// The C caller's `emit_ranked` for the descriptor at `d`.
fn emit_ranked(st: &mut State, id: i32, d: usize, rank: i64, esz: usize) {
    let key = ir_caller::key_name(id);
    let iw = (st.index_bits / 8) as usize;
    let alloc = read_uint(d, 8) as usize;
    let align = read_uint(d + 8, 8) as usize;
    let m = |i: usize| d + 16 + i * iw;
    let offset = read_idx(st, m(0));
    let rank = rank as usize;
    let sizes: Vec<i64> = (0..rank).map(|i| read_idx(st, m(1 + i))).collect();
    let strides: Vec<i64> = (0..rank).map(|i| read_idx(st, m(1 + rank + i))).collect();
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let (a, b) = (name_ptr(st, alloc), name_ptr(st, align));
    let _ = write!(
        st.out,
        "{key}.alloc={a}\n{key}.align={b}\n{key}.offset={offset}\n{key}.sizes=[{}]\n{key}.strides=[{}]\n{key}.elems=",
        list(&sizes),
        list(&strides)
    );
    let mut total: i64 = 1;
    for s in &sizes {
        if *s < 0 {
            total = -1;
        }
        if total >= 0 {
            total = total.saturating_mul(*s);
        }
    }
    if total < 0 {
        st.out.push_str("bad-size\n");
        return;
    }
    if total == 0 {
        st.out.push_str("-\n");
        return;
    }
    if total > 4096 {
        st.out.push_str("skipped\n");
        return;
    }
    let mut idx = vec![0i64; rank];
    for e in 0..total {
        let lin = offset.wrapping_add(
            idx.iter()
                .zip(&strides)
                .map(|(i, s)| i.wrapping_mul(*s))
                .fold(0i64, i64::wrapping_add),
        );
        let q = (align as i64).wrapping_add(lin.wrapping_mul(esz as i64)) as usize;
        if !readable(st, q, esz) {
            let _ = write!(st.out, "oob@{e}");
            break;
        }
        let h = masked_elem(st, id, q, esz);
        st.out.push_str(&h);
        for i in (0..rank).rev() {
            idx[i] += 1;
            if idx[i] < sizes[i] {
                break;
            }
            idx[i] = 0;
        }
    }
    st.out.push('\n');
}

extern "C" fn abi_obs_scalar(key: i32, bits: i64) {
    STATE.with(|s| {
        let _ = writeln!(
            s.borrow_mut().out,
            "{}=0x{:x}",
            ir_caller::key_name(key),
            bits as u64
        );
    });
}

extern "C" fn abi_obs_ranked(key: i32, d: *const u8, rank: i64, esz: i64) {
    STATE.with(|s| {
        let st = &mut *s.borrow_mut();
        emit_ranked(st, key, d as usize, rank, esz as usize);
    });
}

extern "C" fn abi_obs_unranked(key: i32, u: *const u8, esz: i64) {
    STATE.with(|s| {
        let st = &mut *s.borrow_mut();
        let rank = read_idx(st, u as usize);
        let desc = read_uint(u as usize + 8, 8) as usize;
        let _ = writeln!(st.out, "{}.rank={rank}", ir_caller::key_name(key));
        if (0..=8).contains(&rank) && desc != 0 {
            emit_ranked(st, key, desc, rank, esz as usize);
        }
    });
}

extern "C" fn abi_obs_dense(key: i32, p: *const u8, n: i64, esz: i64) {
    STATE.with(|s| {
        let st = &mut *s.borrow_mut();
        let id = key;
        let key = ir_caller::key_name(key);
        let (p, esz) = (p as usize, esz as usize);
        let name = name_ptr(st, p);
        let _ = write!(st.out, "{key}.ptr={name}\n{key}.elems=");
        if n == 0 {
            st.out.push_str("-\n");
            return;
        }
        for e in 0..n.max(0) as usize {
            let q = p.wrapping_add(e * esz);
            if !readable(st, q, esz) {
                let _ = write!(st.out, "oob@{e}");
                break;
            }
            let h = masked_elem(st, id, q, esz);
            st.out.push_str(&h);
        }
        st.out.push('\n');
    });
}

extern "C" fn abi_buffer(b: i32) -> *mut u8 {
    STATE.with(|s| {
        s.borrow()
            .bufs
            .get(b as usize)
            .map_or(std::ptr::null_mut(), |(base, _)| *base as *mut u8)
    })
}

/// Bytes kept free around each buffer: `readable` calls memory within 4096 bytes of a harness
/// buffer out of bounds, and the callee's `malloc` must not land there (the C caller's buffers are
/// static; these live on the heap).
const GUARD: usize = 4096 + 64;

/// The element byte masks of `sig`'s memref arguments and results, by observation slot.
fn masks_of(sig: &Signature, index_bits: u32) -> Vec<(i32, Vec<u8>)> {
    use super::signature::Ty;
    let mask = |t: &Ty| match t {
        Ty::Ranked { elem, .. } | Ty::Unranked { elem, .. } => Some(elem.byte_mask(index_bits)),
        _ => None,
    };
    let args = sig
        .args
        .iter()
        .enumerate()
        .filter_map(|(k, t)| mask(t).map(|m| (ir_caller::arg_key(k, 0) / 4, m)));
    let res = sig
        .results
        .iter()
        .enumerate()
        .filter_map(|(j, t)| mask(t).map(|m| (ir_caller::res_key(j, 0) / 4, m)));
    args.chain(res).collect()
}

/// Sets up fresh copies of the argument buffers (64-byte aligned) for one path.
fn reset_buffers(vals: &ArgValues, index_bits: u32, masks: &[(i32, Vec<u8>)]) {
    STATE.with(|s| {
        let st = &mut *s.borrow_mut();
        st.masks = masks.to_vec();
        st.out.clear();
        st.index_bits = index_bits;
        st.storage = vals
            .buffers
            .iter()
            .map(|b| vec![0u8; GUARD + b.bytes.len() + 64 + GUARD])
            .collect();
        st.bufs = vec![];
        for (store, b) in st.storage.iter_mut().zip(&vals.buffers) {
            let skip = GUARD + store[GUARD..].as_ptr().align_offset(64);
            store[skip..skip + b.bytes.len()].copy_from_slice(&b.bytes);
            st.bufs
                .push((store.as_ptr() as usize + skip, b.bytes.len()));
        }
    });
}

/// The observations after a path: the callbacks' lines and every buffer.
fn take_observations() -> ObsSet {
    STATE.with(|s| {
        let st = &mut *s.borrow_mut();
        let mut text = std::mem::take(&mut st.out);
        for (b, (base, len)) in st.bufs.iter().enumerate() {
            let h = hex(&bytes_at(*base, *len));
            let _ = writeln!(text, "mem.buf{b}={}", if h.is_empty() { "-" } else { &h });
        }
        ObsSet::parse(&text)
    })
}

/// Links `caller` with `modules` (LLVM IR text) and runs `abi_path_<p>` for `p in 0..paths`.
fn run_jit(
    caller: &str,
    modules: &[String],
    vals: &ArgValues,
    index_bits: u32,
    masks: &[(i32, Vec<u8>)],
    paths: usize,
) -> Result<Vec<ObsSet>, String> {
    Target::initialize_native(&InitializationConfig::default())?;
    let ctx = Context::create();
    let parse = |name: &str, text: &str| {
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
        ctx.create_module_from_ir(buf)
            .map_err(|e| format!("{name}: {e}"))
    };
    let main = parse("caller", caller)?;
    for (i, m) in modules.iter().enumerate() {
        let m = parse(&format!("module{i}"), m)?;
        m.set_triple(&main.get_triple());
        m.set_data_layout(&main.get_data_layout());
        main.link_in_module(m).map_err(|e| e.to_string())?;
    }
    let ee = main
        .create_jit_execution_engine(OptimizationLevel::None)
        .map_err(|e| e.to_string())?;
    let addrs: [usize; 5] = [
        abi_obs_scalar as *const () as usize,
        abi_obs_ranked as *const () as usize,
        abi_obs_unranked as *const () as usize,
        abi_obs_dense as *const () as usize,
        abi_buffer as *const () as usize,
    ];
    for ((name, _), addr) in ir_caller::CALLBACKS.iter().zip(addrs) {
        if let Some(f) = main.get_function(name) {
            ee.add_global_mapping(&f, addr);
        }
    }
    let mut out = vec![];
    for p in 0..paths {
        // SAFETY: `abi_path_<p>` is defined by the generated caller as `void ()`.
        let f = unsafe { ee.get_function::<unsafe extern "C" fn()>(&format!("abi_path_{p}")) }
            .map_err(|e| e.to_string())?;
        reset_buffers(vals, index_bits, masks);
        // SAFETY: the caller only touches its own stack, the buffers `reset_buffers` set up (kept
        // alive in STATE until the next reset) and memory the code under test allocates; the
        // callbacks it calls are the `extern "C"` functions mapped above, with their signatures.
        unsafe { f.call() };
        out.push(take_observations());
    }
    Ok(out)
}

/// Why `sig` cannot be run at `index_bits` because of a defect upstream 19 has (and irbridge, which
/// lowers as upstream does, shares), or `None`. Recorded in `corpus/abi/upstream-bugs/`.
pub fn known_upstream_defect(sig: &Signature, index_bits: u32) -> Option<&'static str> {
    use super::signature::{Elem, Ty};
    let over_aligned_result = sig.results.iter().any(|t| {
        matches!(
            t,
            Ty::Ranked {
                elem: Elem::Vector(..) | Elem::Complex(_),
                ..
            } | Ty::Unranked {
                elem: Elem::Vector(..) | Elem::Complex(_),
                ..
            }
        )
    });
    (index_bits == 32 && over_aligned_result).then_some(
        "upstream 19 bug (index32_alloc_alignment.mlir): with index-bitwidth=32 on a 64-bit target, \
         memref.alloc of vector or complex elements aligns the malloc'd pointer through a 32-bit \
         integer (ptrtoint to i32), so the aligned pointer is truncated",
    )
}

/// Why the bare-pointer convention of `sig` is outside what it supports, or `None`: a memref result
/// whose allocation is aligned by hand beyond `malloc`'s 16 bytes has an allocated pointer other
/// than its aligned one, and upstream 19 (and irbridge, which follows it) returns the *allocated*
/// pointer (TargetLLVMIR.md restricts the convention to memrefs whose two pointers match).
/// Recorded in `corpus/abi/upstream-bugs/bare_over_aligned_result.mlir`.
pub fn bare_pointer_limit(sig: &Signature) -> Option<&'static str> {
    use super::signature::{Elem, Ty};
    sig.results
        .iter()
        .any(|t| {
            matches!(t, Ty::Ranked { elem: e @ (Elem::Vector(..) | Elem::Complex(_)), .. } if e.size(64) > 16)
        })
        .then_some(
            "bare-pointer convention not checked: a memref result allocated with an alignment above \
             malloc's 16 bytes is returned as its allocated pointer by upstream 19 \
             (bare_over_aligned_result.mlir)",
        )
}

/// Checks function `sig` made a probe, lowered by irbridge with `index-bitwidth=index_bits`, on
/// every path, against the computed expectations. `Err` names the path and the first difference,
/// or the step (lowering, linking) that failed. `Ok(Some(why))`: not run, a known upstream defect
/// ([`known_upstream_defect`]).
pub fn check_probe_function(
    sig: &Signature,
    seed: u64,
    index_bits: u32,
) -> Result<Option<&'static str>, String> {
    check_mutated(sig, seed, index_bits, &|ll| ll)
}

/// [`check_probe_function`] with the lowered function's LLVM IR passed through `mutate` first
/// (planted bugs, to test that the check sees them).
pub fn check_mutated(
    sig: &Signature,
    seed: u64,
    index_bits: u32,
    mutate: &dyn Fn(String) -> String,
) -> Result<Option<&'static str>, String> {
    if let Some(why) = known_upstream_defect(sig, index_bits) {
        return Ok(Some(why));
    }
    let pipeline: Vec<String> = if index_bits == 32 {
        vec!["index-bitwidth=32".into()]
    } else {
        vec![]
    };
    let sigs = std::slice::from_ref(sig);
    let vals = descriptor::seed_args(&sig.args, seed, index_bits);
    let expected = probe::expected_probe(sig, &vals, seed, index_bits);
    let lower = |what: &str, mlir: &str, pipeline: &[String]| {
        lower_with_irbridge(mlir, pipeline)
            .map_err(|e| format!("irbridge cannot lower the {what}: {e}\n{mlir}"))
    };
    let f_ll = mutate(lower(
        "function",
        &probe::probe_as_function(sig, seed, index_bits, false),
        &pipeline,
    )?);
    let h_ll = lower(
        "harness",
        &probe::harness_module(sigs, seed, index_bits, false),
        &pipeline,
    )?;
    let caller = ir_caller::caller(sig, &vals, index_bits);
    let masks = masks_of(sig, index_bits);
    let runs = run_jit(&caller, &[f_ll, h_ll], &vals, index_bits, &masks, 4)?;
    let names = super::c_caller::PATHS;
    for (p, got) in runs.iter().enumerate() {
        if p == 0 && !sig.c_interface {
            continue;
        }
        if let Some((k, e, g)) = observe::first_mismatch(&expected, got, true) {
            return Err(format!(
                "[{}, jit] {k}: expected {e} (computed), got {g}",
                names[p]
            ));
        }
    }
    let bare_limit = bare_pointer_limit(sig);
    if sig.bare_pointer_applies() && index_bits == 64 && bare_limit.is_none() {
        let bp = vec!["use-bare-ptr-memref-call-conv=1".to_string()];
        let f_ll = mutate(lower(
            "function (bare pointers)",
            &probe::probe_as_function(sig, seed, index_bits, true),
            &bp,
        )?);
        let h_ll = lower(
            "harness (bare pointers)",
            &probe::harness_module(sigs, seed, index_bits, true),
            &bp,
        )?;
        let caller = ir_caller::bare_caller(sig, &vals);
        let runs = run_jit(&caller, &[f_ll, h_ll], &vals, index_bits, &masks, 2)?;
        let want = observe::to_bare(&expected);
        for (p, got) in runs.iter().enumerate() {
            if let Some((k, e, g)) = observe::first_mismatch(&want, got, true) {
                return Err(format!(
                    "[{}, jit] {k}: expected {e} (computed), got {g}",
                    super::c_caller_bare::PATHS[p]
                ));
            }
        }
    }
    Ok(bare_limit.filter(|_| sig.bare_pointer_applies() && index_bits == 64))
}
