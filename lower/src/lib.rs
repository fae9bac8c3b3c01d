//! Lowering to the `llvm` dialect (TargetLLVMIR.md, "Conversion to the LLVM Dialect").
//!
//! # Use
//! [`lower_to_llvm`] lowers a whole module as `mlir-opt --convert-to-llvm
//! --reconcile-unrealized-casts` does; [`run_pipeline`] runs any pipeline of upstream pass names
//! (every pass irbridge has is in [`REGISTRY`], no registration call needed):
//!
//! ```
//! let mut m = irbridge::Module::parse("f.mlir", "func.func @f(%a: index) -> index {\n  return %a : index\n}\n")?;
//! irbridge_lower::run_pipeline(&mut m, "builtin.module(convert-func-to-llvm, reconcile-unrealized-casts)")?;
//! assert!(m.print().contains("llvm.func @f(%arg0: i64) -> i64"));
//! # Ok::<(), irbridge::Error>(())
//! ```
//!
//! # Layout
//! - [`conversion`]: the dialect-conversion framework (patterns, target, rewriter, block signatures).
//! - [`type_converter`]: the one [`LlvmTypeConverter`] every pass uses.
//! - [`descriptor`]: memref descriptor builders, [`llvm_build`]: small `llvm` op builders.
//! - one file (or folder) per source dialect: [`func`], [`cf`], [`arith`], [`index`], [`complex`],
//!   [`memref`], plus [`expand_strided_metadata`], [`reconcile`], [`convert_to_llvm`], [`request_c_wrappers`].
//! - [`scf_to_cf`]: `convert-scf-to-cf` (structured control flow to blocks; no type conversion).
//! - [`passes`]: the pass table (upstream 19 names and options).
//!
//! # Writing a pattern
//! ```
//! use irbridge::dialect::{arith, llvm::ops as llvm_ops};
//! # use irbridge_lower::conversion::{ConversionPattern, ConversionRewriter, Outcome, PatternSet};
//! # use irbridge::ir::{OpId, ValueId};
//! # use irbridge::diag::Diagnostic;
//! struct AddIOp;
//! impl ConversionPattern for AddIOp {
//!     fn root(&self) -> &'static str { arith::AddIOp::NAME }
//!     fn match_and_rewrite(&self, op: OpId, operands: &[ValueId], rw: &mut ConversionRewriter<'_>)
//!         -> Result<Outcome, Diagnostic> {
//!         let loc = rw.ctx.ops[op].loc;
//!         let old_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
//!         let Some(ty) = rw.tc.convert_type(rw.ctx, old_ty) else { return Ok(Outcome::NoMatch) };
//!         let add = llvm_ops::arith::AddOp::build(rw, loc, ty, operands[0], operands[1], None);
//!         let v = add.res(rw.ctx);
//!         rw.replace_op(op, &[v]);
//!         Ok(Outcome::Rewritten)
//!     }
//! }
//! pub fn populate_arith_to_llvm_patterns(p: &mut PatternSet) { p.add(AddIOp); }
//! ```
//! - `operands` are the op's operands already in converted form: results of converted ops are their
//!   replacements; values of unconverted producers arrive through a `builtin.unrealized_conversion_cast`
//!   to the converted type. Block arguments of converted regions are the new arguments. A value whose
//!   type has no conversion arrives unchanged. Read attributes/types from the original `op`.
//! - New ops are created at the insertion point (before `op` by default) with the records' typed
//!   builders (`Op::build(rw, loc, ...)`, the rewriter is an `OpBuilder`); ops without a typed handle
//!   (the intrinsics, whose records are `irbridge::dialect::llvm::intr`) or chosen from a table with
//!   [`ConversionRewriter::create_op`] / [`ConversionRewriter::create_value`] (record, loc, operands,
//!   result types, properties by name); a full `OpState::of(ctx, def, loc)` (discardable attributes,
//!   regions) with [`ConversionRewriter::create`]. Ops are named through their records (`Op::NAME`,
//!   `Op::is`, `OpDef::is`), never by a string. `rw.dense_i64(&[..])` makes `array<i64: ...>` properties.
//! - Finish with [`ConversionRewriter::replace_op`] (one new value per result) or
//!   [`ConversionRewriter::erase_op`], then return `Outcome::Rewritten`. Return `Outcome::NoMatch` when
//!   the pattern does not apply: whatever it changed through the rewriter is rolled back; return
//!   `Err(diag)` (e.g. `Diagnostic::at(rw.ctx, loc, msg)`) for an input the lowering must refuse.
//! - Change the IR through the rewriter only (create, replace, erase, `take_regions`, signature
//!   conversions, [`ConversionRewriter::replace_all_uses_with`] to rewire uses in place): its journal
//!   lets the driver undo a pattern (upstream's rollback). Edits made on `rw.ctx` directly are not
//!   undone, so make them only once nothing can fail.
//! - Ops with regions: move them with [`ConversionRewriter::take_regions`] into the new op's
//!   `OpState::regions`, and convert block argument types with
//!   [`ConversionRewriter::convert_region_types`] (or `apply_signature_conversion` for 1:N). The ops
//!   inside are visited afterwards (the walk is pre-order).
//! - Ops a pattern creates that the target does not call legal are legalized in turn; if one cannot be
//!   (no pattern for it, or none that succeeds), the pattern is rolled back and the op's next pattern
//!   tried, as upstream 19's driver does (a 2-D `vector.load` made from a `vector.transfer_read` fails
//!   to lower, so the read stays).
//! - Ops are visited as upstream 19 visits them: the blocks of a region depth-first over the CFG from
//!   the entry block, each op before the ops nested in it; unreachable blocks are left alone. An op with
//!   an operand whose type does not convert is offered to no pattern.
//! - Module-level helpers: `rw.module_of_insertion_point()`, `rw.lookup_symbol(module, name)` (cached),
//!   `llvm_build::lookup_or_create_fn` (declares `malloc`, `free`, ... at the top of the module, as
//!   upstream's `lookupOrCreateFn`).
//! - Created ops get the default-valued properties their definition lists (as the parser adds them), and
//!   attributes named like one of their inherent attributes become properties.
//! - Unconverted users of a replaced value get a cast back to the old type at the end; casts nobody uses
//!   are dropped; `reconcile-unrealized-casts` folds the remaining cast pairs.
//!
//! # Types and descriptors
//! `rw.tc.convert_type(rw.ctx, t)` (→ `None` if unconvertible), `rw.tc.index_type(rw.ctx)`,
//! `memref_descriptor_type`, `memref_strides` (strides and offset of a strided layout),
//! `memory_space_to_addr_space`, `convert_function_signature`, `pack_function_results`.
//! [`descriptor::MemRefDescriptor`]`::new(rw, value)` reads/writes fields (`aligned_ptr`, `offset`,
//! `size(i)`, `stride(i)`, setters produce a new struct value in `.value`), `::undef`, `::pack`/`unpack`
//! (the unbundled scalars of the calling convention); [`descriptor::UnrankedMemRefDescriptor`] likewise.
//! [`llvm_build`] has `int_const`, `index_const`, `undef`, `extract_value`, `insert_value`, ...
//!
//! # Adding patterns to a pass
//! Each dialect file exposes `populate_<dialect>_to_llvm_patterns(&mut PatternSet)`; [`passes`] builds a
//! pass from it (target: the `llvm` dialect and the casts are legal, everything else is converted when a
//! pattern matches — partial conversion), and [`convert_to_llvm`] puts them all together.

pub mod affine;
pub mod affine_apply;
pub mod arith;
pub mod cf;
pub mod complex;
pub mod complex_to_libm;
pub mod complex_to_standard;
pub mod conversion;
pub mod convert_to_llvm;
pub mod descriptor;
pub mod expand_strided_metadata;
pub mod func;
pub mod func_dfe;
pub mod index;
pub mod legalize_for_export;
pub mod llvm_build;
pub mod llvm_passes;
pub mod lower_affine;
pub mod math;
pub mod math_to_funcs;
pub mod math_to_libm;
pub mod math_transforms;
pub mod memref;
pub mod passes;
pub mod presburger;
pub mod reconcile;
pub mod request_c_wrappers;
pub mod scf_loops;
pub mod scf_parallel;
pub mod scf_peeling;
pub mod scf_specialize;
pub mod scf_to_cf;
pub mod scf_unroll;
pub mod transform_interpreter;
pub mod transform_loops;
pub mod transform_memref;
pub mod type_converter;
pub mod ub;
pub mod vector;

pub use conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
pub use type_converter::{LlvmTypeConverter, LowerOptions};

/// Every pass irbridge implements without LLVM: the IR core's and the lowering passes, by their
/// upstream names. Pipelines resolve against it (`irbridge::pass::parse_anchored_pipeline(&REGISTRY,
/// "builtin.module(convert-to-llvm)")`).
pub static REGISTRY: irbridge::pass::Registry = irbridge::pass::Registry::new(&PASS_TABLES);

static PASS_TABLES: [&[irbridge::pass::PassInfo]; 4] = [
    irbridge::transforms::PASSES,
    passes::PASSES,
    affine::PASSES,
    transform_interpreter::PASSES,
];

/// The pipeline [`lower_to_llvm`] runs: `convert-to-llvm, reconcile-unrealized-casts` anchored on
/// the module op.
pub fn lower_to_llvm_pipeline() -> String {
    format!(
        "{}(convert-to-llvm, reconcile-unrealized-casts)",
        irbridge::dialect::builtin::ModuleOp::NAME
    )
}

/// Runs `pipeline`, written as `mlir-opt --pass-pipeline` takes it, on `module` with the passes of
/// [`REGISTRY`]. An unknown pass, a malformed pipeline or one without any pass is an error.
pub fn run_pipeline(module: &mut irbridge::Module, pipeline: &str) -> Result<(), irbridge::Error> {
    module.run_pipeline(&REGISTRY, pipeline)
}

/// Lowers every op of a registered dialect in `module` to the `llvm` dialect ([`lower_to_llvm_pipeline`]:
/// `convert-to-llvm`, then `reconcile-unrealized-casts`), ready for `irbridge-translate`.
/// Strided views (`memref.subview`, ...) want `expand-strided-metadata` first, as upstream does:
/// use [`run_pipeline`] for such pipelines.
pub fn lower_to_llvm(module: &mut irbridge::Module) -> Result<(), irbridge::Error> {
    run_pipeline(module, &lower_to_llvm_pipeline())
}
