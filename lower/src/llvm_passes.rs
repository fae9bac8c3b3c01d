//! Passes of the `llvm` dialect that do not lower anything (upstream's `LLVMIR/Transforms`):
//! `llvm-add-comdats` and `ensure-debug-info-scope-on-llvm-func`.

use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::attrs::dwarf::{code, CALLING_CONVENTIONS, LANGUAGES};
use irbridge::dialect::llvm::attrs::enums::{DI_EMISSION_KIND, DI_SUBPROGRAM_FLAGS, LINKAGE};
use irbridge::dialect::llvm::attrs::params::{build, u64_attr};
use irbridge::dialect::llvm::attrs::spec;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::global::{ComdatOp, ComdatSelectorOp};
use irbridge::ir::{AttrKind, Attribute, Context, Location, OpId, OpState};
use irbridge::ods::OpBuilder;

const COMDAT_NAME: &str = "__llvm_comdat";

/// Creates ops at the start of a block (for the records' typed builders).
struct AtStart<'c> {
    ctx: &'c mut Context,
    block: irbridge::ir::BlockId,
}

impl OpBuilder for AtStart<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        let op = self.ctx.create_op(st);
        match self.ctx.blocks[self.block].first {
            Some(first) => self.ctx.insert_op_before(first, op),
            None => self.ctx.append_op(self.block, op),
        }
        op
    }
}

fn string_of(ctx: &Context, a: Option<Attribute>) -> Option<String> {
    match ctx.attr_kind(a?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn sym_name(ctx: &Context, op: OpId) -> Option<String> {
    string_of(ctx, irbridge::ods::prop(ctx, op, "sym_name"))
}

/// `llvm-add-comdats`: every `linkonce`/`linkonce_odr` function of the module's body gets an `any`
/// selector of its name in the comdat `@__llvm_comdat` (made at the start of the module if missing;
/// each selector goes first in it).
pub fn add_comdats(ctx: &mut Context, module: OpId) -> Result<(), Diagnostic> {
    let Some(&body) = ctx.ops[module].regions.first() else {
        return Ok(());
    };
    let Some(top) = ctx.entry_block(body) else {
        return Ok(());
    };
    let linkonce = [
        LINKAGE.symbolize("linkonce"),
        LINKAGE.symbolize("linkonce_odr"),
    ];
    let funcs: Vec<OpId> = ctx
        .ops_iter(top)
        .filter(|&op| LLVMFuncOp::is(ctx, op))
        .filter(|&op| {
            let linkage = irbridge::ods::prop(ctx, op, "linkage")
                .and_then(|a| irbridge::ods::enums::enum_value(ctx, a, &LINKAGE));
            linkage.is_some() && linkonce.contains(&linkage)
        })
        .collect();
    if funcs.is_empty() {
        return Ok(());
    }
    let mut comdat = ctx
        .ops_iter(top)
        .find(|&op| ComdatOp::is(ctx, op) && sym_name(ctx, op).as_deref() == Some(COMDAT_NAME));
    for f in funcs {
        let Some(name) = sym_name(ctx, f) else {
            continue;
        };
        let c = match comdat {
            Some(c) => c,
            None => {
                let loc = ctx.ops[module].loc;
                let name_attr = ctx.string_attr(COMDAT_NAME);
                let c = ComdatOp::build(&mut AtStart { ctx, block: top }, loc, name_attr).id();
                let region = ctx.new_region();
                ctx.regions[region].parent = Some(c);
                ctx.ops[c].regions.push(region);
                let block = ctx.new_block();
                ctx.append_block(region, block);
                comdat = Some(c);
                c
            }
        };
        let Some(block) = ctx.ops[c]
            .regions
            .first()
            .and_then(|&r| ctx.regions[r].last)
        else {
            continue;
        };
        let loc = ctx.ops[c].loc;
        let selector_name = ctx.string_attr(&name);
        let t = ctx.i64();
        let any = ctx.int_attr(t, 0);
        ComdatSelectorOp::build(&mut AtStart { ctx, block }, loc, selector_name, any);
        let root = ctx.sym(COMDAT_NAME);
        let leaf = ctx.sym(&name);
        let reference = ctx.attr(AttrKind::SymbolRef {
            root,
            nested: vec![leaf],
        });
        ctx.set_prop(f, "comdat", reference);
    }
    Ok(())
}

/// `FileLineColLoc` of a location, directly or as a name location's child (`extractFileLoc`).
fn file_loc(ctx: &Context, loc: Attribute) -> Option<(String, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::Location(Location::FileLineCol { file, line, col }) => {
            Some((ctx.str(*file).to_string(), *line, *col))
        }
        AttrKind::Location(Location::Name { child: Some(c), .. }) => file_loc(ctx, *c),
        _ => None,
    }
}

/// The metadata of the first fused location in `loc`'s tree whose metadata is a `#llvm.<mnemonic>`
/// (`findInstanceOf<FusedLocWith<...>>`, pre-order).
fn fused_with(ctx: &Context, loc: Attribute, mnemonic: &str) -> Option<Attribute> {
    let AttrKind::Location(l) = ctx.attr_kind(loc) else {
        return None;
    };
    match l {
        Location::Fused { metadata, locs } => {
            if let Some(m) = metadata {
                if is_llvm_struct(ctx, *m, mnemonic) {
                    return Some(*m);
                }
            }
            locs.iter().find_map(|&l| fused_with(ctx, l, mnemonic))
        }
        Location::Name { child, .. } => child.and_then(|c| fused_with(ctx, c, mnemonic)),
        Location::CallSite { callee, caller } => {
            fused_with(ctx, *callee, mnemonic).or_else(|| fused_with(ctx, *caller, mnemonic))
        }
        Location::Unknown | Location::FileLineCol { .. } => None,
    }
}

fn is_llvm_struct(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DialectStruct { name, .. }
        if ctx.str(*name).strip_prefix("llvm.") == Some(mnemonic))
}

fn param(ctx: &Context, a: Attribute, key: &str) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DialectStruct { params, .. } => params
            .iter()
            .find(|(k, _)| ctx.str(*k) == key)
            .map(|(_, v)| *v),
        _ => None,
    }
}

/// Builds `#llvm.<mnemonic><...>` from named parameter values.
fn di_attr(ctx: &mut Context, mnemonic: &str, named: &[(&str, Attribute)]) -> Option<Attribute> {
    let spec = spec(mnemonic)?;
    let mut vals = vec![None; spec.params.len()];
    for (k, v) in named {
        vals[spec.index(k)?] = Some(*v);
    }
    Some(build(ctx, spec, vals))
}

/// `#llvm.di_file<"name" in "directory">` of a path, split as LLVM's `sys::path` does.
fn di_file_of_path(ctx: &mut Context, path: &str) -> Option<Attribute> {
    let (dir, name) = match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    di_file(ctx, name, dir)
}

fn di_file(ctx: &mut Context, name: &str, dir: &str) -> Option<Attribute> {
    let n = ctx.string_attr(name);
    let d = ctx.string_attr(dir);
    di_attr(ctx, "di_file", &[("name", n), ("directory", d)])
}

/// `ensure-debug-info-scope-on-llvm-func`: every `llvm.func` without a subprogram in its location
/// gets one (fused with its location), from its file location or the compile unit's file; the
/// compile unit is the module location's, or a new one.
pub fn ensure_debug_info_scope(ctx: &mut Context, module: OpId) -> Result<(), Diagnostic> {
    let module_loc = ctx.ops[module].loc;
    let cu = match fused_with(ctx, module_loc, "di_compile_unit") {
        Some(cu) => Some(cu),
        None => {
            let file = match file_loc(ctx, module_loc) {
                Some((path, _, _)) => di_file_of_path(ctx, &path),
                None => di_file(ctx, "<unknown>", ""),
            };
            let unit = ctx.unit_attr();
            let id = irbridge::parse::attrs::new_distinct(ctx, unit);
            let lang = u64_attr(ctx, code(LANGUAGES, "DW_LANG_C").unwrap_or(2) as u64);
            let producer = ctx.string_attr("MLIR");
            let optimized = ctx.bool_attr(true);
            let kind = u64_attr(
                ctx,
                DI_EMISSION_KIND.symbolize("LineTablesOnly").unwrap_or(2),
            );
            match file {
                Some(file) => di_attr(
                    ctx,
                    "di_compile_unit",
                    &[
                        ("id", id),
                        ("sourceLanguage", lang),
                        ("file", file),
                        ("producer", producer),
                        ("isOptimized", optimized),
                        ("emissionKind", kind),
                    ],
                ),
                None => None,
            }
        }
    };
    let mut funcs = vec![];
    ctx.walk(module, |op| {
        if LLVMFuncOp::is(ctx, op) {
            funcs.push(op);
        }
    });
    for f in funcs {
        add_scope(ctx, f, cu);
    }
    Ok(())
}

fn add_scope(ctx: &mut Context, f: OpId, cu: Option<Attribute>) {
    let loc = ctx.ops[f].loc;
    if fused_with(ctx, loc, "di_subprogram").is_some() {
        return;
    }
    let (file, line, col) = match (file_loc(ctx, loc), cu) {
        (Some((path, line, col)), _) => (di_file_of_path(ctx, &path), line, col),
        (None, Some(cu)) => (param(ctx, cu, "file"), 1, 1),
        (None, None) => (di_file(ctx, "<unknown>", ""), 1, 1),
    };
    let Some(file) = file else {
        return;
    };
    let cc = u64_attr(
        ctx,
        code(CALLING_CONVENTIONS, "DW_CC_normal").unwrap_or(1) as u64,
    );
    let Some(ty) = di_attr(ctx, "di_subroutine_type", &[("callingConvention", cc)]) else {
        return;
    };
    let name = irbridge::ods::prop(ctx, f, "sym_name");
    let Some(name) = name else {
        return;
    };
    // Only definitions get a distinct identity and the compile unit.
    let definition = ctx.ops[f]
        .regions
        .first()
        .is_some_and(|&r| ctx.regions[r].first.is_some());
    let optimized = DI_SUBPROGRAM_FLAGS.symbolize("Optimized").unwrap_or(0);
    let mut named = vec![];
    let flags = if definition {
        let unit = ctx.unit_attr();
        named.push(("id", irbridge::parse::attrs::new_distinct(ctx, unit)));
        if let Some(cu) = cu {
            named.push(("compileUnit", cu));
        }
        optimized | DI_SUBPROGRAM_FLAGS.symbolize("Definition").unwrap_or(0)
    } else {
        optimized
    };
    let line_attr = u64_attr(ctx, line as u64);
    let col_attr = u64_attr(ctx, col as u64);
    let flags = u64_attr(ctx, flags);
    named.extend([
        ("scope", file),
        ("name", name),
        ("linkageName", name),
        ("file", file),
        ("line", line_attr),
        ("scopeLine", col_attr),
        ("subprogramFlags", flags),
        ("type", ty),
    ]);
    let Some(sp) = di_attr(ctx, "di_subprogram", &named) else {
        return;
    };
    // `FusedLoc::get({loc}, subprogram)`: an unknown location is kept under the metadata.
    let inner = match ctx.attr_kind(loc) {
        AttrKind::Location(Location::Fused {
            metadata: Some(m),
            locs,
        }) if *m == sp => locs.clone(),
        _ => vec![loc],
    };
    ctx.ops[f].loc = ctx.attr(AttrKind::Location(Location::Fused {
        metadata: Some(sp),
        locs: inner,
    }));
}
