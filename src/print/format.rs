//! Printing an op's custom form from its declarative format, with the spacing rules of the printer
//! `OpFormatGen` generates: a space before an element unless the previous literal asked for none,
//! no space before `)`, `]`, `,`, ... after punctuation, and so on.

use crate::ir::{AttrKind, Context, OpId, Type, ValueId};
use crate::ods::asm::AsmPrinter;
use crate::ods::constraint::{AttrStorage, TypeClass};
use crate::ods::format::{DirArg, DirectivePrintArgs, Elem, Format, OptionalGroup, TypeArg};
use crate::ods::{operand_group, prop, result_group, traits, Arity, OpDef};

/// Prints `op`'s custom form after its name.
pub fn print_with_format(p: &mut dyn AsmPrinter, op: OpId, def: &'static OpDef, fmt: &Format) {
    let mut fp = FormatPrinter {
        def,
        fmt,
        op,
        emit_space: true,
        last_was_punct: false,
    };
    for e in &fmt.elems {
        fp.elem(p, e);
    }
}

struct FormatPrinter<'a> {
    def: &'static OpDef,
    fmt: &'a Format,
    op: OpId,
    emit_space: bool,
    last_was_punct: bool,
}

/// `shouldEmitSpaceBefore`.
fn space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

impl FormatPrinter<'_> {
    fn literal(&mut self, p: &mut dyn AsmPrinter, value: &str) {
        if self.emit_space && space_before(value, self.last_was_punct) {
            p.write(" ");
        }
        p.write(value);
        let c = value.as_bytes()[0];
        self.emit_space = value.len() != 1 || !b"<({[".contains(&c);
        self.last_was_punct = c != b'_' && !c.is_ascii_alphabetic();
    }

    fn elem(&mut self, p: &mut dyn AsmPrinter, e: &Elem) {
        match e {
            Elem::Literal(v) => return self.literal(p, v),
            Elem::Space(true) => {
                p.write(" ");
                self.last_was_punct = false;
                self.emit_space = false;
                return;
            }
            Elem::Space(false) => {
                self.last_was_punct = true;
                self.emit_space = false;
                return;
            }
            Elem::Newline => {
                p.print_newline();
                return;
            }
            Elem::Optional(g) => return self.optional(p, g),
            Elem::AttrDict { with_keyword } => {
                let elided = self.elided_attrs(p.ctx());
                if *with_keyword {
                    p.print_optional_attr_dict_with_keyword(self.op, &elided);
                } else {
                    p.print_optional_attr_dict(self.op, &elided);
                }
                self.last_was_punct = false;
                return;
            }
            Elem::PropDict => {
                let ctx = p.ctx();
                let mut elided: Vec<&str> = self
                    .fmt
                    .used_attrs
                    .iter()
                    .map(|i| self.def.attrs[*i].name)
                    .collect();
                elided.extend(self.default_valued(ctx));
                p.write(" ");
                p.print_prop_dict(self.op, &elided);
                self.last_was_punct = false;
                return;
            }
            _ => {}
        }
        if self.emit_space || !self.last_was_punct {
            p.write(" ");
        }
        self.last_was_punct = false;
        self.emit_space = true;
        let op = self.op;
        match e {
            Elem::Attr { index, qualified } => self.attr(p, *index, *qualified),
            Elem::Operand(g) => {
                let vals = operand_group(p.ctx(), op, self.def, *g).to_vec();
                p.print_operands(&vals);
            }
            Elem::Region(r) => {
                let regions = region_group(p.ctx(), op, self.def, *r);
                for (i, region) in regions.into_iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    self.region(p, region);
                }
            }
            Elem::Successor(s) => {
                let ctx = p.ctx();
                let succs: Vec<_> = if self.def.successors[*s].variadic {
                    ctx.ops[op].successors.get(*s..).unwrap_or(&[]).to_vec()
                } else {
                    ctx.ops[op]
                        .successors
                        .get(*s)
                        .copied()
                        .into_iter()
                        .collect()
                };
                for (i, b) in succs.into_iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.print_successor(b);
                }
            }
            Elem::Custom { directive, args } => {
                let d = self.def.directives[*directive];
                let dargs = DirectivePrintArgs {
                    args,
                    def: self.def,
                    op,
                };
                (d.print)(p, op, &dargs);
            }
            Elem::Operands => {
                let vals = p.ctx().ops[op].operands.to_vec();
                p.print_operands(&vals);
            }
            Elem::Regions => {
                let regions = p.ctx().ops[op].regions.clone();
                for (i, region) in regions.into_iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    self.region(p, region);
                }
            }
            Elem::Successors => {
                let succs = p.ctx().ops[op].successors.clone();
                for (i, b) in succs.into_iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.print_successor(b);
                }
            }
            Elem::Type { arg, qualified } => self.type_directive(p, *arg, *qualified),
            Elem::FunctionalType { inputs, results } => {
                let ins = self.types_of(p.ctx(), *inputs);
                let outs = self.types_of(p.ctx(), *results);
                p.print_functional_type(&ins, &outs);
            }
            _ => {}
        }
    }

    fn region(&self, p: &mut dyn AsmPrinter, region: crate::ir::RegionId) {
        if !self.def.has(traits::IMPLICIT_TERMINATOR) {
            p.print_region(region, true, true);
            return;
        }
        let ctx = p.ctx();
        let print_terminator = match ctx.regions[region].first.and_then(|b| ctx.blocks[b].last) {
            Some(term) => {
                let d = &ctx.ops[term];
                !(d.attrs.is_empty()
                    && d.props.is_empty()
                    && d.operands.is_empty()
                    && d.results.is_empty())
            }
            None => true,
        };
        p.print_region(region, true, print_terminator);
    }

    fn attr(&self, p: &mut dyn AsmPrinter, index: usize, qualified: bool) {
        let ad = &self.def.attrs[index];
        let Some(a) = prop(p.ctx(), self.op, ad.name) else {
            return;
        };
        match ad.constraint.storage {
            AttrStorage::IntEnum(def) => {
                let v = p
                    .ctx()
                    .as_int_attr(a)
                    .and_then(num_traits::ToPrimitive::to_i128)
                    .and_then(|v| def.int_case(v));
                let text = v.map(|v| def.stringify(v)).unwrap_or_default();
                if crate::ods::format::is_keyword(&text) {
                    p.write(&text);
                } else {
                    p.print_string(text.as_bytes());
                }
            }
            AttrStorage::SymbolName => match p.ctx().attr_kind(a) {
                AttrKind::String { value, .. } => {
                    let v = value.clone();
                    p.print_symbol_name(&v);
                }
                _ => p.print_attribute(a),
            },
            AttrStorage::DenseArray(_) => print_dense_array_body(p, a),
            AttrStorage::EnumProperty { .. } if !qualified => p.print_stripped_attribute(a),
            AttrStorage::Builtin { ty: Some(_), .. } => p.print_attribute_without_type(a),
            AttrStorage::Dialect { .. } if !qualified => p.print_stripped_attribute(a),
            _ => p.print_attribute(a),
        }
    }

    fn type_directive(&self, p: &mut dyn AsmPrinter, arg: TypeArg, qualified: bool) {
        let single = match arg {
            TypeArg::Operand(g) => (self.def.operands[g].arity == Arity::Single).then(|| {
                (
                    operand_group(p.ctx(), self.op, self.def, g)
                        .first()
                        .copied(),
                    self.def.operands[g].constraint,
                )
            }),
            TypeArg::Result(g) => (self.def.results[g].arity == Arity::Single).then(|| {
                (
                    result_group(p.ctx(), self.op, self.def, g).first().copied(),
                    self.def.results[g].constraint,
                )
            }),
            _ => None,
        };
        if let Some((v, c)) = single {
            let Some(v) = v else { return };
            let t = p.ctx().value_type(v);
            match c.class {
                TypeClass::Dialect { is, .. } if !qualified && is(p.ctx(), t) => {
                    p.print_stripped_type(t)
                }
                _ => p.print_type(t),
            }
            return;
        }
        let tys = self.types_of(p.ctx(), arg);
        p.print_types(&tys);
    }

    fn types_of(&self, ctx: &Context, arg: TypeArg) -> Vec<Type> {
        let vals: Vec<ValueId> = match arg {
            TypeArg::Operand(g) => operand_group(ctx, self.op, self.def, g).to_vec(),
            TypeArg::Result(g) => result_group(ctx, self.op, self.def, g).to_vec(),
            TypeArg::Operands => ctx.ops[self.op].operands.to_vec(),
            TypeArg::Results => ctx.ops[self.op].results.to_vec(),
        };
        vals.iter().map(|v| ctx.value_type(*v)).collect()
    }

    fn optional(&mut self, p: &mut dyn AsmPrinter, g: &OptionalGroup) {
        let present = self.anchor_present(p.ctx(), &g.anchor) != g.inverted;
        let elems = if present { &g.then } else { &g.els };
        for e in elems {
            if let (Some(u), Elem::Attr { index, .. }) = (g.unit_anchor, e) {
                if *index == u {
                    continue;
                }
            }
            self.elem(p, e);
        }
    }

    fn anchor_present(&self, ctx: &Context, e: &Elem) -> bool {
        let op = self.op;
        match e {
            Elem::Operand(g) => !operand_group(ctx, op, self.def, *g).is_empty(),
            Elem::Type { arg, .. } => self.arg_present(ctx, *arg),
            Elem::FunctionalType { inputs, .. } => self.arg_present(ctx, *inputs),
            Elem::Region(r) => region_group(ctx, op, self.def, *r)
                .iter()
                .any(|r| ctx.regions[*r].first.is_some()),
            Elem::Successor(_) => !ctx.ops[op].successors.is_empty(),
            Elem::Attr { index, .. } => self.attr_present(ctx, *index),
            Elem::Custom { args, .. } => args.iter().any(|a| match a {
                DirArg::Operand(g) => !operand_group(ctx, op, self.def, *g).is_empty(),
                DirArg::Attr(i) => self.attr_present(ctx, *i),
                DirArg::Type(t) => self.arg_present(ctx, *t),
                DirArg::Region(r) => region_group(ctx, op, self.def, *r)
                    .iter()
                    .any(|r| ctx.regions[*r].first.is_some()),
                DirArg::Successor(_) => !ctx.ops[op].successors.is_empty(),
                _ => false,
            }),
            _ => false,
        }
    }

    fn arg_present(&self, ctx: &Context, arg: TypeArg) -> bool {
        match arg {
            TypeArg::Operand(g) => !operand_group(ctx, self.op, self.def, g).is_empty(),
            TypeArg::Result(g) => !result_group(ctx, self.op, self.def, g).is_empty(),
            TypeArg::Operands => !ctx.ops[self.op].operands.is_empty(),
            TypeArg::Results => !ctx.ops[self.op].results.is_empty(),
        }
    }

    /// The attribute is set (and, if it has a default, not to the default).
    fn attr_present(&self, ctx: &Context, index: usize) -> bool {
        let ad = &self.def.attrs[index];
        match prop(ctx, self.op, ad.name) {
            None => false,
            Some(a) => ad.default_value().is_none_or(|d| !(d.is)(ctx, a)),
        }
    }

    /// Attributes with a default that hold it.
    fn default_valued(&self, ctx: &Context) -> Vec<&'static str> {
        self.def
            .attrs
            .iter()
            .filter(|ad| match ad.default_value() {
                Some(d) => prop(ctx, self.op, ad.name).is_some_and(|a| (d.is)(ctx, a)),
                None => false,
            })
            .map(|ad| ad.name)
            .collect()
    }

    /// What `attr-dict` leaves out: segment sizes, attributes bound by variables, defaults.
    fn elided_attrs(&self, ctx: &Context) -> Vec<&'static str> {
        let mut v = vec![];
        if !self.fmt.all_operands && self.def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            v.push("operandSegmentSizes");
        }
        if !self.fmt.all_result_types && self.def.has(traits::ATTR_SIZED_RESULT_SEGMENTS) {
            v.push("resultSegmentSizes");
        }
        v.extend(self.fmt.used_attrs.iter().map(|i| self.def.attrs[*i].name));
        v.extend(self.def.variadic_of_variadic.iter().map(|(_, attr)| *attr));
        v.extend(self.default_valued(ctx));
        v
    }
}

/// `[1, 2, 3]`: a dense integer array without its `array<iN: ...>`.
pub fn print_dense_array_body(p: &mut dyn AsmPrinter, a: crate::ir::Attribute) {
    let values = match p.ctx().attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values.clone(),
        _ => return p.print_attribute(a),
    };
    p.write("[");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(&v.to_string());
    }
    p.write("]");
}

fn region_group(ctx: &Context, op: OpId, def: &OpDef, r: usize) -> Vec<crate::ir::RegionId> {
    let regions = &ctx.ops[op].regions;
    if def.regions.get(r).is_some_and(|d| d.variadic) {
        regions.get(r..).unwrap_or(&[]).to_vec()
    } else {
        regions.get(r).copied().into_iter().collect()
    }
}
