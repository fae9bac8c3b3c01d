//! Instructions, one file per family; this file dispatches and holds the shared writing helpers.

mod aggregates;
mod atomics;
mod calls;
mod casts;
mod control;
mod memory;
mod scalar;

use crate::functions::Body;
use crate::module::{Emitter, Scope, R};
use irbridge::dialect::llvm::ops::casts::BitcastOp;
use llvm_ir::types::TypeRef;
use llvm_ir::{Instruction as I, Name};

const BITCAST: &str = BitcastOp::NAME;

/// `    %v = rhs` (or `    rhs` for instructions without a result).
pub fn line(text: &mut String, dest: Option<&str>, rhs: &str) {
    text.push_str("    ");
    if let Some(d) = dest {
        text.push_str(d);
        text.push_str(" = ");
    }
    text.push_str(rhs);
    text.push('\n');
}

impl Emitter<'_> {
    /// [`line`] for an op whose parser infers its result type (`llvm.icmp`, `llvm.fcmp`,
    /// `llvm.shufflevector`). Where `result` is a scalable vector of scalars, the op infers a builtin
    /// `vector<[n]xT>` but the value is typed `!llvm.vec<? x n x T>` everywhere else, as upstream
    /// 19's type import gives it (its own import then fails where the two meet, e.g. a scalable
    /// splat added to an argument): the op gets a fresh name and an `llvm.bitcast` between the two
    /// spellings of one LLVM type, which the export folds away, is `dest`.
    pub(crate) fn line_inferred(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        dest: &str,
        result: &TypeRef,
        rhs: &str,
    ) -> R<()> {
        let Some(builtin) = self.types.inferred_builtin_scalable(&self.m.types, result) else {
            line(text, Some(dest), rhs);
            return Ok(());
        };
        let imported = self.ty(result)?;
        let raw = s.fresh_local();
        line(text, Some(&raw), rhs);
        line(
            text,
            Some(dest),
            &format!("{BITCAST} {raw} : {builtin} to {imported}"),
        );
        Ok(())
    }

    pub fn instruction(
        &mut self,
        s: &mut Scope,
        body: &Body,
        block: &Name,
        inst: &I,
        text: &mut String,
    ) -> R<()> {
        let _ = (body, block);
        self.cur_md = self.metadata();
        if (self.cur_md.nontemporal && !matches!(inst, I::Load(_) | I::Store(_)))
            || (self.cur_md.invariant_load && !matches!(inst, I::Load(_)))
        {
            self.warn(format!(
                "!nontemporal/!invariant.load on `{inst}` is dropped"
            ));
        }
        if self.cur_md.loop_annotation.is_some() {
            self.warn(format!(
                "a loop annotation on `{inst}` is dropped (only branches carry one)"
            ));
        }
        let done = match inst {
            I::Add(x) => self.int_bin(
                s,
                text,
                "add",
                &x.operand0,
                &x.operand1,
                &x.dest,
                Some((x.nsw, x.nuw)),
            ),
            I::Sub(x) => self.int_bin(
                s,
                text,
                "sub",
                &x.operand0,
                &x.operand1,
                &x.dest,
                Some((x.nsw, x.nuw)),
            ),
            I::Mul(x) => self.int_bin(
                s,
                text,
                "mul",
                &x.operand0,
                &x.operand1,
                &x.dest,
                Some((x.nsw, x.nuw)),
            ),
            I::Shl(x) => self.int_bin(
                s,
                text,
                "shl",
                &x.operand0,
                &x.operand1,
                &x.dest,
                Some((x.nsw, x.nuw)),
            ),
            I::UDiv(x) => {
                self.exact_bin(s, text, "udiv", &x.operand0, &x.operand1, &x.dest, x.exact)
            }
            I::SDiv(x) => {
                self.exact_bin(s, text, "sdiv", &x.operand0, &x.operand1, &x.dest, x.exact)
            }
            I::URem(x) => self.int_bin(s, text, "urem", &x.operand0, &x.operand1, &x.dest, None),
            I::SRem(x) => self.int_bin(s, text, "srem", &x.operand0, &x.operand1, &x.dest, None),
            I::And(x) => self.int_bin(s, text, "and", &x.operand0, &x.operand1, &x.dest, None),
            I::Or(x) => self.int_bin(s, text, "or", &x.operand0, &x.operand1, &x.dest, None),
            I::Xor(x) => self.int_bin(s, text, "xor", &x.operand0, &x.operand1, &x.dest, None),
            I::LShr(x) => {
                self.exact_bin(s, text, "lshr", &x.operand0, &x.operand1, &x.dest, x.exact)
            }
            I::AShr(x) => {
                self.exact_bin(s, text, "ashr", &x.operand0, &x.operand1, &x.dest, x.exact)
            }
            I::FAdd(x) => self.int_bin(s, text, "fadd", &x.operand0, &x.operand1, &x.dest, None),
            I::FSub(x) => self.int_bin(s, text, "fsub", &x.operand0, &x.operand1, &x.dest, None),
            I::FMul(x) => self.int_bin(s, text, "fmul", &x.operand0, &x.operand1, &x.dest, None),
            I::FDiv(x) => self.int_bin(s, text, "fdiv", &x.operand0, &x.operand1, &x.dest, None),
            I::FRem(x) => self.int_bin(s, text, "frem", &x.operand0, &x.operand1, &x.dest, None),
            I::FNeg(x) => self.unary(s, text, "fneg", &x.operand, &x.dest),
            I::Freeze(x) => self.unary(s, text, "freeze", &x.operand, &x.dest),
            I::ICmp(x) => self.icmp(s, text, x),
            I::FCmp(x) => self.fcmp(s, text, x),
            I::Select(x) => self.select(s, text, x),
            I::Trunc(x) => self.cast(s, text, "trunc", &x.operand, &x.to_type, &x.dest),
            I::ZExt(x) => self.cast(s, text, "zext", &x.operand, &x.to_type, &x.dest),
            I::SExt(x) => self.cast(s, text, "sext", &x.operand, &x.to_type, &x.dest),
            I::FPTrunc(x) => self.cast(s, text, "fptrunc", &x.operand, &x.to_type, &x.dest),
            I::FPExt(x) => self.cast(s, text, "fpext", &x.operand, &x.to_type, &x.dest),
            I::FPToUI(x) => self.cast(s, text, "fptoui", &x.operand, &x.to_type, &x.dest),
            I::FPToSI(x) => self.cast(s, text, "fptosi", &x.operand, &x.to_type, &x.dest),
            I::UIToFP(x) => self.cast(s, text, "uitofp", &x.operand, &x.to_type, &x.dest),
            I::SIToFP(x) => self.cast(s, text, "sitofp", &x.operand, &x.to_type, &x.dest),
            I::PtrToInt(x) => self.cast(s, text, "ptrtoint", &x.operand, &x.to_type, &x.dest),
            I::IntToPtr(x) => self.cast(s, text, "inttoptr", &x.operand, &x.to_type, &x.dest),
            I::BitCast(x) => self.cast(s, text, "bitcast", &x.operand, &x.to_type, &x.dest),
            I::AddrSpaceCast(x) => {
                self.cast(s, text, "addrspacecast", &x.operand, &x.to_type, &x.dest)
            }
            I::Alloca(x) => self.alloca(s, text, x),
            I::Load(x) => self.load(s, text, x),
            I::Store(x) => self.store(s, text, x),
            I::GetElementPtr(x) => self.gep(s, text, x),
            I::ExtractValue(x) => self.extractvalue(s, text, x),
            I::InsertValue(x) => self.insertvalue(s, text, x),
            I::ExtractElement(x) => self.extractelement(s, text, x),
            I::InsertElement(x) => self.insertelement(s, text, x),
            I::ShuffleVector(x) => self.shufflevector(s, text, x),
            I::Fence(x) => self.fence(text, x),
            I::AtomicRMW(x) => self.atomicrmw(s, text, x),
            I::CmpXchg(x) => self.cmpxchg(s, text, x),
            I::Call(x) => self.call(s, text, x),
            I::VAArg(x) => self.va_arg(s, text, x),
            I::LandingPad(x) => self.landingpad(s, text, x),
            I::Phi(_) => Ok(()),
            other => Err(format!("unsupported instruction '{}'", other)),
        };
        // What the instruction's emitter did not take is dropped.
        if self.cur_md.tbaa.is_some() {
            self.warn(format!(
                "a TBAA tag on `{inst}` is dropped (loads, stores, atomics, calls and memory \
                 intrinsics carry one)"
            ));
        }
        if self.cur_md.access_groups.is_some() {
            self.warn(format!(
                "access groups on `{inst}` are dropped (loads, stores, atomics, calls and memory \
                 intrinsics carry them)"
            ));
        }
        if self.cur_md.alias_scopes.is_some() || self.cur_md.noalias_scopes.is_some() {
            self.warn(format!(
                "alias scopes on `{inst}` are dropped (loads, stores, atomics, calls and memory \
                 intrinsics carry them)"
            ));
        }
        done
    }
}
