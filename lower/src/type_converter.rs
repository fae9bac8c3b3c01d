//! The LLVM type converter (MLIR's `LLVMTypeConverter`), shared by every `*-to-llvm` pass: which
//! builtin types become which `llvm`-compatible types, how function signatures are converted for the
//! default and bare-pointer calling conventions, and how a memref argument unbundled into scalars is
//! rebuilt into a descriptor (the argument materialization).

use super::conversion::{ConversionRewriter, SignatureConversion};
use super::descriptor::MemRefDescriptor;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::layout::strides_and_offset;
use irbridge::ir::float::FloatKind;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use std::cell::RefCell;

/// Options shared by the lowering passes (upstream's `LowerToLLVMOptions`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LowerOptions {
    /// `index-bitwidth`; `None` derives it from the data layout (`dlti.dl_spec`, 64 by default).
    pub index_bitwidth: Option<u32>,
    /// `use-bare-ptr-memref-call-conv`.
    pub use_bare_ptr_call_conv: bool,
}

pub struct LlvmTypeConverter {
    index_bits: u32,
    pub use_bare_ptr_call_conv: bool,
    /// Identified structs being converted (a struct that contains itself refers to its converted name).
    struct_stack: RefCell<Vec<Type>>,
    /// Conversions done so far (types are interned, so a conversion is computed once per type).
    cache: RefCell<rustc_hash::FxHashMap<Type, Option<Type>>>,
    /// A pass's own type rule in place of the LLVM one (the non-LLVM conversions: identity for the
    /// expansion passes, the wide-integer split), see [`LlvmTypeConverter::with_rule`].
    rule: Option<TypeRule>,
    /// How a value is brought to its converted type where a converted op uses it (upstream's
    /// `addTargetMaterialization`); without one it stays a `builtin.unrealized_conversion_cast`.
    pub target_materialization: Option<TargetMaterialization>,
}

/// Builds `value` converted to `to` at the rewriter's insertion point; returns the new value.
pub type TargetMaterialization =
    Box<dyn Fn(&mut ConversionRewriter<'_>, ValueId, Type, Attribute) -> ValueId>;

/// A type conversion rule: the converted type, or `None` if the type cannot be converted.
pub type TypeRule = Box<dyn Fn(&mut Context, Type) -> Option<Type>>;

/// The index bitwidth the data layout of `module` (or an enclosing op) gives: the `index` entry of a
/// `dlti.dl_spec` attribute, else 64.
pub fn data_layout_index_bitwidth(ctx: &Context, op: OpId) -> u32 {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if let Some(spec) = ctx.get_attr(o, "dlti.dl_spec") {
            if let Some(bits) = index_entry(ctx, spec) {
                return bits;
            }
        }
        cur = ctx.parent_op(o);
    }
    64
}

fn index_entry(ctx: &Context, spec: Attribute) -> Option<u32> {
    let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(spec) else {
        return None;
    };
    for (_, e) in params {
        let AttrKind::DialectStruct { params: kv, .. } = ctx.attr_kind(*e) else {
            continue;
        };
        let key = kv.iter().find(|(k, _)| ctx.str(*k) == "key")?.1;
        let value = kv.iter().find(|(k, _)| ctx.str(*k) == "value")?.1;
        if matches!(ctx.attr_kind(key), AttrKind::Type(t) if ctx.is_index(*t)) {
            return ctx.as_i64(value).and_then(|v| u32::try_from(v).ok());
        }
    }
    None
}

/// Strides and offset of a memref type, if its layout is strided.
pub fn memref_strides(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    strides_and_offset(ctx, t).map(|s| (s.strides, s.offset))
}

/// The LLVM address space of a memref memory space (upstream's `getMemRefAddressSpace`): none is 0,
/// an integer attribute (of any integer or index type) is its value truncated to 32 bits (`-1` is
/// `4294967295`, `2^32` is 0, as upstream 19 does); anything else (`"private"`, dictionaries, ...) has
/// no address space.
pub fn memory_space_to_addr_space(ctx: &Context, ms: Option<Attribute>) -> Option<u32> {
    match ms {
        None => Some(0),
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::Integer { .. } => ctx.as_i64(a).map(|v| v as u32),
            _ => None,
        },
    }
}

impl LlvmTypeConverter {
    /// A converter for the ops under `anchor`: the index width comes from the options, else from the
    /// data layout in effect at `anchor`.
    pub fn new(ctx: &Context, anchor: OpId, opts: LowerOptions) -> Self {
        let index_bits = opts
            .index_bitwidth
            .unwrap_or_else(|| data_layout_index_bitwidth(ctx, anchor));
        LlvmTypeConverter {
            index_bits,
            use_bare_ptr_call_conv: opts.use_bare_ptr_call_conv,
            struct_stack: RefCell::new(vec![]),
            cache: Default::default(),
            rule: None,
            target_materialization: None,
        }
    }
    /// A converter with an explicit index width (tests, tools).
    pub fn with_index_bitwidth(index_bits: u32) -> Self {
        LlvmTypeConverter {
            index_bits,
            use_bare_ptr_call_conv: false,
            struct_stack: RefCell::new(vec![]),
            cache: Default::default(),
            rule: None,
            target_materialization: None,
        }
    }
    /// A converter that converts types by `rule` alone (a pass that is not a lowering to `llvm`
    /// but uses the conversion driver).
    pub fn with_rule(rule: TypeRule) -> Self {
        let mut tc = Self::with_index_bitwidth(64);
        tc.rule = Some(rule);
        tc
    }
    /// True for a converter with its own rule: it materializes nothing but what its hook builds,
    /// so a cast still used when the conversion ends is an error (upstream's "unresolved
    /// materialization"), where the LLVM converter keeps it for `reconcile-unrealized-casts`.
    pub fn has_own_rule(&self) -> bool {
        self.rule.is_some()
    }
    /// The converter of a conversion that changes no type (its patterns are plain rewrites).
    pub fn identity() -> Self {
        Self::with_rule(Box::new(|_, t| Some(t)))
    }

    pub fn index_bitwidth(&self) -> u32 {
        self.index_bits
    }
    /// `iN` for the index width.
    pub fn index_type(&self, ctx: &mut Context) -> Type {
        ctx.int(self.index_bits)
    }

    /// The converted type, or `None` if `t` has no LLVM equivalent (tensors, non-strided memrefs, ...).
    pub fn convert_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        if let Some(c) = self.cache.borrow().get(&t) {
            return *c;
        }
        let c = self.convert_uncached(ctx, t);
        // A struct converted while one of its enclosing structs is being converted may refer to that
        // struct's name before its body is set: cache only the outermost results.
        if self.struct_stack.borrow().is_empty() {
            self.cache.borrow_mut().insert(t, c);
        }
        c
    }

    fn convert_uncached(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        if let Some(rule) = &self.rule {
            return rule(ctx, t);
        }
        // Cheap cases first: most types are already legal scalars.
        match ctx.kind(t) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => {}
            TypeKind::Dialect(_) if llvm::is_compatible_type(ctx, t) => return Some(t),
            _ => {}
        }
        match ctx.kind(t).clone() {
            TypeKind::Index => Some(self.index_type(ctx)),
            TypeKind::Integer { width, .. } => Some(ctx.int(width)),
            TypeKind::Float(k) => Some(match k {
                FloatKind::F8E5M2
                | FloatKind::F8E4M3
                | FloatKind::F8E4M3FN
                | FloatKind::F8E5M2FNUZ
                | FloatKind::F8E4M3FNUZ
                | FloatKind::F8E4M3B11FNUZ => ctx.int(8),
                _ => t,
            }),
            TypeKind::Complex(e) => {
                let e = self.convert_type(ctx, e)?;
                Some(llvm::struct_literal(ctx, vec![e, e], false))
            }
            TypeKind::Function { .. } => Some(llvm::ptr(ctx, 0)),
            TypeKind::MemRef { .. } => self.memref_descriptor_type(ctx, t),
            TypeKind::UnrankedMemRef { .. } => {
                // The pointer is to the ranked descriptor, which lives in the default address space:
                // as upstream 19, any memory space converts (an attribute one too).
                let i = self.index_type(ctx);
                let p = llvm::ptr(ctx, 0);
                Some(llvm::struct_literal(ctx, vec![i, p], false))
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                let e = self.convert_type(ctx, elem)?;
                let Some(&last) = shape.last() else {
                    return Some(ctx.ty(TypeKind::Vector {
                        shape: vec![1],
                        scalable: vec![false],
                        elem: e,
                    }));
                };
                let mut v = ctx.ty(TypeKind::Vector {
                    shape: vec![last],
                    scalable: vec![*scalable.last().unwrap_or(&false)],
                    elem: e,
                });
                for i in (0..shape.len() - 1).rev() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        return None;
                    }
                    v = llvm::array(ctx, v, shape[i] as u64);
                }
                Some(v)
            }
            TypeKind::Dialect(_) => self.convert_llvm_type(ctx, t),
            _ => None,
        }
    }

    /// `llvm` dialect types: kept when compatible, containers converted element-wise, identified
    /// structs renamed `_Converted.<name>` (fails if that name already has another body).
    fn convert_llvm_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        use irbridge::ir::types::DialectType as D;
        if llvm::is_compatible_type(ctx, t) {
            return Some(t);
        }
        let TypeKind::Dialect(d) = ctx.kind(t).clone() else {
            return None;
        };
        match d {
            D::LlvmArray { len, elem } => {
                let e = self.convert_type(ctx, elem)?;
                Some(llvm::array(ctx, e, len))
            }
            D::LlvmFunc {
                ret,
                params,
                var_arg,
            } => {
                let r = self.convert_type(ctx, ret)?;
                let ps = self.convert_types(ctx, &params)?;
                Some(llvm::func_type(ctx, r, ps, var_arg))
            }
            D::LlvmStruct { packed, body } => {
                let b = self.convert_types(ctx, &body)?;
                Some(llvm::struct_literal(ctx, b, packed))
            }
            D::LlvmIdentifiedStruct { name, body } => {
                let converted = llvm::struct_identified(ctx, &format!("_Converted.{name}"));
                if self.struct_stack.borrow().contains(&t) {
                    return Some(converted);
                }
                let b = body.0.get()?.clone();
                self.struct_stack.borrow_mut().push(t);
                let elems = self.convert_types(ctx, &b.elems);
                self.struct_stack.borrow_mut().retain(|x| *x != t);
                let elems = elems?;
                llvm::set_struct_body(ctx, converted, elems, b.packed).ok()?;
                Some(converted)
            }
            D::LlvmFixedVec { len, elem } => {
                let e = self.convert_type(ctx, elem)?;
                Some(llvm::fixed_vec(ctx, e, len))
            }
            D::LlvmScalableVec { min_len, elem } => {
                let e = self.convert_type(ctx, elem)?;
                Some(llvm::scalable_vec(ctx, e, min_len))
            }
            D::LlvmTarget { .. } => None,
            _ => Some(t),
        }
    }

    pub fn convert_types(&self, ctx: &mut Context, ts: &[Type]) -> Option<Vec<Type>> {
        ts.iter().map(|&t| self.convert_type(ctx, t)).collect()
    }
    /// True if `t` is already what the converter produces for it.
    pub fn is_legal(&self, ctx: &mut Context, t: Type) -> bool {
        self.convert_type(ctx, t) == Some(t)
    }

    // ---- memrefs ------------------------------------------------------------------------------------------------
    /// The fields of a ranked memref's descriptor: allocated pointer, aligned pointer, offset, then (for
    /// rank ≥ 1) the sizes and strides as arrays, or, `unpack`ed, one index per size and per stride.
    /// `None` for non-strided layouts, unconvertible element types or memory spaces.
    pub fn memref_descriptor_fields(
        &self,
        ctx: &mut Context,
        t: Type,
        unpack: bool,
    ) -> Option<Vec<Type>> {
        let TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = ctx.kind(t).clone()
        else {
            return None;
        };
        memref_strides(ctx, t)?;
        self.convert_type(ctx, elem)?;
        let Some(a) = memory_space_to_addr_space(ctx, memory_space) else {
            // Reported, as upstream's converter does, at no location; the op using the type stays
            // unconverted and the pass goes on.
            if let Some(ms) = memory_space {
                let space = irbridge::print::attr_to_string(ctx, ms);
                ctx.diagnostics.emit(Diagnostic::error(
                    irbridge::diag::DiagLoc::Unknown,
                    format!(
                        "conversion of memref memory space {space} to integer address space \
                         failed. Consider adding memory space conversions."
                    ),
                ));
            }
            return None;
        };
        let p = llvm::ptr(ctx, a);
        let i = self.index_type(ctx);
        let mut fields = vec![p, p, i];
        let rank = shape.len();
        if rank == 0 {
            return Some(fields);
        }
        if unpack {
            fields.extend(std::iter::repeat_n(i, 2 * rank));
        } else {
            let arr = llvm::array(ctx, i, rank as u64);
            fields.push(arr);
            fields.push(arr);
        }
        Some(fields)
    }
    /// `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` (rank 0: `(ptr, ptr, iN)`).
    pub fn memref_descriptor_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        let f = self.memref_descriptor_fields(ctx, t, false)?;
        Some(llvm::struct_literal(ctx, f, false))
    }
    /// `(iN, ptr)` fields of an unranked memref descriptor.
    pub fn unranked_descriptor_fields(&self, ctx: &mut Context, t: Type) -> Option<Vec<Type>> {
        if !matches!(ctx.kind(t), TypeKind::UnrankedMemRef { .. }) {
            return None;
        }
        let i = self.index_type(ctx);
        let p = llvm::ptr(ctx, 0);
        Some(vec![i, p])
    }
    /// The bare-pointer convention passes a memref as its aligned pointer: only for ranked memrefs with
    /// static shape, strides and offset (what upstream 19 accepts).
    pub fn can_convert_to_bare_ptr(&self, ctx: &Context, t: Type) -> bool {
        let TypeKind::MemRef { shape, .. } = ctx.kind(t) else {
            return false;
        };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        match memref_strides(ctx, t) {
            Some((strides, offset)) => offset != DYNAMIC && !strides.contains(&DYNAMIC),
            None => false,
        }
    }
    /// `!llvm.ptr<addrspace>` for a memref passed under the bare-pointer convention.
    pub fn memref_to_bare_ptr(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        if !self.can_convert_to_bare_ptr(ctx, t) {
            return None;
        }
        let TypeKind::MemRef {
            elem, memory_space, ..
        } = ctx.kind(t).clone()
        else {
            return None;
        };
        self.convert_type(ctx, elem)?;
        let a = memory_space_to_addr_space(ctx, memory_space)?;
        Some(llvm::ptr(ctx, a))
    }

    // ---- function signatures --------------------------------------------------------------------------------
    /// The types a function argument of type `t` becomes: a memref is unbundled into its descriptor's
    /// scalars (default convention) or becomes a bare pointer; other types convert 1:1.
    pub fn convert_function_arg(
        &self,
        ctx: &mut Context,
        t: Type,
        bare: bool,
    ) -> Option<Vec<Type>> {
        match ctx.kind(t) {
            TypeKind::MemRef { .. } if bare => Some(vec![self.memref_to_bare_ptr(ctx, t)?]),
            TypeKind::UnrankedMemRef { .. } if bare => None,
            TypeKind::MemRef { .. } => self.memref_descriptor_fields(ctx, t, true),
            TypeKind::UnrankedMemRef { .. } => self.unranked_descriptor_fields(ctx, t),
            _ => Some(vec![self.convert_type(ctx, t)?]),
        }
    }
    /// A result or call operand type under the calling convention (bare memrefs become pointers).
    pub fn convert_calling_convention_type(
        &self,
        ctx: &mut Context,
        t: Type,
        bare: bool,
    ) -> Option<Type> {
        // Every memref, unranked ones included (which have no bare pointer).
        if bare
            && matches!(
                ctx.kind(t),
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            )
        {
            return self.memref_to_bare_ptr(ctx, t);
        }
        self.convert_type(ctx, t)
    }
    /// The LLVM return type of a function with these results: none is `void`, one is converted, several
    /// are packed into a literal struct.
    pub fn pack_function_results(
        &self,
        ctx: &mut Context,
        results: &[Type],
        bare: bool,
    ) -> Option<Type> {
        match results {
            [] => Some(llvm::void(ctx)),
            [one] => self.convert_calling_convention_type(ctx, *one, bare),
            many => {
                let mut v = vec![];
                for &t in many {
                    let c = self.convert_calling_convention_type(ctx, t, bare)?;
                    if !llvm::is_compatible_type(ctx, c) {
                        return None;
                    }
                    v.push(c);
                }
                Some(llvm::struct_literal(ctx, v, false))
            }
        }
    }
    /// `!llvm.func` for a builtin function type, and the entry block's signature conversion.
    pub fn convert_function_signature(
        &self,
        ctx: &mut Context,
        inputs: &[Type],
        results: &[Type],
        variadic: bool,
        bare: bool,
    ) -> Option<(Type, SignatureConversion)> {
        let bare = bare || self.use_bare_ptr_call_conv;
        let mut sig = SignatureConversion::new(inputs.len());
        for (i, &t) in inputs.iter().enumerate() {
            let c = self.convert_function_arg(ctx, t, bare)?;
            sig.add_inputs(i, &c);
        }
        let ret = self.pack_function_results(ctx, results, bare)?;
        let f = llvm::func_type(ctx, ret, sig.converted_types().to_vec(), variadic);
        Some((f, sig))
    }

    // ---- materializations -------------------------------------------------------------------------------------
    /// Rebuilds a value of type `orig` from the new block arguments that replaced it, when the plain
    /// cast the framework placed is not enough: a memref whose descriptor was unbundled into scalars is
    /// packed back (or, from a bare pointer in a function's entry block, built from its static shape) and
    /// cast to the memref type. `None` keeps the plain cast.
    pub fn materialize_argument(
        &self,
        rw: &mut ConversionRewriter<'_>,
        orig: Type,
        inputs: &[ValueId],
        loc: Attribute,
    ) -> Result<Option<ValueId>, Diagnostic> {
        let is_memref = matches!(
            rw.ctx.kind(orig),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        );
        if !is_memref {
            return Ok(None);
        }
        let Some(desc_ty) = self.convert_type(rw.ctx, orig) else {
            return Ok(None);
        };
        let desc = if inputs.len() == 1 {
            if !llvm::is_ptr(rw.ctx, rw.ctx.value_type(inputs[0])) {
                return Ok(None);
            }
            MemRefDescriptor::from_static_shape(rw, orig, desc_ty, inputs[0], loc)?
        } else {
            MemRefDescriptor::pack(rw, desc_ty, inputs, loc)
        };
        let c = rw.create_cast(&[desc.value], &[orig], loc);
        Ok(Some(rw.ctx.result(c, 0)))
    }
}
