//! Integer and floating-point arithmetic, comparisons, `select`, `fneg`, `freeze`.

use super::line;
use crate::module::{Emitter, Scope, R};
use irbridge::dialect::llvm::attrs::enums::OVERFLOW;
use irbridge_llvm::tables;
use llvm_ir::instruction::{FCmp, ICmp, Select};
use llvm_ir::{Name, Operand};

// The ops this file writes, named by their records.
const ICMP: &str = irbridge::dialect::llvm::ops::arith::ICmpOp::NAME;
const FCMP: &str = irbridge::dialect::llvm::ops::arith::FCmpOp::NAME;
const SELECT: &str = irbridge::dialect::llvm::ops::arith::SelectOp::NAME;

impl Emitter<'_> {
    /// udiv/sdiv/lshr/ashr: llvm-ir reads `exact` itself, so this works without the input bytes.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn exact_bin(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        op: &str,
        a: &Operand,
        b: &Operand,
        dest: &Name,
        exact: bool,
    ) -> R<()> {
        let t = self.type_of_operand(a)?;
        let a = self.operand(s, a)?;
        let b = self.operand(s, b)?;
        let flag = if exact { " {isExact}" } else { "" };
        let d = s.local(dest);
        line(text, Some(&d), &format!("llvm.{op} {a}, {b}{flag} : {t}"));
        Ok(())
    }

    /// `%r = llvm.add %a, %b overflow<nsw, nuw> : i32` (also the unflagged and float ops).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn int_bin(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        op: &str,
        a: &Operand,
        b: &Operand,
        dest: &Name,
        flags: Option<(bool, bool)>,
    ) -> R<()> {
        let t = self.type_of_operand(a)?;
        let a = self.operand(s, a)?;
        let b = self.operand(s, b)?;
        let fl = match flags.map(|(nsw, nuw)| tables::overflow_bits(nsw, nuw)) {
            Some(bits) if bits != 0 => format!(" overflow<{}>", OVERFLOW.stringify(bits)),
            _ => String::new(),
        };
        let fmf = if op.starts_with('f') {
            self.fast_math()
        } else if op == "or" {
            self.flag_attr()
        } else {
            String::new()
        };
        let d = s.local(dest);
        line(
            text,
            Some(&d),
            &format!("llvm.{op} {a}, {b}{fl}{fmf} : {t}"),
        );
        Ok(())
    }

    pub(super) fn unary(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        op: &str,
        a: &Operand,
        dest: &Name,
    ) -> R<()> {
        let t = self.type_of_operand(a)?;
        let a = self.operand(s, a)?;
        let fmf = if op == "fneg" {
            self.fast_math()
        } else {
            String::new()
        };
        let d = s.local(dest);
        line(text, Some(&d), &format!("llvm.{op} {a}{fmf} : {t}"));
        Ok(())
    }

    pub(super) fn icmp(&mut self, s: &mut Scope, text: &mut String, x: &ICmp) -> R<()> {
        let p = tables::ICMP_PREDICATE
            .code_of_llvm_ir(&x.predicate)
            .and_then(|code| tables::ICMP_PREDICATE.keyword(code))
            .ok_or_else(|| format!("unsupported icmp predicate {:?}", x.predicate))?;
        let t = self.type_of_operand(&x.operand0)?;
        let a = self.operand(s, &x.operand0)?;
        let b = self.operand(s, &x.operand1)?;
        let d = s.local(&x.dest);
        let result = self.m.type_of(x);
        self.line_inferred(
            s,
            text,
            &d,
            &result,
            &format!("{ICMP} \"{p}\" {a}, {b} : {t}"),
        )
    }

    pub(super) fn fcmp(&mut self, s: &mut Scope, text: &mut String, x: &FCmp) -> R<()> {
        let p = tables::FCMP_PREDICATE
            .code_of_llvm_ir(&x.predicate)
            .and_then(|code| tables::FCMP_PREDICATE.keyword(code))
            .ok_or_else(|| format!("unsupported fcmp predicate {:?}", x.predicate))?;
        let t = self.type_of_operand(&x.operand0)?;
        let a = self.operand(s, &x.operand0)?;
        let b = self.operand(s, &x.operand1)?;
        let fmf = self.fast_math();
        let d = s.local(&x.dest);
        let result = self.m.type_of(x);
        self.line_inferred(
            s,
            text,
            &d,
            &result,
            &format!("{FCMP} \"{p}\" {a}, {b}{fmf} : {t}"),
        )
    }

    pub(super) fn select(&mut self, s: &mut Scope, text: &mut String, x: &Select) -> R<()> {
        let ct = self.type_of_operand(&x.condition)?;
        let t = self.type_of_operand(&x.true_value)?;
        let c = self.operand(s, &x.condition)?;
        let a = self.operand(s, &x.true_value)?;
        let b = self.operand(s, &x.false_value)?;
        let d = s.local(&x.dest);
        let fmf = self.fast_math();
        line(
            text,
            Some(&d),
            &format!("{SELECT} {c}, {a}, {b}{fmf} : {ct}, {t}"),
        );
        Ok(())
    }
}
