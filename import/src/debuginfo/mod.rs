//! Debug information: `#llvm.di_*` attributes, op and function locations, and the debug records as
//! `llvm.intr.dbg.declare` / `dbg.value` / `dbg.label`, as MLIR 19's importer makes them.
//!
//! llvm-ir carries none of it (no scopes, no DI nodes, and LLVM 19's debug records are no
//! instructions), and LLVM 19's C API reaches few DI fields: `cpp/debuginfo.cpp` (compiled by
//! `build.rs`) walks the module of the C-API facts with LLVM's C++ API and writes the attributes as
//! MLIR text (alias definitions for the top of the module) and, per function, global and
//! instruction, the locations and records that refer to them. [`read`] turns its buffer into a
//! [`DebugInfo`]; `functions.rs` and `globals.rs` put the pieces in place. Modules without debug
//! information skip all of it ([`has_debug_info`]).

mod place;
pub use place::Placer;

use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef};
use rustc_hash::FxHashMap;
use std::ffi::{c_char, c_void};

extern "C" {
    fn irbridge_di_new(tables: *const ShimTables, drop_composite_elements: i32) -> *mut c_void;
    fn irbridge_di_delete(di: *mut c_void);
    fn irbridge_di_location(di: *mut c_void, md: LLVMMetadataRef, len: *mut usize) -> *mut c_char;
    fn irbridge_debug_info(di: *mut c_void, module: LLVMModuleRef, len: *mut usize) -> *mut c_char;
    fn irbridge_debug_info_free(p: *mut c_char);
    fn irbridge_has_debug_info(module: LLVMModuleRef) -> i32;
}

/// The operand of a debug variable record.
#[derive(Clone, Debug, PartialEq)]
pub enum DbgOperand {
    /// Function argument N.
    Arg(usize),
    /// The result of the instruction at (block, instruction).
    Inst(usize, usize),
    /// The result of the terminator at (block, instruction), and the block before whose
    /// terminator the record goes (the first its block dominates).
    Term(usize, usize, usize),
    /// A constant, as the shim describes it (see `place::constant`).
    Const(String),
    /// A label record has none.
    Label,
    /// Not imported, and why (upstream drops these too).
    Dropped(String),
    /// Not imported by irbridge (upstream imports it), and why: always a warning.
    Unsupported(String),
}

/// A debug record (`#dbg_value`, `#dbg_declare`, `#dbg_label`).
#[derive(Clone, Debug)]
pub struct Record {
    /// `value`, `declare` or `label`.
    pub kind: &'static str,
    /// The order upstream converts the function's records in (blocks in topological order).
    pub rank: usize,
    pub operand: DbgOperand,
    /// The `#llvm.di_local_variable` (or `#llvm.di_label`) alias.
    pub var: String,
    /// The `#llvm.di_expression`, empty for labels.
    pub expr: String,
    pub loc: String,
}

/// What [`read`] found, keyed by function index (module order) and global index.
#[derive(Default, Debug)]
pub struct DebugInfo {
    /// Alias definitions (`#irbridge_diN = #llvm.di_...`), one per line, dependencies first.
    pub aliases: String,
    pub fns: FxHashMap<usize, FnDebug>,
    /// `dbg_expr` of globals by global index.
    pub globals: FxHashMap<usize, String>,
}

/// Per-function view handed to the emitter: locations and records by (block, instruction).
#[derive(Default, Debug)]
pub struct FnDebug {
    pub loc: Option<String>,
    pub inst_locs: FxHashMap<(usize, usize), String>,
    pub records: FxHashMap<(usize, usize), Vec<Record>>,
}

/// Whether the module has debug information at all (compile units, subprograms, globals').
///
/// # Safety
/// `module` must be a live module.
pub unsafe fn has_debug_info(module: LLVMModuleRef) -> bool {
    irbridge_has_debug_info(module) != 0
}

/// A name and its code, as `cpp/debuginfo.cpp` reads them (`ShimName`).
#[repr(C)]
struct ShimName {
    ptr: *const u8,
    len: usize,
    code: u64,
}

/// A table of names (`ShimTable`).
#[repr(C)]
struct ShimTable {
    names: *const ShimName,
    len: usize,
}

/// Every table the shim names codes with (`ShimTables`), in its field order.
#[repr(C)]
struct ShimTables {
    tags: ShimTable,
    encodings: ShimTable,
    languages: ShimTable,
    conventions: ShimTable,
    operations: ShimTable,
    di_flag_groups: ShimTable,
    di_flag_bits: ShimTable,
    sp_flags: ShimTable,
    emission_kinds: ShimTable,
    name_table_kinds: ShimTable,
}

/// The dialect's own name tables in the shim's layout: the shim writes the names the parser reads,
/// and no DWARF or DI enum is spelled a second time in C++.
struct NameTables([Vec<ShimName>; 10]);

impl NameTables {
    fn new() -> Self {
        use irbridge::dialect::llvm::attrs::{dwarf, enums};
        fn table<C: Copy + Into<u64>>(cases: &[(&'static str, C)]) -> Vec<ShimName> {
            cases
                .iter()
                .map(|&(name, code)| ShimName {
                    ptr: name.as_ptr(),
                    len: name.len(),
                    code: code.into(),
                })
                .collect()
        }
        NameTables([
            table(dwarf::TAGS),
            table(dwarf::ATTRIBUTE_ENCODINGS),
            table(dwarf::LANGUAGES),
            table(dwarf::CALLING_CONVENTIONS),
            table(dwarf::OPERATIONS),
            table(enums::DI_FLAGS.groups),
            table(enums::DI_FLAGS.bits),
            table(enums::DI_SUBPROGRAM_FLAGS.bits),
            table(enums::DI_EMISSION_KIND.cases),
            table(enums::DI_NAME_TABLE_KIND.cases),
        ])
    }

    /// Pointers into `self`, valid while it lives.
    fn view(&self) -> ShimTables {
        let [t0, t1, t2, t3, t4, t5, t6, t7, t8, t9] = self.0.each_ref().map(|v| ShimTable {
            names: v.as_ptr(),
            len: v.len(),
        });
        ShimTables {
            tags: t0,
            encodings: t1,
            languages: t2,
            conventions: t3,
            operations: t4,
            di_flag_groups: t5,
            di_flag_bits: t6,
            sp_flags: t7,
            emission_kinds: t8,
            name_table_kinds: t9,
        }
    }
}

/// One translation of a module's DI nodes into attributes (the C++ shim's translator): the
/// locations of loop annotations first ([`Session::location`]), then the rest ([`Session::read`]),
/// sharing the alias definitions.
pub struct Session(*mut c_void);

impl Session {
    /// A translator; with `drop_composite_elements` (`--drop-di-composite-type-elements`),
    /// composite types other than vectors are written without their elements, as upstream 19's
    /// flag makes them (a cheaper import of large C++ debug information).
    pub fn new(drop_composite_elements: bool) -> Self {
        let tables = NameTables::new();
        // SAFETY: allocates a fresh translator, owned by the session and deleted on drop. The shim
        // copies the tables' arrays before returning; the names are `'static`.
        Session(unsafe { irbridge_di_new(&tables.view(), i32::from(drop_composite_elements)) })
    }

    /// The location text of a `!DILocation`, `None` for other metadata.
    ///
    /// # Safety
    /// `md` must be live metadata of the module [`Session::read`] is then given.
    pub unsafe fn location(&mut self, md: LLVMMetadataRef) -> Option<String> {
        let mut len = 0usize;
        let p = irbridge_di_location(self.0, md, &mut len);
        take(p, len)
    }

    /// Reads the debug information of `module`.
    ///
    /// # Safety
    /// `module` must be a live module, not used by another thread meanwhile.
    pub unsafe fn read(self, module: LLVMModuleRef) -> DebugInfo {
        let mut len = 0usize;
        let p = irbridge_debug_info(self.0, module, &mut len);
        take(p, len).map(|t| parse(&t)).unwrap_or_default()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: the pointer came from `irbridge_di_new` and is deleted once, here.
        unsafe { irbridge_di_delete(self.0) }
    }
}

/// The shim's buffer as a string, freed.
///
/// # Safety
/// `p` is null or a buffer of `len` bytes from the shim, not used afterwards.
unsafe fn take(p: *mut c_char, len: usize) -> Option<String> {
    if p.is_null() {
        return None;
    }
    let bytes = std::slice::from_raw_parts(p as *const u8, len).to_vec();
    irbridge_debug_info_free(p);
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

fn parse(text: &str) -> DebugInfo {
    let mut di = DebugInfo::default();
    let num = |s: &str| s.parse::<usize>().unwrap_or(usize::MAX);
    for rec in text.split('\x1e') {
        let f: Vec<&str> = rec.split('\x1f').collect();
        match f.as_slice() {
            ["A", aliases] => di.aliases = aliases.to_string(),
            ["F", fi, loc] => {
                di.fns.entry(num(fi)).or_default().loc = Some(loc.to_string());
            }
            ["I", fi, bi, ii, loc] => {
                di.fns
                    .entry(num(fi))
                    .or_default()
                    .inst_locs
                    .insert((num(bi), num(ii)), loc.to_string());
            }
            ["G", gi, gve] => {
                di.globals.insert(num(gi), gve.to_string());
            }
            ["D", fi, bi, ii, kind, rank, op, var, expr, loc] => {
                let kind = match *kind {
                    "d" => "declare",
                    "l" => "label",
                    _ => "value",
                };
                let operand = operand(op);
                di.fns
                    .entry(num(fi))
                    .or_default()
                    .records
                    .entry((num(bi), num(ii)))
                    .or_default()
                    .push(Record {
                        kind,
                        rank: num(rank),
                        operand,
                        var: var.to_string(),
                        expr: expr.to_string(),
                        loc: loc.to_string(),
                    });
            }
            _ => {}
        }
    }
    di
}

fn operand(op: &str) -> DbgOperand {
    if op == "-" {
        return DbgOperand::Label;
    }
    let (tag, rest) = op.split_at(1.min(op.len()));
    match tag {
        "a" => DbgOperand::Arg(rest.parse().unwrap_or(usize::MAX)),
        "i" => {
            let mut it = rest.split(',').map(|x| x.parse().unwrap_or(usize::MAX));
            DbgOperand::Inst(
                it.next().unwrap_or(usize::MAX),
                it.next().unwrap_or(usize::MAX),
            )
        }
        "t" => {
            let v: Vec<usize> = rest
                .split(',')
                .map(|x| x.parse().unwrap_or(usize::MAX))
                .collect();
            match v.as_slice() {
                [b, i, t] => DbgOperand::Term(*b, *i, *t),
                _ => DbgOperand::Unsupported("a malformed operand".into()),
            }
        }
        "c" => DbgOperand::Const(rest.to_string()),
        "u" => DbgOperand::Unsupported(rest.to_string()),
        _ => DbgOperand::Dropped(rest.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_records() {
        let di = parse("A\x1f#a = #llvm.di_file<\"x\" in \"\">\n\x1eF\x1f0\x1floc\x1eD\x1f0\x1f1\x1f2\x1fv\x1f0\x1fi1,0\x1f#v\x1f#llvm.di_expression<>\x1funknown\x1e");
        assert!(di.aliases.starts_with("#a = "));
        assert_eq!(di.fns[&0].loc.as_deref(), Some("loc"));
        let r = &di.fns[&0].records[&(1, 2)][0];
        assert_eq!(r.kind, "value");
        assert_eq!(r.operand, DbgOperand::Inst(1, 0));
        assert_eq!(
            operand("c(int i32 -3)"),
            DbgOperand::Const("(int i32 -3)".into())
        );
        assert_eq!(operand("xwhy"), DbgOperand::Dropped("why".into()));
        assert_eq!(operand("t0,3,2"), DbgOperand::Term(0, 3, 2));
    }
}
