//! Finds the debug-info attributes upstream 19 translates, in its order (function signatures, then
//! globals, then function bodies), writes them (`writer.rs`) and parses the text once; adds the
//! compile units reached to `llvm.dbg.cu` and each global variable expression to its compile unit's
//! `globals:`.

use super::super::{TResult, Translator};
use super::locations::LOCAL_SCOPES;
use super::writer::Writer;
use irbridge::dialect::llvm::attrs::params::struct_mnemonic;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::global::GlobalOp;
use irbridge::ir::{AttrKind, Attribute, Context, Location, OpId};

/// Op attributes that hold debug-info nodes (`llvm.intr.dbg.*`).
const INTRINSIC_ATTRS: &[&str] = &["varInfo", "locationExpr", "label"];

/// The subprogram of a function location: the metadata of the first `fused<#llvm.di_subprogram>`
/// found in it (upstream's `findInstanceOf<FusedLocWith<DISubprogramAttr>>`, a pre-order walk).
pub(crate) fn subprogram_of(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    let mut found = None;
    walk_loc(ctx, loc, &mut |m| {
        if found.is_none() && struct_mnemonic(ctx, m) == Some("di_subprogram") {
            found = Some(m);
        }
    });
    found
}

/// Calls `f` with the metadata of every fused location inside `loc`, outermost first.
fn walk_loc(ctx: &Context, loc: Attribute, f: &mut impl FnMut(Attribute)) {
    let AttrKind::Location(l) = ctx.attr_kind(loc) else {
        return;
    };
    match l {
        Location::Name { child: Some(c), .. } => walk_loc(ctx, *c, f),
        Location::CallSite { callee, caller } => {
            walk_loc(ctx, *callee, f);
            walk_loc(ctx, *caller, f);
        }
        Location::Fused { metadata, locs } => {
            if let Some(m) = metadata {
                f(*m);
            }
            for l in locs {
                walk_loc(ctx, *l, f);
            }
        }
        _ => {}
    }
}

impl Translator<'_, '_> {
    /// Makes the metadata of every debug-info attribute the module uses (nothing if it uses none).
    pub(crate) fn prepare_debug_info(&mut self, ops: &[OpId]) -> TResult<()> {
        let ctx = self.ctx;
        let mut w = Writer::new(ctx);
        let mut first_user: Option<OpId> = None;
        for &op in ops {
            if !LLVMFuncOp::is(ctx, op) {
                continue;
            }
            if let Some(sp) = subprogram_of(ctx, ctx.ops[op].loc) {
                w.node(sp).map_err(|m| self.err(op, m))?;
                first_user.get_or_insert(op);
            }
        }
        for &op in ops {
            if !GlobalOp::is(ctx, op) {
                continue;
            }
            if let Some(e) = ctx.get_attr(op, "dbg_expr") {
                self.global_expression(&mut w, e)
                    .map_err(|m| self.err(op, m))?;
                first_user.get_or_insert(op);
            }
        }
        for &top in ops {
            if !LLVMFuncOp::is(ctx, top) {
                continue;
            }
            let mut failed = None;
            ctx.walk(top, |op| {
                if failed.is_some() || op == top {
                    return;
                }
                if let Err(m) = body_op(&mut w, op) {
                    failed = Some((op, m));
                } else if !w.written.is_empty() {
                    first_user.get_or_insert(op);
                }
            });
            if let Some((op, m)) = failed {
                return Err(self.err(op, m));
            }
        }
        if w.written.is_empty() {
            return Ok(());
        }
        let (text, written, cus) = w.finish();
        let at = first_user.unwrap_or(self.module_op);
        let nodes = self.ll.parse_metadata(&text).map_err(|m| {
            self.err(
                at,
                format!("the debug information does not make valid LLVM metadata: {m}"),
            )
        })?;
        if nodes.len() != written.len() {
            return Err(self.err(
                at,
                "the debug information does not make valid LLVM metadata",
            ));
        }
        for (a, n) in written {
            self.di.nodes.insert(a, nodes[n]);
            if struct_mnemonic(ctx, a).is_some_and(|m| LOCAL_SCOPES.contains(&m)) {
                self.di.scope_attrs.insert(nodes[n], a);
            }
        }
        for n in cus {
            self.ll.add_named_metadata("llvm.dbg.cu", nodes[n]);
        }
        Ok(())
    }

    /// A global's `dbg_expr`, listed in the `globals:` of its variable's compile unit (reached through
    /// a module or a subprogram scope, as upstream does).
    fn global_expression(&self, w: &mut Writer<'_>, e: Attribute) -> Result<(), String> {
        let ctx = self.ctx;
        let n = w.node(e)?;
        let mut scope = w.param(e, "var").and_then(|v| w.param(v, "scope"));
        match scope.and_then(|s| struct_mnemonic(ctx, s)) {
            Some("di_module") => scope = scope.and_then(|s| w.param(s, "scope")),
            Some("di_subprogram") => scope = scope.and_then(|s| w.param(s, "compileUnit")),
            _ => {}
        }
        if let (Some(cu), Some(n)) = (scope, n) {
            if struct_mnemonic(ctx, cu) == Some("di_compile_unit") {
                if let Some(cu) = w.node(cu)? {
                    w.cu_globals.entry(cu).or_default().push(n);
                }
            }
        }
        Ok(())
    }
}

/// The debug-info attributes of one op inside a function: the local scopes in its location, the
/// attributes of a debug intrinsic, the scopes in a loop annotation's locations.
fn body_op(w: &mut Writer<'_>, op: OpId) -> Result<(), String> {
    let ctx = w.ctx;
    let mut scopes = vec![];
    let mut scope_of = |m: Attribute| {
        if struct_mnemonic(ctx, m).is_some_and(|n| LOCAL_SCOPES.contains(&n)) {
            scopes.push(m);
        }
    };
    walk_loc(ctx, ctx.ops[op].loc, &mut scope_of);
    if ctx.op_name(op).starts_with("llvm.intr.dbg.") {
        for name in INTRINSIC_ATTRS {
            if let Some(a) = ctx.get_attr(op, name) {
                w.node(a)?;
            }
        }
    }
    if let Some(la) = ctx.get_attr(op, "loop_annotation") {
        for name in ["startLoc", "endLoc"] {
            if let Some(l) = w.param(la, name) {
                walk_loc(ctx, l, &mut scope_of);
            }
        }
    }
    for s in scopes {
        w.node(s)?;
    }
    Ok(())
}
