//! Parsing an op's custom form from its declarative format ([`crate::ods::format::Format`]), as the
//! parser `OpFormatGen` generates for it would: elements in order, optional groups tried on their
//! first element, then regions, successors, segment sizes and types resolved the same way.

use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, OpState, Type, TypeKind};
use crate::ods::asm::{AsmParser, Punct};
use crate::ods::constraint::{AttrStorage, TypeClass};
use crate::ods::format::{
    DirectiveParseArgs, Elem, Format, OptionalGroup, ParseState, TypeArg, TypeSource, VarRef,
};
use crate::ods::{traits, Arity, OpDef, Presence};

/// Parses the custom form of `def` into `st`; `name_off` is where the op name starts.
pub fn parse_with_format(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    def: &'static OpDef,
    fmt: &Format,
    name_off: u32,
) -> DResult<()> {
    let mut s = ParseState {
        operands: vec![vec![]; def.operands.len()],
        operand_offs: vec![0; def.operands.len()],
        operand_types: vec![vec![]; def.operands.len()],
        result_types: vec![vec![]; def.results.len()],
        attrs: vec![None; def.attrs.len()],
        regions: vec![vec![]; def.regions.len()],
        successors: vec![vec![]; def.successors.len()],
        ..Default::default()
    };
    let mut fp = FormatParser {
        p,
        def,
        fmt,
        name_off,
    };
    for e in &fmt.elems {
        fp.elem(e, &mut s, st, false)?;
    }
    fp.finish(s, st)
}

struct FormatParser<'a, 'p> {
    p: &'a mut (dyn AsmParser + 'p),
    def: &'static OpDef,
    fmt: &'a Format,
    name_off: u32,
}

impl FormatParser<'_, '_> {
    fn elem(
        &mut self,
        e: &Elem,
        s: &mut ParseState,
        st: &mut OpState,
        in_optional: bool,
    ) -> DResult<()> {
        match e {
            Elem::Literal(lit) => self.literal(lit),
            Elem::Space(_) | Elem::Newline => Ok(()),
            Elem::Attr { index, qualified } => {
                let optional = !in_optional
                    && matches!(
                        self.def.attrs[*index].presence,
                        Presence::Optional | Presence::OptionalDefault(_)
                    );
                let a = self.attr(*index, *qualified, optional)?;
                s.attrs[*index] = a;
                Ok(())
            }
            Elem::Operand(g) => self.operand(*g, s),
            Elem::Region(r) => {
                if self.def.regions[*r].variadic {
                    s.regions[*r] = self.region_list()?;
                } else {
                    let region = self.p.parse_region(&[])?;
                    self.ensure_block(region);
                    s.regions[*r] = vec![region];
                }
                Ok(())
            }
            Elem::Successor(i) => {
                if self.def.successors[*i].variadic {
                    s.successors[*i] = self.successor_list()?;
                } else {
                    s.successors[*i] = vec![self.p.parse_successor()?];
                }
                Ok(())
            }
            Elem::AttrDict { with_keyword } => {
                let off = self.p.offset();
                let before = st.attrs.len();
                if *with_keyword {
                    self.p.parse_optional_attr_dict_with_keyword(st)?;
                } else {
                    self.p.parse_optional_attr_dict(st)?;
                }
                self.verify_inherent_attrs(&st.attrs[before..], off)
            }
            Elem::PropDict => self.p.parse_optional_prop_dict(st),
            Elem::Operands => {
                s.all_operands_off = self.p.offset();
                s.all_operands = self.p.parse_operand_list()?;
                Ok(())
            }
            Elem::Regions => {
                s.all_regions = self.region_list()?;
                Ok(())
            }
            Elem::Successors => {
                s.all_successors = self.successor_list()?;
                Ok(())
            }
            Elem::Type { arg, qualified } => self.type_directive(*arg, *qualified, s),
            Elem::FunctionalType { inputs, results } => {
                let off = self.p.offset();
                let t = self.p.parse_type()?;
                let TypeKind::Function {
                    inputs: ins,
                    results: outs,
                } = self.p.ctx_ref().kind(t).clone()
                else {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of type specified".into()));
                };
                *types_slot(s, *inputs) = ins;
                *types_slot(s, *results) = outs;
                Ok(())
            }
            Elem::Custom { directive, args } => {
                let d = self.def.directives[*directive];
                for a in args {
                    if let crate::ods::format::DirArg::Operand(g) = a {
                        s.operand_offs[*g] = self.p.offset();
                    }
                }
                let mut dargs = DirectiveParseArgs { args, state: s };
                (d.parse)(self.p, st, &mut dargs)
            }
            Elem::Optional(g) => self.optional(g, s, st),
        }
    }

    fn literal(&mut self, lit: &str) -> DResult<()> {
        if lit.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic()) {
            let off = self.p.offset();
            if !self.p.parse_optional_keyword(lit) {
                return Err(self.p.error_at(off, format!("expected '{lit}'")));
            }
            return Ok(());
        }
        match Punct::from_text(lit) {
            Some(punct) => self.p.parse_punct(punct),
            None => Err(self.p.error_here(format!("unsupported literal '{lit}'"))),
        }
    }

    /// Tries an optional group's first element; true if the group is present.
    fn optional_first(&mut self, e: &Elem, s: &mut ParseState, st: &mut OpState) -> DResult<bool> {
        match e {
            Elem::Literal(lit) => {
                if lit.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic()) {
                    Ok(self.p.parse_optional_keyword(lit))
                } else {
                    Ok(Punct::from_text(lit).is_some_and(|pu| self.p.parse_optional_punct(pu)))
                }
            }
            Elem::Attr { index, qualified } => {
                let a = self.attr(*index, *qualified, true)?;
                s.attrs[*index] = a;
                Ok(a.is_some())
            }
            Elem::Operand(g) => {
                self.operand(*g, s)?;
                Ok(!s.operands[*g].is_empty())
            }
            Elem::Region(r) => {
                if self.def.regions[*r].variadic {
                    s.regions[*r] = self.region_list()?;
                    Ok(!s.regions[*r].is_empty())
                } else if self.p.at_region() {
                    let region = self.p.parse_region(&[])?;
                    self.ensure_block(region);
                    s.regions[*r] = vec![region];
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            Elem::Successor(_) => {
                if !self.p.at_successor() {
                    return Ok(false);
                }
                self.elem(e, s, st, true)?;
                Ok(true)
            }
            Elem::Custom { .. } => {
                // An optional custom directive: present if it consumed anything.
                let before = self.p.offset();
                self.elem(e, s, st, true)?;
                Ok(self.p.offset() != before)
            }
            other => {
                self.elem(other, s, st, true)?;
                Ok(true)
            }
        }
    }

    fn optional(&mut self, g: &OptionalGroup, s: &mut ParseState, st: &mut OpState) -> DResult<()> {
        let first = &g.then[g.then_start];
        let present = self.optional_first(first, s, st)?;
        let (elems, then_branch) = if present {
            (&g.then[g.then_start + 1..], true)
        } else {
            (&g.els[g.else_start.min(g.els.len())..], false)
        };
        if !present && g.els.is_empty() {
            return Ok(());
        }
        if let Some(unit) = g.unit_anchor {
            if then_branch != g.inverted {
                let a = self.p.ctx().attr(AttrKind::Unit);
                s.attrs[unit] = Some(a);
            }
        }
        for e in elems {
            if matches!(e, Elem::Attr { index, .. } if Some(*index) == g.unit_anchor) {
                continue;
            }
            self.elem(e, s, st, true)?;
        }
        Ok(())
    }

    fn operand(&mut self, g: usize, s: &mut ParseState) -> DResult<()> {
        s.operand_offs[g] = self.p.offset();
        match self.def.operands[g].arity {
            Arity::Variadic => s.operands[g] = self.p.parse_operand_list()?,
            Arity::Optional => {
                if let Some(u) = self.p.parse_optional_operand()? {
                    s.operands[g].push(u);
                }
            }
            Arity::Single => s.operands[g] = vec![self.p.parse_operand()?],
        }
        Ok(())
    }

    fn region_list(&mut self) -> DResult<Vec<crate::ir::RegionId>> {
        let mut v = vec![];
        if self.p.at_region() {
            let r = self.p.parse_region(&[])?;
            self.ensure_block(r);
            v.push(r);
            while self.p.parse_optional_punct(Punct::Comma) {
                let r = self.p.parse_region(&[])?;
                self.ensure_block(r);
                v.push(r);
            }
        }
        Ok(v)
    }

    /// `ensureTerminator` / an empty entry block for single-block regions.
    fn ensure_block(&mut self, region: crate::ir::RegionId) {
        if !self.def.has(traits::IMPLICIT_TERMINATOR) && !self.def.has(traits::SINGLE_BLOCK) {
            return;
        }
        let ctx = self.p.ctx();
        if ctx.regions[region].first.is_none() {
            let b = ctx.new_block();
            ctx.append_block(region, b);
        }
        if let Some(term) = self.def.implicit_terminator {
            // Upstream adds it to the region's last block, located at the op's name.
            let loc = self.p.loc_at(self.name_off);
            let ctx = self.p.ctx();
            let Some(b) = ctx.regions[region].last else {
                return;
            };
            let has_terminator = ctx.blocks[b]
                .last
                .is_some_and(|o| ctx.ops[o].def.is_some_and(|d| d.has(traits::TERMINATOR)));
            if !has_terminator {
                let name = ctx.sym(term.name);
                let mut t = OpState::new(name, loc);
                t.def = Some(term);
                let op = ctx.create_op(t);
                ctx.append_op(b, op);
            }
        }
    }

    fn successor_list(&mut self) -> DResult<Vec<crate::ir::BlockId>> {
        let mut v = vec![];
        if self.p.at_successor() {
            v.push(self.p.parse_successor()?);
            while self.p.parse_optional_punct(Punct::Comma) {
                v.push(self.p.parse_successor()?);
            }
        }
        Ok(v)
    }

    fn attr(
        &mut self,
        index: usize,
        qualified: bool,
        optional: bool,
    ) -> DResult<Option<Attribute>> {
        let ad = &self.def.attrs[index];
        let off = self.p.offset();
        match ad.constraint.storage {
            AttrStorage::IntEnum(def) => {
                let keyword_ok = |k: &str| def.cases.iter().any(|c| c.0 == k && is_keyword(c.0));
                let text: Option<String> = match self.p.peek_keyword() {
                    Some(k) if keyword_ok(k) => {
                        let k = k.to_string();
                        self.p.parse_optional_any_keyword();
                        Some(k)
                    }
                    _ => match self.p.parse_optional_string() {
                        Some(b) => Some(String::from_utf8_lossy(&b).into_owned()),
                        None if optional => None,
                        None => {
                            let list: Vec<&str> = def.cases.iter().map(|c| c.0).collect();
                            return Err(self.p.error_at(
                                off,
                                format!(
                                    "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                                    ad.name,
                                    list.join(", ")
                                ),
                            ));
                        }
                    },
                };
                let Some(text) = text else { return Ok(None) };
                let Some(v) = def.symbolize(&text) else {
                    return Err(self.p.error_at(
                        off,
                        format!("invalid {} attribute specification: \"{text}\"", ad.name),
                    ));
                };
                let ctx = self.p.ctx();
                let ty = ctx.int(def.int_width());
                Ok(Some(ctx.int_attr(ty, v as i64)))
            }
            AttrStorage::SymbolName => match self.p.parse_optional_symbol_name() {
                Some(name) => {
                    let ctx = self.p.ctx();
                    Ok(Some(ctx.attr(AttrKind::String {
                        value: name.into(),
                        ty: None,
                    })))
                }
                None if optional => Ok(None),
                None => Err(self
                    .p
                    .error_at(off, "expected valid '@'-identifier for symbol name".into())),
            },
            AttrStorage::Unit => {
                if optional && !self.p.at_attribute() {
                    return Ok(None);
                }
                let a = self.p.parse_attribute(None)?;
                if !matches!(self.p.ctx_ref().attr_kind(a), AttrKind::Unit) {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of attribute specified".into()));
                }
                Ok(Some(a))
            }
            AttrStorage::String => {
                if optional && !self.p.at_string() {
                    return Ok(None);
                }
                // `StrAttr`'s value type is `NoneType`: no `: type` suffix is read.
                let none = self.p.ctx().none_type();
                let a = self.p.parse_attribute(Some(none))?;
                if !matches!(self.p.ctx_ref().attr_kind(a), AttrKind::String { .. }) {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of attribute specified".into()));
                }
                Ok(Some(a))
            }
            AttrStorage::Any => {
                if optional && !self.p.at_attribute() {
                    return Ok(None);
                }
                self.p.parse_attribute(None).map(Some)
            }
            AttrStorage::Builtin { is, ty } => {
                if optional && !self.p.at_attribute() {
                    return Ok(None);
                }
                let ty: Option<Type> = ty.map(|f| f(self.p.ctx()));
                let a = self.p.parse_attribute(ty)?;
                if !is(self.p.ctx_ref(), a) {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of attribute specified".into()));
                }
                Ok(Some(a))
            }
            AttrStorage::DenseArray(width) => {
                if optional && !self.p.at_punct(Punct::LSquare) {
                    return Ok(None);
                }
                parse_dense_array_body(self.p, width).map(Some)
            }
            AttrStorage::EnumProperty { def, .. } => {
                if optional && !self.p.at_attribute() {
                    return Ok(None);
                }
                let a = if qualified {
                    self.p.parse_attribute(None)?
                } else {
                    self.p.parse_stripped_attribute(def.name, None)?
                };
                if crate::ods::enums::enum_value(self.p.ctx_ref(), a, def).is_none() {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of attribute specified".into()));
                }
                Ok(Some(a))
            }
            AttrStorage::Dialect { name, is } => {
                if optional && !self.p.at_attribute() {
                    return Ok(None);
                }
                let a = if qualified {
                    self.p.parse_attribute(None)?
                } else {
                    self.p.parse_stripped_attribute(name, None)?
                };
                if !is(self.p.ctx_ref(), a) {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of attribute specified".into()));
                }
                Ok(Some(a))
            }
        }
    }

    fn type_directive(&mut self, arg: TypeArg, qualified: bool, s: &mut ParseState) -> DResult<()> {
        let (arity, constraint) = match arg {
            TypeArg::Operand(g) => (
                self.def.operands[g].arity,
                Some(self.def.operands[g].constraint),
            ),
            TypeArg::Result(g) => (
                self.def.results[g].arity,
                Some(self.def.results[g].constraint),
            ),
            TypeArg::Operands | TypeArg::Results => (Arity::Variadic, None),
        };
        let types = match arity {
            Arity::Variadic => self.p.parse_type_list()?,
            Arity::Optional => self.p.parse_optional_type()?.into_iter().collect(),
            Arity::Single => {
                let off = self.p.offset();
                let class = constraint.map_or(TypeClass::Any, |c| c.class);
                let t = match class {
                    TypeClass::Dialect { name, .. } if !qualified => {
                        self.p.parse_stripped_type(name)?
                    }
                    _ => self.p.parse_type()?,
                };
                // `qualified(type(...))` parses any type (the verifier checks the constraint).
                let ok = match class {
                    _ if qualified => true,
                    TypeClass::Any => true,
                    TypeClass::Builtin(is) | TypeClass::Dialect { is, .. } => {
                        is(self.p.ctx_ref(), t)
                    }
                };
                if !ok {
                    return Err(self
                        .p
                        .error_at(off, "invalid kind of type specified".into()));
                }
                vec![t]
            }
        };
        *types_slot(s, arg) = types;
        Ok(())
    }

    /// `verifyInherentAttrs`: inherent attributes written in the attr-dict must satisfy their
    /// constraints (checked at the attr-dict, before the op exists).
    fn verify_inherent_attrs(
        &mut self,
        written: &[(crate::ir::Sym, Attribute)],
        off: u32,
    ) -> DResult<()> {
        for ad in self.def.attrs {
            let ctx = self.p.ctx_ref();
            let Some(&(_, a)) = written.iter().find(|(k, _)| ctx.str(*k) == ad.name) else {
                continue;
            };
            if !ad.constraint.accepts(ctx, a) {
                let msg = format!(
                    "'{}' op attribute '{}' failed to satisfy constraint: {}",
                    self.def.name, ad.name, ad.constraint.summary
                );
                return Err(self.p.error_at(off, msg));
            }
        }
        Ok(())
    }

    /// Regions, successors, segment sizes and types, once every element is parsed.
    fn finish(&mut self, mut s: ParseState, st: &mut OpState) -> DResult<()> {
        let def = self.def;
        // Attributes bound by variables become properties.
        for (i, a) in s.attrs.iter().enumerate() {
            if let Some(a) = a {
                let k = self.p.sym(def.attrs[i].name);
                st.props.retain(|(pk, _)| *pk != k);
                st.props.push((k, *a));
            }
        }
        if self.fmt.all_regions {
            st.regions.extend(std::mem::take(&mut s.all_regions));
        } else {
            for r in &mut s.regions {
                st.regions.append(r);
            }
        }
        if self.fmt.all_successors {
            st.successors.extend(std::mem::take(&mut s.all_successors));
        } else {
            for b in &mut s.successors {
                st.successors.append(b);
            }
        }
        if !self.fmt.all_operands && def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            let sizes: Vec<i128> = s.operands.iter().map(|g| g.len() as i128).collect();
            let ctx = self.p.ctx();
            let elem = ctx.i32();
            let a = ctx.attr(AttrKind::DenseArray {
                elem,
                values: sizes,
            });
            let k = ctx.sym("operandSegmentSizes");
            st.props.retain(|(pk, _)| *pk != k);
            st.props.push((k, a));
        }
        if !self.fmt.all_result_types && def.has(traits::ATTR_SIZED_RESULT_SEGMENTS) {
            let sizes: Vec<i128> = s.result_types.iter().map(|g| g.len() as i128).collect();
            let ctx = self.p.ctx();
            let elem = ctx.i32();
            let a = ctx.attr(AttrKind::DenseArray {
                elem,
                values: sizes,
            });
            let k = ctx.sym("resultSegmentSizes");
            st.props.push((k, a));
        }
        self.check_transformed_sources(&s)?;
        // Result types.
        if !self.fmt.infers_results {
            if self.fmt.all_result_types {
                st.result_types = std::mem::take(&mut s.all_result_types);
            } else {
                for i in 0..def.results.len() {
                    let tys = self.resolve(self.fmt.result_types[i], &s, Group::Result(i))?;
                    st.result_types.extend(tys);
                }
            }
        }
        // Operands.
        if !def.operands.is_empty() || self.fmt.all_operands {
            if self.fmt.all_operand_types {
                let (us, off) = if self.fmt.all_operands {
                    (std::mem::take(&mut s.all_operands), s.all_operands_off)
                } else {
                    (s.operands.concat(), self.name_off)
                };
                let tys = std::mem::take(&mut s.all_operand_types);
                st.operands = self.p.resolve_operands(&us, &tys, off)?;
            } else if self.fmt.all_operands {
                let mut tys = vec![];
                for i in 0..def.operands.len() {
                    tys.extend(self.resolve(self.fmt.operand_types[i], &s, Group::Operand(i))?);
                }
                let us = std::mem::take(&mut s.all_operands);
                st.operands = self.p.resolve_operands(&us, &tys, s.all_operands_off)?;
            } else {
                for i in 0..def.operands.len() {
                    let tys = self.resolve(self.fmt.operand_types[i], &s, Group::Operand(i))?;
                    let us = &s.operands[i];
                    let vals = if tys.len() == 1
                        && us.len() != 1
                        && !matches!(self.fmt.operand_types[i], TypeSource::Directive)
                    {
                        // One type for every operand of the group (`resolveOperands(range, type)`).
                        let mut v = vec![];
                        for u in us {
                            v.push(self.p.resolve_operand(u, tys[0])?);
                        }
                        v
                    } else {
                        self.p.resolve_operands(us, &tys, s.operand_offs[i])?
                    };
                    st.operands.extend(vals);
                }
            }
        }
        if self.fmt.infers_results {
            if let Some(infer) = def.infer_types {
                let tys = infer(self.p.ctx(), st).map_err(|m| self.p.error_at(self.name_off, m))?;
                st.result_types = tys;
            }
        }
        Ok(())
    }

    /// For a type resolved through a transformer, the variable it comes from must satisfy its
    /// constraint first ("'x' must be ..., but got ...").
    fn check_transformed_sources(&mut self, s: &ParseState) -> DResult<()> {
        let sources = self.fmt.result_types.iter().chain(&self.fmt.operand_types);
        let mut checked: Vec<VarRef> = vec![];
        for src in sources {
            let TypeSource::Var {
                var,
                transform: Some(_),
            } = *src
            else {
                continue;
            };
            if checked.contains(&var) {
                continue;
            }
            checked.push(var);
            let (name, c, tys) = match var {
                VarRef::Operand(i) => (
                    self.def.operands[i].name,
                    self.def.operands[i].constraint,
                    operand_types_of(s, i, self.fmt),
                ),
                VarRef::Result(i) => (
                    self.def.results[i].name,
                    self.def.results[i].constraint,
                    s.result_types[i].clone(),
                ),
                VarRef::Attr(_) => continue,
            };
            for t in tys {
                if !c.accepts(self.p.ctx_ref(), t) {
                    let got = crate::print::type_to_string(self.p.ctx_ref(), t);
                    return Err(self.p.error_at(
                        self.name_off,
                        format!("'{name}' must be {}, but got '{got}'", c.summary),
                    ));
                }
            }
        }
        Ok(())
    }

    fn resolve(&mut self, src: TypeSource, s: &ParseState, group: Group) -> DResult<Vec<Type>> {
        Ok(match src {
            TypeSource::Directive => match group {
                Group::Operand(i) => operand_types_of(s, i, self.fmt),
                Group::Result(i) => s.result_types[i].clone(),
            },
            TypeSource::Builder(b) => vec![b(self.p.ctx())],
            TypeSource::Infer => vec![],
            TypeSource::Var { var, transform } => {
                let base: Vec<Type> = match var {
                    VarRef::Operand(i) => {
                        let tys = operand_types_of(s, i, self.fmt);
                        if self.def.operands[i].arity == Arity::Variadic {
                            tys
                        } else {
                            tys.into_iter().take(1).collect()
                        }
                    }
                    VarRef::Result(i) => {
                        if self.def.results[i].arity == Arity::Variadic {
                            s.result_types[i].clone()
                        } else {
                            s.result_types[i].iter().copied().take(1).collect()
                        }
                    }
                    VarRef::Attr(i) => {
                        match s.attrs[i].and_then(|a| {
                            crate::ods::constraint::typed_attr_type(self.p.ctx_ref(), a)
                        }) {
                            Some(Some(t)) => vec![t],
                            // An untyped attribute (a string) has the `none` type.
                            Some(None) => vec![self.p.ctx().none_type()],
                            None => vec![],
                        }
                    }
                };
                match transform {
                    Some(t) => base
                        .into_iter()
                        .map(|ty| t.apply(self.p.ctx(), ty))
                        .collect(),
                    None => base,
                }
            }
        })
    }
}

#[derive(Copy, Clone)]
enum Group {
    Operand(usize),
    Result(usize),
}

/// The types parsed for operand group `i` (from its own directive, or its share of `type(operands)`).
fn operand_types_of(s: &ParseState, i: usize, fmt: &Format) -> Vec<Type> {
    if fmt.all_operand_types {
        // Not split per group: the whole list resolves the whole operand list.
        return s.all_operand_types.clone();
    }
    s.operand_types[i].clone()
}

fn types_slot(s: &mut ParseState, arg: TypeArg) -> &mut Vec<Type> {
    match arg {
        TypeArg::Operand(g) => &mut s.operand_types[g],
        TypeArg::Result(g) => &mut s.result_types[g],
        TypeArg::Operands => &mut s.all_operand_types,
        TypeArg::Results => &mut s.all_result_types,
    }
}

/// `[1, 2, 3]`: a `DenseI32ArrayAttr`/`DenseI64ArrayAttr` written without its `array<iN: ...>`
/// (`DenseArrayAttrImpl::parse`): each element an integer of `width` bits.
pub fn parse_dense_array_body(p: &mut dyn AsmParser, width: u32) -> DResult<Attribute> {
    p.parse_punct(Punct::LSquare)?;
    let mut values: Vec<i128> = vec![];
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let off = p.offset();
            if !p.at_integer() {
                return Err(p.error_at(off, "expected integer value".into()));
            }
            let Some(v) = p.parse_optional_integer()? else {
                return Err(p.error_at(off, "expected integer value".into()));
            };
            let lim = num_bigint::BigInt::from(1) << (width - 1);
            if v < -lim.clone() || v >= lim {
                return Err(p.error_at(off, "integer value too large".into()));
            }
            values.push(i128::try_from(v).unwrap_or(0));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let ctx = p.ctx();
    let elem = ctx.int(width);
    Ok(ctx.attr(AttrKind::DenseArray { elem, values }))
}

pub(crate) use crate::ods::format::is_keyword;
