//! The walk over a module: module attributes, then globals, aliases and functions, each written in the
//! `llvm` dialect's custom syntax into one buffer.

use crate::types::TypeNames;
use crate::ImportOptions;
use irbridge::diag::{DiagLoc, Diagnostic, Severity};
use irbridge_llvm::tables;
use llvm_ir::{ConstantRef, Module, Name, Operand, TypeRef};
use rustc_hash::FxHashMap;

/// A function's result type, parameter types and whether it is variadic.
pub type Signature = (TypeRef, Vec<TypeRef>, bool);

/// Module-wide state of one import.
pub struct Emitter<'m> {
    pub m: &'m Module,
    pub file: String,
    pub opts: ImportOptions,
    pub types: TypeNames,
    pub out: String,
    pub warnings: Vec<Diagnostic>,
    /// Source element types of constant GEPs, computed on first need.
    pub facts: Option<crate::c_api::Facts>,
    /// Exact literals of constants llvm-ir cannot hold, by constant identity (the `ConstantRef` is
    /// kept so the address stays unique).
    pub literals: FxHashMap<usize, (ConstantRef, String)>,
    /// The instruction being imported: (function, block index, instruction index).
    pub pos: (String, usize, usize),
    /// The input may carry fast-math flags (bitcode, or text mentioning one), so ask the C API.
    pub may_have_fmf: bool,
    /// The input may carry instruction metadata (bitcode, or text with `, !`).
    pub may_have_md: bool,
    /// The metadata of the instruction being imported (its consumer takes what it uses).
    pub cur_md: crate::metadata::InstMetadata,
    /// Functions' signatures (result, parameters, variadic) by name, built on first need.
    pub fn_sigs: Option<FxHashMap<String, Signature>>,
    /// Debug information by function name (see `debuginfo`).
    pub di_fns: FxHashMap<String, crate::debuginfo::FnDebug>,
    /// `dbg_expr` of globals by name.
    pub di_globals: FxHashMap<String, String>,
    /// The location of the module and its globals, as upstream gives them:
    /// `"<source file name>":0:0`.
    pub module_loc: Option<String>,
}

/// Per-region state: the constants materialised so far (at the start of the entry block, so they
/// dominate every use) and the SSA names given to LLVM values.
#[derive(Default)]
pub struct Scope {
    pub consts: FxHashMap<(usize, Option<TypeRef>), String>,
    pub prelude: String,
    pub next_const: usize,
    pub locals: FxHashMap<Name, String>,
    pub next_local: usize,
    /// Blocks to place right before a block of the function (by its LLVM name), as upstream's
    /// `createBlock(dest)` does: the trampolines that pass an invoke's result to PHIs.
    pub blocks_before: Vec<(Name, String)>,
    /// With `Some`, the constants materialised so far (debug records on constants reuse them, as
    /// upstream's import maps equal constants to one value).
    pub materialized: Option<Vec<(ConstantRef, String)>>,
    /// Each type's zero value once materialised (`Emitter::zero_of`).
    pub zeros: FxHashMap<TypeRef, String>,
}

impl Scope {
    pub fn new() -> Self {
        Self::default()
    }
    /// The SSA name of an LLVM local (assigned on first sight; uses may precede definitions).
    pub fn local(&mut self, n: &Name) -> String {
        if let Some(s) = self.locals.get(n) {
            return s.clone();
        }
        let s = self.fresh_local();
        self.locals.insert(n.clone(), s.clone());
        s
    }
    /// A local name no LLVM value has (an op the import adds between two).
    pub fn fresh_local(&mut self) -> String {
        let s = format!("%v{}", self.next_local);
        self.next_local += 1;
        s
    }
    pub fn fresh_const(&mut self) -> String {
        let s = format!("%c{}", self.next_const);
        self.next_const += 1;
        s
    }
}

pub type R<T> = Result<T, String>;

/// Function bodies kept apart from a module's `functions` (by index), each freed once emitted.
pub enum Bodies<'a> {
    /// Taken out of the module.
    Taken(Vec<Option<Vec<llvm_ir::BasicBlock>>>),
    /// Converted from LLVM's module on request (`llvm_ir::module::LazyModule`).
    Lazy(&'a dyn Fn(usize) -> Vec<llvm_ir::BasicBlock>),
}

impl<'m> Emitter<'m> {
    pub fn ty(&mut self, t: &TypeRef) -> R<String> {
        self.types.get(&self.m.types, t)
    }
    pub fn type_of_operand(&mut self, o: &Operand) -> R<String> {
        let t = match o {
            // Global references keep their address space (see `const_type`).
            Operand::ConstantOperand(c) => self.const_type(c),
            _ => self.m.type_of(o),
        };
        self.ty(&t)
    }
    /// An operand's SSA name, materialising constants in the scope's prelude.
    pub fn operand(&mut self, s: &mut Scope, o: &Operand) -> R<String> {
        match o {
            Operand::LocalOperand { name, .. } => Ok(s.local(name)),
            Operand::ConstantOperand(c) => self.constant(s, c),
            Operand::MetadataOperand => Err("metadata operands are not supported".into()),
        }
    }
    /// Whether `name` is a function (defined or declared) whose type is `fty`: only then is a call
    /// of it direct (as LLVM's `getCalledFunction`); otherwise upstream calls it through its address.
    pub fn is_function_of_type(&mut self, name: &str, fty: &TypeRef) -> bool {
        let m = self.m;
        let sigs = self.fn_sigs.get_or_insert_with(|| {
            let defined = m.functions.iter().map(|f| {
                let params = f.parameters.iter().map(|p| p.ty.clone()).collect();
                (
                    f.name.clone(),
                    (f.return_type.clone(), params, f.is_var_arg),
                )
            });
            let declared = m.func_declarations.iter().map(|f| {
                let params = f.parameters.iter().map(|p| p.ty.clone()).collect();
                (
                    f.name.clone(),
                    (f.return_type.clone(), params, f.is_var_arg),
                )
            });
            defined.chain(declared).collect()
        });
        match (sigs.get(name), fty.as_ref()) {
            (
                Some((ret, params, var)),
                llvm_ir::Type::FuncType {
                    result_type,
                    param_types,
                    is_var_arg,
                },
            ) => ret == result_type && params == param_types && var == is_var_arg,
            _ => false,
        }
    }
    /// The value type of global `name` (from the C API; llvm-ir keeps only the pointer type).
    pub fn global_value_type(&mut self, name: &str) -> Option<TypeRef> {
        self.facts()?.global_types.get(name).cloned()
    }
    /// The C-API facts, read once by `emit_module` (None without input bytes, or if LLVM's second
    /// parse failed).
    pub fn facts(&mut self) -> Option<&crate::c_api::Facts> {
        self.facts.as_ref()
    }
    /// ` {fastmathFlags = #llvm.fastmath<...>}` for the current instruction, or nothing.
    /// ` {isExact}` / ` {isDisjoint}` / ` {nonNeg}` for the current instruction, or nothing: flags
    /// the dialect holds as attributes (the exporter translates them) that upstream 19 drops.
    pub fn flag_attr(&mut self) -> String {
        // (Per instruction: look up by the current position in place, no copy of it.)
        let flag = self
            .facts
            .as_ref()
            .and_then(|f| f.flag_attr.get(&self.pos).copied());
        match flag {
            Some(flag) => format!(" {{{flag}}}"),
            None => String::new(),
        }
    }
    pub fn fast_math(&mut self) -> String {
        if !self.may_have_fmf {
            return String::new();
        }
        let Some(bits) = self
            .facts
            .as_ref()
            .and_then(|f| f.fast_math.get(&self.pos).copied())
        else {
            return String::new();
        };
        let flags = tables::FASTMATH
            .dialect
            .stringify(tables::fastmath_of_c_api(bits));
        format!(" {{fastmathFlags = #llvm.fastmath<{flags}>}}")
    }
    /// The current instruction's metadata (TBAA, loop annotation), warning about dropped kinds.
    pub fn metadata(&mut self) -> crate::metadata::InstMetadata {
        if !self.may_have_md {
            return Default::default();
        }
        let md = self
            .facts
            .as_ref()
            .and_then(|f| f.metadata.get(&self.pos).cloned())
            .unwrap_or_default();
        for k in &md.dropped {
            let msg = format!(
                "metadata '{k}' of an instruction in @{} is dropped",
                self.pos.0
            );
            self.warn(msg);
        }
        md
    }
    /// Records a dropped construct; reported only under `--emit-expensive-warnings`.
    pub fn warn(&mut self, msg: String) {
        if self.opts.expensive_warnings {
            self.warnings.push(Diagnostic {
                severity: Severity::Warning,
                loc: DiagLoc::File {
                    file: self.file.clone(),
                    line: 0,
                    col: 0,
                },
                message: msg,
                notes: vec![],
            });
        }
    }
}

/// Writes the whole module into one string; errors name the global/function/block/instruction that
/// failed. `facts` are the C-API facts of the input (`None` without the input bytes).
pub fn emit_module(
    file: &str,
    m: &Module,
    facts: Option<Result<crate::c_api::Facts, String>>,
    opts: ImportOptions,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut text = String::new();
    let (warnings, module_loc) =
        emit_module_chunks(file, m, None, facts, opts, usize::MAX, None, &mut |chunk| {
            if text.is_empty() {
                text = chunk;
            } else {
                text.push_str(&chunk);
            }
        })?;
    text.push('}');
    text.push_str(&module_loc);
    text.push('\n');
    Ok((text, warnings))
}

/// The file name of the module's location: its `source_filename`, or
/// without one, the input's name (as LLVM names the module).
pub fn module_loc_name<'a>(file: &'a str, m: &'a Module) -> &'a str {
    match m.source_file_name.as_str() {
        "" | "<string>" => file,
        n => n,
    }
}

/// [`emit_module`] handing the text to `sink` in chunks of about `batch_bytes` (or more) as it goes;
/// returns the warnings and what follows the module's closing `}` (its ` loc(...)`).
/// Chunks end between top-level ops; the first starts with the `module ... {` line (after the
/// debug-information alias definitions, if any); the module's closing `}` is not sent. The chunks
/// put together, plus `}`, the returned suffix and `\n`, are exactly [`emit_module`]'s text.
/// With `bodies`, the bodies of `m.functions` are in there (by index), taken out of the module so that
/// each is freed as soon as it is emitted. With `skeleton`, before the first chunk, it gets the
/// module with every function declared instead (definitions with external linkage), closed:
/// `irbridge::stream::print_chunks`'s skeleton.
#[allow(clippy::too_many_arguments)]
pub fn emit_module_chunks(
    file: &str,
    m: &Module,
    mut bodies: Option<Bodies<'_>>,
    facts: Option<Result<crate::c_api::Facts, String>>,
    opts: ImportOptions,
    batch_bytes: usize,
    skeleton: Option<&mut dyn FnMut(String)>,
    sink: &mut dyn FnMut(String),
) -> Result<(Vec<Diagnostic>, String), Vec<Diagnostic>> {
    let has_src = facts.is_some();
    let mut e = Emitter {
        m,
        file: file.to_string(),
        opts,
        types: TypeNames::default(),
        out: String::with_capacity(1 << 16),
        warnings: vec![],
        facts: None,
        literals: FxHashMap::default(),
        pos: Default::default(),
        cur_md: Default::default(),
        may_have_md: false,
        may_have_fmf: false,
        di_fns: FxHashMap::default(),
        di_globals: FxHashMap::default(),
        module_loc: None,
        fn_sigs: None,
    };
    let fail = |msg: String| {
        vec![Diagnostic::error(
            DiagLoc::File {
                file: file.to_string(),
                line: 0,
                col: 0,
            },
            format!("import-failure: {msg}"),
        )]
    };
    // LLVM's reader does not run the verifier (llvm-as does): a module LLVM rejects is refused here
    // with LLVM's own message, before anything is imported from it.
    if let Some(Ok(f)) = facts {
        if let Some(msg) = &f.invalid {
            return Err(vec![Diagnostic::error(
                DiagLoc::File {
                    file: file.to_string(),
                    line: 0,
                    col: 0,
                },
                format!("the module is not valid LLVM IR: {}", msg.trim_end()),
            )]);
        }
        // Per-instruction lookups only where the C API found something of the kind at all.
        e.may_have_md = !f.metadata.is_empty();
        e.may_have_fmf = !f.fast_math.is_empty();
        e.types.target_ext = f.target_ext_types.clone();
        e.types.struct_bodies = f.struct_bodies.clone();
        let mut f = f;
        if let Some(mut di) = f.debug.take() {
            // The attributes the module refers to, as alias definitions above it.
            e.out.push_str(&di.aliases);
            for (i, name) in f.function_order.iter().enumerate() {
                if let Some(fd) = di.fns.remove(&i) {
                    e.di_fns.insert(name.clone(), fd);
                }
            }
            for (i, name) in f.global_order.iter().enumerate() {
                if let Some(g) = di.globals.remove(&i) {
                    e.di_globals.insert(name.clone(), g);
                }
            }
        }
        e.out.push_str(&f.md_aliases);
        e.facts = Some(f);
    }
    // The module and its globals are located at the source file, debug information or not, as
    // upstream 19 locates them (`loc("<source_filename>":0:0)`).
    e.module_loc = Some(format!(
        "{}:0:0",
        crate::names::quote(module_loc_name(file, m).as_bytes())
    ));
    // `llvm.data_layout` even when empty: with it, the export writes back exactly the input's
    // layout, not the one `dlti.dl_spec` (which holds MLIR's defaults) would give.
    let mut attrs = vec![crate::data_layout::module_attr(&mut e).map_err(|d| vec![d])?];
    attrs.push(format!(
        "llvm.data_layout = {}",
        crate::names::quote(m.data_layout.layout_str.as_bytes())
    ));
    if let Some(t) = m.target_triple.as_ref().filter(|t| !t.is_empty()) {
        attrs.push(format!(
            "llvm.target_triple = {}",
            crate::names::quote(t.as_bytes())
        ));
    }
    if attrs.is_empty() {
        e.out.push_str("module {\n");
    } else {
        e.out
            .push_str(&format!("module attributes {{{}}} {{\n", attrs.join(", ")));
    }
    if !has_src {
        e.warn(
            "without the input bytes, instruction metadata, debug information and fast-math flags are not imported"
                .into(),
        );
    }
    if !m.inline_assembly.is_empty() {
        e.warn("module-level inline assembly is dropped".into());
    }
    crate::globals::emit_comdats(&mut e).map_err(fail)?;
    for g in &m.global_vars {
        crate::globals::emit_global(&mut e, g).map_err(|msg| {
            fail(format!(
                "{msg} (in global {})",
                crate::globals::global_name(&g.name)
            ))
        })?;
    }
    for a in &m.global_aliases {
        crate::globals::emit_alias(&mut e, a).map_err(|msg| {
            fail(format!(
                "{msg} (in alias {})",
                crate::globals::global_name(&a.name)
            ))
        })?;
    }
    crate::globals::emit_linker_options(&mut e);
    if !m.global_ifuncs.is_empty() {
        return Err(fail(
            "ifuncs are not supported by the llvm dialect of MLIR 19".into(),
        ));
    }
    let mut flush = |e: &mut Emitter| {
        if e.out.len() >= batch_bytes {
            let next = String::with_capacity(e.out.len() + e.out.len() / 4);
            sink(std::mem::replace(&mut e.out, next));
        }
    };
    // Declarations and definitions in the module's order (llvm-ir keeps them apart; the C API
    // knows the order), so that exporting the import gives the functions back in place.
    let order: Vec<String> = e
        .facts()
        .map(|f| f.function_order.clone())
        .unwrap_or_default();
    let decls: FxHashMap<&str, &llvm_ir::function::FunctionDeclaration> = m
        .func_declarations
        .iter()
        .map(|f| (f.name.as_str(), f))
        .collect();
    let defs: FxHashMap<&str, (usize, &llvm_ir::Function)> = m
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), (i, f)))
        .collect();
    // A definition with its body, freed after its emission when the bodies were taken out.
    let mut emit_definition = |e: &mut Emitter, i: usize, f: &llvm_ir::Function| {
        let body = match bodies.as_mut() {
            Some(Bodies::Taken(b)) => b.get_mut(i).map(|body| body.take().unwrap_or_default()),
            Some(Bodies::Lazy(get)) => Some(get(i)),
            None => None,
        };
        match body {
            Some(body) => {
                let mut whole = f.clone();
                whole.basic_blocks = body;
                crate::functions::emit_function(e, &whole)
            }
            None => crate::functions::emit_function(e, f),
        }
    };
    // The functions in output order: definitions by index, declarations (intrinsics left out: they
    // are called through `llvm.intr.*` ops or `llvm.call_intrinsic`, which name them by themselves;
    // their declarations would only be noise, upstream drops them too, and would move the
    // `declare` lines on export).
    enum Item<'f> {
        Def(usize, &'f llvm_ir::Function),
        Decl(&'f llvm_ir::function::FunctionDeclaration),
    }
    let in_order = !order.is_empty()
        && order.len() == decls.len() + defs.len()
        && order
            .iter()
            .all(|n| decls.contains_key(n.as_str()) || defs.contains_key(n.as_str()));
    let items: Vec<Item> = if in_order {
        order
            .iter()
            .filter_map(|name| match defs.get(name.as_str()) {
                Some(&(i, f)) => Some(Item::Def(i, f)),
                None => decls.get(name.as_str()).map(|f| Item::Decl(f)),
            })
            .collect()
    } else {
        let decls = m.func_declarations.iter().map(Item::Decl);
        let defs = m.functions.iter().enumerate().map(|(i, f)| Item::Def(i, f));
        decls.chain(defs).collect()
    };
    let items: Vec<Item> = items
        .into_iter()
        .filter(|it| !matches!(it, Item::Decl(f) if f.name.starts_with("llvm.")))
        .collect();
    if let Some(skeleton) = skeleton {
        // What is written so far, then every function as a declaration (a definition's with
        // external linkage, which a declaration must have), then the closing line. Warnings and
        // debug locations (which a declaration takes out of `di_fns`) stay with the functions
        // themselves.
        let warned = e.warnings.len();
        let di_fns = std::mem::take(&mut e.di_fns);
        let written = e.out.clone();
        for it in &items {
            let r = match it {
                Item::Def(_, f) => crate::functions::emit_declaration(
                    &mut e,
                    &llvm_ir::function::FunctionDeclaration {
                        name: f.name.clone(),
                        parameters: f.parameters.clone(),
                        is_var_arg: f.is_var_arg,
                        return_type: f.return_type.clone(),
                        return_attributes: f.return_attributes.clone(),
                        linkage: tables::EXTERNAL_LINKAGE_LLVM_IR,
                        visibility: f.visibility,
                        dll_storage_class: f.dll_storage_class,
                        calling_convention: f.calling_convention,
                        alignment: f.alignment,
                        garbage_collector_name: f.garbage_collector_name.clone(),
                        debugloc: None,
                    },
                ),
                Item::Decl(f) => crate::functions::emit_declaration(&mut e, f),
            };
            r.map_err(fail)?;
        }
        e.out.push_str("}\n");
        skeleton(std::mem::replace(&mut e.out, written));
        e.warnings.truncate(warned);
        e.di_fns = di_fns;
    }
    for it in items {
        match it {
            Item::Def(i, f) => emit_definition(&mut e, i, f).map_err(fail)?,
            Item::Decl(f) => crate::functions::emit_declaration(&mut e, f)
                .map_err(|msg| fail(format!("{msg} (in function @{})", f.name)))?,
        }
        flush(&mut e);
    }
    if !e.out.is_empty() {
        sink(std::mem::take(&mut e.out));
    }
    let module_loc = match &e.module_loc {
        Some(l) => format!(" loc({l})"),
        None => String::new(),
    };
    Ok((e.warnings, module_loc))
}
