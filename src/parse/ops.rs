//! Operations, regions, blocks and SSA values: the generic form, dispatch to custom forms, value scoping
//! and forward references, and the top-level entry point.

use super::lexer::TokenKind as T;
use super::Parser;
use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ModuleOp;
use crate::ir::resources::{Blob, ExternalValue};
use crate::ir::{Attribute, BlockId, OpId, OpState, RegionId, Sym, Type, ValueId};
use crate::ods::OpDef;
use rustc_hash::FxHashMap;

pub use crate::ods::asm::{RegionArg, SsaName, UnresolvedOperand};

struct Def {
    /// Most definitions bind one value (or one op's few results).
    values: smallvec::SmallVec<[ValueId; 2]>,
    off: u32,
}

struct ForwardRef {
    value: ValueId,
    off: u32,
}

/// Values visible in one isolated-from-above scope, with the names each nested region added (popped with it).
#[derive(Default)]
struct IsolatedScope {
    values: FxHashMap<SsaName, Def>,
    forward: FxHashMap<(SsaName, u32), ForwardRef>,
    region_defs: Vec<Vec<SsaName>>,
}

#[derive(Default)]
struct BlockScope {
    blocks: FxHashMap<String, (BlockId, Option<u32>, u32)>,
}

#[derive(Default)]
pub struct SsaState {
    isolated: Vec<IsolatedScope>,
    block_scopes: Vec<BlockScope>,
    default_dialects: Vec<&'static str>,
    /// Names of the ops whose custom forms are being parsed (innermost last), for the
    /// `custom op '...'` prefix of the interface's errors.
    pub(crate) custom_ops: Vec<&'static str>,
}

impl<'a> Parser<'a> {
    // ---- SSA uses ------------------------------------------------------------------------------------------
    pub fn parse_operand(&mut self) -> DResult<UnresolvedOperand> {
        if !self.at(T::PercentIdent) {
            return Err(self.err_wrong_token("expected SSA operand"));
        }
        let off = self.tok_start();
        let name = SsaName::new(&self.spelling()[1..]);
        self.bump();
        let mut number = 0;
        if self.at(T::HashIdent) {
            let s = &self.spelling()[1..];
            number = s
                .parse::<u32>()
                .map_err(|_| self.err_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand { name, number, off })
    }

    pub fn parse_optional_operand(&mut self) -> DResult<Option<UnresolvedOperand>> {
        if self.at(T::PercentIdent) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Zero or more comma-separated operands (no delimiters).
    pub fn parse_operand_list(&mut self) -> DResult<Vec<UnresolvedOperand>> {
        if !self.at(T::PercentIdent) {
            return Ok(vec![]);
        }
        self.parse_comma_list(|p| p.parse_operand())
    }

    /// `(%a, %b)` possibly empty.
    pub fn parse_operand_list_parens(&mut self) -> DResult<Vec<UnresolvedOperand>> {
        self.expect(T::LParen, "'(' to start operand list")?;
        let ops = self.parse_operand_list()?;
        self.expect(T::RParen, "')' to end operand list")?;
        Ok(ops)
    }

    /// Binds a use to its value, creating a typed forward reference if the value is not defined yet.
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> DResult<ValueId> {
        // Values of enclosing isolated scopes are visible to the parser, as upstream's are; the verifier
        // then reports the isolation violation with a better message than "undeclared".
        let found = self
            .ssa
            .isolated
            .iter()
            .rev()
            .find_map(|s| s.values.get(&u.name));
        if let Some(def) = found {
            let def_off = def.off;
            let Some(&v) = def.values.get(u.number as usize) else {
                return Err(self.err_at(u.off, "reference to invalid result number"));
            };
            let actual = self.ctx.value_type(v);
            if actual != ty {
                let msg = format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    u.name,
                    crate::print::type_to_string(self.ctx, ty),
                    crate::print::type_to_string(self.ctx, actual)
                );
                return Err(self
                    .err_at(u.off, msg)
                    .with_note(self.diag_loc_at(def_off), "prior use here"));
            }
            return Ok(v);
        }
        let key = (u.name.clone(), u.number);
        let scope = self.ssa.isolated.last().expect("no SSA scope");
        if let Some(fr) = scope.forward.get(&key) {
            let v = fr.value;
            let prev_off = fr.off;
            let actual = self.ctx.value_type(v);
            if actual != ty {
                let msg = format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    u.name,
                    crate::print::type_to_string(self.ctx, ty),
                    crate::print::type_to_string(self.ctx, actual)
                );
                return Err(self
                    .err_at(u.off, msg)
                    .with_note(self.diag_loc_at(prev_off), "prior use here"));
            }
            return Ok(v);
        }
        let v = self.ctx.placeholder_value(ty);
        let scope = self.ssa.isolated.last_mut().expect("no SSA scope");
        scope.forward.insert(
            key,
            ForwardRef {
                value: v,
                off: u.off,
            },
        );
        Ok(v)
    }

    pub fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
    ) -> DResult<Vec<ValueId>> {
        if us.len() != tys.len() {
            let off = us.first().map(|u| u.off).unwrap_or(self.tok_start());
            return Err(self.err_at(
                off,
                format!("{} operands present, but expected {}", us.len(), tys.len()),
            ));
        }
        us.iter()
            .zip(tys)
            .map(|(u, t)| self.resolve_operand(u, *t))
            .collect()
    }

    /// Resolves every operand to the same type.
    pub fn resolve_operands_same(
        &mut self,
        us: &[UnresolvedOperand],
        ty: Type,
    ) -> DResult<Vec<ValueId>> {
        us.iter().map(|u| self.resolve_operand(u, ty)).collect()
    }

    fn define_values(&mut self, name: &str, off: u32, values: &[ValueId]) -> DResult<()> {
        let scope = self.ssa.isolated.last_mut().expect("no SSA scope");
        if let Some(prev) = scope.values.get(name) {
            let prev_off = prev.off;
            return Err(self
                .err_at(off, format!("redefinition of SSA value '%{name}'"))
                .with_note(self.diag_loc_at(prev_off), "previously defined here"));
        }
        // Resolve forward references to these values.
        let has_forward = !self
            .ssa
            .isolated
            .last()
            .expect("no SSA scope")
            .forward
            .is_empty();
        for (i, &v) in values.iter().enumerate().filter(|_| has_forward) {
            let key = (SsaName::new(name), i as u32);
            let scope = self.ssa.isolated.last_mut().expect("no SSA scope");
            if let Some(fr) = scope.forward.remove(&key) {
                let expected = self.ctx.value_type(fr.value);
                let actual = self.ctx.value_type(v);
                if expected != actual {
                    let msg = format!(
                        "definition of SSA value '%{name}#{i}' has type '{}'",
                        crate::print::type_to_string(self.ctx, actual)
                    );
                    let note = format!(
                        "previously used here with type '{}'",
                        crate::print::type_to_string(self.ctx, expected)
                    );
                    return Err(self
                        .err_at(off, msg)
                        .with_note(self.diag_loc_at(fr.off), note));
                }
                self.ctx.replace_all_uses(fr.value, v);
            }
        }
        let scope = self.ssa.isolated.last_mut().expect("no SSA scope");
        let name = SsaName::new(name);
        if let Some(level) = scope.region_defs.last_mut() {
            level.push(name.clone());
        }
        scope.values.insert(
            name,
            Def {
                values: values.into(),
                off,
            },
        );
        Ok(())
    }

    // ---- blocks --------------------------------------------------------------------------------------------
    fn block_ref(&mut self, name: &str, off: u32) -> BlockId {
        let scope = self.ssa.block_scopes.last_mut().expect("no block scope");
        if let Some((b, _, _)) = scope.blocks.get(name) {
            return *b;
        }
        let b = self.ctx.new_block();
        let scope = self.ssa.block_scopes.last_mut().expect("no block scope");
        scope.blocks.insert(name.to_string(), (b, None, off));
        b
    }

    /// `^bb3`: a successor reference (may be defined later in the region).
    pub fn parse_successor(&mut self) -> DResult<BlockId> {
        if !self.at(T::CaretIdent) {
            return Err(self.err_here("expected block name"));
        }
        if self.ssa.block_scopes.is_empty() {
            return Err(self.err_here("successors are only allowed inside a region"));
        }
        let off = self.tok_start();
        let name = self.spelling().to_string();
        self.bump();
        Ok(self.block_ref(&name, off))
    }

    /// `^bb1(%a, %b : i32, i64)` or `^bb1`.
    pub fn parse_successor_and_use_list(&mut self) -> DResult<(BlockId, Vec<ValueId>)> {
        let b = self.parse_successor()?;
        if !self.at(T::LParen) {
            return Ok((b, vec![]));
        }
        self.bump();
        let ops = self.parse_operand_list()?;
        let mut vals = vec![];
        if !ops.is_empty() {
            self.expect(T::Colon, "':'")?;
            let tys = self.parse_comma_list(|p| p.parse_type())?;
            vals = self.resolve_operands(&ops, &tys)?;
        }
        self.expect(T::RParen, "')'")?;
        Ok((b, vals))
    }

    // ---- regions -------------------------------------------------------------------------------------------
    /// `{ ... }` for the op being parsed; `args` become the entry block's arguments. A region opens
    /// no new name scope, also for an op isolated from above: upstream 19's parsers never enable
    /// name shadowing, so a name of the enclosing regions (the module's too) defined again inside is
    /// a redefinition, and one used inside is the verifier's isolation error.
    pub fn parse_region(&mut self, args: &[RegionArg]) -> DResult<RegionId> {
        self.nested(|p| p.parse_region_impl(args, false))
    }

    /// A region if the next token is `{`.
    pub fn parse_optional_region(&mut self, args: &[RegionArg]) -> DResult<Option<RegionId>> {
        if self.at(T::LBrace) {
            self.parse_region(args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_region_impl(&mut self, args: &[RegionArg], isolated: bool) -> DResult<RegionId> {
        let open = self.tok_start();
        self.expect(T::LBrace, "'{' to begin a region")?;
        let region = self.ctx.new_region();
        if isolated {
            self.ssa.isolated.push(IsolatedScope::default());
        }
        self.ssa
            .isolated
            .last_mut()
            .expect("scope")
            .region_defs
            .push(vec![]);
        self.ssa.block_scopes.push(BlockScope::default());
        let r = self.parse_region_body(region, args, open);
        // Pop scopes even on error so the parser state stays consistent.
        self.ssa.block_scopes.pop();
        let scope = self.ssa.isolated.last_mut().expect("scope");
        for name in scope.region_defs.pop().unwrap_or_default() {
            scope.values.remove(&name);
        }
        r?;
        if isolated {
            let scope = self.ssa.isolated.pop().expect("scope");
            if let Some((_, fr)) = scope.forward.iter().min_by_key(|(_, f)| f.off) {
                return Err(self.err_at(fr.off, "use of undeclared SSA value name"));
            }
        }
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        args: &[RegionArg],
        _open: u32,
    ) -> DResult<()> {
        if self.consume_if(T::RBrace) {
            if !args.is_empty() {
                let b = self.ctx.new_block();
                self.ctx.append_block(region, b);
                self.add_region_args(b, args)?;
            }
            return Ok(());
        }
        if !args.is_empty() && self.at(T::CaretIdent) {
            return Err(self.err_here("invalid block name in region with named arguments"));
        }
        if !self.at(T::CaretIdent) {
            let b = self.ctx.new_block();
            self.ctx.append_block(region, b);
            self.add_region_args(b, args)?;
            self.parse_block_body(b)?;
        }
        while !self.consume_if(T::RBrace) {
            if !self.at(T::CaretIdent) {
                return Err(self.err_here("expected block name"));
            }
            self.parse_block(region)?;
        }
        let scope = self.ssa.block_scopes.last().expect("block scope");
        if let Some((name, (_, _, off))) = scope
            .blocks
            .iter()
            .filter(|(_, v)| v.1.is_none())
            .min_by_key(|(_, v)| v.2)
        {
            return Err(self.err_at(*off, format!("reference to an undefined block '{name}'")));
        }
        Ok(())
    }

    fn add_region_args(&mut self, b: BlockId, args: &[RegionArg]) -> DResult<()> {
        for a in args {
            if !a.name.name.is_empty() {
                // Upstream's `getReferenceLoc`: a value of this name defined or used earlier in the
                // same isolated scope.
                let scope = self.ssa.isolated.last().expect("no SSA scope");
                let prior = scope
                    .values
                    .get(&a.name.name)
                    .map(|d| d.off)
                    .or_else(|| scope.forward.get(&(a.name.name.clone(), 0)).map(|f| f.off));
                if let Some(prior) = prior {
                    return Err(self
                        .err_at(
                            a.name.off,
                            format!("region entry argument '%{}' is already in use", a.name.name),
                        )
                        .with_note(self.diag_loc_at(prior), "previously referenced here"));
                }
            }
            // Upstream locates an argument without `loc(...)` at its name.
            let loc = match a.loc {
                Some(l) => l,
                None => self.loc_at(a.name.off),
            };
            let v = self.ctx.add_block_arg(b, a.ty, Some(loc));
            if !a.name.name.is_empty() {
                self.define_values(&a.name.name.clone(), a.name.off, &[v])?;
            }
        }
        Ok(())
    }

    fn parse_block(&mut self, region: RegionId) -> DResult<()> {
        let off = self.tok_start();
        let name = self.spelling().to_string();
        self.bump();
        let b = self.block_ref(&name, off);
        let scope = self.ssa.block_scopes.last_mut().expect("block scope");
        let entry = scope.blocks.get_mut(&name).expect("just inserted");
        if entry.1.is_some() {
            return Err(self.err_at(off, format!("redefinition of block '{name}'")));
        }
        entry.1 = Some(off);
        self.ctx.append_block(region, b);
        if self.consume_if(T::LParen) && !self.consume_if(T::RParen) {
            loop {
                let u = self.parse_operand()?;
                self.expect(T::Colon, "':' and type for SSA operand")?;
                let ty = self.parse_type()?;
                let loc = match self.parse_optional_trailing_loc()? {
                    Some(l) => l,
                    None => self.loc_at(u.off),
                };
                let v = self.ctx.add_block_arg(b, ty, Some(loc));
                self.define_values(&u.name, u.off, &[v])?;
                if self.consume_if(T::Comma) {
                    continue;
                }
                self.expect(T::RParen, "')' to end argument list")?;
                break;
            }
        }
        self.expect(T::Colon, "':' after block name")?;
        self.parse_block_body(b)
    }

    fn parse_block_body(&mut self, b: BlockId) -> DResult<()> {
        while !self.at(T::CaretIdent) && !self.at(T::RBrace) {
            let op = self.parse_operation()?;
            self.ctx.append_op(b, op);
        }
        Ok(())
    }

    // ---- operations ----------------------------------------------------------------------------------------
    /// `loc(...)` if present.
    pub fn parse_optional_trailing_loc(&mut self) -> DResult<Option<Attribute>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.parse_loc_body().map(Some)
    }

    pub fn parse_operation(&mut self) -> DResult<OpId> {
        self.nested(|p| p.parse_operation_impl())
    }

    fn parse_operation_impl(&mut self) -> DResult<OpId> {
        let start = self.tok_start();
        // Result list: `%a, %b:2 =`.
        let mut results: smallvec::SmallVec<[(SsaName, u32, u32); 1]> = Default::default();
        if self.at(T::PercentIdent) {
            loop {
                let off = self.tok_start();
                if !self.at(T::PercentIdent) {
                    return Err(self.err_here("expected valid ssa identifier"));
                }
                let name = SsaName::new(&self.spelling()[1..]);
                self.bump();
                let mut count = 1;
                if self.consume_if(T::Colon) {
                    if !self.at(T::Integer) {
                        return Err(self.err_here("expected integer number of results"));
                    }
                    count = self.spelling().parse::<u32>().unwrap_or(0);
                    if count < 1 {
                        return Err(
                            self.err_here("expected named operation to have at least 1 result")
                        );
                    }
                    self.bump();
                }
                results.push((name, count, off));
                if !self.consume_if(T::Comma) {
                    break;
                }
            }
            self.expect(T::Equal, "'=' after SSA name")?;
        }
        let name_off = self.tok_start();
        let op = if self.at(T::String) {
            self.parse_generic_operation()?
        } else if self.at(T::BareIdent) {
            self.parse_custom_operation()?
        } else {
            return Err(self.err_wrong_token("expected operation name in quotes"));
        };
        let nresults = self.ctx.ops[op].results.len();
        let declared: u32 = results.iter().map(|r| r.1).sum();
        if !results.is_empty() && nresults == 0 {
            return Err(self.err_at(start, "cannot name an operation with no results"));
        }
        if !results.is_empty() && declared as usize != nresults {
            return Err(self.err_at(
                start,
                format!("operation defines {nresults} results but was provided {declared} to bind"),
            ));
        }
        let _ = name_off;
        let mut next = 0usize;
        for (name, count, off) in results {
            let vals: smallvec::SmallVec<[ValueId; 4]> =
                self.ctx.ops[op].results[next..next + count as usize].into();
            next += count as usize;
            self.define_values(&name, off, &vals)?;
        }
        Ok(op)
    }

    /// The generic form: `"d.op"(%a) [^bb] <{props}> ({...}) {attrs} : (T) -> R`.
    fn parse_generic_operation(&mut self) -> DResult<OpId> {
        let name_off = self.tok_start();
        let raw = self.spelling_bytes();
        let body = raw.get(1..raw.len().saturating_sub(1)).unwrap_or(&[]);
        let name = String::from_utf8_lossy(&super::lexer::unescape(body)).to_string();
        if name.is_empty() {
            return Err(self.err_here("empty operation name is invalid"));
        }
        self.bump();
        let def = self.ctx.registry.lookup(&name);
        if def.is_none() {
            self.check_unregistered_op(&name, name_off)?;
        }
        let loc = self.loc_at(name_off);
        let sym = self.ctx.sym(&name);
        let mut st = OpState::new(sym, loc);
        let operands = self.parse_operand_list_parens()?;
        if self.at(T::LSquare) {
            st.successors = self
                .parse_comma_list_delimited(T::LSquare, T::RSquare, "", |p| p.parse_successor())?;
        }
        if self.consume_if(T::Less) {
            st.props = self.parse_attr_dict()?;
            st.props_written = true;
            self.expect(T::Greater, "'>' to close properties")?;
        }
        let pushed_dialect = self.push_default_dialect(def);
        let regions = if self.at(T::LParen) {
            self.parse_comma_list_delimited(T::LParen, T::RParen, "", |p| p.parse_region(&[]))
        } else {
            Ok(vec![])
        };
        if pushed_dialect {
            self.ssa.default_dialects.pop();
        }
        st.regions = regions?;
        if self.at(T::LBrace) {
            st.attrs = self.parse_attr_dict()?;
        }
        self.expect(T::Colon, "':' followed by operation type")?;
        let ty_off = self.tok_start();
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ctx.kind(fty) {
            crate::ir::TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return Err(self.err_at(ty_off, "expected function type")),
        };
        if inputs.len() != operands.len() {
            return Err(self.err_at(
                ty_off,
                // Upstream's wording, including its double space in the singular.
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { " " } else { "s" },
                    inputs.len()
                ),
            ));
        }
        st.operands = self.resolve_operands(&operands, &inputs)?;
        st.result_types = results;
        if let Some(l) = self.parse_optional_trailing_loc()? {
            st.loc = l;
        }
        if let Some(d) = def {
            if d.has_props() {
                // Upstream drops `<{...}>` entries the op has no property for.
                let ctx = &*self.ctx;
                st.props.retain(|(k, _)| d.is_inherent(ctx.str(*k)));
            }
            self.check_property_kinds(d, &st, name_off)?;
            apply_default_props(self.ctx, d, &mut st);
            // Inherent attributes written in the discardable dictionary move to the properties.
            let (inh, rest): (Vec<_>, Vec<_>) = st
                .attrs
                .drain(..)
                .partition(|(k, _)| d.is_inherent(self.ctx.str(*k)));
            st.attrs = rest;
            for (k, v) in inh {
                if !st.props.iter().any(|(pk, _)| *pk == k) {
                    st.props.push((k, v));
                }
            }
        }
        Ok(self.ctx.create_op(st))
    }

    fn check_unregistered_op(&self, name: &str, off: u32) -> DResult<()> {
        let dialect = name.split('.').next().unwrap_or("");
        if self.ctx.registry.allows_unknown_ops(dialect) {
            return Ok(());
        }
        if self.ctx.registry.is_known_dialect(dialect) {
            // Known dialects never allow unknown ops, even with --allow-unregistered-dialect.
            return Err(self.err_at(
                off,
                format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"),
            ));
        }
        if self.ctx.allow_unregistered {
            return Ok(());
        }
        Err(self.err_at(
            off,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    /// Regions of an op with a default dialect resolve unprefixed op names against it; other ops keep
    /// the enclosing default (`builtin` at the top level), as upstream's parser does.
    fn push_default_dialect(&mut self, def: Option<&'static OpDef>) -> bool {
        match def.and_then(|d| d.default_dialect) {
            Some(d) => {
                self.ssa.default_dialects.push(d);
                true
            }
            None => false,
        }
    }

    fn parse_custom_operation(&mut self) -> DResult<OpId> {
        let name_off = self.tok_start();
        let written = self.spelling();
        let def = if written.contains('.') {
            self.ctx.registry.lookup(written)
        } else {
            let dd = self
                .ssa
                .default_dialects
                .last()
                .copied()
                .unwrap_or("builtin");
            self.ctx.registry.lookup(&format!("{dd}.{written}"))
        };
        if let Some(d) = def.filter(|d| !d.has_custom_parser()) {
            // `OpState::parse`: a registered op without custom syntax.
            return Err(self.err_at(
                name_off,
                format!("custom op '{}' has no custom assembly form", d.name),
            ));
        }
        let Some(def) = def.filter(|d| d.has_custom_parser()) else {
            let dd = self
                .ssa
                .default_dialects
                .last()
                .copied()
                .unwrap_or("builtin");
            let msg = if written.contains('.') {
                let dialect = written.split('.').next().unwrap_or("");
                if self.ctx.registry.allows_unknown_ops(dialect) {
                    format!("custom op '{written}' is unknown")
                } else if self.ctx.registry.is_known_dialect(dialect) {
                    format!("custom op '{written}' is unknown (tried '{dd}.{written}' as well)")
                } else {
                    let note = format!(
                        "Registered dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                        self.ctx.registry.sorted_dialects().join(", ")
                    );
                    let msg = format!("Dialect `{dialect}' not found for custom op '{written}' ");
                    return Err(self
                        .err_at(name_off, msg)
                        .with_note(self.diag_loc_at(name_off), note));
                }
            } else {
                format!("custom op '{written}' is unknown (tried '{dd}.{written}' as well)")
            };
            return Err(self.err_at(name_off, msg));
        };
        self.bump();
        let loc = self.loc_at(name_off);
        let sym = self.ctx.sym(def.name);
        let mut st = OpState::new(sym, loc);
        st.def = Some(def);
        self.ssa.custom_ops.push(def.name);
        let pushed = self.push_default_dialect(Some(def));
        let r = self.parse_custom_form(def, &mut st, name_off);
        self.ssa.custom_ops.pop();
        if pushed {
            self.ssa.default_dialects.pop();
        }
        r?;
        if let Some(l) = self.parse_optional_trailing_loc()? {
            st.loc = l;
        }
        // Inherent attributes written in the attr-dict become properties and override what the custom
        // syntax set, as upstream does.
        let (inh, rest): (Vec<_>, Vec<_>) = st
            .attrs
            .drain(..)
            .partition(|(k, _)| def.is_inherent(self.ctx.str(*k)));
        st.attrs = rest;
        for (k, v) in inh {
            st.props.retain(|(pk, _)| *pk != k);
            st.props.push((k, v));
        }
        apply_default_props(self.ctx, def, &mut st);
        Ok(self.ctx.create_op_with_def(st, Some(def)))
    }

    /// The custom form of `def` after its name: its declarative format or its hooks.
    fn parse_custom_form(
        &mut self,
        def: &'static OpDef,
        st: &mut OpState,
        name_off: u32,
    ) -> DResult<()> {
        match def.assembly {
            crate::ods::Assembly::Custom { parse, .. } => parse(self, st),
            crate::ods::Assembly::Format(_) => match def.format() {
                Some(Ok(fmt)) => super::format::parse_with_format(self, st, def, fmt, name_off),
                Some(Err(e)) => Err(self.err_at(name_off, format!("internal error: {e}"))),
                None => Ok(()),
            },
            crate::ods::Assembly::Generic => Ok(()),
        }
    }

    /// Upstream converts the generic form's `<{...}>` to the op's property storage first
    /// (`setPropertiesFromAttr`: the attributes in the order of their names, then the segment
    /// sizes): an attribute of the wrong kind is "invalid properties".
    fn check_property_kinds(
        &self,
        def: &'static OpDef,
        st: &OpState,
        name_off: u32,
    ) -> DResult<()> {
        let ctx = &*self.ctx;
        let written = |name: &str| {
            st.props
                .iter()
                .find(|(k, _)| ctx.str(*k) == name)
                .map(|p| p.1)
        };
        let invalid = |why: String| {
            let shown = sorted_props_text(ctx, &st.props);
            self.err_at(
                name_off,
                format!("invalid properties {shown} for op {}: {why}", def.name),
            )
        };
        if !def.has_props() && !st.props.is_empty() {
            return Err(invalid("this operation does not support properties".into()));
        }
        let mut attrs: Vec<_> = def.attrs.iter().collect();
        attrs.sort_unstable_by_key(|a| a.name);
        for ad in attrs {
            let Some(v) = written(ad.name) else {
                continue;
            };
            if !ad.constraint.storage_accepts(ctx, v) {
                let text = crate::print::attr_to_string(ctx, v);
                return Err(invalid(match ad.constraint.storage {
                    crate::ods::constraint::AttrStorage::EnumProperty { class, .. } => {
                        format!(
                            "expected '{}' attribute to be an {class}, but got {text}",
                            ad.name
                        )
                    }
                    _ => format!(
                        "Invalid attribute `{}` in property conversion: {text}",
                        ad.name
                    ),
                }));
            }
        }
        for (t, name, n) in [
            (
                crate::ods::traits::ATTR_SIZED_OPERAND_SEGMENTS,
                "operandSegmentSizes",
                def.operands.len(),
            ),
            (
                crate::ods::traits::ATTR_SIZED_RESULT_SEGMENTS,
                "resultSegmentSizes",
                def.results.len(),
            ),
        ] {
            let Some(v) = written(name).filter(|_| def.has(t)) else {
                continue;
            };
            // `convertFromAttribute` into `std::array<int32_t, n>`.
            match ctx.attr_kind(v) {
                crate::ir::AttrKind::DenseArray { elem, values }
                    if ctx.is_signless_int(*elem) && ctx.int_width(*elem) == Some(32) =>
                {
                    if values.len() != n {
                        return Err(invalid(format!(
                            "size mismatch in attribute conversion: {} vs {n}",
                            values.len()
                        )));
                    }
                }
                _ => return Err(invalid("expected DenseI32ArrayAttr for key `value`".into())),
            }
        }
        Ok(())
    }

    /// The attribute dictionary of a custom form (`{...}` if present), merged into `st`.
    pub fn parse_optional_attr_dict_into(&mut self, st: &mut OpState) -> DResult<()> {
        if self.at(T::LBrace) {
            let d = self.parse_attr_dict()?;
            st.attrs.extend(d);
        }
        Ok(())
    }

    /// `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, st: &mut OpState) -> DResult<()> {
        if self.consume_keyword("attributes") {
            let d = self.parse_attr_dict()?;
            st.attrs.extend(d);
        }
        Ok(())
    }

    /// `@name` or `@"name"`.
    pub fn parse_symbol_name(&mut self) -> DResult<String> {
        if !self.at(T::AtIdent) {
            return Err(self.err_here("expected valid '@'-identifier for symbol name"));
        }
        let name = self.symbol_token_name()?;
        self.bump();
        Ok(name)
    }

    pub fn named_attr(&mut self, name: &str, value: Attribute) -> (Sym, Attribute) {
        (self.ctx.sym(name), value)
    }

    // ---- top level -----------------------------------------------------------------------------------------
    /// Parses a whole buffer: alias definitions and top-level ops. A single top-level `builtin.module` is
    /// returned as is; anything else is wrapped in an implicit module, as MLIR does.
    pub fn parse_top_level(&mut self) -> DResult<OpId> {
        self.ssa.isolated.push(IsolatedScope::default());
        self.ssa
            .isolated
            .last_mut()
            .expect("scope")
            .region_defs
            .push(vec![]);
        self.ssa.default_dialects.push("builtin");
        let mut ops = vec![];
        loop {
            match self.kind() {
                T::Eof => break,
                T::HashIdent => self.parse_attr_alias_def()?,
                T::BangIdent => self.parse_type_alias_def()?,
                T::FileMetadataBegin => self.parse_file_metadata()?,
                _ => ops.push(self.parse_operation()?),
            }
        }
        let scope = self.ssa.isolated.pop().expect("scope");
        if let Some((_, fr)) = scope.forward.iter().min_by_key(|(_, f)| f.off) {
            return Err(self.err_at(fr.off, "use of undeclared SSA value name"));
        }
        // `loc(#alias)` may name an alias defined further down (debuginfo output puts them last).
        self.resolve_deferred_locs()?;
        let module_sym = self.ctx.sym(ModuleOp::NAME);
        if ops.len() == 1 && self.ctx.ops[ops[0]].name == module_sym {
            return Ok(ops[0]);
        }
        // The implicit module is located at `"file":0:0`, as upstream's.
        let file = self.file.clone();
        let loc = self.ctx.file_loc(&file, 0, 0);
        let region = self.ctx.new_region();
        let block = self.ctx.new_block();
        self.ctx.append_block(region, block);
        for op in ops {
            self.ctx.append_op(block, op);
        }
        let mut st = OpState::new(module_sym, loc);
        st.regions = vec![region];
        Ok(self.ctx.create_op(st))
    }

    /// `{-# key: {...}, ... #-}` (MLIR's `parseFileMetadataDictionary`): `dialect_resources` give the
    /// builtin dialect's handles their blobs; `external_resources` are kept to be printed back, as
    /// `mlir-opt`'s fallback resource map keeps them.
    fn parse_file_metadata(&mut self) -> DResult<()> {
        self.bump();
        self.parse_list_until_metadata_end(|p| {
            let key_off = p.tok_start();
            let Some(key) = p.parse_optional_keyword() else {
                return Err(p.err_here("expected identifier key in file metadata dictionary"));
            };
            p.expect_wt(T::Colon, "expected ':'")?;
            match key.as_str() {
                "dialect_resources" => p.parse_resource_metadata(true),
                "external_resources" => p.parse_resource_metadata(false),
                _ => Err(p.err_at(
                    key_off,
                    format!("unknown key '{key}' in file metadata dictionary"),
                )),
            }
        })
    }

    /// MLIR's `parseCommaSeparatedListUntil(Token::file_metadata_end, ...)`.
    fn parse_list_until_metadata_end(
        &mut self,
        mut f: impl FnMut(&mut Self) -> DResult<()>,
    ) -> DResult<()> {
        if self.consume_if(T::FileMetadataEnd) {
            return Ok(());
        }
        f(self)?;
        while self.consume_if(T::Comma) {
            f(self)?;
        }
        self.expect_wt(T::FileMetadataEnd, "expected ',' or '#-}'")
    }

    /// `{ name: { key: value, ... }, ... }` of `dialect_resources` (`dialect`) or `external_resources`.
    fn parse_resource_metadata(&mut self, dialect: bool) -> DResult<()> {
        self.expect_wt(T::LBrace, "expected '{'")?;
        self.parse_list_until(T::RBrace, true, |p| {
            let name_off = p.tok_start();
            let Some(name) = p.parse_optional_keyword() else {
                return Err(p.err_here("expected identifier key for 'resource' entry"));
            };
            p.expect_wt(T::Colon, "expected ':'")?;
            p.expect_wt(T::LBrace, "expected '{'")?;
            if dialect {
                p.parse_dialect_resources(&name, name_off)
            } else {
                p.parse_external_resources(&name)
            }
        })
    }

    /// The entries of dialect `name` in `dialect_resources`: only the builtin dialect has resources
    /// (blobs of `dense_resource` handles); of irbridge's other dialects, upstream's `llvm` has an
    /// `OpAsmDialectInterface` that declares none, the rest have no such interface.
    fn parse_dialect_resources(&mut self, name: &str, name_off: u32) -> DResult<()> {
        // The parser names no dialect but through the registry; these two are upstream facts.
        let builtin = "builtin";
        if name != builtin && !self.ctx.registry.is_known_dialect(name) {
            return Err(self.err_at(name_off, format!("dialect '{name}' is unknown")));
        }
        if name != builtin && name != "llvm" {
            return Err(self.err_here(format!(
                "unexpected 'resource' section for dialect '{name}'"
            )));
        }
        self.parse_list_until(T::RBrace, true, |p| {
            let key_off = p.tok_start();
            let Some(key) = p.parse_optional_keyword() else {
                return Err(p.err_here("expected identifier key for 'resource' entry"));
            };
            if name != builtin {
                return Err(p.err_at(
                    key_off,
                    format!("unknown 'resource' key '{key}' for dialect '{name}'"),
                ));
            }
            let handle = p.ctx.resources.declare(&key);
            p.expect_wt(T::Colon, "expected ':'")?;
            let blob = p.parse_resource_blob(&key)?;
            p.ctx.resources.set_blob(handle, blob);
            Ok(())
        })
    }

    /// The entries of the external resource group `name`, kept as they are.
    fn parse_external_resources(&mut self, name: &str) -> DResult<()> {
        self.ctx.resources.declare_external_group(name);
        self.parse_list_until(T::RBrace, true, |p| {
            let Some(key) = p.parse_optional_keyword() else {
                return Err(p.err_here("expected identifier key for 'external_resources' entry"));
            };
            p.expect_wt(T::Colon, "expected ':'")?;
            let value = if p.is_keyword("true") || p.is_keyword("false") {
                let v = p.is_keyword("true");
                p.bump();
                ExternalValue::Bool(v)
            } else if p.at(T::String) && p.spelling_bytes().starts_with(b"\"0x") {
                ExternalValue::Blob(p.parse_resource_blob(&key)?)
            } else if p.at(T::String) {
                let v = p.string_value();
                p.bump();
                ExternalValue::String(v.into())
            } else {
                return Err(p.err_here(format!("expected string value for key '{key}'")));
            };
            p.ctx.resources.add_external(name, &key, value);
            Ok(())
        })
    }

    /// A blob written as a hex string (MLIR's `ParsedResourceEntry::parseAsBlob`): the alignment in
    /// the first 4 bytes (little-endian), then the data. The token is consumed whatever it is.
    fn parse_resource_blob(&mut self, key: &str) -> DResult<Blob> {
        let off = self.tok_start();
        let bytes = if self.at(T::String) {
            hex_blob(self.spelling_bytes())
        } else {
            None
        };
        self.bump();
        let Some(bytes) = bytes else {
            return Err(self.err_at(off, format!("expected hex string blob for key '{key}'")));
        };
        if bytes.len() < 4 {
            return Err(self.err_at(
                off,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            ));
        }
        let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.err_at(
                off,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
                ),
            ));
        }
        if bytes.len() == 4 {
            // An empty blob has no alignment, as upstream's default `AsmResourceBlob`.
            return Ok(Blob::default());
        }
        let mut data = bytes;
        data.drain(..4);
        Ok(Blob {
            align,
            data: data.into_boxed_slice(),
        })
    }

    fn parse_attr_alias_def(&mut self) -> DResult<()> {
        let name = self.spelling()[1..].to_string();
        if self.attr_aliases.contains_key(&name) {
            return Err(self.err_here(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.err_here("attribute names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        if !self.consume_if(T::Equal) {
            return Err(self.err_wrong_token("expected '=' in attribute alias definition"));
        }
        let a = self.parse_attr(None)?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> DResult<()> {
        let name = self.spelling()[1..].to_string();
        if self.type_aliases.contains_key(&name) {
            return Err(self.err_here(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.err_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        if !self.consume_if(T::Equal) {
            return Err(self.err_wrong_token("expected '=' in type alias definition"));
        }
        let t = self.parse_type()?;
        self.type_aliases.insert(name, t);
        Ok(())
    }
}

/// The bytes of a string token `"0x<hex>"` (its raw spelling, quotes included; MLIR's
/// `Token::getHexStringValue`): `None` unless it is `0x` and an even number of hex digits.
fn hex_blob(spelling: &[u8]) -> Option<Vec<u8>> {
    let body = spelling.get(1..spelling.len().checked_sub(1)?)?;
    let hex = body.strip_prefix(b"0x")?;
    if hex.len() % 2 != 0 {
        return None;
    }
    let digit = |c: u8| char::from(c).to_digit(16).map(|d| d as u8);
    hex.chunks_exact(2)
        .map(|p| Some(digit(p[0])? << 4 | digit(p[1])?))
        .collect()
}

/// The written `<{...}>` as upstream shows it in "invalid properties": a dictionary, sorted by name.
fn sorted_props_text(
    ctx: &crate::ir::Context,
    props: &[(crate::ir::Sym, crate::ir::Attribute)],
) -> String {
    let mut sorted = props.to_vec();
    ctx.sort_named(&mut sorted);
    crate::verify::named_attrs_text(ctx, &sorted)
}

/// Adds the properties `def` gives default values to, where the input left them out.
fn apply_default_props(ctx: &mut crate::ir::Context, def: &OpDef, st: &mut OpState) {
    crate::ods::materialize_default_props(ctx, def, st)
}

/// Parses `src` (named `file` in diagnostics) into a module.
pub fn parse_source(
    ctx: &mut crate::ir::Context,
    file: &str,
    src: &[u8],
    line_offset: u32,
) -> Result<OpId, Diagnostic> {
    let mut p = Parser::new(ctx, file, src, line_offset);
    p.parse_top_level()
}
