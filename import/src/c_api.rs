//! Gaps of llvm-ir filled through LLVM's C API (`inkwell::llvm_sys`, the same LLVM 19): facts
//! llvm-ir does not keep (global value types, exact literals, attributes, metadata, ...), matched
//! back to llvm-ir's module by name or by position.

use inkwell::llvm_sys::comdat::{LLVMGetComdat, LLVMGetOrInsertComdat};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMDiagnosticSeverity, LLVMOpcode, LLVMTypeKind};
use irbridge_llvm::tables;
use llvm_ir::types::{FPType, Types};
use llvm_ir::TypeRef;
use rustc_hash::{FxHashMap, FxHashSet};

/// What the C API adds to llvm-ir's view of a module.
#[derive(Default)]
pub struct Facts {
    /// Value types of global variables (llvm-ir keeps only their pointer type).
    pub global_types: FxHashMap<String, TypeRef>,
    /// Global variables that are `dso_local` (llvm-ir has no field, the C API no getter).
    pub dso_local_globals: FxHashSet<String>,
    /// What llvm-ir does not keep of some instructions, by position: the address space of an
    /// `alloca`, the alignment of `atomicrmw`/`cmpxchg`, `musttail`/`notail` of a call.
    pub inst_extra: FxHashMap<(String, usize, usize), InstExtra>,
    /// The metadata-string arguments of calls (`!"round.tonearest"`), by position: one entry per
    /// call argument, `None` where it is no metadata string (llvm-ir keeps no metadata arguments).
    pub md_string_args: FxHashMap<(String, usize, usize), Vec<Option<String>>>,
    /// The scope of each `llvm.experimental.noalias.scope.decl` call whose argument is a list of
    /// one alias scope (`#llvm.alias_scope<...>` text), by position.
    pub scope_decls: FxHashMap<(String, usize, usize), String>,
    /// Function attributes of declarations (llvm-ir keeps none for them), in LLVM's order.
    pub decl_attrs: FxHashMap<String, Vec<DeclAttr>>,
    /// The constants llvm-ir cannot hold (floats other than float/double, integers wider than 64
    /// bits) as MLIR literals, in depth-first operand order, per instruction
    /// (function, block index, instruction index) ...
    pub inst_literals: FxHashMap<(String, usize, usize), Vec<Option<String>>>,
    /// ... and per global initializer.
    pub global_literals: FxHashMap<String, Vec<Option<String>>>,
    /// Enum attributes llvm-ir reports as "unknown", by (function, attribute index: `u32::MAX` for
    /// the function, 0 for the result, N for parameter N-1), from [`RECOVERED_ATTRS`].
    pub attrs: FxHashMap<(String, u32), Vec<(&'static str, u64)>>,
    /// Fast-math flags (LLVM's bit set) of instructions that have some, by position.
    pub fast_math: FxHashMap<(String, usize, usize), u32>,
    /// Inline assembly called by an instruction, by position.
    pub inline_asm: FxHashMap<(String, usize, usize), InlineAsm>,
    /// Comdat names by global/function name (llvm-ir does not carry them; the C API has no getter
    /// either, so the name is found among the module's global names by identity of the comdat).
    pub comdat_names: FxHashMap<String, String>,
    /// Landingpad clauses, by position: catch (`true`) or filter, and the pointers it names
    /// (`None` = null); `None` for a clause of another shape.
    pub clauses: FxHashMap<(String, usize, usize), Vec<Clause>>,
    /// Instruction metadata, by position.
    pub metadata: FxHashMap<(String, usize, usize), crate::metadata::InstMetadata>,
    /// The alias definitions `metadata` refers to (TBAA), one a line, to write above the module.
    pub md_aliases: String,
    /// Sync scope names of atomic instructions other than the system scope, by position: llvm-ir
    /// reports every scope but `singlethread` as system (read through export's C++ shim, as LLVM
    /// 19's C API cannot name scopes).
    pub sync_scopes: FxHashMap<(String, usize, usize), Vec<u8>>,
    /// `unnamed_addr` / `local_unnamed_addr` of functions that have one (llvm-ir has no field).
    pub fn_unnamed_addr: FxHashMap<String, &'static str>,
    /// `vscale_range` and `!prof` entry counts of functions (llvm-ir keeps neither).
    pub fn_extra: FxHashMap<String, FnExtra>,
    /// The operands of `!llvm.linker.options`, each a list of strings.
    pub linker_options: Vec<Vec<String>>,
    /// `!llvm.linker.options` has an operand that is no list of strings.
    pub linker_options_dropped: bool,
    /// Function names in module order (llvm-ir splits declarations from definitions).
    pub function_order: Vec<String>,
    /// LLVM's verifier message, when the module is not valid LLVM IR.
    pub invalid: Option<String>,
    /// The flag attribute (`isDisjoint`, `nonNeg`) of instructions that have one, by
    /// position: LLVM 17+ flags llvm-ir (0.11) does not read and upstream 19's import drops.
    pub flag_attr: FxHashMap<(String, usize, usize), &'static str>,
    /// The distinct target extension types of the module, spelled `!llvm.target<...>` (llvm-ir
    /// reads them all as one type without name or parameters), in order of first sight; `None` in
    /// the list for one whose parameters cannot be spelled.
    pub target_ext_types: Vec<Option<String>>,
    /// Bodies of the named structs in the value types of globals without initializer: llvm-ir
    /// reads a struct's body only where a value of it appears, which such a global has none of.
    pub struct_bodies: crate::types::StructBodies,
    /// What stands in for the zero values of target extension types in the module llvm-ir reads
    /// (see `reread.rs`): such a `poison` (or `undef`) is imported as `llvm.mlir.zero`.
    pub target_zero_stand_in: Option<crate::reread::StandIn>,
    /// Debug information (attributes, locations, debug records), for modules that have some.
    pub debug: Option<crate::debuginfo::DebugInfo>,
    /// Global variable names in module order, where there is debug information.
    pub global_order: Vec<String>,
}

/// See [`Facts::inst_extra`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct InstExtra {
    pub addr_space: u32,
    pub align: u32,
    /// `Some("musttail")` / `Some("notail")`.
    pub tail: Option<&'static str>,
    /// `alloca inalloca`.
    pub inalloca: bool,
}

/// Whether `alloca` is `alloca inalloca` (the C API has no getter): read from LLVM's printing of a
/// detached copy of it, which costs no numbering of its function.
///
/// # Safety
/// `alloca` must be a live `alloca` instruction.
unsafe fn is_inalloca(alloca: LLVMValueRef) -> bool {
    let copy = LLVMInstructionClone(alloca);
    if copy.is_null() {
        return false;
    }
    let p = LLVMPrintValueToString(copy);
    let printed = std::ffi::CStr::from_ptr(p).to_bytes().to_vec();
    LLVMDisposeMessage(p);
    LLVMDeleteInstruction(copy);
    printed.windows(16).any(|w| w == b"alloca inalloca ")
}

/// See [`Facts::fn_extra`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FnExtra {
    /// `vscale_range(min, max)`, max 0 for none.
    pub vscale_range: Option<(u32, u32)>,
    /// `!prof !{!"function_entry_count", i64 N}`.
    pub entry_count: Option<u64>,
}

/// A function's `vscale_range` and entry count.
///
/// # Safety
/// `f` must be a live function of a module in context `ctx`; `vscale` is the `vscale_range` kind.
unsafe fn fn_extra(ctx: LLVMContextRef, f: LLVMValueRef, vscale: u32, prof: u32) -> FnExtra {
    let mut out = FnExtra::default();
    let a = LLVMGetEnumAttributeAtIndex(f, inkwell::llvm_sys::LLVMAttributeFunctionIndex, vscale);
    if vscale != 0 && !a.is_null() {
        // LLVM packs the range as `min << 32 | max`.
        let v = LLVMGetEnumAttributeValue(a);
        out.vscale_range = Some(((v >> 32) as u32, v as u32));
    }
    let mut n = 0usize;
    let entries = LLVMGlobalCopyAllMetadata(f, &mut n);
    for i in 0..n as u32 {
        if LLVMValueMetadataEntriesGetKind(entries, i) != prof {
            continue;
        }
        let node = LLVMMetadataAsValue(ctx, LLVMValueMetadataEntriesGetMetadata(entries, i));
        let ops = crate::metadata::operands(node).unwrap_or_default();
        let named = ops
            .first()
            .and_then(|o| crate::metadata::string(*o))
            .is_some_and(|s| s == "function_entry_count");
        // LLVM reads an all-ones count as no count.
        if let (true, 2, Some(&c)) = (named, ops.len(), ops.get(1)) {
            if !LLVMIsAConstantInt(c).is_null() && LLVMConstIntGetZExtValue(c) != u64::MAX {
                out.entry_count = Some(LLVMConstIntGetZExtValue(c));
            }
        }
    }
    if !entries.is_null() {
        LLVMDisposeValueMetadataEntries(entries);
    }
    out
}

/// The operands of `!llvm.linker.options`: lists of strings (`None` if one is of another shape).
///
/// # Safety
/// `module` must be a live module.
unsafe fn linker_options(module: LLVMModuleRef) -> Option<Vec<Vec<String>>> {
    let name = c"llvm.linker.options";
    let n = LLVMGetNamedMetadataNumOperands(module, name.as_ptr());
    let mut nodes = vec![std::ptr::null_mut(); n as usize];
    if n > 0 {
        LLVMGetNamedMetadataOperands(module, name.as_ptr(), nodes.as_mut_ptr());
    }
    nodes
        .into_iter()
        .map(|node| {
            crate::metadata::operands(node)?
                .into_iter()
                .map(|o| crate::metadata::string(o))
                .collect()
        })
        .collect()
}

/// A function attribute read through the C API: an enum attribute by name with its integer value
/// (0 for a plain one), or a string attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum DeclAttr {
    Enum(&'static str, u64),
    Str(String, String),
}

/// The function attributes LLVM 19 knows by name, for naming the enum attributes of declarations
/// (the C API gives only their kind number).
const FN_ATTR_NAMES: &[&str] = &[
    "alignstack",
    "allockind",
    "allocsize",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "inlinehint",
    "jumptable",
    "memory",
    "minsize",
    "mustprogress",
    "naked",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "nounwind",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optnone",
    "optsize",
    "presplitcoroutine",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memory",
    "sanitize_memtag",
    "sanitize_numerical_stability",
    "sanitize_thread",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "uwtable",
    "vscale_range",
    "willreturn",
];

/// The function attributes of `f` (a declaration) through the C API.
///
/// # Safety
/// `f` must be a live function.
unsafe fn decl_attrs(f: LLVMValueRef, names: &[(u32, &'static str)]) -> Vec<DeclAttr> {
    let idx = inkwell::llvm_sys::LLVMAttributeFunctionIndex;
    let n = LLVMGetAttributeCountAtIndex(f, idx);
    let mut attrs = vec![std::ptr::null_mut(); n as usize];
    if n > 0 {
        LLVMGetAttributesAtIndex(f, idx, attrs.as_mut_ptr());
    }
    let mut out = vec![];
    for a in attrs {
        if LLVMIsStringAttribute(a) != 0 {
            let (mut kl, mut vl) = (0u32, 0u32);
            let k = LLVMGetStringAttributeKind(a, &mut kl);
            let v = LLVMGetStringAttributeValue(a, &mut vl);
            let text = |p: *const std::ffi::c_char, l: u32| {
                String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, l as usize))
                    .into_owned()
            };
            out.push(DeclAttr::Str(text(k, kl), text(v, vl)));
        } else if LLVMIsEnumAttribute(a) != 0 {
            let kind = LLVMGetEnumAttributeKind(a);
            if let Some((_, name)) = names.iter().find(|(k, _)| *k == kind) {
                out.push(DeclAttr::Enum(name, LLVMGetEnumAttributeValue(a)));
            }
        }
    }
    out
}

/// A landingpad clause: catch (`true`) or filter, and the globals it names (`None` = null), or a
/// filter of integers; `None` for a clause of another shape.
pub type Clause = Option<(bool, ClauseValues)>;

/// What a landingpad clause holds.
#[derive(Clone, Debug, PartialEq)]
pub enum ClauseValues {
    /// Pointers: globals by name, `None` for null.
    Pointers(Vec<Option<String>>),
    /// A filter array of `iN` integers (what clang writes for an empty exception specification
    /// is `[0 x ptr]`; other front ends may write integers), as (bits, values).
    Ints(u32, Vec<i64>),
}

/// An inline assembly callee (llvm-ir keeps only its type).
#[derive(Clone, Debug)]
pub struct InlineAsm {
    pub asm: String,
    pub constraints: String,
    pub side_effects: bool,
    pub align_stack: bool,
    /// The `asm_dialect` keyword, empty for the default (AT&T).
    pub dialect: &'static str,
}

/// LLVM 19 enum attributes that llvm-ir does not name, and that the importer can place.
pub const RECOVERED_ATTRS: &[&str] = &[
    "readonly",
    "writeonly",
    "readnone",
    "mustprogress",
    "nocallback",
    "hot",
    "noprofile",
    "skipprofile",
    "presplitcoroutine",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "optdebug",
    "sanitize_numerical_stability",
    "dead_on_unwind",
    "writable",
    // Parameter attributes of the dialect (`llvm.allocalign`, ...); `byref`'s type comes from
    // llvm-ir's unknown type attribute, `alignstack`'s value from here.
    "allocalign",
    "allocptr",
    "byref",
    "alignstack",
];

/// [`RECOVERED_ATTRS`] that llvm-ir reads on functions (`alignstack`): recovered on parameters
/// only, so a function's own attribute is not converted twice.
const PARAM_ONLY_ATTRS: &[&str] = &["alignstack"];

/// Recovered attributes that carry an integer (read with `LLVMGetEnumAttributeValue`, which only
/// integer attributes answer).
const INT_ATTRS: &[&str] = &["alignstack"];

/// Parses `src` with LLVM and collects the facts llvm-ir lacks. Needs nothing from llvm-ir's module:
/// types are built in a table of their own (llvm-ir's `TypeRef`s compare by structure, and named
/// structs by name), so this can run on another thread, next to llvm-ir's parse of the same input.
pub fn facts(src: &[u8], opts: crate::ImportOptions) -> Result<Facts, String> {
    // SAFETY: a fresh context owns the module and buffer created here; LLVMParseIRInContext takes
    // ownership of the buffer; the module and context are disposed before returning and no value
    // handle escapes this block.
    unsafe {
        let ctx = LLVMContextCreate();
        let Some(module) = parse_in_context(ctx, src) else {
            LLVMContextDispose(ctx);
            return Err("LLVM could not parse the input a second time".into());
        };
        let facts = facts_of(ctx, module, src, opts.drop_di_composite_type_elements);
        LLVMDisposeModule(module);
        LLVMContextDispose(ctx);
        Ok(facts)
    }
}

/// [`facts`] of a module parsed from `src` already (the lazy pipeline's one parse).
///
/// # Safety
/// `module` is a valid module of `ctx`, used by no other thread meanwhile; `src` is its source.
pub(crate) unsafe fn facts_of(
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    src: &[u8],
    drop_composite_elements: bool,
) -> Facts {
    let types = &Types::blank_for_testing();
    let mut facts = Facts::default();
    // SAFETY: the caller's guarantees; no value handle escapes this block.
    unsafe {
        facts.invalid = verifier_message(module);
        let mut g = LLVMGetFirstGlobal(module);
        while !g.is_null() {
            let init = LLVMGetInitializer(g);
            if let Some(k) = key(g) {
                if let Some(t) = ty(LLVMGlobalGetValueType(g), types, 0) {
                    facts.global_types.insert(k[1..].to_string(), t);
                }
                if init.is_null() {
                    struct_bodies(
                        LLVMGlobalGetValueType(g),
                        types,
                        &mut facts.struct_bodies,
                        0,
                    );
                }
                if !init.is_null() {
                    let mut lits = vec![];
                    literals(init, &mut lits, 0);
                    if !lits.is_empty() {
                        facts.global_literals.insert(k[1..].to_string(), lits);
                    }
                }
            }
            g = LLVMGetNextGlobal(g);
        }
        let kinds: Vec<(u32, &'static str)> = RECOVERED_ATTRS
            .iter()
            .map(|n| {
                (
                    LLVMGetEnumAttributeKindForName(n.as_ptr() as *const _, n.len()),
                    *n,
                )
            })
            .filter(|(k, _)| *k != 0)
            .collect();
        // Comdats: candidates are the names of all globals and functions.
        let mut names = vec![];
        let mut g = LLVMGetFirstGlobal(module);
        while !g.is_null() {
            names.push(g);
            g = LLVMGetNextGlobal(g);
        }
        let mut fv = LLVMGetFirstFunction(module);
        while !fv.is_null() {
            names.push(fv);
            fv = LLVMGetNextFunction(fv);
        }
        let mut declared_comdats: Option<Vec<String>> = None;
        for &v in &names {
            let c = LLVMGetComdat(v);
            if c.is_null() {
                continue;
            }
            let own = key(v).map(|k| k[1..].to_string()).unwrap_or_default();
            // `LLVMGetOrInsertComdat` would create a comdat for a wrong guess; look up existing
            // ones by comparing against each candidate's own comdat instead.
            let found = std::iter::once(v)
                .chain(names.iter().copied())
                .filter(|&w| LLVMGetComdat(w) == c)
                .filter_map(|w| key(w).map(|k| k[1..].to_string()))
                .find(|n| {
                    let cn = std::ffi::CString::new(n.as_str()).unwrap_or_default();
                    LLVMGetOrInsertComdat(module, cn.as_ptr()) == c
                });
            let found = found.or_else(|| {
                // A comdat named after no global: its name is among the `$name = comdat` lines of
                // the module's text (the input, or LLVM's printing of bitcode), read only now.
                let declared = declared_comdats.get_or_insert_with(|| {
                    if is_bitcode(src) {
                        let p = LLVMPrintModuleToString(module);
                        let text = std::ffi::CStr::from_ptr(p).to_bytes().to_vec();
                        LLVMDisposeMessage(p);
                        comdat_declarations(&text)
                    } else {
                        comdat_declarations(src)
                    }
                });
                declared
                    .iter()
                    .find(|n| {
                        let cn = std::ffi::CString::new(n.as_str()).unwrap_or_default();
                        LLVMGetOrInsertComdat(module, cn.as_ptr()) == c
                    })
                    .cloned()
            });
            if let Some(n) = found {
                facts.comdat_names.insert(own, n);
            }
        }
        // Text without the word has no `alloca inalloca`; bitcode may.
        let may_have_inalloca = is_bitcode(src) || src.windows(8).any(|w| w == b"inalloca");
        let mut md = crate::metadata::Reader::new(ctx);
        // The shim relies on what LLVM's verifier checks (a location's scope is a local scope, a
        // subprogram's unit is a compile unit, ...): only for a module the verifier accepts (an
        // invalid one is refused anyway).
        if facts.invalid.is_none() && crate::debuginfo::has_debug_info(module) {
            md.di = Some(crate::debuginfo::Session::new(drop_composite_elements));
        }
        let noalias_decl = LLVMLookupIntrinsicID(
            c"llvm.experimental.noalias.scope.decl".as_ptr(),
            "llvm.experimental.noalias.scope.decl".len(),
        );
        let vscale = LLVMGetEnumAttributeKindForName(c"vscale_range".as_ptr(), 12);
        let prof = LLVMGetMDKindIDInContext(ctx, c"prof".as_ptr(), 4);
        match linker_options(module) {
            Some(v) => facts.linker_options = v,
            None => facts.linker_options_dropped = true,
        }
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            let fname = key(f).map(|k| k[1..].to_string()).unwrap_or_default();
            if let Some(kw) = tables::UNNAMED_ADDR
                .written_keyword_of_c_api(LLVMGetUnnamedAddress(f))
                .filter(|kw| !kw.is_empty())
            {
                facts.fn_unnamed_addr.insert(fname.clone(), kw);
            }
            facts.function_order.push(fname.clone());
            let extra = fn_extra(ctx, f, vscale, prof);
            if extra != FnExtra::default() {
                facts.fn_extra.insert(fname.clone(), extra);
            }
            let nparams = LLVMCountParams(f);
            for idx in std::iter::once(u32::MAX).chain(0..=nparams) {
                let found: Vec<(&'static str, u64)> = kinds
                    .iter()
                    .filter(|(_, n)| idx != u32::MAX || !PARAM_ONLY_ATTRS.contains(n))
                    .filter_map(|(k, n)| {
                        let a = LLVMGetEnumAttributeAtIndex(f, idx, *k);
                        if a.is_null() {
                            None
                        } else if INT_ATTRS.contains(n) {
                            Some((*n, LLVMGetEnumAttributeValue(a)))
                        } else {
                            Some((*n, 0))
                        }
                    })
                    .collect();
                if !found.is_empty() {
                    facts.attrs.insert((fname.clone(), idx), found);
                }
            }
            let mut bb = LLVMGetFirstBasicBlock(f);
            let mut bi = 0usize;
            while !bb.is_null() {
                let mut i = LLVMGetFirstInstruction(bb);
                let mut ii = 0usize;
                while !i.is_null() {
                    let mut lits = vec![];
                    for k in 0..LLVMGetNumOperands(i).max(0) as u32 {
                        let op = LLVMGetOperand(i, k);
                        if !op.is_null() && !LLVMIsAConstant(op).is_null() {
                            literals(op, &mut lits, 0);
                        }
                    }
                    if !lits.is_empty() {
                        facts.inst_literals.insert((fname.clone(), bi, ii), lits);
                    }
                    if !LLVMIsALandingPadInst(i).is_null() {
                        let n = LLVMGetNumClauses(i);
                        let cl = (0..n).map(|k| clause(LLVMGetClause(i, k))).collect();
                        facts.clauses.insert((fname.clone(), bi, ii), cl);
                    }
                    if let Some(m) = md.read(i) {
                        facts.metadata.insert((fname.clone(), bi, ii), m);
                    }
                    if let Some(n) = irbridge_llvm::syncscope::name(i).filter(|n| !n.is_empty()) {
                        facts.sync_scopes.insert((fname.clone(), bi, ii), n);
                    }
                    if let Some(flag) = exactness_flag(i) {
                        facts.flag_attr.insert((fname.clone(), bi, ii), flag);
                    }
                    if LLVMCanValueUseFastMathFlags(i) != 0 {
                        let fmf = LLVMGetFastMathFlags(i);
                        if fmf != 0 {
                            facts.fast_math.insert((fname.clone(), bi, ii), fmf as u32);
                        }
                    }
                    let mut extra = InstExtra::default();
                    if !LLVMIsAAllocaInst(i).is_null() {
                        extra.addr_space = LLVMGetPointerAddressSpace(LLVMTypeOf(i));
                        extra.inalloca = may_have_inalloca && is_inalloca(i);
                    }
                    if !LLVMIsAAtomicRMWInst(i).is_null() || !LLVMIsAAtomicCmpXchgInst(i).is_null()
                    {
                        extra.align = LLVMGetAlignment(i);
                    }
                    if !LLVMIsACallInst(i).is_null() {
                        extra.tail = tables::TAIL_CALL_KIND
                            .written_keyword_of_c_api(LLVMGetTailCallKind(i))
                            .filter(|kw| !kw.is_empty());
                    }
                    if extra != InstExtra::default() {
                        facts.inst_extra.insert((fname.clone(), bi, ii), extra);
                    }
                    if !LLVMIsACallInst(i).is_null() || !LLVMIsAInvokeInst(i).is_null() {
                        let n = LLVMGetNumArgOperands(i);
                        let mut strings = vec![];
                        for k in 0..n {
                            let op = LLVMGetOperand(i, k);
                            let mut len = 0u32;
                            let p = if LLVMIsAMDString(op).is_null() {
                                std::ptr::null()
                            } else {
                                LLVMGetMDString(op, &mut len)
                            };
                            strings.push((!p.is_null()).then(|| {
                                String::from_utf8_lossy(std::slice::from_raw_parts(
                                    p as *const u8,
                                    len as usize,
                                ))
                                .into_owned()
                            }));
                        }
                        if strings.iter().any(Option::is_some) {
                            facts
                                .md_string_args
                                .insert((fname.clone(), bi, ii), strings);
                        }
                        let callee = LLVMGetCalledValue(i);
                        if !callee.is_null()
                            && !LLVMIsAFunction(callee).is_null()
                            && noalias_decl != 0
                            && LLVMGetIntrinsicID(callee) == noalias_decl
                        {
                            if let Some([scope]) = md.scope_list(LLVMGetOperand(i, 0)).as_deref() {
                                facts
                                    .scope_decls
                                    .insert((fname.clone(), bi, ii), scope.clone());
                            }
                        }
                        if !callee.is_null() && !LLVMIsAInlineAsm(callee).is_null() {
                            facts
                                .inline_asm
                                .insert((fname.clone(), bi, ii), inline_asm(callee));
                        }
                    }
                    i = LLVMGetNextInstruction(i);
                    ii += 1;
                }
                bb = LLVMGetNextBasicBlock(bb);
                bi += 1;
            }
            f = LLVMGetNextFunction(f);
        }
        if src.windows(7).any(|w| w == b"target(") || is_bitcode(src) {
            facts.target_ext_types = target_ext_types(module);
            if !facts.target_ext_types.is_empty() {
                facts.target_zero_stand_in = crate::reread::stand_in(module);
            }
        }
        dso_local_globals(module, &mut facts.dso_local_globals);
        let fn_attr_kinds: Vec<(u32, &'static str)> = FN_ATTR_NAMES
            .iter()
            .map(|n| {
                (
                    LLVMGetEnumAttributeKindForName(n.as_ptr() as *const _, n.len()),
                    *n,
                )
            })
            .filter(|(k, _)| *k != 0)
            .collect();
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) != 0 && LLVMGetIntrinsicID(f) == 0 {
                let attrs = decl_attrs(f, &fn_attr_kinds);
                if !attrs.is_empty() {
                    let mut len = 0usize;
                    let p = LLVMGetValueName2(f, &mut len);
                    let name =
                        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len));
                    facts.decl_attrs.insert(name.into_owned(), attrs);
                }
            }
            f = LLVMGetNextFunction(f);
        }
        facts.md_aliases = std::mem::take(&mut md.aliases);
        if let Some(di) = md.di.take() {
            facts.debug = Some(di.read(module));
            let mut g = LLVMGetFirstGlobal(module);
            while !g.is_null() {
                facts
                    .global_order
                    .push(key(g).map(|k| k[1..].to_string()).unwrap_or_default());
                g = LLVMGetNextGlobal(g);
            }
        }
    }
    facts
}

/// The distinct target extension types used by `module`'s globals, functions, arguments,
/// instructions and their operands (and the types those are built of), as
/// [`Facts::target_ext_types`].
///
/// # Safety
/// `module` must be a live module.
unsafe fn target_ext_types(module: LLVMModuleRef) -> Vec<Option<String>> {
    target_ext_type_refs(module)
        .into_iter()
        .map(|t| target_ext_spelling(t, 0))
        .collect()
}

/// The distinct target extension types of `module` (see [`target_ext_types`]).
///
/// # Safety
/// `module` must be a live module.
pub(crate) unsafe fn target_ext_type_refs(module: LLVMModuleRef) -> Vec<LLVMTypeRef> {
    let mut seen = FxHashSet::default();
    let mut out = vec![];
    let mut visit = |t: LLVMTypeRef| collect_target_ext(t, &mut seen, &mut out, 0);
    let mut g = LLVMGetFirstGlobal(module);
    while !g.is_null() {
        visit(LLVMGlobalGetValueType(g));
        g = LLVMGetNextGlobal(g);
    }
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        visit(LLVMGlobalGetValueType(f));
        let mut bb = LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                visit(LLVMTypeOf(i));
                if !LLVMIsAAllocaInst(i).is_null() {
                    visit(LLVMGetAllocatedType(i));
                }
                // Instruction results, arguments and globals are visited as such: of the
                // operands, only constants.
                for k in 0..LLVMGetNumOperands(i).max(0) as u32 {
                    let op = LLVMGetOperand(i, k);
                    if !op.is_null()
                        && !LLVMIsAConstant(op).is_null()
                        && LLVMIsAGlobalValue(op).is_null()
                    {
                        visit(LLVMTypeOf(op));
                    }
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        f = LLVMGetNextFunction(f);
    }
    out
}

/// Records the target extension types inside `t` (each type visited once).
unsafe fn collect_target_ext(
    t: LLVMTypeRef,
    seen: &mut FxHashSet<usize>,
    out: &mut Vec<LLVMTypeRef>,
    depth: u32,
) {
    use LLVMTypeKind::*;
    if t.is_null() || depth > 64 {
        return;
    }
    // Scalars (most types seen) are neither hashed nor recorded.
    let kind = LLVMGetTypeKind(t);
    if !matches!(
        kind,
        LLVMTargetExtTypeKind
            | LLVMArrayTypeKind
            | LLVMVectorTypeKind
            | LLVMScalableVectorTypeKind
            | LLVMStructTypeKind
            | LLVMFunctionTypeKind
    ) || !seen.insert(t as usize)
    {
        return;
    }
    match kind {
        LLVMTargetExtTypeKind => out.push(t),
        LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
            collect_target_ext(LLVMGetElementType(t), seen, out, depth + 1)
        }
        LLVMStructTypeKind => {
            for i in 0..LLVMCountStructElementTypes(t) {
                collect_target_ext(LLVMStructGetTypeAtIndex(t, i), seen, out, depth + 1);
            }
        }
        LLVMFunctionTypeKind => {
            collect_target_ext(LLVMGetReturnType(t), seen, out, depth + 1);
            let n = LLVMCountParamTypes(t);
            let mut ps = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetParamTypes(t, ps.as_mut_ptr());
            }
            for p in ps {
                collect_target_ext(p, seen, out, depth + 1);
            }
        }
        _ => {}
    }
}

/// `!llvm.target<"name", types..., ints...>` for a target extension type, as MLIR 19 spells it
/// (`None` if a type parameter is of a kind not spelled here).
pub(crate) unsafe fn target_ext_spelling(t: LLVMTypeRef, depth: u32) -> Option<String> {
    let name = LLVMGetTargetExtTypeName(t);
    if name.is_null() || depth > 8 {
        return None;
    }
    let name = std::ffi::CStr::from_ptr(name).to_bytes();
    let mut parts = vec![crate::names::quote(name)];
    for i in 0..LLVMGetTargetExtTypeNumTypeParams(t) {
        parts.push(param_spelling(LLVMGetTargetExtTypeTypeParam(t, i), depth)?);
    }
    for i in 0..LLVMGetTargetExtTypeNumIntParams(t) {
        parts.push(LLVMGetTargetExtTypeIntParam(t, i).to_string());
    }
    Some(format!("!llvm.target<{}>", parts.join(", ")))
}

/// The MLIR spelling of a target extension type's type parameter: scalars, pointers, vectors,
/// arrays and target extension types.
unsafe fn param_spelling(t: LLVMTypeRef, depth: u32) -> Option<String> {
    use LLVMTypeKind::*;
    Some(match LLVMGetTypeKind(t) {
        LLVMVoidTypeKind => "!llvm.void".into(),
        LLVMIntegerTypeKind => format!("i{}", LLVMGetIntTypeWidth(t)),
        LLVMHalfTypeKind => "f16".into(),
        LLVMBFloatTypeKind => "bf16".into(),
        LLVMFloatTypeKind => "f32".into(),
        LLVMDoubleTypeKind => "f64".into(),
        LLVMX86_FP80TypeKind => "f80".into(),
        LLVMFP128TypeKind => "f128".into(),
        LLVMPPC_FP128TypeKind => "!llvm.ppc_fp128".into(),
        LLVMPointerTypeKind => match LLVMGetPointerAddressSpace(t) {
            0 => "!llvm.ptr".into(),
            n => format!("!llvm.ptr<{n}>"),
        },
        LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
            let e = LLVMGetElementType(t);
            let es = param_spelling(e, depth + 1)?;
            let n = LLVMGetVectorSize(t);
            let scalable = LLVMGetTypeKind(t) == LLVMScalableVectorTypeKind;
            let builtin = matches!(
                LLVMGetTypeKind(e),
                LLVMIntegerTypeKind
                    | LLVMHalfTypeKind
                    | LLVMBFloatTypeKind
                    | LLVMFloatTypeKind
                    | LLVMDoubleTypeKind
                    | LLVMX86_FP80TypeKind
                    | LLVMFP128TypeKind
            );
            match (builtin, scalable) {
                (true, false) => format!("vector<{n}x{es}>"),
                (true, true) => format!("vector<[{n}]x{es}>"),
                (false, false) => format!("!llvm.vec<{n} x {es}>"),
                (false, true) => format!("!llvm.vec<? x {n} x {es}>"),
            }
        }
        LLVMArrayTypeKind => format!(
            "!llvm.array<{} x {}>",
            LLVMGetArrayLength2(t),
            param_spelling(LLVMGetElementType(t), depth + 1)?
        ),
        LLVMTargetExtTypeKind => target_ext_spelling(t, depth + 1)?,
        _ => return None,
    })
}

/// The names of `module`'s `dso_local` global variables: those of local linkage (LLVM makes them
/// `dso_local` implicitly) and those LLVM prints with the keyword. Each initializer is taken off
/// while its global is printed, so that a printed global is one short line, and put back.
///
/// # Safety
/// `module` must be a live module no other thread uses meanwhile.
unsafe fn dso_local_globals(module: LLVMModuleRef, out: &mut FxHashSet<String>) {
    let mut g = LLVMGetFirstGlobal(module);
    while !g.is_null() {
        let mut len = 0usize;
        let p = LLVMGetValueName2(g, &mut len);
        let name = String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len));
        // LLVM's printer leaves out the `dso_local` it implies (`isImplicitDSOLocal`): local
        // linkage, or a visibility other than default outside `extern_weak`.
        let implied = tables::is_local_linkage(LLVMGetLinkage(g))
            || (LLVMGetVisibility(g) != tables::DEFAULT_VISIBILITY
                && LLVMGetLinkage(g) != tables::EXTERN_WEAK_LINKAGE);
        let marked = implied || {
            // Constants live as long as their context: the initializer survives being taken off.
            let init = LLVMGetInitializer(g);
            LLVMSetInitializer(g, std::ptr::null_mut());
            let text = LLVMPrintValueToString(g);
            if !init.is_null() {
                LLVMSetInitializer(g, init);
            }
            let line = std::ffi::CStr::from_ptr(text)
                .to_string_lossy()
                .into_owned();
            LLVMDisposeMessage(text);
            // `@name = [linkage] [dso_local] ... global|constant <type>`: the keywords before the
            // value type; a quoted name holds no " = " LLVM would print unescaped.
            let after = line
                .rsplit_once("\" = ")
                .map_or_else(|| line.split_once(" = ").map_or("", |x| x.1), |x| x.1);
            after
                .split(' ')
                .take_while(|w| *w != "global" && *w != "constant")
                .any(|w| w == "dso_local")
        };
        if marked {
            out.insert(name.into_owned());
        }
        g = LLVMGetNextGlobal(g);
    }
}

/// LLVM's verifier message for `src` if LLVM parses it but its verifier rejects it; `None` when it
/// is valid or does not parse (the import reports LLVM's parse error itself).
pub fn verify_error(src: &[u8]) -> Option<String> {
    no_fatal_debug_info_upgrade();
    if is_bitcode(src) {
        // Through the guarded reader: LLVM's default handler ends the process on bad bitcode.
        return parse_bitcode_guarded(src, true).ok().flatten();
    }
    // SAFETY: a fresh context owns the module parsed into it; both are disposed here.
    unsafe {
        let ctx = LLVMContextCreate();
        let Some(module) = parse_in_context(ctx, src) else {
            LLVMContextDispose(ctx);
            return None;
        };
        let invalid = verifier_message(module);
        LLVMDisposeModule(module);
        LLVMContextDispose(ctx);
        invalid
    }
}

/// `src` (text or bitcode) parsed into a new module of `ctx`; `None` if LLVM cannot read it (the
/// error message is dropped: callers that report it parse on their own).
///
/// # Safety
/// `ctx` must be a live LLVM context; the module returned belongs to it.
pub(crate) unsafe fn parse_in_context(ctx: LLVMContextRef, src: &[u8]) -> Option<LLVMModuleRef> {
    // Named as llvm-ir names the buffers it parses: a module without `source_filename` takes the
    // buffer's name as its own, and `module::module_loc_name` puts the input's name in its place.
    let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
        src.as_ptr() as *const _,
        src.len(),
        c"<string>".as_ptr(),
    );
    let mut module = std::ptr::null_mut();
    let mut err = std::ptr::null_mut();
    // The bitcode reader leaves the buffer to the caller; the IR reader takes it.
    let failed = if is_bitcode(src) {
        // Bitcode errors go to the context's diagnostic handler, whose default ends the process:
        // collected (and dropped: the caller only learns that it failed) while reading instead.
        let mut message = String::new();
        LLVMContextSetDiagnosticHandler(
            ctx,
            Some(collect_diagnostic),
            &mut message as *mut String as *mut std::ffi::c_void,
        );
        let r = inkwell::llvm_sys::bit_reader::LLVMParseBitcodeInContext2(ctx, buf, &mut module);
        LLVMContextSetDiagnosticHandler(ctx, None, std::ptr::null_mut());
        LLVMDisposeMemoryBuffer(buf);
        r != 0
    } else {
        inkwell::llvm_sys::ir_reader::LLVMParseIRInContext(ctx, buf, &mut module, &mut err) != 0
    };
    if !err.is_null() {
        LLVMDisposeMessage(err);
    }
    (!failed && !module.is_null()).then_some(module)
}

pub(crate) fn is_bitcode(src: &[u8]) -> bool {
    src.starts_with(b"BC\xC0\xDE") || src.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// The names of the `$name = comdat <kind>` lines of LLVM IR text (`$"quoted\22name"` unescaped),
/// which start a line and precede every use. Names that are not valid UTF-8 are skipped.
fn comdat_declarations(text: &[u8]) -> Vec<String> {
    let mut out = vec![];
    for line in text.split(|&b| b == b'\n') {
        let Some(rest) = line.strip_prefix(b"$") else {
            continue;
        };
        let (name, after) = if let Some(q) = rest.strip_prefix(b"\"") {
            let Some(end) = q.iter().position(|&b| b == b'"') else {
                continue;
            };
            let mut name = vec![];
            let mut i = 0;
            while i < end {
                let hex = q
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok());
                match (q[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
                    (b'\\', Some(b)) => {
                        name.push(b);
                        i += 3;
                    }
                    (b, _) => {
                        name.push(b);
                        i += 1;
                    }
                }
            }
            (name, &q[end + 1..])
        } else {
            let n = rest
                .iter()
                .position(|&b| !(b.is_ascii_alphanumeric() || b"-$._".contains(&b)))
                .unwrap_or(rest.len());
            (rest[..n].to_vec(), &rest[n..])
        };
        if after.trim_ascii_start().starts_with(b"= comdat") {
            if let Ok(n) = String::from_utf8(name) {
                out.push(n);
            }
        }
    }
    out
}

/// A landingpad clause: a catch of a global or null, or a filter array of those.
unsafe fn clause(v: LLVMValueRef) -> Clause {
    let ptr = |v: LLVMValueRef| -> Option<Option<String>> {
        if !LLVMIsAGlobalValue(v).is_null() {
            Some(Some(key(v)?[1..].to_string()))
        } else if LLVMIsNull(v) != 0 {
            Some(None)
        } else {
            None
        }
    };
    let t = LLVMTypeOf(v);
    if LLVMGetTypeKind(t) == LLVMTypeKind::LLVMArrayTypeKind {
        let n = LLVMGetArrayLength2(t);
        let et = LLVMGetElementType(t);
        if LLVMGetTypeKind(et) == LLVMTypeKind::LLVMIntegerTypeKind && n > 0 {
            let bits = LLVMGetIntTypeWidth(et);
            if bits > 64 {
                return None;
            }
            let elems = (0..n)
                .map(|i| {
                    let e = LLVMGetAggregateElement(v, i as u32);
                    (!e.is_null() && !LLVMIsAConstantInt(e).is_null())
                        .then(|| LLVMConstIntGetSExtValue(e))
                })
                .collect::<Option<Vec<_>>>()?;
            return Some((false, ClauseValues::Ints(bits, elems)));
        }
        let elems = (0..n)
            .map(|i| ptr(LLVMGetAggregateElement(v, i as u32)))
            .collect::<Option<Vec<_>>>()?;
        Some((false, ClauseValues::Pointers(elems)))
    } else {
        Some((true, ClauseValues::Pointers(vec![ptr(v)?])))
    }
}

unsafe fn inline_asm(v: LLVMValueRef) -> InlineAsm {
    let text = |p: *const std::ffi::c_char, len: usize| {
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    };
    let mut len = 0usize;
    let asm = text(LLVMGetInlineAsmAsmString(v, &mut len), len);
    let mut len2 = 0usize;
    let constraints = text(LLVMGetInlineAsmConstraintString(v, &mut len2), len2);
    InlineAsm {
        asm,
        constraints,
        side_effects: LLVMGetInlineAsmHasSideEffects(v) != 0,
        align_stack: LLVMGetInlineAsmNeedsAlignedStack(v) != 0,
        dialect: tables::ASM_DIALECT
            .written_keyword_of_c_api(LLVMGetInlineAsmDialect(v))
            .unwrap_or_default(),
    }
}

/// Collects, depth first, the constants llvm-ir cannot hold, spelled as MLIR literals (`None` for
/// one this importer cannot spell either; a `ppc_fp128` is spelled as its bits, an `i128`).
unsafe fn literals(v: LLVMValueRef, out: &mut Vec<Option<String>>, depth: u32) {
    if v.is_null() || depth > 256 || !LLVMIsAGlobalValue(v).is_null() {
        return;
    }
    let t = LLVMTypeOf(v);
    if !LLVMIsAConstantFP(v).is_null() {
        use LLVMTypeKind::*;
        let kind = LLVMGetTypeKind(t);
        if !matches!(kind, LLVMFloatTypeKind | LLVMDoubleTypeKind) {
            out.push(fp_literal(&print(v), kind));
        } else {
            // llvm-ir reads floats through a double, which quiets a signaling NaN: NaNs keep
            // their exact bits this way.
            let mut loses = 0;
            if LLVMConstRealGetDouble(v, &mut loses).is_nan() {
                out.push(fp_literal(&print(v), kind));
            }
        }
        return;
    }
    if !LLVMIsAConstantInt(v).is_null() {
        let bits = LLVMGetIntTypeWidth(t);
        if bits > 64 {
            let p = print(v);
            out.push(p.split_once(' ').map(|(_, n)| format!("{n} : i{bits}")));
        }
        return;
    }
    if !LLVMIsAConstantDataSequential(v).is_null() || !LLVMIsAConstantAggregateZero(v).is_null() {
        // Elements of data arrays are plain float/double/half/small ints: only half/bfloat matter.
        // (Integer elements, at most 64 bits wide, never need one: a table of them is not walked.)
        if !LLVMIsAConstantDataSequential(v).is_null()
            && LLVMGetTypeKind(LLVMGetElementType(t)) != LLVMTypeKind::LLVMIntegerTypeKind
        {
            let n = match LLVMGetTypeKind(t) {
                LLVMTypeKind::LLVMArrayTypeKind => LLVMGetArrayLength2(t),
                _ => LLVMGetVectorSize(t) as u64,
            };
            for i in 0..n {
                literals(LLVMGetAggregateElement(v, i as u32), out, depth + 1);
            }
        }
        return;
    }
    for i in 0..LLVMGetNumOperands(v).max(0) as u32 {
        literals(LLVMGetOperand(v, i), out, depth + 1);
    }
}

unsafe fn print(v: LLVMValueRef) -> String {
    let p = LLVMPrintValueToString(v);
    let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
    LLVMDisposeMessage(p);
    s
}

/// `x86_fp80 0xK4000C000000000000000` → `0x4000C000000000000000 : f80` (fp128's `0xL` prints the low
/// 64 bits first; MLIR wants the whole bit pattern). A `ppc_fp128` (`0xM`, low 64 bits first too)
/// has no MLIR float type: its bits as an `i128` literal, which the importer bitcasts.
fn fp_literal(printed: &str, kind: LLVMTypeKind) -> Option<String> {
    use LLVMTypeKind::*;
    let hex = printed.split_once(' ')?.1.trim();
    if matches!(kind, LLVMFloatTypeKind | LLVMDoubleTypeKind) {
        // LLVM prints both as the 64-bit pattern of the value as a double (exact for a float
        // NaN: its payload is the top of the double's).
        let bits = u64::from_str_radix(hex.strip_prefix("0x")?, 16).ok()?;
        if kind == LLVMDoubleTypeKind {
            return Some(format!("0x{bits:016X} : f64"));
        }
        let sign = ((bits >> 63) as u32) << 31;
        let f = sign | 0x7F80_0000 | ((bits >> 29) as u32 & 0x007F_FFFF);
        return Some(format!("0x{f:08X} : f32"));
    }
    if kind == LLVMPPC_FP128TypeKind {
        let digits = hex.strip_prefix("0xM").filter(|d| d.len() == 32)?;
        let bits = u128::from_str_radix(&format!("{}{}", &digits[16..], &digits[..16]), 16).ok()?;
        return Some(format!("{} : i128", bits as i128));
    }
    let (prefix, mlir_ty) = match kind {
        LLVMHalfTypeKind => ("0xH", "f16"),
        LLVMBFloatTypeKind => ("0xR", "bf16"),
        LLVMX86_FP80TypeKind => ("0xK", "f80"),
        LLVMFP128TypeKind => ("0xL", "f128"),
        _ => return None,
    };
    let digits = hex.strip_prefix(prefix)?;
    let digits = if kind == LLVMFP128TypeKind {
        if digits.len() != 32 {
            return None;
        }
        format!("{}{}", &digits[16..], &digits[..16])
    } else {
        digits.to_string()
    };
    Some(format!("0x{digits} : {mlir_ty}"))
}

/// `@name` of a global value (functions, variables, aliases); `None` for any other value.
unsafe fn key(v: LLVMValueRef) -> Option<String> {
    if LLVMIsAGlobalValue(v).is_null() {
        return None;
    }
    let mut len = 0usize;
    let p = LLVMGetValueName2(v, &mut len);
    let bytes = std::slice::from_raw_parts(p as *const u8, len);
    Some(format!("@{}", String::from_utf8_lossy(bytes)))
}

/// An LLVM type as llvm-ir's (built in the llvm-ir module's type table).
unsafe fn ty(t: LLVMTypeRef, types: &Types, depth: u32) -> Option<TypeRef> {
    if depth > 64 {
        return None;
    }
    use LLVMTypeKind::*;
    Some(match LLVMGetTypeKind(t) {
        LLVMIntegerTypeKind => types.int(LLVMGetIntTypeWidth(t)),
        LLVMHalfTypeKind => types.fp(FPType::Half),
        LLVMBFloatTypeKind => types.fp(FPType::BFloat),
        LLVMFloatTypeKind => types.fp(FPType::Single),
        LLVMDoubleTypeKind => types.fp(FPType::Double),
        LLVMFP128TypeKind => types.fp(FPType::FP128),
        LLVMX86_FP80TypeKind => types.fp(FPType::X86_FP80),
        LLVMPPC_FP128TypeKind => types.fp(FPType::PPC_FP128),
        LLVMPointerTypeKind => types.pointer_in_addr_space(LLVMGetPointerAddressSpace(t)),
        LLVMArrayTypeKind => types.array_of(
            ty(LLVMGetElementType(t), types, depth + 1)?,
            LLVMGetArrayLength2(t) as usize,
        ),
        LLVMVectorTypeKind => types.vector_of(
            ty(LLVMGetElementType(t), types, depth + 1)?,
            LLVMGetVectorSize(t) as usize,
            false,
        ),
        LLVMStructTypeKind => {
            let name = LLVMGetStructName(t);
            if !name.is_null() {
                let n = std::ffi::CStr::from_ptr(name)
                    .to_string_lossy()
                    .into_owned();
                return Some(types.named_struct(&n));
            }
            let n = LLVMCountStructElementTypes(t);
            let mut elems = vec![];
            for i in 0..n {
                elems.push(ty(LLVMStructGetTypeAtIndex(t, i), types, depth + 1)?);
            }
            types.struct_of(elems, LLVMIsPackedStruct(t) != 0)
        }
        _ => return None,
    })
}

/// Records the bodies of the named structs type `t` holds, nested ones too, in `out`.
///
/// # Safety
/// `t` is a valid type of a live context.
unsafe fn struct_bodies(
    t: LLVMTypeRef,
    types: &Types,
    out: &mut crate::types::StructBodies,
    depth: u32,
) {
    if depth > 64 {
        return;
    }
    use LLVMTypeKind::*;
    // SAFETY: the caller's guarantee; every type reached from `t` lives in the same context.
    unsafe {
        match LLVMGetTypeKind(t) {
            LLVMArrayTypeKind | LLVMVectorTypeKind => {
                struct_bodies(LLVMGetElementType(t), types, out, depth + 1)
            }
            LLVMStructTypeKind => {
                let name = LLVMGetStructName(t);
                let named = (!name.is_null()).then(|| {
                    std::ffi::CStr::from_ptr(name)
                        .to_string_lossy()
                        .into_owned()
                });
                if let Some(n) = &named {
                    if out.contains_key(n) {
                        return;
                    }
                    out.insert(n.clone(), None);
                    if LLVMIsOpaqueStruct(t) != 0 {
                        return;
                    }
                }
                let count = LLVMCountStructElementTypes(t);
                let mut elems = vec![];
                for i in 0..count {
                    let e = LLVMStructGetTypeAtIndex(t, i);
                    struct_bodies(e, types, out, depth + 1);
                    match ty(e, types, depth + 1) {
                        Some(e) => elems.push(e),
                        None => return,
                    }
                }
                if let Some(n) = named {
                    out.insert(n, Some((elems, LLVMIsPackedStruct(t) != 0)));
                }
            }
            _ => {}
        }
    }
}

/// LLVM's own parse error for text `src`, `LINE:COL: error: message` (llvm-ir's reader names the
/// buffer with an empty string, which drops the position).
pub fn parse_error(src: &[u8]) -> Option<String> {
    // SAFETY: the context, buffer and (on success) module are created and disposed here;
    // LLVMParseIRInContext takes the buffer; the error message is copied before it is freed.
    unsafe {
        let ctx = LLVMContextCreate();
        let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            src.as_ptr() as *const _,
            src.len(),
            c"input".as_ptr(),
        );
        let mut module = std::ptr::null_mut();
        let mut err = std::ptr::null_mut();
        let failed =
            inkwell::llvm_sys::ir_reader::LLVMParseIRInContext(ctx, buf, &mut module, &mut err)
                != 0;
        let msg = if failed && !err.is_null() {
            let m = std::ffi::CStr::from_ptr(err).to_string_lossy().into_owned();
            LLVMDisposeMessage(err);
            Some(m)
        } else {
            if !module.is_null() {
                LLVMDisposeModule(module);
            }
            None
        };
        LLVMContextDispose(ctx);
        msg.map(|m| m.strip_prefix("input:").unwrap_or(&m).to_string())
    }
}

/// LLVM's IR reader verifies a module that carries a "Debug Info Version" flag and, when that fails,
/// ends the process (`report_fatal_error("Broken module found, compilation aborted!")`) — from a
/// library call, on user input. Turning the debug-info auto-upgrade off (LLVM's own
/// `-disable-auto-upgrade-debug-info` option) keeps the reader from doing that; such a module then
/// fails later as a diagnostic (our verifier, or the export's). Set once per process.
pub fn no_fatal_debug_info_upgrade() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [
            c"irbridge".as_ptr(),
            c"-disable-auto-upgrade-debug-info".as_ptr(),
        ];
        // SAFETY: two valid NUL-terminated strings that live for the call; the overview string is
        // NUL-terminated too. LLVM copies what it keeps. Called once (LLVM's option parsing is not
        // re-entrant), before any parse that reads the option.
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(
                args.len() as i32,
                args.as_ptr(),
                c"".as_ptr(),
            );
        }
    });
}

/// `isDisjoint` (`or disjoint`) or `nonNeg` (`zext nneg`); `exact` comes from llvm-ir itself.
///
/// # Safety
/// `i` is a live instruction of a module owned by the caller.
unsafe fn exactness_flag(i: LLVMValueRef) -> Option<&'static str> {
    use LLVMOpcode::*;
    match LLVMGetInstructionOpcode(i) {
        LLVMOr if LLVMGetIsDisjoint(i) != 0 => Some("isDisjoint"),
        LLVMZExt if LLVMGetNNeg(i) != 0 => Some("nonNeg"),
        _ => None,
    }
}

/// Collects the message of an error-severity diagnostic into the `String` behind `ctx`.
extern "C" fn collect_diagnostic(info: LLVMDiagnosticInfoRef, ctx: *mut std::ffi::c_void) {
    // SAFETY: LLVM passes the live diagnostic and the pointer given to
    // LLVMContextSetDiagnosticHandler, which is `&mut String` owned by `check_bitcode`'s frame for
    // as long as the context exists; the description is an LLVM-allocated C string we dispose.
    unsafe {
        if LLVMGetDiagInfoSeverity(info) != LLVMDiagnosticSeverity::LLVMDSError {
            return;
        }
        let msg = LLVMGetDiagInfoDescription(info);
        if !msg.is_null() {
            let out = &mut *(ctx as *mut String);
            if !out.is_empty() {
                out.push_str("; ");
            }
            out.push_str(&std::ffi::CStr::from_ptr(msg).to_string_lossy());
            LLVMDisposeMessage(msg);
        }
    }
}

/// How LLVM reads untrusted bitcode: [`read_bitcode_contained`].
pub enum BitcodeCheck {
    /// LLVM reads it; `Some`: its verifier's message.
    Read(Option<String>),
    /// LLVM refuses it with this message.
    Refused(String),
}

/// Reads `bytes` (bitcode) and verifies the module, in a forked child: LLVM 19's bitcode reader
/// crashes (SIGSEGV) or ends the process (`LLVM ERROR: out of memory`) on some malformed files, which
/// `llvm-dis` does too. Such a file is [`BitcodeCheck::Refused`] with what happened; everything else
/// is what reading it here gives, so the process reads it itself afterwards only when it is known to
/// be readable. Where no child can be had, it is read here (as before the boundary existed).
pub fn read_bitcode_contained(bytes: &[u8]) -> BitcodeCheck {
    use irbridge_llvm::contain::{in_child, ChildEnd};
    no_fatal_debug_info_upgrade();
    // The reader's own needs are a small multiple of the input; a file that asks for far more is
    // malformed (a count field), and fails in the child rather than exhausting the machine.
    let limit = (4u64 << 30).saturating_add(64 * bytes.len() as u64);
    // Long enough for any real module (reading 20 MB of bitcode takes well under a second).
    let timeout = std::time::Duration::from_secs(60 + bytes.len() as u64 / (1 << 20));
    // `IRBRIDGE_BITCODE_CHILD=0` reads it here instead (to measure what the child costs).
    if std::env::var_os("IRBRIDGE_BITCODE_CHILD").is_some_and(|v| v == "0") {
        return match parse_bitcode_guarded(bytes, true) {
            Ok(v) => BitcodeCheck::Read(v),
            Err(m) => BitcodeCheck::Refused(m),
        };
    }
    let encode = |r: Result<Option<String>, String>| -> Vec<u8> {
        match r {
            Ok(None) => vec![0],
            Ok(Some(m)) => [&[1u8][..], m.as_bytes()].concat(),
            Err(m) => [&[2u8][..], m.as_bytes()].concat(),
        }
    };
    match in_child(
        || encode(parse_bitcode_guarded(bytes, true)),
        limit,
        timeout,
    ) {
        ChildEnd::Returned(out) => {
            let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
            match out.split_first() {
                Some((0, _)) => BitcodeCheck::Read(None),
                Some((1, m)) => BitcodeCheck::Read(Some(text(m))),
                Some((_, m)) => BitcodeCheck::Refused(text(m)),
                None => BitcodeCheck::Refused("LLVM cannot read it".into()),
            }
        }
        ChildEnd::Died { how, stderr } => {
            // LLVM's own last words (`LLVM ERROR: out of memory`, or as the fatal-error handlers
            // put them, `<input>:0:0: error: LLVM: ...`), else the signal.
            let said = stderr
                .lines()
                .find_map(|l| {
                    l.strip_prefix("LLVM ERROR: ")
                        .or_else(|| l.split_once(": error: LLVM: ").map(|(_, m)| m))
                })
                .map(str::trim)
                .filter(|m| !m.is_empty());
            BitcodeCheck::Refused(match said {
                Some(m) => format!("LLVM's bitcode reader fails on it ({m})"),
                None => format!("LLVM's bitcode reader crashes on it ({how})"),
            })
        }
        ChildEnd::Unavailable => match parse_bitcode_guarded(bytes, true) {
            Ok(v) => BitcodeCheck::Read(v),
            Err(m) => BitcodeCheck::Refused(m),
        },
    }
}

/// Parses bitcode in a context whose diagnostic handler records errors (LLVM's default handler
/// prints the error and exits the process). Ok when LLVM accepts the bitcode.
pub fn check_bitcode(bytes: &[u8]) -> Result<(), String> {
    parse_bitcode_guarded(bytes, false).map(|_| ())
}

/// [`check_bitcode`], and with `verify` LLVM's verifier message when it rejects the module.
fn parse_bitcode_guarded(bytes: &[u8], verify: bool) -> Result<Option<String>, String> {
    let mut message = String::new();
    // SAFETY: a fresh context, buffer and module owned by this block and disposed before it ends;
    // the handler's context pointer is `message`, which outlives the LLVM context.
    let (failed, invalid) = unsafe {
        let ctx = LLVMContextCreate();
        LLVMContextSetDiagnosticHandler(
            ctx,
            Some(collect_diagnostic),
            &mut message as *mut String as *mut std::ffi::c_void,
        );
        let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            bytes.as_ptr() as *const _,
            bytes.len(),
            c"input".as_ptr(),
        );
        let mut module = std::ptr::null_mut();
        let r = inkwell::llvm_sys::bit_reader::LLVMParseBitcodeInContext2(ctx, buf, &mut module);
        LLVMDisposeMemoryBuffer(buf);
        let mut invalid = None;
        if r == 0 && !module.is_null() {
            if verify {
                invalid = verifier_message(module);
            }
            LLVMDisposeModule(module);
        }
        LLVMContextDispose(ctx);
        (r != 0, invalid)
    };
    if failed {
        Err(if message.is_empty() {
            "LLVM cannot read it".to_string()
        } else {
            message
        })
    } else {
        Ok(invalid)
    }
}

/// The verifier's message without the block pair it shows after "PHI node entries do not match
/// predecessors!" and the PHI: it sorts both lists by address and shows the first pair that
/// differs, so which blocks it names depends on where they happen to be allocated (the same input
/// gave different messages in two pipelines). The message and the PHI stay.
fn without_predecessor_pair(msg: &str) -> String {
    const CHECK: &str = "PHI node entries do not match predecessors!";
    let lines: Vec<&str> = msg.lines().collect();
    let mut out = String::with_capacity(msg.len());
    let mut i = 0;
    while i < lines.len() {
        out.push_str(lines[i]);
        out.push('\n');
        if lines[i] == CHECK && i + 1 < lines.len() {
            out.push_str(lines[i + 1]);
            out.push('\n');
            i += 2;
            while i < lines.len() && lines[i].starts_with("label ") {
                i += 1;
            }
            continue;
        }
        i += 1;
    }
    if !msg.ends_with('\n') {
        out.pop();
    }
    out
}

/// LLVM's verifier message for `module`, `None` when the verifier accepts it.
///
/// # Safety
/// `module` is a live module not used by another thread meanwhile.
unsafe fn verifier_message(module: LLVMModuleRef) -> Option<String> {
    let mut msg = std::ptr::null_mut();
    let invalid = inkwell::llvm_sys::analysis::LLVMVerifyModule(
        module,
        inkwell::llvm_sys::analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction,
        &mut msg,
    ) != 0;
    let text = if msg.is_null() {
        "LLVM's verifier rejects it".to_string()
    } else {
        let t = std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned();
        LLVMDisposeMessage(msg);
        without_predecessor_pair(&t)
    };
    invalid.then_some(text)
}

#[cfg(test)]
mod tests {
    use super::without_predecessor_pair;

    #[test]
    fn predecessor_pair_left_out_of_verifier_messages() {
        let msg = "PHI node entries do not match predecessors!\n  %29 = phi ptr [ %26, %12 ], [ %16, %22 ]\nlabel %12\nlabel %24\nInstruction does not dominate all uses!\n  %26 = getelementptr i8, ptr %8, i64 %25\n";
        assert_eq!(
            without_predecessor_pair(msg),
            "PHI node entries do not match predecessors!\n  %29 = phi ptr [ %26, %12 ], [ %16, %22 ]\nInstruction does not dominate all uses!\n  %26 = getelementptr i8, ptr %8, i64 %25\n"
        );
        let other = "Instruction does not dominate all uses!\n  %a = add i32 %b, 1\nlabel %3";
        assert_eq!(without_predecessor_pair(other), other);
    }
}
