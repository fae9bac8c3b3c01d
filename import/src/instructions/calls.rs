//! `call` (direct, indirect, variadic, tail), intrinsic calls (`llvm.intr.*` where the op exists, else
//! `llvm.call_intrinsic`), `va_arg`, `landingpad`.

use super::line;
use crate::module::{Emitter, Scope, R};
use either::Either;
use irbridge::dialect::llvm::attrs::enums::{FP_EXCEPTION_BEHAVIOR, ROUNDING_MODE};
use irbridge::dialect::llvm::intr;
use irbridge::dialect::llvm::ops::intrinsics::{self, AK};
use irbridge_llvm::tables;
use llvm_ir::instruction::{Call, LandingPad, VAArg};
use llvm_ir::{Constant, Operand, Type, TypeRef};

// The ops this file writes, named by their records.
const CALL: &str = irbridge::dialect::llvm::ops::call::CallOp::NAME;
const CALL_INTRINSIC: &str = irbridge::dialect::llvm::ops::call::CallIntrinsicOp::NAME;
const INLINE_ASM: &str = irbridge::dialect::llvm::ops::call::InlineAsmOp::NAME;
const CONSTANT: &str = irbridge::dialect::llvm::ops::constants::ConstantOp::NAME;
const ADDRESSOF: &str = irbridge::dialect::llvm::ops::constants::AddressOfOp::NAME;
const UNDEF: &str = irbridge::dialect::llvm::ops::constants::UndefOp::NAME;
const INSERTVALUE: &str = irbridge::dialect::llvm::ops::aggregates::InsertValueOp::NAME;
const LANDINGPAD: &str = irbridge::dialect::llvm::ops::call::LandingpadOp::NAME;
const BITCAST: &str = irbridge::dialect::llvm::ops::casts::BitcastOp::NAME;

/// The memory intrinsics, which carry alias-analysis metadata as upstream 19 imports them.
const MEMORY_INTRINSICS: [&irbridge::ods::OpDef; 4] = [
    intr::MEMCPY,
    intr::MEMCPY_INLINE,
    intr::MEMMOVE,
    intr::MEMSET,
];

/// A call site's pieces: callee, argument values and types, result type text, `vararg(...)` clause.
pub type CallParts = (Callee, Vec<String>, Vec<String>, String, String);

/// What a call site calls.
pub enum Callee {
    Direct(String),
    Indirect(Operand),
}

impl Emitter<'_> {
    /// The callee, and the signature text `(tys) -> ret` with the `vararg(...)` clause if variadic.
    pub(super) fn call_parts(
        &mut self,
        s: &mut Scope,
        func: &Either<llvm_ir::instruction::InlineAssembly, Operand>,
        fty: &TypeRef,
        args: &[(Operand, Vec<llvm_ir::function::ParameterAttribute>)],
    ) -> R<CallParts> {
        let callee = match func {
            Either::Left(_) => {
                return Err(
                    "inline assembly is not supported (llvm-ir does not carry its text)".into(),
                )
            }
            Either::Right(Operand::ConstantOperand(c)) => match c.as_ref() {
                Constant::GlobalReference { name, .. }
                    if self.is_function_of_type(&crate::globals::plain_name(name), fty) =>
                {
                    Callee::Direct(crate::globals::global_name(name))
                }
                _ => Callee::Indirect(Operand::ConstantOperand(c.clone())),
            },
            Either::Right(o) => Callee::Indirect(o.clone()),
        };
        let (ret, var) = match fty.as_ref() {
            Type::FuncType {
                result_type,
                is_var_arg,
                ..
            } => (result_type.clone(), *is_var_arg),
            _ => return Err("call of a non-function type".into()),
        };
        let mut vals = vec![];
        let mut tys = vec![];
        for (a, attrs) in args {
            if matches!(a, Operand::MetadataOperand) {
                return Err("metadata call arguments are not supported".into());
            }
            if !attrs.is_empty() {
                self.warn(format!(
                    "call-site argument attributes are dropped (MLIR 19's {CALL} has none)"
                ));
            }
            tys.push(self.type_of_operand(a)?);
            vals.push(self.operand(s, a)?);
        }
        let ret_s = if matches!(ret.as_ref(), Type::VoidType) {
            "()".to_string()
        } else {
            self.ty(&ret)?
        };
        let vararg = if var {
            format!(" vararg({})", self.ty(fty)?)
        } else {
            String::new()
        };
        Ok((callee, vals, tys, ret_s, vararg))
    }

    pub(super) fn call(&mut self, s: &mut Scope, text: &mut String, x: &Call) -> R<()> {
        if x.function.is_left() {
            return self.inline_asm_call(s, text, x);
        }
        if let Either::Right(Operand::ConstantOperand(c)) = &x.function {
            if let Constant::GlobalReference { name, .. } = c.as_ref() {
                let n = crate::globals::plain_name(name);
                if n.starts_with("llvm.") {
                    return self.intrinsic(s, text, &n, x);
                }
            }
        }
        let (callee, vals, tys, ret, vararg) =
            self.call_parts(s, &x.function, &x.function_ty, &x.arguments)?;
        let cc = crate::functions::cconv(&x.calling_convention)?;
        let tail = match self.inst_extra().tail {
            Some(kind) => format!("{kind} "),
            None if x.is_tail_call => "tail ".to_string(),
            None => String::new(),
        };
        let mut entries = self.aa_entries();
        if let Some(w) = self.cur_md.branch_weights.take() {
            let w: Vec<String> = w.iter().map(|x| x.to_string()).collect();
            entries.push(format!("branch_weights = array<i32: {}>", w.join(", ")));
        }
        let fmf = self.fast_math();
        if let Some(f) = fmf
            .trim()
            .strip_prefix('{')
            .and_then(|f| f.strip_suffix('}'))
        {
            entries.push(f.to_string());
        }
        let fmf = super::atomics::attr_dict(entries);
        let d = x.dest.as_ref().map(|d| s.local(d));
        let rhs = match callee {
            Callee::Direct(f) => format!(
                "{CALL} {cc}{tail}{f}({}){vararg}{fmf} : ({}) -> {ret}",
                vals.join(", "),
                tys.join(", ")
            ),
            Callee::Indirect(o) => {
                let pt = self.type_of_operand(&o)?;
                let p = self.operand(s, &o)?;
                format!(
                    "{CALL} {cc}{tail}{p}({}){vararg}{fmf} : {pt}, ({}) -> {ret}",
                    vals.join(", "),
                    tys.join(", ")
                )
            }
        };
        line(text, d.as_deref(), &rhs);
        Ok(())
    }

    fn intrinsic(&mut self, s: &mut Scope, text: &mut String, name: &str, x: &Call) -> R<()> {
        if name.starts_with("llvm.dbg.") {
            self.warn(format!("debug intrinsic call {name} is dropped"));
            return Ok(());
        }
        if name == "llvm.experimental.noalias.scope.decl" {
            // Its one argument is a list of one alias scope, read by the C API.
            let pos = self.pos.clone();
            let scope = self
                .facts()
                .and_then(|f| f.scope_decls.get(&pos).cloned())
                .ok_or("llvm.experimental.noalias.scope.decl of anything but one alias scope")?;
            line(
                text,
                None,
                &format!(
                    "\"{}\"() <{{scope = {scope}}}> : () -> ()",
                    intr::EXPERIMENTAL_NOALIAS_SCOPE_DECL.name
                ),
            );
            return Ok(());
        }
        // Metadata-string arguments (the constrained-FP intrinsics' rounding mode and exception
        // behaviour) come from the C API; the table turns them into properties.
        let pos = self.pos.clone();
        let md_strings = self
            .facts()
            .and_then(|f| f.md_string_args.get(&pos).cloned())
            .unwrap_or_default();
        let value_args: Vec<_> = x
            .arguments
            .iter()
            .filter(|(a, _)| !matches!(a, Operand::MetadataOperand))
            .cloned()
            .collect();
        let args = if md_strings.is_empty() {
            &x.arguments
        } else {
            &value_args
        };
        let (_, mut vals, mut tys, mut ret, _) =
            self.call_parts(s, &x.function, &x.function_ty, args)?;
        let mut d = x.dest.as_ref().map(|d| s.local(d));
        let back = self.builtin_scalable_for_element_checks(
            s, text, name, x, args, &mut vals, &mut tys, &mut ret, &mut d,
        )?;
        self.intrinsic_call(name, x, &md_strings, &vals, &tys, &ret, d.as_deref(), text)?;
        if let Some(cast_back) = back {
            text.push_str(&cast_back);
        }
        Ok(())
    }

    /// The op of intrinsic call `x` (of `name`) with its operands `vals` of types `tys`, defining
    /// `d`: the `llvm.intr.*` op, else `llvm.call_intrinsic`.
    #[allow(clippy::too_many_arguments)]
    fn intrinsic_call(
        &mut self,
        name: &str,
        x: &Call,
        md_strings: &[Option<String>],
        vals: &[String],
        tys: &[String],
        ret: &str,
        d: Option<&str>,
        text: &mut String,
    ) -> R<()> {
        if !md_strings.is_empty() {
            let rhs = self
                .intrinsic_op_with_metadata(name, md_strings, vals, tys, ret)
                .ok_or("metadata call arguments are not supported")?;
            line(text, d, &rhs);
            return Ok(());
        }
        if let Some(rhs) = self.intrinsic_op(name, x, vals, tys, ret) {
            line(text, d, &rhs);
        } else if !irbridge_llvm::builder::is_intrinsic_name(name) {
            // A declaration named `llvm.*` that is no intrinsic (LLVM reads it as a plain function):
            // `llvm.call_intrinsic` could not be translated back; upstream 19 refuses it too.
            return Err(format!(
                "unhandled intrinsic: no LLVM intrinsic is named '{name}'"
            ));
        } else {
            line(
                text,
                d,
                &format!(
                    "{CALL_INTRINSIC} {}({}) : ({}) -> {ret}",
                    crate::names::quote(name.as_bytes()),
                    vals.join(", "),
                    tys.join(", ")
                ),
            );
        }
        Ok(())
    }

    /// Where the `llvm.intr.*` op of `name` compares element types (`SameOperandsElementType`,
    /// `SameOperandsAndResultElementType`: the reductions, ...) of types that are not all one, a
    /// scalable `!llvm.vec<? x n x T>` has none there (upstream 19's import fails on a scalable
    /// reduction): its scalable-vector operands are
    /// bitcast to the builtin `vector<[n]xT>` before the op, and a scalable result is given a
    /// fresh name and bitcast back to `d`'s type; returns that line, to write after the op. The
    /// export folds both casts.
    #[allow(clippy::too_many_arguments)]
    fn builtin_scalable_for_element_checks(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        name: &str,
        x: &Call,
        args: &[(Operand, Vec<llvm_ir::function::ParameterAttribute>)],
        vals: &mut [String],
        tys: &mut [String],
        ret: &mut String,
        d: &mut Option<String>,
    ) -> R<Option<String>> {
        let Some(row) = intrinsics::by_llvm_full_name(name) else {
            return Ok(None);
        };
        let with_result = row
            .traits
            .contains(&intrinsics::Tr::SameOperandsAndResultElementType);
        if !with_result
            && !row
                .traits
                .contains(&intrinsics::Tr::SameOperandsElementType)
        {
            return Ok(None);
        }
        let result = match x.function_ty.as_ref() {
            Type::FuncType { result_type, .. } => result_type.clone(),
            _ => return Ok(None),
        };
        // The types the check compares; it passes as it is when they are one type.
        let mut compared: Vec<TypeRef> = args.iter().map(|(a, _)| self.m.type_of(a)).collect();
        if with_result {
            compared.push(result.clone());
        }
        let is_scalable =
            |t: &TypeRef| matches!(t.as_ref(), Type::VectorType { scalable: true, .. });
        if !compared.iter().any(is_scalable) || compared.iter().all(|t| *t == compared[0]) {
            return Ok(None);
        }
        for (i, (a, _)) in args.iter().enumerate() {
            let t = self.m.type_of(a);
            let Some(builtin) = self.types.inferred_builtin_scalable(&self.m.types, &t) else {
                continue;
            };
            let (Some(v), Some(ty)) = (vals.get_mut(i), tys.get_mut(i)) else {
                continue;
            };
            let cast = s.fresh_local();
            line(
                text,
                Some(&cast),
                &format!("{BITCAST} {v} : {ty} to {builtin}"),
            );
            *v = cast;
            *ty = builtin;
        }
        let (Some(builtin), Some(dest)) = (
            self.types.inferred_builtin_scalable(&self.m.types, &result),
            d.as_ref(),
        ) else {
            return Ok(None);
        };
        let raw = s.fresh_local();
        let back = format!("    {dest} = {BITCAST} {raw} : {builtin} to {ret}\n");
        *ret = builtin;
        *d = Some(raw);
        Ok(Some(back))
    }

    /// The generic-form `llvm.intr.*` op for a call whose immediate arguments are all metadata
    /// strings (the constrained-FP intrinsics' rounding modes and exception behaviours), with
    /// `vals` the other arguments. `None` for anything else.
    fn intrinsic_op_with_metadata(
        &mut self,
        name: &str,
        md: &[Option<String>],
        vals: &[String],
        tys: &[String],
        ret: &str,
    ) -> Option<String> {
        let row = intrinsics::by_llvm_full_name(name)?;
        if row.variadic.is_some() || row.operands.len() != vals.len() || row.result.is_none() {
            return None;
        }
        let mut props = vec![];
        for (pos, prop) in row.imm {
            let text = md.get(*pos as usize)?.as_deref()?;
            // llvm::RoundingMode and llvm::fp::ExceptionBehavior, as the dialect stores them.
            let def = match row.attr(prop)?.kind {
                AK::RoundingMode => &ROUNDING_MODE,
                AK::FpExcept => &FP_EXCEPTION_BEHAVIOR,
                _ => return None,
            };
            let code = tables::constrained_fp_code(def, text)?;
            props.push(format!("{prop} = {code} : i64"));
        }
        if md.iter().filter(|m| m.is_some()).count() != row.imm.len() {
            return None;
        }
        props.sort();
        Some(format!(
            "\"{}\"({}) <{{{}}}> : ({}) -> {ret}",
            row.op,
            vals.join(", "),
            props.join(", "),
            tys.join(", ")
        ))
    }

    /// The generic-form `llvm.intr.*` op for an intrinsic call, when the table has a row whose operands
    /// and immediate arguments fit the call exactly.
    fn intrinsic_op(
        &mut self,
        name: &str,
        x: &Call,
        vals: &[String],
        tys: &[String],
        ret: &str,
    ) -> Option<String> {
        let row = intrinsics::by_llvm_full_name(name)?;
        // A trailing variadic group (`masked.load`'s pass-through) takes the call's last argument.
        let fixed = row.operands.len() + row.imm.len();
        let extra = usize::from(row.variadic.is_some());
        if x.arguments.len() < fixed || x.arguments.len() > fixed + extra {
            return None;
        }
        if row.result.is_some() != (ret != "()") {
            return None;
        }
        let mut ops = vec![];
        let mut op_tys = vec![];
        let mut props = vec![];
        for (i, (v, t)) in vals.iter().zip(tys).enumerate() {
            if let Some((_, prop)) = row.imm.iter().find(|(pos, _)| *pos as usize == i) {
                let a = row.attr(prop)?;
                let c = match &x.arguments[i].0 {
                    Operand::ConstantOperand(c) => c,
                    _ => return None,
                };
                let val = match (a.kind, c.as_ref()) {
                    (AK::I1, Constant::Int { bits: 1, value }) => {
                        (if *value & 1 == 1 { "true" } else { "false" }).to_string()
                    }
                    (AK::I8 | AK::I32 | AK::I64 | AK::APInt, Constant::Int { .. })
                    | (AK::F64, Constant::Float(llvm_ir::constant::Float::Double(_))) => {
                        crate::constants::scalar_literal(c).ok()?
                    }
                    _ => return None,
                };
                props.push(format!("{prop} = {val}"));
            } else {
                ops.push(v.clone());
                op_tys.push(t.clone());
            }
        }
        let fmf = self.fast_math();
        if let Some(flags) = fmf
            .trim()
            .strip_prefix('{')
            .and_then(|f| f.strip_suffix('}'))
        {
            if !row.has_fastmath() {
                return None;
            }
            props.push(flags.to_string());
        }
        // The memory intrinsics carry alias-analysis metadata, as upstream 19 imports it.
        if MEMORY_INTRINSICS.iter().any(|d| d.name == row.op) {
            props.extend(self.aa_entries());
            props.sort();
        }
        let props = if props.is_empty() {
            String::new()
        } else {
            format!(" <{{{}}}>", props.join(", "))
        };
        Some(format!(
            "\"{}\"({}){props} : ({}) -> {ret}",
            row.op,
            ops.join(", "),
            op_tys.join(", ")
        ))
    }

    /// `llvm.inline_asm`, with the text and flags from the C API (llvm-ir keeps only the type).
    fn inline_asm_call(&mut self, s: &mut Scope, text: &mut String, x: &Call) -> R<()> {
        let pos = self.pos.clone();
        let asm = self
            .facts()
            .and_then(|f| f.inline_asm.get(&pos).cloned())
            .ok_or("inline assembly whose text is unavailable (needs the input bytes)")?;
        let mut vals = vec![];
        let mut tys = vec![];
        for (a, attrs) in &x.arguments {
            if !attrs.is_empty() {
                return Err(
                    "inline assembly operand attributes (e.g. elementtype) are not supported"
                        .into(),
                );
            }
            tys.push(self.type_of_operand(a)?);
            vals.push(self.operand(s, a)?);
        }
        let ret = match x.function_ty.as_ref() {
            Type::FuncType { result_type, .. }
                if matches!(result_type.as_ref(), Type::VoidType) =>
            {
                "()".to_string()
            }
            Type::FuncType { result_type, .. } => self.ty(result_type)?,
            _ => return Err("inline assembly of a non-function type".into()),
        };
        let mut kw = String::new();
        if asm.side_effects {
            kw.push_str("has_side_effects ");
        }
        if asm.align_stack {
            kw.push_str("is_align_stack ");
        }
        if !asm.dialect.is_empty() {
            kw.push_str(&format!("asm_dialect = {} ", asm.dialect));
        }
        let d = x.dest.as_ref().map(|d| s.local(d));
        line(
            text,
            d.as_deref(),
            &format!(
                "{INLINE_ASM} {kw}{}, {} {} : ({}) -> {ret}",
                crate::names::quote(asm.asm.as_bytes()),
                crate::names::quote(asm.constraints.as_bytes()),
                vals.join(", "),
                tys.join(", ")
            ),
        );
        Ok(())
    }

    /// MLIR 19's llvm dialect has no `va_arg` op (upstream's import rejects it too).
    pub(super) fn va_arg(&mut self, _s: &mut Scope, _text: &mut String, _x: &VAArg) -> R<()> {
        Err("va_arg is not supported by MLIR 19's llvm dialect".into())
    }

    pub(super) fn landingpad(&mut self, s: &mut Scope, text: &mut String, x: &LandingPad) -> R<()> {
        let d = s.local(&x.dest);
        self.landingpad_into(s, text, x, &d)
    }

    /// A landingpad defining `dest`.
    pub(super) fn landingpad_into(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        x: &LandingPad,
        dest: &str,
    ) -> R<()> {
        // llvm-ir keeps only the number of clauses; their values come from the C API.
        let mut clauses = String::new();
        if !x.clauses.is_empty() {
            let pos = self.pos.clone();
            let found = self
                .facts()
                .and_then(|f| f.clauses.get(&pos).cloned())
                .filter(|c| c.len() == x.clauses.len())
                .ok_or("landingpad clauses are unavailable (needs the input bytes)")?;
            for c in found {
                let (catch, values) = c.ok_or(
                    "a landingpad clause other than a global, null or an array of those or of integers",
                )?;
                let ptrs = match values {
                    crate::c_api::ClauseValues::Pointers(p) => p,
                    crate::c_api::ClauseValues::Ints(bits, ints) => {
                        // A constant array of integers is dense elements, as upstream 19 makes it;
                        // LLVM holds one of other widths than 8/16/32/64 as an aggregate whose
                        // elements upstream converts first, the last one first.
                        if ![8, 16, 32, 64].contains(&bits) {
                            let it = self.m.types.int(bits);
                            let mut done = vec![];
                            for v in ints.iter().rev() {
                                if !done.contains(v) {
                                    done.push(*v);
                                    let lit = match bits {
                                        1 => (if *v != 0 { "true" } else { "false" }).to_string(),
                                        _ => format!("{v} : i{bits}"),
                                    };
                                    if *v == 0 {
                                        self.zero_of(s, &it)?;
                                    } else {
                                        self.prelude_def(s, format!("{CONSTANT}({lit}) : i{bits}"));
                                    }
                                }
                            }
                        }
                        let at = format!("!llvm.array<{} x i{bits}>", ints.len());
                        let lit: Vec<String> = ints
                            .iter()
                            .map(|v| match bits {
                                1 => (if *v != 0 { "true" } else { "false" }).to_string(),
                                _ => v.to_string(),
                            })
                            .collect();
                        let c = self.prelude_def(
                            s,
                            format!(
                                "{CONSTANT}(dense<[{}]> : tensor<{}xi{bits}>) : {at}",
                                lit.join(", "),
                                ints.len()
                            ),
                        );
                        clauses.push_str(&format!(" (filter {c} : {at})"));
                        continue;
                    }
                };
                let mut vals = Vec::with_capacity(ptrs.len());
                for p in &ptrs {
                    vals.push(match p {
                        Some(g) => self.prelude_def(
                            s,
                            format!("{ADDRESSOF} {} : !llvm.ptr", crate::names::symbol(g)),
                        ),
                        // LLVM's one null of the type, shared with the function's other uses.
                        None => {
                            let t = self.m.types.pointer_in_addr_space(0);
                            self.zero_of(s, &t)?
                        }
                    });
                }
                if catch {
                    clauses.push_str(&format!(" (catch {} : !llvm.ptr)", vals[0]));
                } else {
                    let at = format!("!llvm.array<{} x ptr>", vals.len());
                    let mut acc = self.prelude_def(s, format!("{UNDEF} : {at}"));
                    for (i, v) in vals.iter().enumerate() {
                        acc = self.prelude_def(s, format!("{INSERTVALUE} {v}, {acc}[{i}] : {at}"));
                    }
                    clauses.push_str(&format!(" (filter {acc} : {at})"));
                }
            }
        }
        let t = self.ty(&x.result_type)?;
        let cleanup = if x.cleanup { " cleanup" } else { "" };
        line(
            text,
            Some(dest),
            &format!("{LANDINGPAD}{cleanup}{clauses} : {t}"),
        );
        Ok(())
    }
}
