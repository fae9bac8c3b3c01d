//! [`Module`], the library's front door: MLIR text in, a verified module to walk, transform with a
//! pass pipeline written as `mlir-opt --pass-pipeline` takes it, and print as `mlir-opt` prints it.
//!
//! ```
//! use irbridge::Module;
//!
//! let text = "func.func @add(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n";
//! let module = Module::parse("add.mlir", text)?;
//! let mut names = vec![];
//! module.walk(|op| names.push(module.ctx().op_name(op).to_string()));
//! assert_eq!(names, ["builtin.module", "func.func", "arith.addi", "func.return"]);
//! assert!(module.print().contains("arith.addi %arg0, %arg1 : i32"));
//! # Ok::<(), irbridge::Error>(())
//! ```
//!
//! Passes come from a [`Registry`]: [`crate::transforms::CORE`] holds the core's passes;
//! `irbridge_lower::REGISTRY` adds every lowering to the `llvm` dialect, and
//! `irbridge_lower::run_pipeline` runs a pipeline with it.

use crate::diag::{DiagLoc, Diagnostic, SourceMgr};
use crate::ir::{Context, OpId};
use crate::pass::Registry;
use crate::print::PrintFlags;
use std::fmt;

/// A top-level op (a `builtin.module`) and the context that owns it and everything in it.
pub struct Module {
    ctx: Context,
    op: OpId,
}

/// How [`Module::parse_with`] reads its input.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseOptions {
    /// Accept ops, attributes and types of dialects irbridge does not know
    /// (`--allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    /// Do not run the verifier after parsing
    /// (`--mlir-very-unsafe-disable-verifier-on-parsing`).
    pub skip_verifier: bool,
}

/// Diagnostics of a failed step, rendered as `mlir-opt` prints them (`file:line:col: error: ...`
/// with the source line where it is known).
#[derive(Clone, Debug)]
pub struct Error {
    /// The diagnostics, in the order they were reported.
    pub diagnostics: Vec<Diagnostic>,
    rendered: String,
}

impl Error {
    /// `diagnostics` rendered with the source lines `sources` holds.
    pub fn new(diagnostics: Vec<Diagnostic>, sources: &SourceMgr) -> Self {
        let rendered = diagnostics.iter().map(|d| sources.render(d)).collect();
        Error {
            diagnostics,
            rendered,
        }
    }

    /// `diagnostics` rendered without source lines.
    pub fn from_diagnostics(diagnostics: Vec<Diagnostic>) -> Self {
        Self::new(diagnostics, &SourceMgr::default())
    }

    /// An error that belongs to no position (a malformed pass pipeline).
    pub fn message(message: impl Into<String>) -> Self {
        Self::from_diagnostics(vec![Diagnostic::error(DiagLoc::Unknown, message)])
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl std::error::Error for Error {}

impl Module {
    /// Parses `text` (named `name` in diagnostics) and verifies it. Top-level ops other than one
    /// `builtin.module` are wrapped in an implicit module, as `mlir-opt` does.
    pub fn parse(name: &str, text: impl AsRef<[u8]>) -> Result<Module, Error> {
        Self::parse_with(name, text, &ParseOptions::default())
    }

    /// [`Module::parse`] with options.
    pub fn parse_with(
        name: &str,
        text: impl AsRef<[u8]>,
        options: &ParseOptions,
    ) -> Result<Module, Error> {
        let text = text.as_ref();
        let sources = || {
            let mut sm = SourceMgr::default();
            sm.add(name, text);
            sm
        };
        let mut ctx = Context::new();
        ctx.allow_unregistered = options.allow_unregistered;
        let op = crate::parse::ops::parse_source(&mut ctx, name, text, 0)
            .map_err(|d| Error::new(vec![d], &sources()))?;
        let module = Module { ctx, op };
        if !options.skip_verifier {
            let errs = crate::verify::verify(&module.ctx, module.op);
            if !errs.is_empty() {
                return Err(Error::new(errs, &sources()));
            }
        }
        Ok(module)
    }

    /// A module from a context and its top-level op (what importers and builders produce).
    pub fn from_parts(ctx: Context, op: OpId) -> Module {
        Module { ctx, op }
    }

    /// The context and the top-level op.
    pub fn into_parts(self) -> (Context, OpId) {
        (self.ctx, self.op)
    }

    /// The context: types, attributes, and every op, block, region and value.
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// The context, to edit the IR (`Context`'s builder methods).
    pub fn ctx_mut(&mut self) -> &mut Context {
        &mut self.ctx
    }

    /// The top-level op.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// Runs the verifier.
    pub fn verify(&self) -> Result<(), Error> {
        let errs = crate::verify::verify(&self.ctx, self.op);
        if errs.is_empty() {
            Ok(())
        } else {
            Err(Error::from_diagnostics(errs))
        }
    }

    /// Runs `pipeline`, written as `mlir-opt --pass-pipeline` takes it
    /// (`builtin.module(func.func(canonicalize), convert-to-llvm)`), with passes from `registry`,
    /// verifying after each pass as `mlir-opt` does. A malformed pipeline, an unknown pass or a
    /// pipeline without any pass is an error, not a silent no-op.
    pub fn run_pipeline(&mut self, registry: &Registry, pipeline: &str) -> Result<(), Error> {
        let (_, mut scheduled) =
            crate::pass::parse_anchored_pipeline(registry, pipeline).map_err(Error::message)?;
        crate::pass::run_pipeline(&mut self.ctx, self.op, &mut scheduled, true)
            .map_err(Error::from_diagnostics)
    }

    /// The module as `mlir-opt` prints it.
    pub fn print(&self) -> String {
        self.print_with(PrintFlags::default())
    }

    /// The module printed with `flags` (generic form, locations, ...).
    pub fn print_with(&self, flags: PrintFlags) -> String {
        crate::print::ops::print_module(&self.ctx, self.op, flags)
    }

    /// Calls `f` on every op, the top-level op first, each op before the ops nested in it.
    pub fn walk(&self, f: impl FnMut(OpId)) {
        self.ctx.walk(self.op, f)
    }
}
