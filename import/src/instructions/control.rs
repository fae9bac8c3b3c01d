//! Terminators. Successors pass the values their PHI nodes expect from this block as block arguments.

use super::line;
use crate::functions::Body;
use crate::module::{Emitter, Scope, R};
use irbridge::dialect::llvm::ops::call::InvokeOp;
use irbridge::dialect::llvm::ops::control::{
    BrOp, CondBrOp, ResumeOp, ReturnOp, SwitchOp, UnreachableOp,
};
use llvm_ir::{Name, Terminator as T};

// The terminators this file writes, named by their records.
const RETURN: &str = ReturnOp::NAME;
const BR: &str = BrOp::NAME;
const COND_BR: &str = CondBrOp::NAME;
const SWITCH: &str = SwitchOp::NAME;
const UNREACHABLE: &str = UnreachableOp::NAME;
const RESUME: &str = ResumeOp::NAME;
const INVOKE: &str = InvokeOp::NAME;

impl Emitter<'_> {
    /// The case values of the current switch as the C API printed them (llvm-ir truncates case
    /// values to 64 bits): the last `n` wide literals of the instruction's operands, which are its
    /// cases in order (the condition, when a constant, comes first).
    fn wide_case_values(&mut self, n: usize) -> Option<Vec<String>> {
        let pos = self.pos.clone();
        let lits = self.facts()?.inst_literals.get(&pos)?;
        let cases = lits.get(lits.len().checked_sub(n)?..)?;
        cases
            .iter()
            .map(|l| Some(l.as_deref()?.split_once(" : ")?.0.to_string()))
            .collect()
    }

    /// `^bb3(%a, %b : i32, i32)`: the target and the PHI values for the edge `from -> to`. An edge
    /// into a forwarding block (see `functions::switch_forwarders`) is an edge to its destination.
    fn successor(&mut self, s: &mut Scope, body: &Body, from: &Name, to: &Name) -> R<String> {
        match body.forwards.get(to) {
            Some(&dest) => self.edge(s, body, to, dest, true),
            None => self.edge(s, body, from, to, false),
        }
    }

    /// The target `to` with the values its PHIs take from `from`. With `forwarded`, `from` is a
    /// forwarding block: a value that is one of its own PHIs is replaced by that PHI's one incoming
    /// value.
    fn edge(
        &mut self,
        s: &mut Scope,
        body: &Body,
        from: &Name,
        to: &Name,
        forwarded: bool,
    ) -> R<String> {
        let label = body
            .labels
            .get(to)
            .ok_or_else(|| format!("branch to unknown block {}", crate::names::llvm_name(to)))?
            .clone();
        let phis = &body.phis[to];
        if phis.is_empty() {
            return Ok(label);
        }
        let mut vals = vec![];
        let mut tys = vec![];
        for p in phis {
            let (v, _) = p
                .incoming_values
                .iter()
                .find(|(_, b)| b == from)
                .ok_or_else(|| {
                    format!(
                        "PHI {} has no value for predecessor {}",
                        crate::names::llvm_name(&p.dest),
                        crate::names::llvm_name(from)
                    )
                })?;
            let v = match v {
                llvm_ir::Operand::LocalOperand { name, .. } if forwarded => body.phis[from]
                    .iter()
                    .find(|q| &q.dest == name)
                    .map_or(v, |q| &q.incoming_values[0].0),
                _ => v,
            };
            tys.push(self.ty(&p.to_type)?);
            vals.push(self.operand(s, v)?);
        }
        Ok(format!("{label}({} : {})", vals.join(", "), tys.join(", ")))
    }

    pub fn terminator(
        &mut self,
        s: &mut Scope,
        body: &Body,
        block: &Name,
        t: &T,
        text: &mut String,
    ) -> R<()> {
        let md = self.metadata();
        let loop_attr = match (&md.loop_annotation, t) {
            (Some(l), T::Br(_) | T::CondBr(_)) => format!(" {{loop_annotation = {l}}}"),
            (Some(_), _) => {
                self.warn(format!("a loop annotation on `{t}` is dropped"));
                String::new()
            }
            _ => String::new(),
        };
        match t {
            T::Ret(r) => match &r.return_operand {
                Some(o) => {
                    let ty = self.type_of_operand(o)?;
                    let v = self.operand(s, o)?;
                    line(text, None, &format!("{RETURN} {v} : {ty}"));
                }
                None => line(text, None, RETURN),
            },
            T::Br(b) => {
                let d = self.successor(s, body, block, &b.dest)?;
                line(text, None, &format!("{BR} {d}{loop_attr}"));
            }
            T::CondBr(b) => {
                let c = self.operand(s, &b.condition)?;
                let t = self.successor(s, body, block, &b.true_dest)?;
                let f = self.successor(s, body, block, &b.false_dest)?;
                let w = match md.branch_weights.as_deref() {
                    Some([a, b]) => format!(" weights([{a}, {b}])"),
                    _ => String::new(),
                };
                line(
                    text,
                    None,
                    &format!("{COND_BR} {c}{w}, {t}, {f}{loop_attr}"),
                );
            }
            T::Switch(sw) => {
                let ty = self.type_of_operand(&sw.operand)?;
                let v = self.operand(s, &sw.operand)?;
                let def = self.successor(s, body, block, &sw.default_dest)?;
                let mut cases = vec![];
                let wide = self.wide_case_values(sw.dests.len());
                for (n, (c, dest)) in sw.dests.iter().enumerate() {
                    let k = match (c.as_ref(), &wide) {
                        (llvm_ir::Constant::Int { bits, value }, _) if *bits <= 64 => {
                            crate::constants::sext(*value, *bits).to_string()
                        }
                        // MLIR 19's switch syntax holds case values as unsigned 64-bit numbers
                        // (its printer writes wider ones truncated, so upstream imports them
                        // wrong): only those in range are exact.
                        (llvm_ir::Constant::Int { bits, .. }, Some(w))
                            if *bits > 64 && w[n].parse::<u64>().is_ok() =>
                        {
                            w[n].clone()
                        }
                        (llvm_ir::Constant::Int { bits, .. }, Some(w)) => {
                            return Err(format!(
                                "switch case value {} : i{bits} is outside 0..2^64, which MLIR \
                                 19's {SWITCH} cannot print (upstream 19 imports it truncated)",
                                w[n]
                            ))
                        }
                        _ => {
                            return Err("switch case values wider than 64 bits need the input \
                                        bytes"
                                .into())
                        }
                    };
                    cases.push(format!(
                        "      {k}: {}",
                        self.successor(s, body, block, dest)?
                    ));
                }
                let sw_w = match md.branch_weights.as_deref() {
                    Some(w) if w.len() == sw.dests.len() + 1 => format!(
                        " {{branch_weights = array<i32: {}>}}",
                        w.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    _ => String::new(),
                };
                if cases.is_empty() {
                    line(text, None, &format!("{SWITCH} {v} : {ty}, {def} []{sw_w}"));
                } else {
                    line(
                        text,
                        None,
                        &format!(
                            "{SWITCH} {v} : {ty}, {def} [\n{}\n    ]{sw_w}",
                            cases.join(",\n")
                        ),
                    );
                }
            }
            T::Unreachable(_) => line(text, None, UNREACHABLE),
            T::Resume(r) => {
                let ty = self.type_of_operand(&r.operand)?;
                let v = self.operand(s, &r.operand)?;
                line(text, None, &format!("{RESUME} {v} : {ty}"));
            }
            T::Invoke(i) => {
                let (callee, vals, tys, ret, vararg) =
                    self.call_parts(s, &i.function, &i.function_ty, &i.arguments)?;
                // The result is defined only on the normal edge: where a PHI there takes it, the PHI
                // values are passed by a trampoline block placed before the destination (as upstream
                // 19 does).
                let normal = self.successor(s, body, block, &i.return_label)?;
                let needs_tramp = if body.forwards.contains_key(&i.return_label) {
                    normal.contains('(')
                } else {
                    body.phis.get(&i.return_label).is_some_and(|phis| {
                        phis.iter().any(|p| {
                            p.incoming_values.iter().any(|(v, b)| {
                                b == block
                                    && matches!(v, llvm_ir::Operand::LocalOperand { name, .. } if *name == i.result)
                            })
                        })
                    })
                };
                let tramp = if needs_tramp {
                    let label = format!("^inv{}", s.next_local);
                    s.next_local += 1;
                    Some((label, normal.clone()))
                } else {
                    None
                };
                let to = tramp.as_ref().map(|t| t.0.clone()).unwrap_or(normal);
                // PHIs of the landing pad's block take the invoke's unwind operands (printed apart
                // from the callee's, unlike upstream 19's printer).
                let unwind = self.successor(s, body, block, &i.exception_label)?;
                let cc = crate::functions::cconv(&i.calling_convention)?;
                let d = if ret == "()" {
                    None
                } else {
                    Some(s.local(&i.result))
                };
                let weights = match md.branch_weights.as_deref() {
                    Some(w) => {
                        let w: Vec<String> = w.iter().map(|x| x.to_string()).collect();
                        format!(" {{branch_weights = array<i32: {}>}}", w.join(", "))
                    }
                    None => String::new(),
                };
                let rhs = match callee {
                    super::calls::Callee::Direct(f) => format!(
                        "{INVOKE} {cc}{f}({}) to {to} unwind {unwind}{vararg}{weights} : ({}) -> {ret}",
                        vals.join(", "),
                        tys.join(", ")
                    ),
                    super::calls::Callee::Indirect(o) => {
                        let pt = self.type_of_operand(&o)?;
                        let p = self.operand(s, &o)?;
                        format!(
                            "{INVOKE} {cc}{p}({}) to {to} unwind {unwind}{vararg}{weights} : {pt}, ({}) -> {ret}",
                            vals.join(", "),
                            tys.join(", ")
                        )
                    }
                };
                line(text, d.as_deref(), &rhs);
                if let Some((label, normal)) = tramp {
                    let mut block = format!("  {label}:\n");
                    line(&mut block, None, &format!("{BR} {normal}"));
                    s.blocks_before.push((i.return_label.clone(), block));
                }
            }
            T::IndirectBr(_) => {
                return Err(
                    "indirectbr is not supported (llvm-ir does not carry blockaddress operands)"
                        .into(),
                )
            }
            other => return Err(format!("unsupported terminator '{other}'")),
        }
        Ok(())
    }
}
