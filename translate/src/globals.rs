//! Global variables (upstream's `convertGlobals`): every global is created first, with its attribute
//! initializer, so that initializer regions translated afterwards may refer to any global; then
//! `llvm.mlir.global_ctors`/`global_dtors` become the appending `@llvm.global_ctors`/`dtors` arrays.

use super::llvm::Val;
use super::{TResult, Translator};
use irbridge::dialect::llvm::ops::control::ReturnOp;
use irbridge::dialect::llvm::ops::global::{ComdatOp, GlobalCtorsOp, GlobalDtorsOp, GlobalOp};
use irbridge::ir::{AttrKind, OpId};
use irbridge_llvm::sys;
use irbridge_llvm::tables::{self, EnumTable};

impl<'ctx> Translator<'_, 'ctx> {
    pub fn enum_prop(&self, op: OpId, name: &str) -> Option<u64> {
        let a = self.ctx.get_attr(op, name)?;
        match self.ctx.attr_kind(a) {
            AttrKind::Enum { value, .. } => Some(*value),
            AttrKind::Integer { .. } => self.ctx.as_i64(a).map(|v| v as u64),
            _ => None,
        }
    }
    /// The C-API value of enum property `name` by `table`, its default case when absent; `what`
    /// names the property in the error for a code the table lacks.
    pub fn enum_prop_c_api<C: Copy + PartialEq, I: PartialEq>(
        &self,
        op: OpId,
        name: &str,
        table: &EnumTable<C, I>,
        what: &str,
    ) -> TResult<C> {
        table
            .c_api_or_default(self.enum_prop(op, name))
            .ok_or_else(|| self.err(op, format!("invalid {what}")))
    }
    pub fn int_prop(&self, op: OpId, name: &str) -> Option<i64> {
        self.ctx.get_attr(op, name).and_then(|a| self.ctx.as_i64(a))
    }
    pub fn str_prop(&self, op: OpId, name: &str) -> Option<&[u8]> {
        self.ctx
            .get_attr(op, name)
            .and_then(|a| self.ctx.as_str_attr(a))
    }
    pub fn unit_prop(&self, op: OpId, name: &str) -> bool {
        self.ctx.get_attr(op, name).is_some()
    }

    /// The LLVM comdat (name, selection kind) a `comdat = @c::@sel` attribute names.
    pub fn comdat_of(
        &self,
        op: OpId,
    ) -> TResult<Option<(Vec<u8>, sys::comdat::LLVMComdatSelectionKind)>> {
        let ctx = self.ctx;
        let Some(a) = ctx.get_attr(op, "comdat") else {
            return Ok(None);
        };
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(a) else {
            return Err(self.err(op, "expected a comdat symbol reference"));
        };
        let (Some(sel), 1) = (nested.first(), nested.len()) else {
            return Err(self.err(
                op,
                "expected a comdat selector reference @comdat::@selector",
            ));
        };
        for c in super::module::top_level_ops(ctx, self.module_op) {
            if !ComdatOp::is(ctx, c)
                || self.str_prop(c, "sym_name") != Some(ctx.str(*root).as_bytes())
            {
                continue;
            }
            for r in &ctx.ops[c].regions {
                for b in ctx.region_blocks(*r) {
                    for s in ctx.block_ops(b) {
                        if self.str_prop(s, "sym_name") == Some(ctx.str(*sel).as_bytes()) {
                            let kind = self.enum_prop_c_api(
                                s,
                                "comdat",
                                &tables::COMDAT_SELECTOR,
                                "comdat selection kind",
                            )?;
                            return Ok(Some((ctx.str(*sel).as_bytes().to_vec(), kind)));
                        }
                    }
                }
            }
        }
        Err(self.err(op, "comdat selector not found"))
    }

    pub(crate) fn translate_globals(&mut self, ops: &[OpId]) -> TResult<()> {
        let ctx = self.ctx;
        let globals: Vec<OpId> = ops
            .iter()
            .copied()
            .filter(|&o| GlobalOp::is(ctx, o))
            .collect();
        for &op in &globals {
            self.create_global(op)?;
        }
        for &op in &globals {
            self.global_initializer_region(op)?;
        }
        self.ctors_dtors(ops)
    }

    fn create_global(&mut self, op: OpId) -> TResult<()> {
        let ctx = self.ctx;
        let name = self
            .str_prop(op, "sym_name")
            .ok_or_else(|| self.err(op, "expected 'sym_name'"))?
            .to_vec();
        let gty = ctx
            .get_attr(op, "global_type")
            .and_then(|a| ctx.as_type_attr(a))
            .ok_or_else(|| self.err(op, "expected 'global_type'"))?;
        let mut lty = self.ty(gty, op)?;
        let mut init = None;
        if let Some(v) = ctx.get_attr(op, "value") {
            if let AttrKind::String { value, .. } = ctx.attr_kind(v) {
                let c = self.ll.const_string(value);
                lty = self.ll.type_of(c);
                init = Some(c);
            } else {
                init = Some(self.constant(gty, v, op)?);
            }
        }
        let linkage = self.enum_prop_c_api(op, "linkage", &tables::LINKAGE, "linkage")?;
        let addr_space =
            self.addr_space(self.int_prop(op, "addr_space").unwrap_or(0) as u32, op)?;
        let g = self.ll.add_global(lty, &name, addr_space);
        // `dbg_expr`: the global variable expression made by `prepare_debug_info`.
        if let Some(node) = ctx.get_attr(op, "dbg_expr").and_then(|e| self.di.node(e)) {
            self.ll.global_set_metadata(g, "dbg", node);
        }
        // LLVM requires an initializer except for external and extern_weak globals: upstream gives the
        // others `undef` and drops an `undef` one from external globals (`shouldDropGlobalInitializer`).
        if self.should_drop_initializer(linkage, init) {
            init = None;
        } else if init.is_none() {
            init = Some(self.ll.undef(lty));
        }
        if let Some(c) = init {
            self.ll.set_initializer(g, c);
        }
        self.ll
            .set_global_constant(g, self.unit_prop(op, "constant"));
        self.ll.set_linkage(g, linkage);
        if self.unit_prop(op, "thread_local_") {
            self.ll.set_thread_local(g);
        }
        if let Some((cname, kind)) = self.comdat_of(op)? {
            self.ll.set_comdat(g, &cname, kind);
        }
        if self.enum_prop(op, "unnamed_addr").is_some() {
            let u =
                self.enum_prop_c_api(op, "unnamed_addr", &tables::UNNAMED_ADDR, "unnamed_addr")?;
            self.ll.set_unnamed_addr(g, u);
        }
        if let Some(s) = self.str_prop(op, "section") {
            let s = s.to_vec();
            self.ll.set_section(g, &s);
        }
        if self.unit_prop(op, "dso_local") {
            self.ll.set_dso_local(g);
        }
        if let Some(a) = self.alignment(op)? {
            self.ll.set_alignment(g, a);
        }
        let vis = self.enum_prop_c_api(op, "visibility_", &tables::VISIBILITY, "visibility")?;
        self.ll.set_visibility(g, vis);
        self.globals.insert(name.into_boxed_slice(), g);
        Ok(())
    }

    /// Translates a global's initializer region into constants (no instruction may result).
    fn global_initializer_region(&mut self, op: OpId) -> TResult<()> {
        let ctx = self.ctx;
        let Some(block) = ctx.ops[op]
            .regions
            .first()
            .and_then(|r| ctx.entry_block(*r))
        else {
            return Ok(());
        };
        self.ll.clear_position();
        let mut result = None;
        for inner in ctx.block_ops(block) {
            if ReturnOp::is(ctx, inner) {
                result = Some(self.operand(inner, 0)?);
                break;
            }
            self.translate_op(inner)?;
            for &r in &ctx.ops[inner].results {
                let x = self.value(r, inner)?;
                if !self.ll.is_constant(x) {
                    return Err(self.err(inner, "unemittable constant value"));
                }
            }
        }
        let Some(c) = result else {
            return Err(self.err(
                op,
                format!(
                    "expected the initializer region to end in '{}'",
                    ReturnOp::NAME
                ),
            ));
        };
        let name = self.str_prop(op, "sym_name").unwrap_or_default();
        let g = self.globals[name];
        // Unlike an attribute initializer, a region's result is kept even when `undef` on an external
        // global (upstream 19 prints `@h = global [2 x i32] undef`).
        self.ll.set_initializer(g, c);
        Ok(())
    }

    fn should_drop_initializer(&self, linkage: sys::LLVMLinkage, init: Option<Val<'ctx>>) -> bool {
        (linkage == tables::EXTERNAL_LINKAGE && init.is_none_or(|c| self.ll.is_undef(c)))
            || linkage == tables::EXTERN_WEAK_LINKAGE
    }

    /// `@llvm.global_ctors` / `@llvm.global_dtors`: `appending global [N x { i32, ptr, ptr }]`, built as
    /// LLVM's `appendToGlobalCtors` does (null data pointer), in the order of the ops.
    fn ctors_dtors(&mut self, ops: &[OpId]) -> TResult<()> {
        let ctx = self.ctx;
        let mut arrays: Vec<(&'static str, Vec<Val<'ctx>>)> = vec![];
        let i32t = self.ll.int_ty(32);
        let ptr = self.ll.ptr_ty(0);
        let elt = self.ll.struct_ty(&[i32t, ptr, ptr], false);
        for &op in ops {
            let (name, list) = match ctx.op_name(op) {
                GlobalCtorsOp::NAME => ("llvm.global_ctors", "ctors"),
                GlobalDtorsOp::NAME => ("llvm.global_dtors", "dtors"),
                _ => continue,
            };
            let syms = ctx
                .get_attr(op, list)
                .and_then(|a| ctx.as_array(a))
                .unwrap_or(&[]);
            let prios = ctx
                .get_attr(op, "priorities")
                .and_then(|a| ctx.as_array(a))
                .unwrap_or(&[]);
            for (s, p) in syms.iter().zip(prios) {
                let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*s) else {
                    return Err(self.err(op, "expected a function symbol"));
                };
                let f = self
                    .functions
                    .get(ctx.str(*root).as_bytes())
                    .copied()
                    .ok_or_else(|| {
                        self.err(op, format!("function '{}' not found", ctx.str(*root)))
                    })?;
                let prio = ctx.as_i64(*p).unwrap_or(0);
                let entry = self.ll.const_struct(
                    elt,
                    &[
                        self.ll.const_int(i32t, prio as u64),
                        f,
                        self.ll.const_null(ptr),
                    ],
                );
                // Each append recreates the array at the end of the global list.
                let mut cur = match arrays.iter().position(|(n, _)| *n == name) {
                    Some(i) => arrays.remove(i).1,
                    None => vec![],
                };
                cur.push(entry);
                arrays.push((name, cur));
            }
        }
        for (name, entries) in arrays {
            let init = self.ll.const_array(elt, &entries);
            let aty = self.ll.type_of(init);
            let g = self.ll.add_global(aty, name.as_bytes(), 0);
            self.ll.set_initializer(g, init);
            self.ll.set_linkage(g, tables::APPENDING_LINKAGE);
        }
        Ok(())
    }
}
