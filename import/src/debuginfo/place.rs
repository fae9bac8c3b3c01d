//! Where the debug records go in a function's text. Labels stay where they are. Variable records
//! are placed once the function is converted, at the points MLIR 19's `ModuleImport` uses: right after
//! the definition of the operand; after the PHIs for a block argument; at the start of the entry block
//! for function arguments and constants; before the terminator of the first dominated block for an
//! invoke result.
//!
//! Records that share a point keep the order in which they are processed (the order of the input
//! in upstream's block order). Upstream 19 inserts each one at the point itself, so records sharing
//! a point come out reversed. That changes what a debugger shows when two records on one variable
//! share a point, and an import of its own export reverses them again, so upstream's import is never
//! a fixpoint. At the start of the entry block, the records on arguments and constants come after
//! every constant; upstream interleaves them, in an order that also depends on the processing order.
//! The positions relative to instructions are upstream's; `tests/debuginfo.rs` checks this against
//! upstream, up to the order of records sharing a point.
use super::{DbgOperand, FnDebug, Record};
use crate::module::{Emitter, Scope, R};
use llvm_ir::{Constant, ConstantRef, Function};
use rustc_hash::FxHashMap;

// The ops this file writes, named by their records.
const DBG_LABEL: &str = irbridge::dialect::llvm::intr::DBG_LABEL.name;

/// Collects the positions of one function's text while it is written (see `functions.rs`); does
/// nothing for a function without debug records (see [`Placer::new`]).
#[derive(Default)]
pub struct Placer {
    /// The function has records.
    active: bool,
    /// Variable records in the order upstream processes them.
    pending: Vec<Record>,
    /// Text offset just after the ops of instruction (block, instruction).
    after: FxHashMap<(usize, usize), usize>,
    /// Text offset of the first op of each block but the entry.
    starts: FxHashMap<usize, usize>,
    /// Text offset of each block's terminator.
    terms: FxHashMap<usize, usize>,
}

impl Placer {
    pub fn new(di: &FnDebug) -> Self {
        Placer {
            active: !di.records.is_empty(),
            ..Default::default()
        }
    }

    /// Writes the label records before instruction (`bi`, `ii`) and keeps its variable records.
    pub fn labels(&mut self, di: &mut FnDebug, bi: usize, ii: usize, text: &mut String) {
        if !self.active {
            return;
        }
        let Some(recs) = di.records.remove(&(bi, ii)) else {
            return;
        };
        for r in recs {
            if r.kind == "label" {
                if r.operand == DbgOperand::Label {
                    text.push_str(&format!("    {DBG_LABEL} {} loc({})\n", r.var, r.loc));
                }
            } else {
                self.pending.push(r);
            }
        }
    }

    pub fn defined(&mut self, bi: usize, ii: usize, at: usize) {
        if self.active {
            self.after.insert((bi, ii), at);
        }
    }

    pub fn terminator(&mut self, bi: usize, at: usize) {
        if self.active {
            self.terms.insert(bi, at);
        }
    }

    pub fn block_start(&mut self, bi: usize, at: usize) {
        if self.active {
            self.starts.insert(bi, at);
        }
    }

    /// Puts the variable records in `text`; returns the start of the entry block: the constants of
    /// the scope's prelude with the records on arguments and constants among them.
    pub fn place(
        self,
        e: &mut Emitter,
        s: &mut Scope,
        f: &Function,
        _di: &mut FnDebug,
        text: &mut String,
        what: &str,
    ) -> R<String> {
        if !self.active {
            return Ok(std::mem::take(&mut s.prelude));
        }
        // The start of the entry block: the constants (those upstream materialises for records
        // too, after the others, in processing order), then the records on arguments and constants
        // in processing order.
        let mut head: Vec<String> = vec![];
        // (offset, before the terminator, sequence, op text): at one offset, those after a
        // definition, then those before a terminator, each in processing order.
        let mut inserts: Vec<(usize, bool, usize, String)> = vec![];
        // The scope keys constants by address: those made here live until the scope is done.
        let mut keep: Vec<ConstantRef> = vec![];
        let mut pending = self.pending;
        pending.sort_by_key(|r| r.rank);
        for (seq, r) in pending.into_iter().enumerate() {
            let op = |v: &str, ty: &str| {
                let expr = if r.expr.is_empty() || r.expr == "#llvm.di_expression<>" {
                    String::new()
                } else {
                    format!(" {}", r.expr)
                };
                format!(
                    "    llvm.intr.dbg.{} {}{expr} = {v} : {ty} loc({})\n",
                    r.kind, r.var, r.loc
                )
            };
            match &r.operand {
                DbgOperand::Arg(n) => {
                    let Some(p) = f.parameters.get(*n) else {
                        continue;
                    };
                    let ty = e.ty(&p.ty)?;
                    head.push(op(&format!("%arg{n}"), &ty));
                }
                DbgOperand::Inst(b, i) => {
                    let Some(bb) = f.basic_blocks.get(*b) else {
                        continue;
                    };
                    let Some(inst) = bb.instrs.get(*i) else {
                        continue;
                    };
                    let Some(dest) = inst.try_get_result() else {
                        continue;
                    };
                    let is_phi = matches!(inst, llvm_ir::Instruction::Phi(_));
                    let at = if is_phi {
                        self.starts.get(b).copied()
                    } else {
                        self.after.get(&(*b, *i)).copied()
                    };
                    let Some(at) = at else {
                        e.warn(format!(
                            "a debug record on a value of a block that is not imported is dropped (in function {what})"
                        ));
                        continue;
                    };
                    let ty = e.m.type_of(inst);
                    let ty = e.ty(&ty)?;
                    let v = s.local(dest);
                    inserts.push((at, false, seq, op(&v, &ty)));
                }
                DbgOperand::Term(b, i, target) => {
                    let term = f
                        .basic_blocks
                        .get(*b)
                        .filter(|bb| bb.instrs.len() == *i)
                        .map(|bb| &bb.term);
                    let (Some(term), Some(&at)) = (term, self.terms.get(target)) else {
                        e.warn(format!(
                            "a debug record on the result of a terminator is dropped (in function {what})"
                        ));
                        continue;
                    };
                    let Some(dest) = term.try_get_result() else {
                        continue;
                    };
                    let ty = e.m.type_of(term);
                    let ty = e.ty(&ty)?;
                    let v = s.local(dest);
                    inserts.push((at, true, seq, op(&v, &ty)));
                }
                DbgOperand::Const(desc) => {
                    let Some(c) = constant(e, desc) else {
                        e.warn(format!(
                            "a debug record on the constant {desc} is dropped (in function {what})"
                        ));
                        continue;
                    };
                    // An equal constant materialised already is the value (same type too:
                    // llvm-ir's constants carry their types); otherwise it is materialised now.
                    let found = s
                        .materialized
                        .as_ref()
                        .and_then(|m| m.iter().find(|(k, _)| **k == *c))
                        .map(|(_, v)| v.clone());
                    let ty = e.type_of_operand(&llvm_ir::Operand::ConstantOperand(c.clone()))?;
                    let v = match found {
                        Some(v) => v,
                        None => e.constant(s, &c)?,
                    };
                    keep.push(c);
                    head.push(op(&v, &ty));
                }
                DbgOperand::Label => {}
                DbgOperand::Unsupported(why) => {
                    e.warn(format!(
                        "a debug record is dropped: {why} is not supported (in function {what})"
                    ));
                }
                DbgOperand::Dropped(why) => {
                    if e.opts.expensive_warnings {
                        e.warn(format!("dropped debug record: {why} (in function {what})"));
                    }
                }
            }
        }
        // From the end, so offsets stay valid; at one offset each insertion goes before the
        // previous ones, so the last record goes in first.
        inserts.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(b.2.cmp(&a.2)));
        for (at, _, _, t) in inserts {
            text.insert_str(at, &t);
        }
        drop(keep);
        let mut entry = std::mem::take(&mut s.prelude);
        entry.extend(head);
        Ok(entry)
    }
}

/// The llvm-ir constant the shim describes as `desc` (`(int i32 5)`, `(vec v2xfloat (float float
/// 1065353216) ...)`, `(global 6768)`, ...; see `cpp/debuginfo.cpp`), `None` if it is malformed.
fn constant(e: &Emitter, desc: &str) -> Option<ConstantRef> {
    let spaced = desc.replace('(', " ( ").replace(')', " ) ");
    let mut toks = spaced.split_whitespace().peekable();
    let c = sexpr(e, &mut toks)?;
    toks.next().is_none().then_some(c)
}

fn sexpr<'a>(
    e: &Emitter,
    toks: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>,
) -> Option<ConstantRef> {
    if toks.next()? != "(" {
        return None;
    }
    let kind = toks.next()?;
    let c = if kind == "global" {
        let hex = toks.next()?;
        let bytes: Option<Vec<u8>> = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
            .collect();
        let name = String::from_utf8(bytes?).ok()?;
        // The value type, as llvm-ir's own references carry it: the same global is then the same
        // constant (the C API's type of a variable, the signature of a function).
        let ty = e
            .facts
            .as_ref()
            .and_then(|f| f.global_types.get(&name).cloned())
            .or_else(|| {
                let defined = e.m.functions.iter().find(|f| f.name == name);
                let declared = e.m.func_declarations.iter().find(|f| f.name == name);
                let (ret, params, var) = match (defined, declared) {
                    (Some(f), _) => (&f.return_type, &f.parameters, f.is_var_arg),
                    (_, Some(f)) => (&f.return_type, &f.parameters, f.is_var_arg),
                    _ => return None,
                };
                let params = params.iter().map(|p| p.ty.clone()).collect();
                Some(e.m.types.func_type(ret.clone(), params, var))
            })
            .unwrap_or_else(|| e.m.types.pointer());
        Constant::GlobalReference {
            name: llvm_ir::Name::from(name),
            ty,
        }
    } else {
        let tdesc = toks.next()?;
        let t = ty(e, tdesc)?;
        match kind {
            "int" => {
                let bits: u32 = tdesc.strip_prefix('i')?.parse().ok()?;
                let v: i64 = toks.next()?.parse().ok()?;
                let mask = if bits >= 64 {
                    u64::MAX
                } else {
                    (1u64 << bits) - 1
                };
                Constant::Int {
                    bits,
                    value: v as u64 & mask,
                }
            }
            "float" => {
                use llvm_ir::constant::Float;
                let v: i64 = toks.next()?.parse().ok()?;
                // (llvm-ir's half and bfloat constants carry no value: not importable here.)
                Constant::Float(match tdesc {
                    "float" => Float::Single(f32::from_bits(v as u32)),
                    "double" => Float::Double(f64::from_bits(v as u64)),
                    _ => return None,
                })
            }
            "null" => Constant::Null(t),
            "poison" => Constant::Poison(t),
            "undef" => Constant::Undef(t),
            "zero" => Constant::AggregateZero(t),
            "vec" | "arr" => {
                let mut elems = vec![];
                while toks.peek() == Some(&"(") {
                    elems.push(sexpr(e, toks)?);
                }
                if kind == "vec" {
                    Constant::Vector(elems)
                } else {
                    let element_type = match t.as_ref() {
                        llvm_ir::Type::ArrayType { element_type, .. } => element_type.clone(),
                        _ => return None,
                    };
                    Constant::Array {
                        element_type,
                        elements: elems,
                    }
                }
            }
            _ => return None,
        }
    };
    if toks.next()? != ")" {
        return None;
    }
    Some(ConstantRef::new(c))
}

/// The llvm-ir type of the shim's type description (`i32`, `p0`, `v4xfloat`, `a2xi8`, ...).
fn ty(e: &Emitter, d: &str) -> Option<llvm_ir::TypeRef> {
    use llvm_ir::types::FPType;
    let types = &e.m.types;
    Some(match d {
        "half" => types.fp(FPType::Half),
        "bfloat" => types.fp(FPType::BFloat),
        "float" => types.fp(FPType::Single),
        "double" => types.fp(FPType::Double),
        _ => match d.split_at(1) {
            ("i", n) => types.int(n.parse().ok()?),
            ("p", n) => types.pointer_in_addr_space(n.parse().ok()?),
            (k @ ("v" | "a"), rest) => {
                let (n, elem) = rest.split_once('x')?;
                let n: usize = n.parse().ok()?;
                let elem = ty(e, elem)?;
                if k == "v" {
                    types.vector_of(elem, n, false)
                } else {
                    types.array_of(elem, n)
                }
            }
            _ => return None,
        },
    })
}
