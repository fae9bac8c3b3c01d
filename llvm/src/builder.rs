//! The LLVM boundary: the one file of the translator that calls LLVM's C API (llvm-sys 19.1, the
//! library under inkwell). inkwell owns the context and the module; this file builds their contents
//! through raw handles because the translator is driven by MLIR types, not Rust ones (one `add` for
//! scalars and vectors, flags set on any instruction, metadata, attributes inkwell does not model).
//!
//! Every handle here ([`Ty`], [`Val`], [`Bb`], [`Md`]) was created in the [`Ll`]'s context, which
//! outlives it (`'ctx`), so passing it back to LLVM is sound. The translator only builds IR that the
//! MLIR verifier has already type-checked; LLVM's verifier runs on the result before anyone sees it.

use inkwell::llvm_sys as sys;
use std::ffi::{c_char, c_int, c_uint, CString};
use std::marker::PhantomData;
use sys::core as c;
use sys::prelude::*;

/// An LLVM type of the translator's context.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Ty<'ctx>(LLVMTypeRef, PhantomData<&'ctx ()>);
/// An LLVM value (constant, instruction, argument, function, global) of the translator's context.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Val<'ctx>(LLVMValueRef, PhantomData<&'ctx ()>);
/// An LLVM basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bb<'ctx>(LLVMBasicBlockRef, PhantomData<&'ctx ()>);
/// LLVM metadata (a node, string or wrapped value).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Md<'ctx>(LLVMMetadataRef, PhantomData<&'ctx ()>);
/// An LLVM attribute (enum, int, type or string attribute).
#[derive(Copy, Clone, Debug)]
pub struct Attr<'ctx>(LLVMAttributeRef, PhantomData<&'ctx ()>);

/// Where an attribute goes: the function, its return value, or parameter `n`.
#[derive(Copy, Clone, Debug)]
pub enum AttrIndex {
    Function,
    Return,
    Param(u32),
}

impl AttrIndex {
    fn raw(self) -> sys::LLVMAttributeIndex {
        match self {
            AttrIndex::Function => sys::LLVMAttributeFunctionIndex,
            AttrIndex::Return => sys::LLVMAttributeReturnIndex,
            AttrIndex::Param(n) => n + 1,
        }
    }
}

fn v<'ctx>(r: LLVMValueRef) -> Val<'ctx> {
    Val(r, PhantomData)
}
fn t<'ctx>(r: LLVMTypeRef) -> Ty<'ctx> {
    Ty(r, PhantomData)
}
/// True if LLVM knows an intrinsic of this name (`llvm.smin.i32`: an overloaded one with its
/// suffix).
pub fn is_intrinsic_name(name: &str) -> bool {
    // SAFETY: the name is passed with its length; no context is involved.
    unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) != 0 }
}

fn cstr(s: &[u8]) -> CString {
    // Names with NUL bytes cannot cross the C API; MLIR symbol names never contain them in practice,
    // and a cut name still makes a valid (if different) module.
    let end = s.iter().position(|&b| b == 0).unwrap_or(s.len());
    CString::new(&s[..end]).unwrap_or_default()
}
const NONAME: *const c_char = c"".as_ptr();

fn vals(xs: &[Val<'_>]) -> Vec<LLVMValueRef> {
    xs.iter().map(|x| x.0).collect()
}
fn tys(xs: &[Ty<'_>]) -> Vec<LLVMTypeRef> {
    xs.iter().map(|x| x.0).collect()
}

/// A template instruction: (kind: 0 extractvalue, 1 insertvalue, 2 inalloca alloca; two types the
/// instruction depends on, null if unused; indices).
type TemplateKey = (u8, LLVMTypeRef, LLVMTypeRef, Vec<u32>);

/// The context, module and instruction builder the translator fills.
pub struct Ll<'ctx> {
    c: LLVMContextRef,
    m: LLVMModuleRef,
    b: LLVMBuilderRef,
    /// Parsed template instructions for multi-index `extractvalue`/`insertvalue` (which the C API cannot
    /// build), by their text; `None` when the text does not parse (identified struct types).
    templates: std::cell::RefCell<rustc_hash::FxHashMap<TemplateKey, Option<LLVMValueRef>>>,
    /// The modules holding the templates, disposed with this builder.
    template_modules: std::cell::RefCell<Vec<LLVMModuleRef>>,
    _ctx: PhantomData<&'ctx inkwell::context::Context>,
}

impl Drop for Ll<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder and the template modules were created by this `Ll` and are disposed
        // exactly once, here; nothing refers to the template modules any more (clones of their
        // instructions got their own operands).
        unsafe {
            c::LLVMDisposeBuilder(self.b);
            for m in self.template_modules.borrow_mut().drain(..) {
                c::LLVMDisposeModule(m);
            }
        }
    }
}

pub use sys::LLVMOpcode as Opcode;

impl<'ctx> Ll<'ctx> {
    /// Wraps an inkwell module of `ctx` for building.
    pub fn new(
        ctx: &'ctx inkwell::context::Context,
        module: &inkwell::module::Module<'ctx>,
    ) -> Self {
        let c = ctx.raw();
        let m = module.as_mut_ptr();
        // SAFETY: `c` is a live context (borrowed for 'ctx); the builder is disposed in `Drop`.
        let b = unsafe { c::LLVMCreateBuilderInContext(c) };
        Ll {
            c,
            m,
            b,
            templates: Default::default(),
            template_modules: Default::default(),
            _ctx: PhantomData,
        }
    }

    // ---- module -----------------------------------------------------------------------------------------

    /// Sets the module's data layout; LLVM's message if it refuses the string (checked first:
    /// `LLVMSetDataLayout` reports a bad string as a fatal error, see [`crate::contain`]).
    pub fn set_data_layout(&self, dl: &str) -> Result<(), String> {
        let s = cstr(dl.as_bytes());
        if let Some(msg) = crate::contain::data_layout_error(s.as_bytes()) {
            return Err(msg);
        }
        // SAFETY: live module, NUL-terminated string copied by LLVM, which parses it (checked).
        unsafe { c::LLVMSetDataLayout(self.m, s.as_ptr()) };
        Ok(())
    }
    pub fn set_triple(&self, triple: &str) {
        let s = cstr(triple.as_bytes());
        // SAFETY: live module, NUL-terminated string copied by LLVM.
        unsafe { c::LLVMSetTarget(self.m, s.as_ptr()) }
    }
    /// Adds a module flag (`behavior` is the C API's `LLVMModuleFlagBehavior`).
    pub fn add_module_flag(&self, behavior: sys::LLVMModuleFlagBehavior, key: &str, val: Md<'ctx>) {
        // SAFETY: live module; the key is passed with its length.
        unsafe { c::LLVMAddModuleFlag(self.m, behavior, key.as_ptr().cast(), key.len(), val.0) }
    }
    /// Appends `node` to the named metadata `name` (created on first use).
    pub fn add_named_metadata(&self, name: &str, node: Md<'ctx>) {
        let s = cstr(name.as_bytes());
        // SAFETY: live module and context; the node is wrapped as a value as the C API requires.
        unsafe {
            let val = c::LLVMMetadataAsValue(self.c, node.0);
            c::LLVMAddNamedMetadataOperand(self.m, s.as_ptr(), val)
        }
    }

    // ---- types ------------------------------------------------------------------------------------------

    pub fn int_ty(&self, width: u32) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMIntTypeInContext(self.c, width) })
    }
    pub fn half_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMHalfTypeInContext(self.c) })
    }
    pub fn bfloat_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMBFloatTypeInContext(self.c) })
    }
    pub fn float_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMFloatTypeInContext(self.c) })
    }
    pub fn double_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMDoubleTypeInContext(self.c) })
    }
    pub fn x86_fp80_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMX86FP80TypeInContext(self.c) })
    }
    pub fn fp128_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMFP128TypeInContext(self.c) })
    }
    pub fn ppc_fp128_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMPPCFP128TypeInContext(self.c) })
    }
    pub fn x86_mmx_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMX86MMXTypeInContext(self.c) })
    }
    pub fn void_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMVoidTypeInContext(self.c) })
    }
    pub fn token_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMTokenTypeInContext(self.c) })
    }
    pub fn metadata_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMMetadataTypeInContext(self.c) })
    }
    pub fn label_ty(&self) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMLabelTypeInContext(self.c) })
    }
    pub fn ptr_ty(&self, addr_space: u32) -> Ty<'ctx> {
        // SAFETY: live context.
        t(unsafe { c::LLVMPointerTypeInContext(self.c, addr_space) })
    }
    pub fn array_ty(&self, elem: Ty<'ctx>, len: u64) -> Ty<'ctx> {
        // SAFETY: `elem` is a type of this context.
        t(unsafe { c::LLVMArrayType2(elem.0, len) })
    }
    pub fn vector_ty(&self, elem: Ty<'ctx>, len: u32, scalable: bool) -> Ty<'ctx> {
        // SAFETY: `elem` is a type of this context (MLIR verified it is a valid vector element).
        t(unsafe {
            if scalable {
                c::LLVMScalableVectorType(elem.0, len)
            } else {
                c::LLVMVectorType(elem.0, len)
            }
        })
    }
    pub fn struct_ty(&self, elems: &[Ty<'ctx>], packed: bool) -> Ty<'ctx> {
        let mut e = tys(elems);
        // SAFETY: element types of this context; LLVM copies the array.
        t(unsafe {
            c::LLVMStructTypeInContext(self.c, e.as_mut_ptr(), e.len() as c_uint, packed as i32)
        })
    }
    /// A new identified struct type (LLVM renames it `name.N` if the name is taken).
    pub fn named_struct_ty(&self, name: &str) -> Ty<'ctx> {
        let s = cstr(name.as_bytes());
        // SAFETY: live context; LLVM copies the name.
        t(unsafe { c::LLVMStructCreateNamed(self.c, s.as_ptr()) })
    }
    pub fn set_struct_body(&self, st: Ty<'ctx>, elems: &[Ty<'ctx>], packed: bool) {
        let mut e = tys(elems);
        // SAFETY: `st` is an identified struct of this context whose body is not set yet.
        unsafe { c::LLVMStructSetBody(st.0, e.as_mut_ptr(), e.len() as c_uint, packed as i32) }
    }
    pub fn func_ty(&self, ret: Ty<'ctx>, params: &[Ty<'ctx>], var_arg: bool) -> Ty<'ctx> {
        let mut p = tys(params);
        // SAFETY: types of this context; LLVM copies the array.
        t(
            unsafe {
                c::LLVMFunctionType(ret.0, p.as_mut_ptr(), p.len() as c_uint, var_arg as i32)
            },
        )
    }
    pub fn target_ext_ty(&self, name: &str, types: &[Ty<'ctx>], ints: &[u32]) -> Ty<'ctx> {
        let s = cstr(name.as_bytes());
        let mut tp = tys(types);
        let mut ip: Vec<c_uint> = ints.to_vec();
        // SAFETY: types of this context; LLVM copies the name and arrays.
        t(unsafe {
            c::LLVMTargetExtTypeInContext(
                self.c,
                s.as_ptr(),
                tp.as_mut_ptr(),
                tp.len() as c_uint,
                ip.as_mut_ptr(),
                ip.len() as c_uint,
            )
        })
    }
    pub fn type_of(&self, x: Val<'ctx>) -> Ty<'ctx> {
        // SAFETY: a value of this context.
        t(unsafe { c::LLVMTypeOf(x.0) })
    }
    pub fn is_void(&self, ty: Ty<'ctx>) -> bool {
        // SAFETY: a type of this context.
        unsafe { c::LLVMGetTypeKind(ty.0) == sys::LLVMTypeKind::LLVMVoidTypeKind }
    }
    // ---- constants --------------------------------------------------------------------------------------

    /// An integer constant from little-endian 64-bit words (any width).
    pub fn const_int_words(&self, ty: Ty<'ctx>, words: &[u64]) -> Val<'ctx> {
        // SAFETY: `ty` is an integer type of this context; LLVM reads `words.len()` words.
        v(unsafe {
            c::LLVMConstIntOfArbitraryPrecision(ty.0, words.len() as c_uint, words.as_ptr())
        })
    }
    pub fn const_int(&self, ty: Ty<'ctx>, value: u64) -> Val<'ctx> {
        // SAFETY: `ty` is an integer type of this context.
        v(unsafe { c::LLVMConstInt(ty.0, value, 0) })
    }
    /// A constant of any type whose bits are an integer constant of the same size (floats).
    pub fn const_bitcast(&self, x: Val<'ctx>, ty: Ty<'ctx>) -> Val<'ctx> {
        if let Some(folded) = fold_ppc_fp128_bitcast(x.0, ty.0) {
            return v(folded);
        }
        // SAFETY: both of this context and of equal bit size (the caller builds `x` that way); LLVM
        // folds int-to-float bitcasts of constants into a ConstantFP.
        v(unsafe { c::LLVMConstBitCast(x.0, ty.0) })
    }
    pub fn const_null(&self, ty: Ty<'ctx>) -> Val<'ctx> {
        // SAFETY: a type of this context.
        v(unsafe { c::LLVMConstNull(ty.0) })
    }
    pub fn undef(&self, ty: Ty<'ctx>) -> Val<'ctx> {
        // SAFETY: a type of this context.
        v(unsafe { c::LLVMGetUndef(ty.0) })
    }
    pub fn poison(&self, ty: Ty<'ctx>) -> Val<'ctx> {
        // SAFETY: a type of this context.
        v(unsafe { c::LLVMGetPoison(ty.0) })
    }
    pub fn const_string(&self, bytes: &[u8]) -> Val<'ctx> {
        // SAFETY: live context; LLVM copies `bytes.len()` bytes (no terminator added).
        v(unsafe { c::LLVMConstStringInContext2(self.c, bytes.as_ptr().cast(), bytes.len(), 1) })
    }
    pub fn const_array(&self, elem: Ty<'ctx>, xs: &[Val<'ctx>]) -> Val<'ctx> {
        let mut e = vals(xs);
        // SAFETY: constants of type `elem` of this context; LLVM copies the array.
        v(unsafe { c::LLVMConstArray2(elem.0, e.as_mut_ptr(), e.len() as u64) })
    }
    /// LLVM's `ConstantDataSequential::isElementTypeCompatible`: `half`, `bfloat`, `float`,
    /// `double` and `i8`..`i64` (see `cpp/const_data.cpp`).
    pub fn const_data_compatible(&self, elem: Ty<'ctx>) -> bool {
        // SAFETY: `elem` is a live type of this context; the shim only reads it.
        unsafe { irbridge_const_data_compatible(elem.0) != 0 }
    }
    /// An array (or vector) of `count` elements of `elem` from their raw little-endian bytes
    /// (`ConstantDataArray::getRaw`); `None` if `elem` is no such element type or `data` is not
    /// `count` elements long.
    pub fn const_data_raw(
        &self,
        elem: Ty<'ctx>,
        data: &[u8],
        count: u64,
        vector: bool,
    ) -> Option<Val<'ctx>> {
        // SAFETY: `data` is live for the call and LLVM copies it; `elem` is a type of this context;
        // the shim checks the element type and the length before building the constant.
        let r = unsafe {
            irbridge_const_data_raw(
                data.as_ptr().cast(),
                data.len(),
                count,
                elem.0,
                c_int::from(vector),
            )
        };
        (!r.is_null()).then(|| v(r))
    }
    pub fn const_vector(&self, xs: &[Val<'ctx>]) -> Val<'ctx> {
        let mut e = vals(xs);
        // SAFETY: constants of one scalar type of this context; LLVM copies the array.
        v(unsafe { c::LLVMConstVector(e.as_mut_ptr(), e.len() as c_uint) })
    }
    pub fn const_struct(&self, ty: Ty<'ctx>, xs: &[Val<'ctx>]) -> Val<'ctx> {
        let mut e = vals(xs);
        // SAFETY: `ty` is a struct of this context and `xs` constants of its element types.
        v(unsafe { c::LLVMConstNamedStruct(ty.0, e.as_mut_ptr(), e.len() as c_uint) })
    }
    /// The splat of constant `x` as a scalable vector of type `vty` (LLVM 19's
    /// `ConstantVector::getSplat`: insert into lane 0 of poison, shuffle with a zero mask; constant
    /// operands make the builder fold instead of emitting instructions).
    pub fn scalable_splat(&self, vty: Ty<'ctx>, x: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: constants of this context: `x` of `vty`'s element type; the zero mask is a scalable
        // i32 vector of `vty`'s length. All-constant operands are folded, so nothing is inserted.
        unsafe {
            let n = c::LLVMGetVectorSize(vty.0);
            let i32v = c::LLVMScalableVectorType(c::LLVMInt32TypeInContext(self.c), n);
            let poison = c::LLVMGetPoison(vty.0);
            let zero = c::LLVMConstInt(c::LLVMInt64TypeInContext(self.c), 0, 0);
            let ins = c::LLVMBuildInsertElement(self.b, poison, x.0, zero, NONAME);
            v(c::LLVMBuildShuffleVector(
                self.b,
                ins,
                poison,
                c::LLVMConstNull(i32v),
                NONAME,
            ))
        }
    }
    /// The element type of a vector or array type.
    pub fn element_type(&self, ty: Ty<'ctx>) -> Ty<'ctx> {
        // SAFETY: a sequential type of this context (the callers pass vectors).
        t(unsafe { c::LLVMGetElementType(ty.0) })
    }
    /// The ABI alignment of `ty` in bytes under the module's data layout.
    pub fn abi_alignment(&self, ty: Ty<'ctx>) -> u64 {
        // SAFETY: the module's data layout is owned by the module and only read here.
        unsafe {
            let dl = sys::target::LLVMGetModuleDataLayout(self.m);
            u64::from(sys::target::LLVMABIAlignmentOfType(dl, ty.0))
        }
    }
    pub fn is_constant(&self, x: Val<'ctx>) -> bool {
        // SAFETY: a value of this context.
        unsafe { c::LLVMIsConstant(x.0) != 0 }
    }
    /// LLVM's `Constant::isNullValue`.
    pub fn is_null(&self, x: Val<'ctx>) -> bool {
        // SAFETY: a constant of this context.
        unsafe { c::LLVMIsNull(x.0) != 0 }
    }
    /// LLVM's `Constant::isZeroValue`: the null value, or a floating-point zero of either sign.
    pub fn is_zero_value(&self, x: Val<'ctx>) -> bool {
        // SAFETY: a constant of this context; `LLVMConstRealGetDouble` is called on a ConstantFP
        // only, and reports through `loses` whether the conversion to double was inexact.
        unsafe {
            if !c::LLVMIsAConstantFP(x.0).is_null() {
                let mut loses: LLVMBool = 0;
                let d = c::LLVMConstRealGetDouble(x.0, &mut loses);
                return d == 0.0 && loses == 0;
            }
            c::LLVMIsNull(x.0) != 0
        }
    }
    /// True for `undef` and `poison` (LLVM's `UndefValue` and subclasses).
    /// `Constant::isNullValue`: zero of any type (`-0.0` is not).
    pub fn is_null_value(&self, x: Val<'ctx>) -> bool {
        // SAFETY: a constant of this context.
        unsafe { c::LLVMIsNull(x.0) != 0 }
    }
    pub fn is_undef(&self, x: Val<'ctx>) -> bool {
        // SAFETY: a value of this context.
        unsafe { !c::LLVMIsAUndefValue(x.0).is_null() }
    }
    pub fn is_instruction(&self, x: Val<'ctx>) -> bool {
        // SAFETY: a value of this context.
        unsafe { !c::LLVMIsAInstruction(x.0).is_null() }
    }

    // ---- globals and functions --------------------------------------------------------------------------

    pub fn add_global(&self, ty: Ty<'ctx>, name: &[u8], addr_space: u32) -> Val<'ctx> {
        let s = cstr(name);
        // SAFETY: live module, type of this context; LLVM copies the name.
        v(unsafe { c::LLVMAddGlobalInAddressSpace(self.m, ty.0, s.as_ptr(), addr_space) })
    }
    pub fn add_function(&self, name: &[u8], fty: Ty<'ctx>) -> Val<'ctx> {
        let s = cstr(name);
        // SAFETY: live module, function type of this context; LLVM copies the name.
        v(unsafe { c::LLVMAddFunction(self.m, s.as_ptr(), fty.0) })
    }
    pub fn set_initializer(&self, g: Val<'ctx>, init: Val<'ctx>) {
        // SAFETY: `g` is a global variable and `init` a constant of its value type.
        unsafe { c::LLVMSetInitializer(g.0, init.0) }
    }
    pub fn set_global_constant(&self, g: Val<'ctx>, yes: bool) {
        // SAFETY: `g` is a global variable of this module.
        unsafe { c::LLVMSetGlobalConstant(g.0, yes as i32) }
    }
    pub fn set_thread_local(&self, g: Val<'ctx>) {
        // SAFETY: `g` is a global variable of this module.
        unsafe { c::LLVMSetThreadLocal(g.0, 1) }
    }
    pub fn set_linkage(&self, g: Val<'ctx>, l: sys::LLVMLinkage) {
        // SAFETY: `g` is a global value of this module.
        unsafe { c::LLVMSetLinkage(g.0, l) }
    }
    /// Marks `g` `dso_local`. The C API has no setter; LLVM sets the flag itself whenever a global gets
    /// local linkage (`GlobalValue::setLinkage`) and never clears it, so a detour through `internal`
    /// leaves exactly that flag behind. Call before setting visibility.
    pub fn set_dso_local(&self, g: Val<'ctx>) {
        // SAFETY: `g` is a global value of this module; both calls only change flags.
        unsafe {
            let l = c::LLVMGetLinkage(g.0);
            c::LLVMSetLinkage(g.0, sys::LLVMLinkage::LLVMInternalLinkage);
            c::LLVMSetLinkage(g.0, l);
        }
    }
    pub fn set_visibility(&self, g: Val<'ctx>, vis: sys::LLVMVisibility) {
        // SAFETY: `g` is a global value of this module.
        unsafe { c::LLVMSetVisibility(g.0, vis) }
    }
    pub fn set_unnamed_addr(&self, g: Val<'ctx>, kind: sys::LLVMUnnamedAddr) {
        // SAFETY: `g` is a global value of this module.
        unsafe { c::LLVMSetUnnamedAddress(g.0, kind) }
    }
    pub fn set_section(&self, g: Val<'ctx>, section: &[u8]) {
        let s = cstr(section);
        // SAFETY: `g` is a global value of this module; LLVM copies the string.
        unsafe { c::LLVMSetSection(g.0, s.as_ptr()) }
    }
    /// Sets the alignment of a global, function, alloca, load, store or atomic instruction.
    pub fn set_alignment(&self, x: Val<'ctx>, align: u32) {
        // SAFETY: `x` is one of the value kinds `LLVMSetAlignment` accepts (the callers see to it).
        unsafe { c::LLVMSetAlignment(x.0, align) }
    }
    pub fn set_call_conv(&self, f: Val<'ctx>, cc: u32) {
        // SAFETY: `f` is a function or call/invoke instruction.
        unsafe { c::LLVMSetFunctionCallConv(f.0, cc) }
    }
    pub fn set_instruction_call_conv(&self, call: Val<'ctx>, cc: u32) {
        // SAFETY: `call` is a call or invoke instruction.
        unsafe { c::LLVMSetInstructionCallConv(call.0, cc) }
    }
    pub fn set_gc(&self, f: Val<'ctx>, gc: &[u8]) {
        let s = cstr(gc);
        // SAFETY: `f` is a function; LLVM copies the string.
        unsafe { c::LLVMSetGC(f.0, s.as_ptr()) }
    }
    pub fn set_personality(&self, f: Val<'ctx>, p: Val<'ctx>) {
        // SAFETY: `f` is a function and `p` a constant (function) of this module.
        unsafe { c::LLVMSetPersonalityFn(f.0, p.0) }
    }
    pub fn set_comdat(&self, g: Val<'ctx>, name: &[u8], k: sys::comdat::LLVMComdatSelectionKind) {
        let s = cstr(name);
        // SAFETY: live module; `g` is a global object of it; LLVM owns the comdat.
        unsafe {
            let cd = sys::comdat::LLVMGetOrInsertComdat(self.m, s.as_ptr());
            sys::comdat::LLVMSetComdatSelectionKind(cd, k);
            sys::comdat::LLVMSetComdat(g.0, cd);
        }
    }
    pub fn param(&self, f: Val<'ctx>, i: u32) -> Val<'ctx> {
        // SAFETY: `f` is a function with more than `i` parameters.
        v(unsafe { c::LLVMGetParam(f.0, i) })
    }
    pub fn append_block(&self, f: Val<'ctx>) -> Bb<'ctx> {
        // SAFETY: `f` is a function of this context.
        Bb(
            unsafe { c::LLVMAppendBasicBlockInContext(self.c, f.0, NONAME) },
            PhantomData,
        )
    }
    /// Sets metadata `kind` (e.g. `prof`) on a function or global object.
    pub fn global_set_metadata(&self, g: Val<'ctx>, kind: &str, md: Md<'ctx>) {
        let k = self.md_kind(kind);
        // SAFETY: `g` is a global object of this module; `md` metadata of its context.
        unsafe { c::LLVMGlobalSetMetadata(g.0, k, md.0) }
    }

    /// True if LLVM's verifier rejects function `f` (checked quietly).
    pub fn function_is_broken(&self, f: Val<'ctx>) -> bool {
        // SAFETY: `f` is a function of this module; the return-status action prints nothing.
        unsafe {
            sys::analysis::LLVMVerifyFunction(
                f.0,
                sys::analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction,
            ) != 0
        }
    }

    // ---- attributes -------------------------------------------------------------------------------------

    /// The attribute kind named `name` (`noalias`, `align`...), or `None` for names LLVM does not know.
    pub fn attr_kind(&self, name: &str) -> Option<u32> {
        // SAFETY: the name is passed with its length.
        let k = unsafe { c::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) };
        (k != 0).then_some(k)
    }
    pub fn enum_attr(&self, kind: u32, val: u64) -> Attr<'ctx> {
        // SAFETY: live context; `kind` came from `attr_kind`.
        Attr(
            unsafe { c::LLVMCreateEnumAttribute(self.c, kind, val) },
            PhantomData,
        )
    }
    pub fn type_attr(&self, kind: u32, ty: Ty<'ctx>) -> Attr<'ctx> {
        // SAFETY: live context; `kind` is a type-attribute kind from `attr_kind`.
        Attr(
            unsafe { c::LLVMCreateTypeAttribute(self.c, kind, ty.0) },
            PhantomData,
        )
    }
    pub fn string_attr(&self, key: &[u8], value: &[u8]) -> Attr<'ctx> {
        // SAFETY: live context; both strings are passed with their lengths.
        Attr(
            unsafe {
                c::LLVMCreateStringAttribute(
                    self.c,
                    key.as_ptr().cast(),
                    key.len() as c_uint,
                    value.as_ptr().cast(),
                    value.len() as c_uint,
                )
            },
            PhantomData,
        )
    }
    pub fn add_fn_attr(&self, f: Val<'ctx>, idx: AttrIndex, a: Attr<'ctx>) {
        // SAFETY: `f` is a function of this module and `a` an attribute of its context.
        unsafe { c::LLVMAddAttributeAtIndex(f.0, idx.raw(), a.0) }
    }
    pub fn add_call_attr(&self, call: Val<'ctx>, idx: AttrIndex, a: Attr<'ctx>) {
        // SAFETY: `call` is a call or invoke instruction and `a` an attribute of its context.
        unsafe { c::LLVMAddCallSiteAttribute(call.0, idx.raw(), a.0) }
    }

    // ---- metadata ---------------------------------------------------------------------------------------

    pub fn md_kind(&self, name: &str) -> u32 {
        // SAFETY: live context; the name is passed with its length.
        unsafe { c::LLVMGetMDKindIDInContext(self.c, name.as_ptr().cast(), name.len() as c_uint) }
    }
    pub fn md_string(&self, s: &[u8]) -> Md<'ctx> {
        // SAFETY: live context; LLVM copies `s.len()` bytes.
        Md(
            unsafe { c::LLVMMDStringInContext2(self.c, s.as_ptr().cast(), s.len()) },
            PhantomData,
        )
    }
    pub fn md_node(&self, ops: &[Option<Md<'ctx>>]) -> Md<'ctx> {
        let mut o: Vec<LLVMMetadataRef> = ops
            .iter()
            .map(|m| m.map_or(std::ptr::null_mut(), |m| m.0))
            .collect();
        // SAFETY: live context; null operands are allowed (`!{null}`); LLVM copies the array.
        Md(
            unsafe { c::LLVMMDNodeInContext2(self.c, o.as_mut_ptr(), o.len()) },
            PhantomData,
        )
    }
    /// A distinct node whose first operand is itself (the self-reference TBAA roots, alias domains and
    /// loop IDs use), followed by `rest`.
    pub fn md_self_ref_node(&self, rest: &[Option<Md<'ctx>>]) -> Md<'ctx> {
        // The C API has no distinct nodes; a temporary node stands for "self" and is replaced by the
        // node itself once created, which LLVM turns into a distinct, self-referencing node.
        // SAFETY: live context; the temporary is replaced and disposed exactly once.
        unsafe {
            let tmp = sys::debuginfo::LLVMTemporaryMDNode(self.c, std::ptr::null_mut(), 0);
            let mut o: Vec<LLVMMetadataRef> = std::iter::once(tmp)
                .chain(rest.iter().map(|m| m.map_or(std::ptr::null_mut(), |m| m.0)))
                .collect();
            let node = c::LLVMMDNodeInContext2(self.c, o.as_mut_ptr(), o.len());
            sys::debuginfo::LLVMMetadataReplaceAllUsesWith(tmp, node);
            Md(node, PhantomData)
        }
    }
    /// A fresh `distinct !{}` (what access groups are). The C API cannot make distinct nodes, so a tiny
    /// module is parsed in this context and the node taken from it: metadata belongs to the context and
    /// outlives that module.
    pub fn md_distinct_empty(&self) -> Md<'ctx> {
        const SRC: &[u8] = b"!irbridge.tmp = !{!0}\n!0 = distinct !{}\n";
        // SAFETY: live context; the buffer is consumed by the parser; the temporary module is disposed
        // after its one named-metadata operand was read (the node itself is owned by the context).
        unsafe {
            let buf = c::LLVMCreateMemoryBufferWithMemoryRangeCopy(
                SRC.as_ptr().cast(),
                SRC.len(),
                c"irbridge-md".as_ptr(),
            );
            let mut m: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut c_char = std::ptr::null_mut();
            let failed = sys::ir_reader::LLVMParseIRInContext(self.c, buf, &mut m, &mut msg);
            assert!(failed == 0, "the fixed metadata snippet always parses");
            let mut out: [LLVMValueRef; 1] = [std::ptr::null_mut()];
            c::LLVMGetNamedMetadataOperands(m, c"irbridge.tmp".as_ptr(), out.as_mut_ptr());
            let node = c::LLVMValueAsMetadata(out[0]);
            c::LLVMDisposeModule(m);
            Md(node, PhantomData)
        }
    }
    pub fn md_value(&self, x: Val<'ctx>) -> Md<'ctx> {
        // SAFETY: `x` is a constant of this context.
        Md(unsafe { c::LLVMValueAsMetadata(x.0) }, PhantomData)
    }
    pub fn md_as_value(&self, m: Md<'ctx>) -> Val<'ctx> {
        // SAFETY: live context; metadata of it.
        v(unsafe { c::LLVMMetadataAsValue(self.c, m.0) })
    }
    pub fn set_metadata(&self, inst: Val<'ctx>, kind: &str, md: Md<'ctx>) {
        let k = self.md_kind(kind);
        let mv = self.md_as_value(md);
        // SAFETY: `inst` is an instruction; `mv` wraps metadata of its context.
        unsafe { c::LLVMSetMetadata(inst.0, k, mv.0) }
    }

    // ---- instructions -----------------------------------------------------------------------------------

    /// Leaves the builder without insertion point (global initializers: only constants result).
    pub fn clear_position(&self) {
        // SAFETY: live builder.
        unsafe { c::LLVMClearInsertionPosition(self.b) }
    }
    pub fn position_at_end(&self, bb: Bb<'ctx>) {
        // SAFETY: live builder and a block of this context.
        unsafe { c::LLVMPositionBuilderAtEnd(self.b, bb.0) }
    }
    pub fn binop(&self, op: Opcode, a: Val<'ctx>, b: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: operands of one type that `op` accepts (MLIR verified); IRBuilder may fold constants.
        v(unsafe { c::LLVMBuildBinOp(self.b, op, a.0, b.0, NONAME) })
    }
    pub fn fneg(&self, a: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: a float or float vector operand.
        v(unsafe { c::LLVMBuildFNeg(self.b, a.0, NONAME) })
    }
    pub fn cast(&self, op: Opcode, a: Val<'ctx>, ty: Ty<'ctx>) -> Val<'ctx> {
        if op == Opcode::LLVMBitCast {
            if let Some(folded) = fold_ppc_fp128_bitcast(a.0, ty.0) {
                return v(folded);
            }
        }
        // SAFETY: a cast MLIR's verifier accepted between these types.
        v(unsafe { c::LLVMBuildCast(self.b, op, a.0, ty.0, NONAME) })
    }
    pub fn icmp(&self, p: sys::LLVMIntPredicate, a: Val<'ctx>, b: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: integer/pointer operands of one type.
        v(unsafe { c::LLVMBuildICmp(self.b, p, a.0, b.0, NONAME) })
    }
    pub fn fcmp(&self, p: sys::LLVMRealPredicate, a: Val<'ctx>, b: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: float operands of one type.
        v(unsafe { c::LLVMBuildFCmp(self.b, p, a.0, b.0, NONAME) })
    }
    pub fn select(&self, cond: Val<'ctx>, a: Val<'ctx>, b: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: i1 (or i1 vector) condition and two values of one type.
        v(unsafe { c::LLVMBuildSelect(self.b, cond.0, a.0, b.0, NONAME) })
    }
    pub fn freeze(&self, a: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: any first-class value.
        v(unsafe { c::LLVMBuildFreeze(self.b, a.0, NONAME) })
    }
    /// An alloca in `addr_space`. The C API builds allocas in the data layout's alloca address space
    /// only, so another space is set in the layout (`-A<n>`) for the one call and then restored; the
    /// alignment IRBuilder picks does not depend on it.
    pub fn alloca(&self, ty: Ty<'ctx>, count: Val<'ctx>, addr_space: u32) -> Val<'ctx> {
        // SAFETY: a sized type and an integer count; the layout string is copied before it is
        // replaced and restored from the copy.
        unsafe {
            if addr_space == 0 {
                return v(c::LLVMBuildArrayAlloca(self.b, ty.0, count.0, NONAME));
            }
            let old = std::ffi::CStr::from_ptr(c::LLVMGetDataLayoutStr(self.m)).to_owned();
            let tmp = if old.as_bytes().is_empty() {
                format!("A{addr_space}")
            } else {
                format!("{}-A{addr_space}", old.to_string_lossy())
            };
            // The address space was checked by the caller (24 bits), so the layout stays valid; if
            // it did not, the alloca is built in the default space and the verifier's caller sees it.
            let _ = self.set_data_layout(&tmp);
            let r = c::LLVMBuildArrayAlloca(self.b, ty.0, count.0, NONAME);
            c::LLVMSetDataLayout(self.m, old.as_ptr());
            v(r)
        }
    }
    /// An `alloca inalloca` (no C API sets the flag): a template instruction parsed in this context,
    /// cloned, given the count operand and the alignment IRBuilder would pick. `None` if the element
    /// type has no shareable spelling (identified structs).
    pub fn alloca_inalloca(&self, ty: Ty<'ctx>, count: Val<'ctx>) -> Option<Val<'ctx>> {
        let cty = self.type_of(count);
        let key: TemplateKey = (2, ty.0, cty.0, vec![]);
        let cached = self.templates.borrow().get(&key).copied();
        let template = match cached {
            Some(t) => t,
            None => {
                let text = format!(
                    "define void @t({} %n) {{\n  %r = alloca inalloca {}, {} %n\n  ret void\n}}\n",
                    self.type_string(cty),
                    self.type_string(ty),
                    self.type_string(cty)
                );
                let t = self.parse_template(&text);
                self.templates.borrow_mut().insert(key, t);
                t
            }
        }?;
        // SAFETY: a plain alloca is built for its alignment and erased; the template clone (an alloca
        // of the same type whose count operand has `count`'s type) takes its place at the builder.
        unsafe {
            let plain = c::LLVMBuildArrayAlloca(self.b, ty.0, count.0, NONAME);
            let align = c::LLVMGetAlignment(plain);
            c::LLVMInstructionEraseFromParent(plain);
            let inst = c::LLVMInstructionClone(template);
            c::LLVMSetOperand(inst, 0, count.0);
            c::LLVMSetAlignment(inst, align);
            c::LLVMInsertIntoBuilder(self.b, inst);
            Some(v(inst))
        }
    }
    pub fn load(&self, ty: Ty<'ctx>, ptr: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: a pointer operand and a loadable type.
        v(unsafe { c::LLVMBuildLoad2(self.b, ty.0, ptr.0, NONAME) })
    }
    pub fn store(&self, val: Val<'ctx>, ptr: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: a first-class value and a pointer.
        v(unsafe { c::LLVMBuildStore(self.b, val.0, ptr.0) })
    }
    pub fn gep(
        &self,
        elem: Ty<'ctx>,
        base: Val<'ctx>,
        idx: &[Val<'ctx>],
        inbounds: bool,
    ) -> Val<'ctx> {
        let mut i = vals(idx);
        // SAFETY: pointer base, integer indices valid for `elem` (MLIR verified struct indices).
        v(unsafe {
            if inbounds {
                c::LLVMBuildInBoundsGEP2(
                    self.b,
                    elem.0,
                    base.0,
                    i.as_mut_ptr(),
                    i.len() as c_uint,
                    NONAME,
                )
            } else {
                c::LLVMBuildGEP2(
                    self.b,
                    elem.0,
                    base.0,
                    i.as_mut_ptr(),
                    i.len() as c_uint,
                    NONAME,
                )
            }
        })
    }
    pub fn extract_value(&self, agg: Val<'ctx>, idx: &[u32]) -> Val<'ctx> {
        if idx.len() > 1 && !self.is_constant(agg) {
            if let Some(x) = self.multi_index(agg, None, idx) {
                return x;
            }
        }
        let mut cur = agg;
        for &i in idx {
            // SAFETY: an aggregate and an in-range index (MLIR verified the position).
            cur = v(unsafe { c::LLVMBuildExtractValue(self.b, cur.0, i, NONAME) });
        }
        cur
    }
    pub fn insert_value(&self, agg: Val<'ctx>, elt: Val<'ctx>, idx: &[u32]) -> Val<'ctx> {
        // Nested positions: extract the inner aggregates, insert bottom-up (IRBuilder's CreateInsertValue
        // with an index list folds the same way for constants).
        if idx.len() > 1 && !(self.is_constant(agg) && self.is_constant(elt)) {
            if let Some(x) = self.multi_index(agg, Some(elt), idx) {
                return x;
            }
        }
        match idx {
            [] => elt,
            [i] => {
                // SAFETY: an aggregate, an element of the indexed type, an in-range index.
                v(unsafe { c::LLVMBuildInsertValue(self.b, agg.0, elt.0, *i, NONAME) })
            }
            [i, rest @ ..] => {
                // SAFETY: as above.
                let inner = v(unsafe { c::LLVMBuildExtractValue(self.b, agg.0, *i, NONAME) });
                let new_inner = self.insert_value(inner, elt, rest);
                // SAFETY: as above.
                v(unsafe { c::LLVMBuildInsertValue(self.b, agg.0, new_inner.0, *i, NONAME) })
            }
        }
    }
    /// A multi-index `extractvalue`/`insertvalue` instruction at the builder: a clone of a template
    /// parsed from text in this context, with its operands replaced. `None` if the template does not
    /// parse (types that only print by name); the caller then decomposes into single-index steps.
    fn multi_index(
        &self,
        agg: Val<'ctx>,
        elt: Option<Val<'ctx>>,
        idx: &[u32],
    ) -> Option<Val<'ctx>> {
        let key: TemplateKey = (
            u8::from(elt.is_some()),
            self.type_of(agg).0,
            elt.map_or(std::ptr::null_mut(), |e| self.type_of(e).0),
            idx.to_vec(),
        );
        let cached = self.templates.borrow().get(&key).copied();
        let template = match cached {
            Some(t) => t,
            None => {
                let t = self.parse_template(&self.template_text(agg, elt, idx));
                self.templates.borrow_mut().insert(key, t);
                t
            }
        }?;
        if elt.is_none()
            && self.indexed_type(self.type_of(agg), idx) != Some(self.type_of(v(template)))
        {
            return None;
        }
        // SAFETY: `template` is an instruction of a live template module of this context; its clone
        // is unparented, gets this function's operands (of the template's argument types, or for an
        // extractvalue an aggregate whose element at `idx` has the template's result type, checked
        // above) and is inserted at the builder.
        unsafe {
            let inst = c::LLVMInstructionClone(template);
            c::LLVMSetOperand(inst, 0, agg.0);
            if let Some(e) = elt {
                c::LLVMSetOperand(inst, 1, e.0);
            }
            c::LLVMInsertIntoBuilder(self.b, inst);
            Some(v(inst))
        }
    }

    /// A one-instruction function doing the multi-index access on arguments of the right types.
    fn template_text(&self, agg: Val<'ctx>, elt: Option<Val<'ctx>>, idx: &[u32]) -> String {
        // Identified structs have no spelling another module can share: an extractvalue may read through
        // their literal twins (the result type must then still be the real one, checked by the caller).
        let agg_ty = if elt.is_none() {
            self.literal_type_string(self.type_of(agg))
        } else {
            self.type_string(self.type_of(agg))
        };
        let list = idx
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        match elt {
            None => format!("define void @t({agg_ty} %a) {{\n  %r = extractvalue {agg_ty} %a, {list}\n  ret void\n}}\n"),
            Some(e) => {
                let et = self.type_string(self.type_of(e));
                format!("define void @t({agg_ty} %a, {et} %v) {{\n  %r = insertvalue {agg_ty} %a, {et} %v, {list}\n  ret void\n}}\n")
            }
        }
    }

    fn parse_template(&self, text: &str) -> Option<LLVMValueRef> {
        // SAFETY: live context; the buffer is consumed by the parser; a module that fails to parse is
        // not returned; a parsed one is kept until `Drop`.
        unsafe {
            let buf = c::LLVMCreateMemoryBufferWithMemoryRangeCopy(
                text.as_ptr().cast(),
                text.len(),
                c"irbridge-template".as_ptr(),
            );
            let mut m: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut c_char = std::ptr::null_mut();
            if sys::ir_reader::LLVMParseIRInContext(self.c, buf, &mut m, &mut msg) != 0 {
                if !msg.is_null() {
                    c::LLVMDisposeMessage(msg);
                }
                return None;
            }
            self.template_modules.borrow_mut().push(m);
            let f = c::LLVMGetFirstFunction(m);
            let bb = c::LLVMGetFirstBasicBlock(f);
            let inst = c::LLVMGetFirstInstruction(bb);
            (!inst.is_null()).then_some(inst)
        }
    }

    /// The type at `idx` inside aggregate `ty`.
    fn indexed_type(&self, ty: Ty<'ctx>, idx: &[u32]) -> Option<Ty<'ctx>> {
        let mut cur = ty.0;
        for &i in idx {
            // SAFETY: `cur` is a type of this context; each call is guarded by its kind.
            cur = unsafe {
                match c::LLVMGetTypeKind(cur) {
                    sys::LLVMTypeKind::LLVMStructTypeKind
                        if i < c::LLVMCountStructElementTypes(cur) =>
                    {
                        c::LLVMStructGetTypeAtIndex(cur, i)
                    }
                    sys::LLVMTypeKind::LLVMArrayTypeKind => c::LLVMGetElementType(cur),
                    _ => return None,
                }
            };
        }
        Some(t(cur))
    }

    /// Like [`Ll::type_string`], with identified structs spelled as their literal bodies.
    fn literal_type_string(&self, ty: Ty<'ctx>) -> String {
        // SAFETY: `ty` is a type of this context; each call is guarded by its kind.
        unsafe {
            match c::LLVMGetTypeKind(ty.0) {
                sys::LLVMTypeKind::LLVMStructTypeKind
                    if c::LLVMIsLiteralStruct(ty.0) == 0 && c::LLVMIsOpaqueStruct(ty.0) == 0 =>
                {
                    let n = c::LLVMCountStructElementTypes(ty.0);
                    let elems: Vec<String> = (0..n)
                        .map(|i| self.literal_type_string(t(c::LLVMStructGetTypeAtIndex(ty.0, i))))
                        .collect();
                    let body = format!("{{ {} }}", elems.join(", "));
                    if c::LLVMIsPackedStruct(ty.0) != 0 {
                        format!("<{body}>")
                    } else {
                        body
                    }
                }
                sys::LLVMTypeKind::LLVMStructTypeKind if c::LLVMIsLiteralStruct(ty.0) != 0 => {
                    let n = c::LLVMCountStructElementTypes(ty.0);
                    let elems: Vec<String> = (0..n)
                        .map(|i| self.literal_type_string(t(c::LLVMStructGetTypeAtIndex(ty.0, i))))
                        .collect();
                    let body = if n == 0 {
                        "{}".to_string()
                    } else {
                        format!("{{ {} }}", elems.join(", "))
                    };
                    if c::LLVMIsPackedStruct(ty.0) != 0 {
                        format!("<{body}>")
                    } else {
                        body
                    }
                }
                sys::LLVMTypeKind::LLVMArrayTypeKind => format!(
                    "[{} x {}]",
                    c::LLVMGetArrayLength2(ty.0),
                    self.literal_type_string(t(c::LLVMGetElementType(ty.0)))
                ),
                _ => self.type_string(ty),
            }
        }
    }

    /// How LLVM prints `ty`.
    pub fn type_string(&self, ty: Ty<'ctx>) -> String {
        // SAFETY: a type of this context; the returned message is copied and disposed.
        unsafe {
            let p = c::LLVMPrintTypeToString(ty.0);
            let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
            c::LLVMDisposeMessage(p);
            s
        }
    }

    pub fn extract_element(&self, vec: Val<'ctx>, idx: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: a vector and an integer index.
        v(unsafe { c::LLVMBuildExtractElement(self.b, vec.0, idx.0, NONAME) })
    }
    pub fn insert_element(&self, vec: Val<'ctx>, elt: Val<'ctx>, idx: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: a vector, an element of its element type and an integer index.
        v(unsafe { c::LLVMBuildInsertElement(self.b, vec.0, elt.0, idx.0, NONAME) })
    }
    pub fn shuffle(&self, a: Val<'ctx>, b: Val<'ctx>, mask: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: two vectors of one type and a constant i32 vector mask.
        v(unsafe { c::LLVMBuildShuffleVector(self.b, a.0, b.0, mask.0, NONAME) })
    }
    pub fn call(&self, fty: Ty<'ctx>, callee: Val<'ctx>, args: &[Val<'ctx>]) -> Val<'ctx> {
        let mut a = vals(args);
        // SAFETY: callee is a function or pointer and `args` match `fty` (MLIR verified).
        v(unsafe {
            c::LLVMBuildCall2(
                self.b,
                fty.0,
                callee.0,
                a.as_mut_ptr(),
                a.len() as c_uint,
                NONAME,
            )
        })
    }
    #[allow(clippy::too_many_arguments)]
    pub fn invoke(
        &self,
        fty: Ty<'ctx>,
        callee: Val<'ctx>,
        args: &[Val<'ctx>],
        normal: Bb<'ctx>,
        unwind: Bb<'ctx>,
    ) -> Val<'ctx> {
        let mut a = vals(args);
        // SAFETY: as `call`, with two blocks of the current function.
        v(unsafe {
            c::LLVMBuildInvoke2(
                self.b,
                fty.0,
                callee.0,
                a.as_mut_ptr(),
                a.len() as c_uint,
                normal.0,
                unwind.0,
                NONAME,
            )
        })
    }
    pub fn landing_pad(&self, ty: Ty<'ctx>, clauses: &[Val<'ctx>], cleanup: bool) -> Val<'ctx> {
        // SAFETY: a landing pad in the first position of an unwind block; clauses are constants.
        unsafe {
            let lp = c::LLVMBuildLandingPad(
                self.b,
                ty.0,
                std::ptr::null_mut(),
                clauses.len() as c_uint,
                NONAME,
            );
            for cl in clauses {
                c::LLVMAddClause(lp, cl.0);
            }
            c::LLVMSetCleanup(lp, cleanup as i32);
            v(lp)
        }
    }
    pub fn resume(&self, x: Val<'ctx>) -> Val<'ctx> {
        // SAFETY: a value of the personality's landing-pad type.
        v(unsafe { c::LLVMBuildResume(self.b, x.0) })
    }
    pub fn inline_asm(
        &self,
        fty: Ty<'ctx>,
        asm: &[u8],
        constraints: &[u8],
        side_effects: bool,
        align_stack: bool,
        dialect: sys::LLVMInlineAsmDialect,
    ) -> Val<'ctx> {
        // SAFETY: a function type of this context; strings are passed with their lengths (LLVM copies).
        v(unsafe {
            c::LLVMGetInlineAsm(
                fty.0,
                asm.as_ptr() as *mut c_char,
                asm.len(),
                constraints.as_ptr() as *mut c_char,
                constraints.len(),
                side_effects as i32,
                align_stack as i32,
                dialect,
                0,
            )
        })
    }
    pub fn ret(&self, x: Option<Val<'ctx>>) -> Val<'ctx> {
        // SAFETY: a value of the function's return type, or none for `void`.
        v(unsafe {
            match x {
                Some(x) => c::LLVMBuildRet(self.b, x.0),
                None => c::LLVMBuildRetVoid(self.b),
            }
        })
    }
    pub fn br(&self, dest: Bb<'ctx>) -> Val<'ctx> {
        // SAFETY: a block of the current function.
        v(unsafe { c::LLVMBuildBr(self.b, dest.0) })
    }
    pub fn cond_br(&self, cond: Val<'ctx>, t: Bb<'ctx>, f: Bb<'ctx>) -> Val<'ctx> {
        // SAFETY: an i1 condition and blocks of the current function.
        v(unsafe { c::LLVMBuildCondBr(self.b, cond.0, t.0, f.0) })
    }
    pub fn switch(
        &self,
        x: Val<'ctx>,
        default: Bb<'ctx>,
        cases: &[(Val<'ctx>, Bb<'ctx>)],
    ) -> Val<'ctx> {
        // SAFETY: an integer value, constant case values of its type, blocks of the current function.
        unsafe {
            let sw = c::LLVMBuildSwitch(self.b, x.0, default.0, cases.len() as c_uint);
            for (cv, bb) in cases {
                c::LLVMAddCase(sw, cv.0, bb.0);
            }
            v(sw)
        }
    }
    pub fn unreachable(&self) -> Val<'ctx> {
        // SAFETY: live builder.
        v(unsafe { c::LLVMBuildUnreachable(self.b) })
    }
    pub fn phi(&self, ty: Ty<'ctx>) -> Val<'ctx> {
        // SAFETY: a first-class type; the builder is at the start of an empty block.
        v(unsafe { c::LLVMBuildPhi(self.b, ty.0, NONAME) })
    }
    pub fn add_incoming(&self, phi: Val<'ctx>, x: Val<'ctx>, from: Bb<'ctx>) {
        let (mut xv, mut bv) = (x.0, from.0);
        // SAFETY: `phi` is a PHI of the value's type; one entry is read from each pointer.
        unsafe { c::LLVMAddIncoming(phi.0, &mut xv, &mut bv, 1) }
    }
    /// A fence of the system scope ([`Ll::set_sync_scope`] names another).
    pub fn fence(&self, ord: sys::LLVMAtomicOrdering) -> Val<'ctx> {
        // SAFETY: an ordering MLIR verified valid for fences.
        v(unsafe { c::LLVMBuildFence(self.b, ord, 0, NONAME) })
    }
    /// An `atomicrmw` of the system scope ([`Ll::set_sync_scope`] names another).
    pub fn atomic_rmw(
        &self,
        op: sys::LLVMAtomicRMWBinOp,
        ptr: Val<'ctx>,
        val: Val<'ctx>,
        ord: sys::LLVMAtomicOrdering,
    ) -> Val<'ctx> {
        // SAFETY: a pointer and a value `op` accepts (MLIR verified).
        v(unsafe { c::LLVMBuildAtomicRMW(self.b, op, ptr.0, val.0, ord, 0) })
    }
    /// A `cmpxchg` of the system scope ([`Ll::set_sync_scope`] names another).
    pub fn cmpxchg(
        &self,
        ptr: Val<'ctx>,
        cmp: Val<'ctx>,
        new: Val<'ctx>,
        ok: sys::LLVMAtomicOrdering,
        fail: sys::LLVMAtomicOrdering,
    ) -> Val<'ctx> {
        // SAFETY: a pointer and two values of one integer or pointer type.
        v(unsafe { c::LLVMBuildAtomicCmpXchg(self.b, ptr.0, cmp.0, new.0, ok, fail, 0) })
    }

    // ---- instruction flags ------------------------------------------------------------------------------

    pub fn set_nuw(&self, i: Val<'ctx>, on: bool) {
        // SAFETY: an instruction with no-wrap flags (add/sub/mul/shl/trunc).
        unsafe { c::LLVMSetNUW(i.0, on as i32) }
    }
    pub fn set_nsw(&self, i: Val<'ctx>, on: bool) {
        // SAFETY: an instruction with no-wrap flags (add/sub/mul/shl/trunc).
        unsafe { c::LLVMSetNSW(i.0, on as i32) }
    }
    pub fn set_exact(&self, i: Val<'ctx>) {
        // SAFETY: a udiv/sdiv/lshr/ashr instruction.
        unsafe { c::LLVMSetExact(i.0, 1) }
    }
    pub fn set_disjoint(&self, i: Val<'ctx>) {
        // SAFETY: an `or` instruction.
        unsafe { c::LLVMSetIsDisjoint(i.0, 1) }
    }
    pub fn set_nneg(&self, i: Val<'ctx>) {
        // SAFETY: a zext/uitofp instruction.
        unsafe { c::LLVMSetNNeg(i.0, 1) }
    }
    /// Sets fastmath flags if `i` is an FP math instruction (what IRBuilder does with its FMF).
    pub fn set_fast_math(&self, i: Val<'ctx>, flags: sys::LLVMFastMathFlags) {
        // SAFETY: checked to be an instruction that supports fast-math flags first.
        unsafe {
            if !c::LLVMIsAInstruction(i.0).is_null() && c::LLVMCanValueUseFastMathFlags(i.0) != 0 {
                c::LLVMSetFastMathFlags(i.0, flags)
            }
        }
    }
    pub fn set_volatile(&self, i: Val<'ctx>) {
        // SAFETY: a load, store, atomicrmw or cmpxchg.
        unsafe { c::LLVMSetVolatile(i.0, 1) }
    }
    pub fn set_ordering(&self, i: Val<'ctx>, ord: sys::LLVMAtomicOrdering) {
        // SAFETY: a load or store.
        unsafe { c::LLVMSetOrdering(i.0, ord) }
    }
    /// Gives an atomic instruction the sync scope `name` (`""`: system, `"singlethread"`, or any
    /// other name), through the C++ shim of [`crate::syncscope`].
    pub fn set_sync_scope(
        &self,
        i: Val<'ctx>,
        name: &[u8],
    ) -> Result<(), crate::syncscope::SetError> {
        // SAFETY: `i` is a value of this context (see the file's invariant).
        unsafe { crate::syncscope::set(i.0, name) }
    }
    pub fn set_weak(&self, i: Val<'ctx>) {
        // SAFETY: a cmpxchg instruction.
        unsafe { c::LLVMSetWeak(i.0, 1) }
    }
    pub fn set_tail_call_kind(&self, i: Val<'ctx>, k: sys::LLVMTailCallKind) {
        // SAFETY: a call instruction.
        unsafe { c::LLVMSetTailCallKind(i.0, k) }
    }

    // ---- intrinsics -------------------------------------------------------------------------------------

    /// The declaration of intrinsic `name` (without overload suffix) for the overload types, or `None`
    /// if LLVM has no such intrinsic or it is overloaded and no types are given.
    pub fn intrinsic(&self, name: &str, overloads: &[Ty<'ctx>]) -> Option<Val<'ctx>> {
        // SAFETY: the name is passed with its length.
        let id = unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        if id == 0 {
            return None;
        }
        // LLVM reads as many overload types as the intrinsic has, unchecked: never call it with none
        // for an overloaded one (the callers' tables give overloaded intrinsics their types).
        // SAFETY: a known intrinsic ID.
        if overloads.is_empty() && unsafe { c::LLVMIntrinsicIsOverloaded(id) } != 0 {
            return None;
        }
        let mut o = tys(overloads);
        // SAFETY: live module; a known intrinsic ID and types of this context.
        Some(v(unsafe {
            c::LLVMGetIntrinsicDeclaration(self.m, id, o.as_mut_ptr(), o.len())
        }))
    }
    /// The declaration of an overloaded intrinsic called by its mangled name (e.g.
    /// `llvm.masked.load.v4i32.p0`), with `fty` as its type: found when mangling some choice of one to
    /// three of `candidates` (the call's result and operand types) gives exactly `name`, as LLVM
    /// mangles it; LLVM's verifier then checks `fty` against the intrinsic's signature.
    pub fn intrinsic_by_mangled_name(
        &self,
        name: &str,
        fty: Ty<'ctx>,
        candidates: &[Ty<'ctx>],
    ) -> Option<Val<'ctx>> {
        // SAFETY: the name is passed with its length.
        let id = unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        // SAFETY: a known intrinsic ID.
        if id == 0 || unsafe { c::LLVMIntrinsicIsOverloaded(id) } == 0 {
            return None;
        }
        let mut distinct: Vec<LLVMTypeRef> = vec![];
        for c in candidates {
            if !distinct.contains(&c.0) {
                distinct.push(c.0);
            }
        }
        let n = distinct.len();
        let mut found = false;
        'search: for k in 1..=3u32 {
            for mut code in 0..n.pow(k) {
                let mut choice = Vec::with_capacity(k as usize);
                for _ in 0..k {
                    choice.push(distinct[code % n]);
                    code /= n;
                }
                let mut len = 0usize;
                // SAFETY: live module; a known overloaded intrinsic and `k` types of this context;
                // LLVM returns a malloc'ed copy of the name, freed by LLVMDisposeMessage.
                let mangled = unsafe {
                    let p = c::LLVMIntrinsicCopyOverloadedName2(
                        self.m,
                        id,
                        choice.as_mut_ptr(),
                        choice.len(),
                        &mut len,
                    );
                    if p.is_null() {
                        continue;
                    }
                    let same = std::slice::from_raw_parts(p as *const u8, len) == name.as_bytes();
                    c::LLVMDisposeMessage(p as *mut c_char);
                    same
                };
                if mangled {
                    found = true;
                    break 'search;
                }
            }
        }
        if !found {
            return None;
        }
        let s = cstr(name.as_bytes());
        // SAFETY: live module; LLVM copies the name.
        let existing = unsafe { c::LLVMGetNamedFunction(self.m, s.as_ptr()) };
        Some(if existing.is_null() {
            self.add_function(name.as_bytes(), fty)
        } else {
            v(existing)
        })
    }
    /// True if LLVM knows an intrinsic of this exact name.
    /// The declaration upstream's `llvm.call_intrinsic` translation calls for intrinsic `name` at
    /// function type `fty`: a plain intrinsic's own, or the overload of an overloaded one whose
    /// types `fty` gives (`Intrinsic::matchIntrinsicSignature`, `cpp/intrinsics.cpp`).
    pub fn intrinsic_for_call(&self, name: &str, fty: Ty<'ctx>) -> IntrinsicForCall<'ctx> {
        // SAFETY: the name is passed with its length.
        let id = unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        if id == 0 {
            return IntrinsicForCall::Unknown;
        }
        // SAFETY: a known intrinsic ID.
        if unsafe { c::LLVMIntrinsicIsOverloaded(id) } == 0 {
            // SAFETY: live module; a known, non-overloaded intrinsic takes no overload types.
            let f = unsafe { c::LLVMGetIntrinsicDeclaration(self.m, id, std::ptr::null_mut(), 0) };
            return IntrinsicForCall::Found(v(f));
        }
        // SAFETY: live module, a known intrinsic ID and a type of this context; the shim checks that
        // the type is a function type and returns null when no overload matches.
        let f = unsafe { irbridge_overloaded_intrinsic(self.m, id, fty.0) };
        if f.is_null() {
            IntrinsicForCall::NoOverloadMatches
        } else {
            IntrinsicForCall::Found(v(f))
        }
    }
    /// A function type's result, parameters and whether it is variadic.
    pub fn function_signature(&self, fty: Ty<'ctx>) -> (Ty<'ctx>, Vec<Ty<'ctx>>, bool) {
        // SAFETY: `fty` is a function type of this context; the buffer holds exactly as many
        // parameter types as LLVM counts.
        unsafe {
            let ret = t(c::LLVMGetReturnType(fty.0));
            let n = c::LLVMCountParamTypes(fty.0) as usize;
            let mut params: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
            if n > 0 {
                c::LLVMGetParamTypes(fty.0, params.as_mut_ptr());
            }
            let var_arg = c::LLVMIsFunctionVarArg(fty.0) != 0;
            (ret, params.into_iter().map(t).collect(), var_arg)
        }
    }
    pub fn intrinsic_exists(&self, name: &str) -> bool {
        is_intrinsic_name(name)
    }
    /// The function type of a function value.
    pub fn function_type(&self, f: Val<'ctx>) -> Ty<'ctx> {
        // SAFETY: `f` is a function of this module.
        t(unsafe { c::LLVMGlobalGetValueType(f.0) })
    }
}

// ---- debug info -------------------------------------------------------------------------------------------

impl<'ctx> Ll<'ctx> {
    /// The nodes `!irbridge.di` lists in `text` (LLVM assembly holding only metadata), parsed in this
    /// context; `Err` with LLVM's message if it does not parse. The C API's DIBuilder cannot make some
    /// nodes exactly as upstream does (a compile unit's `nameTableKind`, a subprogram without
    /// `retainedNodes`), so the nodes are written out field by field and parsed: metadata belongs to
    /// the context and outlives the temporary module. The text has no `Debug Info Version` flag, so
    /// the parser's debug-info upgrade neither verifies nor strips it (the final module is verified).
    pub fn parse_metadata(&self, text: &str) -> Result<Vec<Md<'ctx>>, String> {
        // SAFETY: live context; the buffer is consumed by the parser; a module that failed to parse
        // is not returned (its message is copied and disposed); a parsed one is disposed after its
        // named-metadata operands were read (the nodes are owned by the context).
        unsafe {
            let buf = c::LLVMCreateMemoryBufferWithMemoryRangeCopy(
                text.as_ptr().cast(),
                text.len(),
                c"irbridge-debuginfo".as_ptr(),
            );
            let mut m: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut c_char = std::ptr::null_mut();
            if sys::ir_reader::LLVMParseIRInContext(self.c, buf, &mut m, &mut msg) != 0 {
                let text = if msg.is_null() {
                    String::new()
                } else {
                    let s = std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned();
                    c::LLVMDisposeMessage(msg);
                    s
                };
                return Err(text);
            }
            let n = c::LLVMGetNamedMetadataNumOperands(m, c"irbridge.di".as_ptr()) as usize;
            let mut out: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
            if n > 0 {
                c::LLVMGetNamedMetadataOperands(m, c"irbridge.di".as_ptr(), out.as_mut_ptr());
            }
            let nodes = out
                .into_iter()
                .map(|v| Md(c::LLVMValueAsMetadata(v), PhantomData))
                .collect();
            c::LLVMDisposeModule(m);
            Ok(nodes)
        }
    }
    /// `DILocation::get(line, column, scope, inlinedAt)`.
    pub fn di_location(
        &self,
        line: u32,
        col: u32,
        scope: Md<'ctx>,
        inlined_at: Option<Md<'ctx>>,
    ) -> Md<'ctx> {
        let ia = inlined_at.map_or(std::ptr::null_mut(), |m| m.0);
        // SAFETY: live context; `scope` is a local scope node of it (the callers pass subprograms and
        // lexical blocks), `ia` null or a location of it.
        Md(
            unsafe {
                sys::debuginfo::LLVMDIBuilderCreateDebugLocation(self.c, line, col, scope.0, ia)
            },
            PhantomData,
        )
    }
    /// The location the builder gives every instruction it creates from now on (`None`: no `!dbg`).
    pub fn set_debug_location(&self, loc: Option<Md<'ctx>>) {
        // SAFETY: live builder; a null location clears it, as the C API documents.
        unsafe {
            c::LLVMSetCurrentDebugLocation2(self.b, loc.map_or(std::ptr::null_mut(), |m| m.0))
        }
    }
    /// True if the builder gives new instructions a location.
    pub fn has_debug_location(&self) -> bool {
        // SAFETY: live builder.
        unsafe { !c::LLVMGetCurrentDebugLocation2(self.b).is_null() }
    }
    /// Attaches a subprogram to a function (`Function::setSubprogram`).
    pub fn set_subprogram(&self, f: Val<'ctx>, sp: Md<'ctx>) {
        // SAFETY: `f` is a function of this context and `sp` a DISubprogram node of it.
        unsafe { sys::debuginfo::LLVMSetSubprogram(f.0, sp.0) }
    }
}

impl Ll<'_> {
    /// Switches the module between debug intrinsics (`false`, what the translation builds, as
    /// upstream does) and debug records (`true`, LLVM 19's default, which upstream converts to last).
    pub fn set_new_debug_info_format(&self, records: bool) {
        // SAFETY: live module; the conversion rewrites its own instructions.
        unsafe { c::LLVMSetIsNewDbgInfoFormat(self.m, records as LLVMBool) }
    }
    /// True if the module holds debug records rather than debug intrinsics.
    pub fn is_new_debug_info_format(&self) -> bool {
        // SAFETY: live module.
        unsafe { c::LLVMIsNewDbgInfoFormat(self.m) != 0 }
    }
}

impl<'ctx> Ll<'ctx> {
    /// The module's function named `name`, if any.
    pub fn named_function(&self, name: &str) -> Option<Val<'ctx>> {
        let s = cstr(name.as_bytes());
        // SAFETY: live module; NUL-terminated name.
        let f = unsafe { c::LLVMGetNamedFunction(self.m, s.as_ptr()) };
        (!f.is_null()).then(|| v(f))
    }
    /// Deletes function `f` if nothing uses it; true if it was deleted.
    pub fn delete_if_unused(&self, f: Val<'ctx>) -> bool {
        // SAFETY: `f` is a function of this module; a function without uses can be erased, and the
        // caller drops its handle.
        unsafe {
            if !c::LLVMGetFirstUse(f.0).is_null() {
                return false;
            }
            c::LLVMDeleteFunction(f.0);
        }
        true
    }
}

extern "C" {
    fn irbridge_const_data_raw(
        data: *const c_char,
        len: usize,
        count: u64,
        elem: LLVMTypeRef,
        vector: c_int,
    ) -> LLVMValueRef;
    fn irbridge_const_data_compatible(elem: LLVMTypeRef) -> c_int;
    fn irbridge_fold_ppc_fp128_bitcast(value: LLVMValueRef, ty: LLVMTypeRef) -> LLVMValueRef;
}

/// The ppc_fp128 constant with the bits of `value` when it is an i128 constant and `ty` is ppc_fp128
/// (what `bitcast (i128 ... to ppc_fp128)` means, which LLVM does not fold; see
/// `cpp/ppc_fp128.cpp`), else `None`.
fn fold_ppc_fp128_bitcast(value: LLVMValueRef, ty: LLVMTypeRef) -> Option<LLVMValueRef> {
    // SAFETY: both handles come from live `Val`/`Ty` wrappers of one context; the shim only reads
    // them and creates a constant in that context.
    let folded = unsafe { irbridge_fold_ppc_fp128_bitcast(value, ty) };
    (!folded.is_null()).then_some(folded)
}

/// Why LLVM cannot read `layout` as a data layout string (`None`: it can), in LLVM's words, as
/// `DataLayout::parse` gives them. Read through the IR parser, whose errors are values (the C API's
/// `LLVMCreateTargetData` ends the process on a bad string).
pub fn data_layout_error(layout: &str) -> Option<String> {
    let mut escaped = String::new();
    for b in layout.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            escaped.push_str(&format!("\\{b:02X}"));
        } else {
            escaped.push(b as char);
        }
    }
    let src = format!("target datalayout = \"{escaped}\"\n");
    // SAFETY: a fresh context owns the buffer's module (disposed here); the parser consumes the
    // buffer; the message is copied and disposed.
    unsafe {
        let ctx = c::LLVMContextCreate();
        let buf = c::LLVMCreateMemoryBufferWithMemoryRangeCopy(
            src.as_ptr().cast(),
            src.len(),
            c"irbridge-datalayout".as_ptr(),
        );
        let mut m: LLVMModuleRef = std::ptr::null_mut();
        let mut msg: *mut c_char = std::ptr::null_mut();
        let failed = sys::ir_reader::LLVMParseIRInContext(ctx, buf, &mut m, &mut msg);
        let out = if failed != 0 {
            let text = if msg.is_null() {
                String::new()
            } else {
                std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned()
            };
            if !msg.is_null() {
                c::LLVMDisposeMessage(msg);
            }
            // `<buffer>:1:20: error: <why>` (and the source line): the why.
            Some(
                text.split_once("error: ")
                    .map_or(text.as_str(), |(_, w)| w)
                    .lines()
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            )
        } else {
            None
        };
        if !m.is_null() {
            c::LLVMDisposeModule(m);
        }
        c::LLVMContextDispose(ctx);
        out
    }
}

extern "C" {
    fn irbridge_overloaded_intrinsic(
        module: LLVMModuleRef,
        id: c_uint,
        fnty: LLVMTypeRef,
    ) -> LLVMValueRef;
}

/// What [`Ll::intrinsic_for_call`] finds.
pub enum IntrinsicForCall<'ctx> {
    /// No intrinsic of that name.
    Unknown,
    /// An overloaded intrinsic none of whose overloads has the call's type.
    NoOverloadMatches,
    Found(Val<'ctx>),
}
