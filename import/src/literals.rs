//! Constants llvm-ir cannot hold (floats other than float/double, whose value it drops, and integers
//! wider than 64 bits, which it truncates) get their exact literal from the C API
//! ([`crate::c_api::Facts`]): both sides list such constants depth first in LLVM's operand order, and
//! the lists are paired only when they have the same length.

use crate::module::Emitter;
use llvm_ir::constant::Float;
use llvm_ir::{Constant, ConstantRef, Instruction as I, Operand, Terminator as T};

/// Depth-first special leaves of a constant, in LLVM operand order.
pub fn leaves(c: &ConstantRef, out: &mut Vec<ConstantRef>) {
    match c.as_ref() {
        Constant::Int { bits, .. } if *bits > 64 => out.push(c.clone()),
        // NaNs: their bits come from the C API (see `c_api::literals`).
        Constant::Float(Float::Single(x)) if x.is_nan() => out.push(c.clone()),
        Constant::Float(Float::Double(x)) if x.is_nan() => out.push(c.clone()),
        Constant::Float(Float::Single(_) | Float::Double(_)) => {}
        Constant::Float(_) => out.push(c.clone()),
        Constant::Struct { values, .. } => values.iter().for_each(|v| leaves(v, out)),
        Constant::Array { elements, .. } | Constant::Vector(elements) => {
            elements.iter().for_each(|v| leaves(v, out))
        }
        Constant::GetElementPtr(g) => {
            leaves(&g.address, out);
            g.indices.iter().for_each(|v| leaves(v, out));
        }
        Constant::Trunc(x) => leaves(&x.operand, out),
        Constant::PtrToInt(x) => leaves(&x.operand, out),
        Constant::IntToPtr(x) => leaves(&x.operand, out),
        Constant::BitCast(x) => leaves(&x.operand, out),
        Constant::AddrSpaceCast(x) => leaves(&x.operand, out),
        Constant::Add(x) => [&x.operand0, &x.operand1]
            .iter()
            .for_each(|v| leaves(v, out)),
        Constant::Sub(x) => [&x.operand0, &x.operand1]
            .iter()
            .for_each(|v| leaves(v, out)),
        Constant::Mul(x) => [&x.operand0, &x.operand1]
            .iter()
            .for_each(|v| leaves(v, out)),
        Constant::Xor(x) => [&x.operand0, &x.operand1]
            .iter()
            .for_each(|v| leaves(v, out)),
        Constant::ExtractElement(x) => [&x.vector, &x.index].iter().for_each(|v| leaves(v, out)),
        Constant::InsertElement(x) => [&x.vector, &x.element, &x.index]
            .iter()
            .for_each(|v| leaves(v, out)),
        Constant::ShuffleVector(x) => [&x.operand0, &x.operand1]
            .iter()
            .for_each(|v| leaves(v, out)),
        _ => {}
    }
}

fn op_leaves(ops: &[&Operand], out: &mut Vec<ConstantRef>) {
    for o in ops {
        if let Operand::ConstantOperand(c) = o {
            leaves(c, out);
        }
    }
}

/// An instruction's operands in LLVM's order (`None` for kinds not listed: no pairing then).
fn inst_operands(i: &I) -> Option<Vec<&Operand>> {
    macro_rules! bin {
        ($x:expr) => {
            vec![&$x.operand0, &$x.operand1]
        };
    }
    Some(match i {
        I::Add(x) => bin!(x),
        I::Sub(x) => bin!(x),
        I::Mul(x) => bin!(x),
        I::UDiv(x) => bin!(x),
        I::SDiv(x) => bin!(x),
        I::URem(x) => bin!(x),
        I::SRem(x) => bin!(x),
        I::And(x) => bin!(x),
        I::Or(x) => bin!(x),
        I::Xor(x) => bin!(x),
        I::Shl(x) => bin!(x),
        I::LShr(x) => bin!(x),
        I::AShr(x) => bin!(x),
        I::FAdd(x) => bin!(x),
        I::FSub(x) => bin!(x),
        I::FMul(x) => bin!(x),
        I::FDiv(x) => bin!(x),
        I::FRem(x) => bin!(x),
        I::ICmp(x) => bin!(x),
        I::FCmp(x) => bin!(x),
        I::FNeg(x) => vec![&x.operand],
        I::Freeze(x) => vec![&x.operand],
        I::Trunc(x) => vec![&x.operand],
        I::ZExt(x) => vec![&x.operand],
        I::SExt(x) => vec![&x.operand],
        I::FPTrunc(x) => vec![&x.operand],
        I::FPExt(x) => vec![&x.operand],
        I::FPToUI(x) => vec![&x.operand],
        I::FPToSI(x) => vec![&x.operand],
        I::UIToFP(x) => vec![&x.operand],
        I::SIToFP(x) => vec![&x.operand],
        I::BitCast(x) => vec![&x.operand],
        I::Select(x) => vec![&x.condition, &x.true_value, &x.false_value],
        I::Store(x) => vec![&x.value, &x.address],
        I::Phi(x) => x.incoming_values.iter().map(|(v, _)| v).collect(),
        I::InsertValue(x) => vec![&x.aggregate, &x.element],
        I::InsertElement(x) => vec![&x.vector, &x.element, &x.index],
        I::ExtractValue(x) => vec![&x.aggregate],
        // The mask is no operand in LLVM 19 (and holds no wide constants).
        I::ShuffleVector(x) => vec![&x.operand0, &x.operand1],
        I::GetElementPtr(x) => std::iter::once(&x.address).chain(&x.indices).collect(),
        I::AtomicRMW(x) => vec![&x.address, &x.value],
        I::CmpXchg(x) => vec![&x.address, &x.expected, &x.replacement],
        I::ExtractElement(x) => vec![&x.vector, &x.index],
        I::Call(x) => {
            let mut v: Vec<&Operand> = x.arguments.iter().map(|(a, _)| a).collect();
            if let either::Either::Right(f) = &x.function {
                v.push(f);
            }
            v
        }
        _ => return None,
    })
}

/// The special leaves of an instruction, or `None` if its operand order is not known here.
pub fn inst_leaves(i: &I) -> Option<Vec<ConstantRef>> {
    let mut out = vec![];
    op_leaves(&inst_operands(i)?, &mut out);
    Some(out)
}

pub fn term_leaves(t: &T) -> Option<Vec<ConstantRef>> {
    let mut out = vec![];
    match t {
        T::Ret(r) => {
            if let Some(o) = &r.return_operand {
                op_leaves(&[o], &mut out)
            }
        }
        T::Br(_) | T::Unreachable(_) => {}
        // LLVM's operands: the arguments, the two destinations, the callee.
        T::Invoke(x) => {
            let mut ops: Vec<&Operand> = x.arguments.iter().map(|(a, _)| a).collect();
            if let either::Either::Right(f) = &x.function {
                ops.push(f);
            }
            op_leaves(&ops, &mut out);
        }
        T::CondBr(b) => op_leaves(&[&b.condition], &mut out),
        T::Switch(sw) => {
            op_leaves(&[&sw.operand], &mut out);
            sw.dests.iter().for_each(|(c, _)| leaves(c, &mut out));
        }
        _ => return None,
    }
    Some(out)
}

impl Emitter<'_> {
    /// Pairs llvm-ir's special leaves with the C API's literals for one instruction or initializer.
    pub fn pair_literals(&mut self, ours: Vec<ConstantRef>, key: LitKey) {
        if ours.is_empty() {
            return;
        }
        let Some(facts) = self.facts() else { return };
        let theirs = match &key {
            LitKey::Inst(f, b, i) => facts.inst_literals.get(&(f.clone(), *b, *i)),
            LitKey::Global(g) => facts.global_literals.get(g),
        };
        let Some(theirs) = theirs.cloned() else {
            return;
        };
        if theirs.len() != ours.len() {
            return;
        }
        for (c, lit) in ours.into_iter().zip(theirs) {
            if let Some(lit) = lit {
                self.literals.insert(crate::constants::key(&c), (c, lit));
            }
        }
    }
}

/// Where a list of literals belongs.
pub enum LitKey {
    Inst(String, usize, usize),
    Global(String),
}
