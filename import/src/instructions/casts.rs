//! Casts: `%r = llvm.sext %a : i32 to i64`.

use super::line;
use crate::module::{Emitter, Scope, R};
use llvm_ir::{Name, Operand, TypeRef};

impl Emitter<'_> {
    pub(super) fn cast(
        &mut self,
        s: &mut Scope,
        text: &mut String,
        op: &str,
        a: &Operand,
        to: &TypeRef,
        dest: &Name,
    ) -> R<()> {
        let from = self.type_of_operand(a)?;
        let to = self.ty(to)?;
        let a = self.operand(s, a)?;
        let flag = if op == "zext" {
            self.flag_attr()
        } else {
            String::new()
        };
        let d = s.local(dest);
        line(
            text,
            Some(&d),
            &format!("llvm.{op} {a}{flag} : {from} to {to}"),
        );
        Ok(())
    }
}
