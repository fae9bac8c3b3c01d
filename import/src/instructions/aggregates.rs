//! `extractvalue`, `insertvalue`, `extractelement`, `insertelement`, `shufflevector`.

use super::line;
use crate::module::{Emitter, Scope, R};
use llvm_ir::instruction::{
    ExtractElement, ExtractValue, InsertElement, InsertValue, ShuffleVector,
};

// The ops this file writes, named by their records.
const EXTRACTVALUE: &str = irbridge::dialect::llvm::ops::aggregates::ExtractValueOp::NAME;
const INSERTVALUE: &str = irbridge::dialect::llvm::ops::aggregates::InsertValueOp::NAME;
const EXTRACTELEMENT: &str = irbridge::dialect::llvm::ops::aggregates::ExtractElementOp::NAME;
const INSERTELEMENT: &str = irbridge::dialect::llvm::ops::aggregates::InsertElementOp::NAME;
const SHUFFLEVECTOR: &str = irbridge::dialect::llvm::ops::aggregates::ShuffleVectorOp::NAME;

fn indices(v: &[u32]) -> String {
    v.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Emitter<'_> {
    pub(super) fn extractvalue(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        x: &ExtractValue,
    ) -> R<()> {
        let t = self.type_of_operand(&x.aggregate)?;
        let a = self.operand(s, &x.aggregate)?;
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!("{EXTRACTVALUE} {a}[{}] : {t}", indices(&x.indices)),
        );
        Ok(())
    }

    pub(super) fn insertvalue(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        x: &InsertValue,
    ) -> R<()> {
        let t = self.type_of_operand(&x.aggregate)?;
        let a = self.operand(s, &x.aggregate)?;
        let v = self.operand(s, &x.element)?;
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!("{INSERTVALUE} {v}, {a}[{}] : {t}", indices(&x.indices)),
        );
        Ok(())
    }

    pub(super) fn extractelement(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        x: &ExtractElement,
    ) -> R<()> {
        let t = self.type_of_operand(&x.vector)?;
        let it = self.type_of_operand(&x.index)?;
        let v = self.operand(s, &x.vector)?;
        let i = self.operand(s, &x.index)?;
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!("{EXTRACTELEMENT} {v}[{i} : {it}] : {t}"),
        );
        Ok(())
    }

    pub(super) fn insertelement(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        x: &InsertElement,
    ) -> R<()> {
        let t = self.type_of_operand(&x.vector)?;
        let it = self.type_of_operand(&x.index)?;
        let v = self.operand(s, &x.vector)?;
        let e = self.operand(s, &x.element)?;
        let i = self.operand(s, &x.index)?;
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!("{INSERTELEMENT} {e}, {v}[{i} : {it}] : {t}"),
        );
        Ok(())
    }

    pub(super) fn shufflevector(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        x: &ShuffleVector,
    ) -> R<()> {
        let t = self.type_of_operand(&x.operand0)?;
        let a = self.operand(s, &x.operand0)?;
        let b = self.operand(s, &x.operand1)?;
        let mask = crate::constants::shuffle_mask(&x.mask)?;
        let d = s.local(&x.dest);
        let result = self.m.type_of(x);
        self.line_inferred(
            s,
            text,
            &d,
            &result,
            &format!("{SHUFFLEVECTOR} {a}, {b} [{mask}] : {t}"),
        )
    }
}
