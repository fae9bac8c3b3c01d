//! Printer for MLIR's textual form, writing into one `String`. Ops, blocks and SSA names are handled in
//! `ops.rs`; types, attributes and affine structures in the sibling files; aliases in `alias.rs`.

pub mod affine;
pub mod alias;
pub mod asm;
pub mod attrs;
pub mod format;
pub mod ops;
pub mod resources;
pub mod types;

use crate::ir::{Attribute, Context, Type};
use rustc_hash::FxHashMap;

#[derive(Clone, Copy, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-print-local-scope`: no alias definitions; attributes, types and locations are
    /// printed where they are used.
    pub local_scope: bool,
    /// `--mlir-pretty-debuginfo`: locations (when printed) in the readable form, without `loc(...)`.
    pub pretty_debuginfo: bool,
    /// `--mlir-print-skip-regions`: every region prints as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-print-unique-ssa-ids`: value, argument and conflict numbers run on across regions
    /// instead of restarting from the parent's (as the generic form always does).
    pub unique_ssa_ids: bool,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: dense elements attributes (not splats) with
    /// more than `N` elements print as a hex string; `-1` never; `None` is upstream's default, 100.
    pub hex_if_larger: Option<i64>,
    /// `--mlir-elide-elementsattrs-if-larger=N`: elements attributes (not splats) with more than
    /// `N` elements print as `dense_resource<__elided__>`; view-op-graph elides its labels' at `N`
    /// too (16 without the flag).
    pub elide_if_larger: Option<u64>,
}

impl PrintFlags {
    /// Whether a flag is set that only the whole-module printer honours (the streaming path prints
    /// with the default ones, `debuginfo`, `generic` and `local_scope` checked apart).
    pub fn has_whole_module_only(&self) -> bool {
        self.pretty_debuginfo
            || self.skip_regions
            || self.unique_ssa_ids
            || self.hex_if_larger.is_some()
            || self.elide_if_larger.is_some()
    }

    /// Whether an elements attribute of `num` elements prints as `dense_resource<__elided__>`.
    pub fn elides_elements(&self, num: u64, splat: bool) -> bool {
        !splat && self.elide_if_larger.is_some_and(|limit| num > limit)
    }

    /// Whether a dense elements attribute of `num` elements prints as a hex string.
    pub fn elements_as_hex(&self, num: usize, splat: bool) -> bool {
        let limit = self
            .hex_if_larger
            .unwrap_or(attrs::HEX_ELEMENT_LIMIT as i64);
        limit != -1 && !splat && (limit < 0 || (num as u64) > limit as u64)
    }
}

thread_local! {
    static CLI_FLAGS: std::cell::Cell<PrintFlags> = std::cell::Cell::new(PrintFlags::default());
}

/// Runs `f` with `flags` as the printing flags of the command line: what upstream's
/// `OpPrintingFlags()` reads from its `--mlir-print-*` options, for passes that print
/// (`snapshot-op-locations`).
pub fn with_cli_flags<R>(flags: PrintFlags, f: impl FnOnce() -> R) -> R {
    struct Restore(PrintFlags);
    impl Drop for Restore {
        fn drop(&mut self) {
            CLI_FLAGS.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CLI_FLAGS.with(|c| c.replace(flags)));
    f()
}

/// The printing flags of the command line (see [`with_cli_flags`]); the defaults outside it.
pub fn cli_flags() -> PrintFlags {
    CLI_FLAGS.with(|c| c.get())
}

pub struct Printer<'a> {
    pub ctx: &'a Context,
    pub out: String,
    pub indent: usize,
    pub flags: PrintFlags,
    pub attr_aliases: FxHashMap<Attribute, String>,
    pub type_aliases: FxHashMap<Type, String>,
    pub(crate) names: ops::NameState,
    /// Text of types printed at the outermost level (where no enclosing type changes how they print):
    /// the same few types are printed for almost every op.
    type_cache: FxHashMap<Type, Box<str>>,
    /// Nesting of `print_type` calls: only depth 0 uses `type_cache`.
    type_depth: u32,
    /// When `Some`, alias computation also describes each alias here (for merging the aliases of
    /// modules printed in pieces, `crate::stream`).
    pub alias_records: Option<Vec<alias::AliasRecord>>,
    /// When `Some`, where each op printed on a line of its own starts (upstream's
    /// `AsmState::LocationMap`: 1-based line, indentation as the column).
    pub op_positions: Option<ops::OpPositions>,
    /// The resource handles printed so far, in first-use order (the file metadata section lists
    /// their blobs, `resources.rs`).
    pub resources_used: Vec<crate::ir::resources::ResourceId>,
    resources_seen: rustc_hash::FxHashSet<crate::ir::resources::ResourceId>,
}

impl<'a> Printer<'a> {
    pub fn new(ctx: &'a Context, flags: PrintFlags) -> Self {
        Printer {
            ctx,
            out: String::new(),
            indent: 0,
            flags,
            attr_aliases: Default::default(),
            type_aliases: Default::default(),
            names: Default::default(),
            type_cache: Default::default(),
            type_depth: 0,
            alias_records: None,
            op_positions: None,
            resources_used: Vec::new(),
            resources_seen: Default::default(),
        }
    }
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// Appends `n` in decimal (no formatting machinery: the printer writes millions of numbers).
    pub fn push_uint(&mut self, n: u64) {
        push_uint(&mut self.out, n);
    }
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }
}

impl Printer<'_> {
    /// Notes that `h` was printed (its blob goes into the file metadata section).
    pub(crate) fn note_resource(&mut self, h: crate::ir::resources::ResourceId) {
        if self.resources_seen.insert(h) {
            self.resources_used.push(h);
        }
    }
}

/// Appends `n` in decimal to `out`.
pub fn push_uint(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &c in &buf[i..] {
        out.push(c as char);
    }
}

/// Appends `n` in decimal to `out`.
pub fn push_int(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_uint(out, n.unsigned_abs());
}

/// A type as MLIR prints it (for diagnostics).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_type(t);
    p.out
}

/// `a` as `p` prints it (with its aliases), into a string of its own.
pub(crate) fn attr_to_string_with(p: &mut Printer, a: Attribute) -> String {
    let saved = std::mem::take(&mut p.out);
    p.print_attr(a);
    std::mem::replace(&mut p.out, saved)
}

/// An attribute as MLIR prints it (for diagnostics).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attr(a);
    p.out
}

/// An attribute as MLIR prints it inside a type (a memref's memory space): `i64` and `f64` elided.
pub fn attr_to_string_elide_i64(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attr_elide_i64(a);
    p.out
}

/// An op in generic form with names local to it (for diagnostics such as "block with no terminator, has ...").
pub fn op_to_generic_string(ctx: &Context, op: crate::ir::OpId) -> String {
    let mut p = Printer::new(
        ctx,
        PrintFlags {
            generic: true,
            ..PrintFlags::default()
        },
    );
    p.name_values(op);
    p.print_op(op);
    p.out
}
