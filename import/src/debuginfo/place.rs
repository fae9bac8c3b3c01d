//! Where the debug records go in a function's text, as MLIR 19's `ModuleImport` places the
//! intrinsics: labels where they are; variable records once the function is converted, each right
//! after the definition of its operand (at the start of the block for block arguments, after the
//! constants for constants), so that records processed later come first.

use super::{DbgOperand, FnDebug, Record};
use crate::module::{Emitter, Scope, R};
use llvm_ir::{Constant, ConstantRef, Function};
use rustc_hash::FxHashMap;

/// Collects the positions of one function's text while it is written (see `functions.rs`).
#[derive(Default)]
pub struct Placer {
    /// Variable records in the order upstream processes them.
    pending: Vec<Record>,
    /// Text offset just after the ops of instruction (block, instruction).
    after: FxHashMap<(usize, usize), usize>,
    /// Text offset of the first op of each block but the entry.
    starts: FxHashMap<usize, usize>,
}

impl Placer {
    /// Writes the label records before instruction (`bi`, `ii`) and keeps its variable records.
    pub fn labels(&mut self, di: &mut FnDebug, bi: usize, ii: usize, text: &mut String) {
        let Some(recs) = di.records.remove(&(bi, ii)) else {
            return;
        };
        for r in recs {
            if r.kind == "label" {
                if r.operand == DbgOperand::Label {
                    text.push_str(&format!("    llvm.intr.dbg.label {} loc({})\n", r.var, r.loc));
                }
            } else {
                self.pending.push(r);
            }
        }
    }

    pub fn defined(&mut self, bi: usize, ii: usize, at: usize) {
        self.after.insert((bi, ii), at);
    }

    pub fn block_start(&mut self, bi: usize, at: usize) {
        self.starts.insert(bi, at);
    }

    /// Puts the variable records in `text`; returns the records on arguments (they go before the
    /// constants) and on constants (after them).
    pub fn place(
        self,
        e: &mut Emitter,
        s: &mut Scope,
        f: &Function,
        _di: &mut FnDebug,
        text: &mut String,
        what: &str,
    ) -> R<(String, String)> {
        let mut args = String::new();
        let mut consts = String::new();
        // (offset, sequence) → op text; later records first at one offset.
        let mut inserts: Vec<(usize, usize, String)> = vec![];
        // The scope keys constants by address: those made here live until the scope is done.
        let mut keep: Vec<ConstantRef> = vec![];
        for (seq, r) in self.pending.into_iter().enumerate() {
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
                    args.insert_str(0, &op(&format!("%arg{n}"), &ty));
                }
                DbgOperand::Inst(b, i) => {
                    let Some(bb) = f.basic_blocks.get(*b) else {
                        continue;
                    };
                    let Some(inst) = bb.instrs.get(*i) else {
                        e.warn(format!(
                            "a debug record on the result of a terminator is dropped (in function {what})"
                        ));
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
                    inserts.push((at, seq, op(&v, &ty)));
                }
                DbgOperand::Const { kind, ty, value } => {
                    let Some(c) = constant(e, kind, ty, *value) else {
                        e.warn(format!(
                            "a debug record on a constant of type {ty} is dropped (in function {what})"
                        ));
                        continue;
                    };
                    // An equal constant materialised already is the value (same type too:
                    // llvm-ir's constants carry their types).
                    let found = s
                        .materialized
                        .as_ref()
                        .and_then(|m| m.iter().find(|(k, _)| **k == *c))
                        .map(|(_, v)| v.clone());
                    let v = match found {
                        Some(v) => v,
                        None => e.constant(s, &c)?,
                    };
                    keep.push(c);
                    consts.insert_str(0, &op(&v, ty));
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
        // From the end, so offsets stay valid; at one offset the later record goes first.
        inserts.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (at, _, t) in inserts {
            text.insert_str(at, &t);
        }
        drop(keep);
        Ok((args, consts))
    }
}

/// The llvm-ir constant of a record's constant operand.
fn constant(e: &Emitter, kind: &str, ty: &str, value: i64) -> Option<ConstantRef> {
    let types = &e.m.types;
    let t = match ty {
        "!llvm.ptr" => types.pointer(),
        "f16" => types.fp(llvm_ir::types::FPType::Half),
        "f32" => types.fp(llvm_ir::types::FPType::Single),
        "f64" => types.fp(llvm_ir::types::FPType::Double),
        _ => {
            let bits: u32 = ty.strip_prefix('i')?.parse().ok()?;
            types.int(bits)
        }
    };
    let c = match kind {
        "int" => {
            let bits: u32 = ty.strip_prefix('i')?.parse().ok()?;
            let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
            Constant::Int {
                bits,
                value: value as u64 & mask,
            }
        }
        "float" if ty == "f32" => {
            Constant::Float(llvm_ir::constant::Float::Single(f32::from_bits(value as u32)))
        }
        "float" if ty == "f64" => {
            Constant::Float(llvm_ir::constant::Float::Double(f64::from_bits(value as u64)))
        }
        "null" => Constant::Null(t),
        "poison" => Constant::Poison(t),
        "undef" => Constant::Undef(t),
        _ => return None,
    };
    Some(ConstantRef::new(c))
}
