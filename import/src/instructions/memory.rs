//! `alloca`, `load`, `store`, `getelementptr` (constant indices inline, as upstream prints them).

use super::line;
use crate::module::{Emitter, Scope, R};
use llvm_ir::instruction::{Alloca, GetElementPtr, Load, Store};
use llvm_ir::Operand;

// The ops this file writes, named by their records.
const ALLOCA: &str = irbridge::dialect::llvm::ops::memory::AllocaOp::NAME;
const LOAD: &str = irbridge::dialect::llvm::ops::memory::LoadOp::NAME;
const STORE: &str = irbridge::dialect::llvm::ops::memory::StoreOp::NAME;
const GEP: &str = irbridge::dialect::llvm::ops::memory::GEPOp::NAME;

impl Emitter<'_> {
    pub(super) fn alloca(&mut self, s: &mut Scope, text: &mut String, x: &Alloca) -> R<()> {
        let nt = self.type_of_operand(&x.num_elements)?;
        let n = self.operand(s, &x.num_elements)?;
        let et = self.ty(&x.allocated_type)?;
        let extra = self.inst_extra();
        let inalloca = if extra.inalloca { "inalloca " } else { "" };
        let rt = match extra.addr_space {
            // llvm-ir types every alloca as a pointer of address space 0.
            0 => self.ty(&self.m.type_of(x))?,
            n => format!("!llvm.ptr<{n}>"),
        };
        let al = if x.alignment != 0 {
            format!(" {{alignment = {} : i64}}", x.alignment)
        } else {
            String::new()
        };
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!("{ALLOCA} {inalloca}{n} x {et}{al} : ({nt}) -> {rt}"),
        );
        Ok(())
    }

    pub(super) fn load(&mut self, s: &mut Scope, text: &mut String, x: &Load) -> R<()> {
        let pt = self.type_of_operand(&x.address)?;
        let t = self.ty(&x.loaded_ty)?;
        let p = self.operand(s, &x.address)?;
        let inv = if std::mem::take(&mut self.cur_md.invariant_load) {
            " invariant"
        } else {
            ""
        };
        let vol = if x.volatile { "volatile " } else { "" };
        let atomic = match &x.atomicity {
            Some(a) => format!(" atomic {}", self.ordering_with_scope(a)?),
            None => String::new(),
        };
        let al = self.mem_attrs(x.alignment);
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!("{LOAD} {vol}{p}{atomic}{inv}{al} : {pt} -> {t}"),
        );
        Ok(())
    }

    pub(super) fn store(&mut self, s: &mut Scope, text: &mut String, x: &Store) -> R<()> {
        let pt = self.type_of_operand(&x.address)?;
        let t = self.type_of_operand(&x.value)?;
        let v = self.operand(s, &x.value)?;
        let p = self.operand(s, &x.address)?;
        let vol = if x.volatile { "volatile " } else { "" };
        let atomic = match &x.atomicity {
            Some(a) => format!(" atomic {}", self.ordering_with_scope(a)?),
            None => String::new(),
        };
        let al = self.mem_attrs(x.alignment);
        line(
            text,
            None,
            &format!("{STORE} {vol}{v}, {p}{atomic}{al} : {t}, {pt}"),
        );
        Ok(())
    }

    pub(super) fn gep(&mut self, s: &mut Scope, text: &mut String, x: &GetElementPtr) -> R<()> {
        let bt = self.type_of_operand(&x.address)?;
        // A scalar GEP has the base's type (as the importer types it); a vector GEP (vector base
        // or index) is a vector of pointers (the patched llvm-ir's type).
        let rt = match self.m.type_of(x).as_ref() {
            llvm_ir::Type::PointerType { .. } => bt.clone(),
            _ => self.ty(&self.m.type_of(x))?,
        };
        let src = self.ty(&x.source_element_type)?;
        let base = self.operand(s, &x.address)?;
        let mut idx = vec![];
        let mut tys = vec![bt];
        // As upstream 19: only struct field numbers are written inline; every other index is an
        // operand (a constant one materialised), which keeps its integer width through a round
        // trip (an inline index is exported as i32).
        let mut cur = None;
        for (k, i) in x.indices.iter().enumerate() {
            let field = cur.as_ref().and_then(|t| self.struct_fields(t));
            cur = match (k, &field) {
                (0, _) => Some(x.source_element_type.clone()),
                (_, Some(fields)) => {
                    let n = match i {
                        Operand::ConstantOperand(c) => crate::constants::field_number(c),
                        _ => None,
                    };
                    n.and_then(|n| fields.get(usize::try_from(n).ok()?).cloned())
                }
                _ => cur.as_ref().and_then(|t| self.element_type(t)),
            };
            match i {
                Operand::ConstantOperand(c) if field.is_some() => {
                    let n = crate::constants::field_number(c).ok_or("non-constant struct index")?;
                    idx.push(n.to_string())
                }
                _ => {
                    tys.push(self.type_of_operand(i)?);
                    idx.push(self.operand(s, i)?);
                }
            }
        }
        let d = s.local(&x.dest);
        line(
            text,
            Some(&d),
            &format!(
                "{GEP} {}{base}[{}] : ({}) -> {rt}, {src}",
                if x.in_bounds { "inbounds " } else { "" },
                idx.join(", "),
                tys.join(", ")
            ),
        );
        Ok(())
    }

    /// ` {alignment = N : i64, tbaa = [#llvm.tbaa_tag<...>]}` for a load or store.
    fn mem_attrs(&mut self, alignment: u32) -> String {
        let mut v = vec![];
        if let Some(a) = self.cur_md.access_groups.take() {
            v.push(format!("access_groups = [{}]", a.join(", ")));
        }
        if let Some(a) = self.cur_md.alias_scopes.take() {
            v.push(format!("alias_scopes = [{}]", a.join(", ")));
        }
        if alignment != 0 {
            v.push(format!("alignment = {alignment} : i64"));
        }
        if let Some(a) = self.cur_md.noalias_scopes.take() {
            v.push(format!("noalias_scopes = [{}]", a.join(", ")));
        }
        if let Some(t) = self.cur_md.tbaa.take() {
            v.push(format!("tbaa = [{t}]"));
        }
        if std::mem::take(&mut self.cur_md.nontemporal) {
            v.push("nontemporal".to_string());
        }
        if v.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", v.join(", "))
        }
    }

    /// What the C API knows of the current instruction beyond llvm-ir (see
    /// [`crate::c_api::InstExtra`]).
    pub(crate) fn inst_extra(&mut self) -> crate::c_api::InstExtra {
        let pos = self.pos.clone();
        self.facts()
            .and_then(|f| f.inst_extra.get(&pos).copied())
            .unwrap_or_default()
    }

    /// The alias-analysis metadata of the current instruction as attribute entries
    /// (`access_groups = [...]`, `alias_scopes = [...]`, `noalias_scopes = [...]`, `tbaa = [...]`), taken (so the instruction
    /// loop does not report them dropped).
    pub(crate) fn aa_entries(&mut self) -> Vec<String> {
        let mut v = vec![];
        if let Some(a) = self.cur_md.access_groups.take() {
            v.push(format!("access_groups = [{}]", a.join(", ")));
        }
        if let Some(a) = self.cur_md.alias_scopes.take() {
            v.push(format!("alias_scopes = [{}]", a.join(", ")));
        }
        if let Some(a) = self.cur_md.noalias_scopes.take() {
            v.push(format!("noalias_scopes = [{}]", a.join(", ")));
        }
        if let Some(t) = self.cur_md.tbaa.take() {
            v.push(format!("tbaa = [{t}]"));
        }
        v
    }

    /// The field types of a (named) struct type, or None for any other type.
    pub(crate) fn struct_fields(&self, t: &llvm_ir::TypeRef) -> Option<Vec<llvm_ir::TypeRef>> {
        match t.as_ref() {
            llvm_ir::Type::StructType { element_types, .. } => Some(element_types.clone()),
            llvm_ir::Type::NamedStructType { name } => match self.m.types.named_struct_def(name) {
                Some(llvm_ir::types::NamedStructDef::Defined(b)) => self.struct_fields(b),
                _ => None,
            },
            _ => None,
        }
    }

    /// The element type of an array or vector type.
    pub(crate) fn element_type(&self, t: &llvm_ir::TypeRef) -> Option<llvm_ir::TypeRef> {
        match t.as_ref() {
            llvm_ir::Type::ArrayType { element_type, .. }
            | llvm_ir::Type::VectorType { element_type, .. } => Some(element_type.clone()),
            _ => None,
        }
    }
}
