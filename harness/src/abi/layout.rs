//! Descriptor layout: size, alignment and field offsets of `{ptr, ptr, iN, [R x iN], [R x iN]}`
//! (and the unranked `{iN, ptr}`) from the module's LLVM data layout, turned into `_Static_assert`s
//! on the C structs, so clang-19 checks them against the real C layout.

use inkwell::context::Context;
use inkwell::targets::{InitializationConfig, Target, TargetData, TargetMachine};
use inkwell::types::BasicTypeEnum;
use inkwell::AddressSpace;
use std::fmt::Write;

/// LLVM's view of one descriptor struct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StructLayout {
    pub size: u64,
    pub align: u64,
    /// Byte offsets of the fields: allocated, aligned, offset, sizes, strides (ranked) or rank,
    /// descriptor (unranked).
    pub offsets: Vec<u64>,
}

/// The data layout of an `.ll` module (its `target datalayout`), or the host's.
pub fn data_layout_of(ll: &str) -> Result<String, String> {
    if let Some(dl) = ll
        .lines()
        .find_map(|l| l.strip_prefix("target datalayout = \""))
        .and_then(|l| l.strip_suffix('"'))
    {
        return Ok(dl.to_string());
    }
    Target::initialize_native(&InitializationConfig::default())?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
    let tm = target
        .create_target_machine(
            &triple,
            "generic",
            "",
            inkwell::OptimizationLevel::None,
            inkwell::targets::RelocMode::Default,
            inkwell::targets::CodeModel::Default,
        )
        .ok_or("cannot create a target machine for the host")?;
    Ok(tm
        .get_target_data()
        .get_data_layout()
        .as_str()
        .to_string_lossy()
        .into_owned())
}

/// LLVM's layout of the ranked descriptor of `rank` (or, for `None`, the unranked one) with
/// `index_bits`-wide indices.
pub fn llvm_layout(data_layout: &str, rank: Option<u32>, index_bits: u32) -> StructLayout {
    let ctx = Context::create();
    let td = TargetData::create(data_layout);
    let ptr: BasicTypeEnum = ctx.ptr_type(AddressSpace::default()).into();
    let idx_ty = match index_bits {
        16 => ctx.i16_type(),
        32 => ctx.i32_type(),
        _ => ctx.i64_type(),
    };
    let idx: BasicTypeEnum = idx_ty.into();
    let fields: Vec<BasicTypeEnum> = match rank {
        None => vec![idx, ptr],
        Some(0) => vec![ptr, ptr, idx],
        Some(r) => {
            let arr: BasicTypeEnum = idx_ty.array_type(r).into();
            vec![ptr, ptr, idx, arr, arr]
        }
    };
    let st = ctx.struct_type(&fields, false);
    StructLayout {
        size: td.get_abi_size(&st),
        align: td.get_abi_alignment(&st) as u64,
        offsets: (0..fields.len() as u32)
            .map(|i| td.offset_of_element(&st, i).unwrap_or(u64::MAX))
            .collect(),
    }
}

/// `_Static_assert`s that the C structs `struct d<R>` (ranks 0–8) and `struct unranked` of the
/// caller (whose `idx_t` is `index_bits` wide) have LLVM's layout. `suffix` renames the structs.
pub fn static_asserts(data_layout: &str, index_bits: u32, suffix: &str) -> String {
    let mut out = String::from("#include <stddef.h>\n");
    let ranked = ["alloc", "align", "offset", "sizes", "strides"];
    let mut check = |name: String, l: StructLayout, fields: &[&str]| {
        let _ = writeln!(
            out,
            "_Static_assert(sizeof({name}) == {}, \"{name}: size is not {} (LLVM data layout)\");",
            l.size, l.size
        );
        let _ = writeln!(
            out,
            "_Static_assert(_Alignof({name}) == {}, \"{name}: alignment is not {} (LLVM data layout)\");",
            l.align, l.align
        );
        for (f, off) in fields.iter().zip(&l.offsets) {
            let _ = writeln!(
                out,
                "_Static_assert(offsetof({name}, {f}) == {off}, \"{name}: field {f} is not at offset {off} (LLVM data layout)\");"
            );
        }
    };
    for r in 0..=8u32 {
        let fields = if r == 0 { &ranked[..3] } else { &ranked[..] };
        check(
            format!("struct d{r}{suffix}"),
            llvm_layout(data_layout, Some(r), index_bits),
            fields,
        );
    }
    check(
        format!("struct unranked{suffix}"),
        llvm_layout(data_layout, None, index_bits),
        &["rank", "desc"],
    );
    out
}

/// The C declarations of the descriptor structs for `index_bits`, named with `suffix`.
pub fn c_structs(index_bits: u32, suffix: &str) -> String {
    let mut c = format!(
        "#include <stdint.h>\nstruct d0{suffix} {{ void *alloc; void *align; int{index_bits}_t offset; }};\n"
    );
    for r in 1..=8 {
        let _ = writeln!(
            c,
            "struct d{r}{suffix} {{ void *alloc; void *align; int{index_bits}_t offset; int{index_bits}_t sizes[{r}]; int{index_bits}_t strides[{r}]; }};"
        );
    }
    let _ = writeln!(
        c,
        "struct unranked{suffix} {{ int{index_bits}_t rank; void *desc; }};"
    );
    c
}

/// The layout check for ranks 0–8 and index widths 32 and 64: clang-19 compiles the C structs
/// with the assertions. `Ok(n)` is the number of assertions that held.
pub fn check_all(
    clang: &std::path::Path,
    data_layout: &str,
    work: &std::path::Path,
) -> Result<usize, String> {
    let mut src = String::new();
    for bits in [32, 64] {
        let suffix = format!("_i{bits}");
        src.push_str(&c_structs(bits, &suffix));
        src.push_str(&static_asserts(data_layout, bits, &suffix));
    }
    let file = work.join("layout.c");
    std::fs::write(&file, &src).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(clang)
        .args(["-fsyntax-only", "-std=c11"])
        .arg(&file)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", clang.display()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err
            .lines()
            .find_map(|l| {
                l.split_once("static assertion failed due to requirement")
                    .map(|_| l)
            })
            .or_else(|| err.lines().find(|l| l.contains("error:")))
            .unwrap_or("clang rejected the layout check");
        return Err(first.to_string());
    }
    Ok(src.matches("_Static_assert").count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_layout_that_disagrees_with_c_is_named() {
        // 32-bit pointers: LLVM's offsets differ from x86-64 C's, so clang-19 rejects the
        // assertions and the first one is reported.
        let work = tempfile::tempdir().unwrap();
        let clang = std::path::Path::new("clang-19");
        let host = data_layout_of("").unwrap();
        assert_eq!(check_all(clang, &host, work.path()), Ok(130));
        let err = check_all(clang, "e-p:32:32-i64:64-n8:16:32:64-S128", work.path()).unwrap_err();
        assert!(
            err.contains("struct d0_i32") && err.contains("LLVM data layout"),
            "{err}"
        );
    }

    #[test]
    fn x86_64_layout_of_rank_2_and_32_bit_indices() {
        let dl = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
        let l = llvm_layout(dl, Some(2), 64);
        assert_eq!(l.offsets, vec![0, 8, 16, 24, 40]);
        assert_eq!((l.size, l.align), (56, 8));
        let l = llvm_layout(dl, Some(3), 32);
        assert_eq!(l.offsets, vec![0, 8, 16, 20, 32]);
        assert_eq!(l.size, 48);
        let u = llvm_layout(dl, None, 32);
        assert_eq!(u.offsets, vec![0, 8]);
    }
}
