//! The declarative assembly format of MLIR 19 (`let assemblyFormat = "..."`), parsed once per op
//! into [`Format`]: literals, variables (`$lhs`), directives (`attr-dict`, `attr-dict-with-keyword`,
//! `prop-dict`, `type`, `qualified`, `functional-type`, `operands`, `results`, `regions`,
//! `successors`, `custom<...>`, `ref`), whitespace and optional groups with an anchor (`^`) and an
//! else branch. The analysis that follows decides, as upstream's `OpFormatGen` does, where each
//! operand's and result's type comes from (a `type` directive, another variable through a
//! type-matching trait, a buildable type, or inference).
//!
//! `crate::parse::format` and `crate::print::format` interpret it.

use super::{Arity, OpConstraint, OpDef, TypeTransform};
use crate::diag::DResult;
use crate::ir::{Attribute, BlockId, OpId, OpState, RegionId, Type, ValueId};

/// The argument of a `type`-like directive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeArg {
    Operand(usize),
    Result(usize),
    /// `operands`: every operand.
    Operands,
    /// `results`: every result.
    Results,
}

/// One argument of a `custom<...>` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirArg {
    Operand(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    Type(TypeArg),
    AttrDict,
    /// `ref(...)`: an element bound earlier, read-only.
    Ref(Box<DirArg>),
    /// A string parameter (`"..."`).
    Str(String),
}

/// One element of a format.
#[derive(Clone, Debug)]
pub enum Elem {
    /// A keyword or punctuation literal, as written between backticks.
    Literal(String),
    /// `` ` ` `` (true) or ` `` ` (false).
    Space(bool),
    /// `` `\n` ``.
    Newline,
    Operand(usize),
    Attr {
        index: usize,
        qualified: bool,
    },
    Region(usize),
    Successor(usize),
    AttrDict {
        with_keyword: bool,
    },
    PropDict,
    Operands,
    Regions,
    Successors,
    Type {
        arg: TypeArg,
        qualified: bool,
    },
    FunctionalType {
        inputs: TypeArg,
        results: TypeArg,
    },
    Custom {
        directive: usize,
        args: Vec<DirArg>,
    },
    Optional(Box<OptionalGroup>),
}

/// `( then )[: ( else )]?`: printed when the anchor is present (absent if `inverted`).
#[derive(Clone, Debug)]
pub struct OptionalGroup {
    pub then: Vec<Elem>,
    pub els: Vec<Elem>,
    /// The anchor element, a copy of the one marked `^`.
    pub anchor: Elem,
    /// The anchor is in the else branch.
    pub inverted: bool,
    /// Index in `then` of the first element that is not whitespace (what the parser tries).
    pub then_start: usize,
    pub else_start: usize,
    /// The anchor is a unit attribute that is not the first element: it is implied by the group
    /// (set when the then branch is parsed, never printed).
    pub unit_anchor: Option<usize>,
}

/// Where the parser takes the type of an operand or result group from.
#[derive(Copy, Clone, Debug)]
pub enum TypeSource {
    /// A `type(...)`/`functional-type(...)` directive (or `type(operands)`...) in the format.
    Directive,
    /// The type of another variable, possibly transformed (`AllTypesMatch`, `SameOperandsAndResultType`,
    /// `TypesMatchWith`).
    Var {
        var: VarRef,
        transform: Option<TypeTransform>,
    },
    /// The constraint's buildable type (`I1`, `Index`, ...).
    Builder(fn(&mut crate::ir::Context) -> Type),
    /// Inferred after the operands are resolved (`InferTypeOpInterface`).
    Infer,
}

/// A variable whose type resolves another's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VarRef {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

/// A parsed format and what the parser needs to know besides its elements.
#[derive(Debug)]
pub struct Format {
    pub elems: Vec<Elem>,
    pub operand_types: Vec<TypeSource>,
    pub result_types: Vec<TypeSource>,
    /// The `operands` directive is used.
    pub all_operands: bool,
    /// `type(operands)` (or `functional-type(operands, ...)`) is used.
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    /// Result types come from `InferTypeOpInterface`.
    pub infers_results: bool,
    /// Attributes bound by a variable (elided from `attr-dict`).
    pub used_attrs: Vec<usize>,
    pub has_prop_dict: bool,
}

/// A `custom<...>` parser: reads its arguments' values into `args`.
pub type DirectiveParseFn =
    fn(&mut dyn super::AsmParser, &mut OpState, &mut DirectiveParseArgs<'_>) -> DResult<()>;
/// A `custom<...>` printer.
pub type DirectivePrintFn = fn(&mut dyn super::AsmPrinter, OpId, &DirectivePrintArgs<'_>);

/// What the format parser collected so far, per operand/result group, attribute, region and
/// successor of the op.
#[derive(Debug, Default)]
pub struct ParseState {
    pub operands: Vec<Vec<super::asm::UnresolvedOperand>>,
    /// Offset of the first token of each operand group (for "N operands present" errors).
    pub operand_offs: Vec<u32>,
    pub operand_types: Vec<Vec<Type>>,
    pub result_types: Vec<Vec<Type>>,
    pub attrs: Vec<Option<Attribute>>,
    pub regions: Vec<Vec<RegionId>>,
    pub successors: Vec<Vec<BlockId>>,
    /// `operands`, `type(operands)`, `type(results)`, `regions`, `successors`.
    pub all_operands: Vec<super::asm::UnresolvedOperand>,
    pub all_operands_off: u32,
    pub all_operand_types: Vec<Type>,
    pub all_result_types: Vec<Type>,
    pub all_regions: Vec<RegionId>,
    pub all_successors: Vec<BlockId>,
}

/// The arguments of a `custom<...>` directive while parsing.
pub struct DirectiveParseArgs<'a> {
    pub args: &'a [DirArg],
    pub state: &'a mut ParseState,
}

impl DirectiveParseArgs<'_> {
    fn arg(&self, i: usize) -> &DirArg {
        match &self.args[i] {
            DirArg::Ref(inner) => inner,
            a => a,
        }
    }
    /// The operand group bound by argument `i`.
    pub fn operands(&mut self, i: usize) -> &mut Vec<super::asm::UnresolvedOperand> {
        match self.arg(i).clone() {
            DirArg::Operand(g) => &mut self.state.operands[g],
            _ => &mut self.state.all_operands,
        }
    }
    /// The types bound by argument `i` (a `type` directive).
    pub fn types(&mut self, i: usize) -> &mut Vec<Type> {
        match self.arg(i).clone() {
            DirArg::Type(TypeArg::Operand(g)) => &mut self.state.operand_types[g],
            DirArg::Type(TypeArg::Result(g)) => &mut self.state.result_types[g],
            DirArg::Type(TypeArg::Results) => &mut self.state.all_result_types,
            _ => &mut self.state.all_operand_types,
        }
    }
    /// The attribute bound by argument `i`.
    pub fn attr(&mut self, i: usize) -> &mut Option<Attribute> {
        match self.arg(i).clone() {
            DirArg::Attr(a) => &mut self.state.attrs[a],
            _ => unreachable_slot(&mut self.state.attrs),
        }
    }
    pub fn regions(&mut self, i: usize) -> &mut Vec<RegionId> {
        match self.arg(i).clone() {
            DirArg::Region(r) => &mut self.state.regions[r],
            _ => &mut self.state.all_regions,
        }
    }
    pub fn successors(&mut self, i: usize) -> &mut Vec<BlockId> {
        match self.arg(i).clone() {
            DirArg::Successor(s) => &mut self.state.successors[s],
            _ => &mut self.state.all_successors,
        }
    }
    /// The string parameter `i`.
    pub fn string(&self, i: usize) -> &str {
        match &self.args[i] {
            DirArg::Str(s) => s,
            _ => "",
        }
    }
}

/// A slot for an argument of the wrong kind: the record's directive and its arguments disagree,
/// which the directive's own checks then report; a scratch slot keeps that from panicking.
fn unreachable_slot(attrs: &mut Vec<Option<Attribute>>) -> &mut Option<Attribute> {
    attrs.push(None);
    let n = attrs.len() - 1;
    &mut attrs[n]
}

/// The arguments of a `custom<...>` directive while printing (read through the printer's context).
pub struct DirectivePrintArgs<'a> {
    pub args: &'a [DirArg],
    pub def: &'static OpDef,
    pub op: OpId,
}

impl DirectivePrintArgs<'_> {
    fn arg(&self, i: usize) -> &DirArg {
        match &self.args[i] {
            DirArg::Ref(inner) => inner,
            a => a,
        }
    }
    pub fn operands<'c>(&self, ctx: &'c crate::ir::Context, i: usize) -> &'c [ValueId] {
        match self.arg(i) {
            DirArg::Operand(g) => super::operand_group(ctx, self.op, self.def, *g),
            _ => &ctx.ops[self.op].operands,
        }
    }
    pub fn types(&self, ctx: &crate::ir::Context, i: usize) -> Vec<Type> {
        let vals: Vec<ValueId> = match self.arg(i) {
            DirArg::Type(TypeArg::Operand(g)) => {
                super::operand_group(ctx, self.op, self.def, *g).to_vec()
            }
            DirArg::Type(TypeArg::Result(g)) => {
                super::result_group(ctx, self.op, self.def, *g).to_vec()
            }
            DirArg::Type(TypeArg::Results) => ctx.ops[self.op].results.to_vec(),
            _ => ctx.ops[self.op].operands.to_vec(),
        };
        vals.iter().map(|v| ctx.value_type(*v)).collect()
    }
    pub fn attr(&self, ctx: &crate::ir::Context, i: usize) -> Option<Attribute> {
        match self.arg(i) {
            DirArg::Attr(a) => super::prop(ctx, self.op, self.def.attrs[*a].name),
            _ => None,
        }
    }
    pub fn regions(&self, ctx: &crate::ir::Context, i: usize) -> Vec<RegionId> {
        match self.arg(i) {
            DirArg::Region(r) if !self.def.regions[*r].variadic => ctx.ops[self.op]
                .regions
                .get(*r)
                .copied()
                .into_iter()
                .collect(),
            _ => ctx.ops[self.op].regions.clone(),
        }
    }
    pub fn successors(&self, ctx: &crate::ir::Context, i: usize) -> Vec<BlockId> {
        match self.arg(i) {
            DirArg::Successor(s) if !self.def.successors[*s].variadic => ctx.ops[self.op]
                .successors
                .get(*s)
                .copied()
                .into_iter()
                .collect(),
            _ => ctx.ops[self.op].successors.clone(),
        }
    }
    pub fn string(&self, i: usize) -> &str {
        match &self.args[i] {
            DirArg::Str(s) => s,
            _ => "",
        }
    }
}

// ---- parsing the format string ------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Ident(String),
    Str(String),
    Punct(char),
    Eof,
}

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = vec![];
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'`' => {
                let end = b[i + 1..]
                    .iter()
                    .position(|&x| x == b'`')
                    .ok_or("unterminated literal")?;
                out.push(Tok::Literal(text[i + 1..i + 1 + end].to_string()));
                i += end + 2;
            }
            b'"' => {
                let mut j = i + 1;
                let mut s = String::new();
                while j < b.len() && b[j] != b'"' {
                    if b[j] == b'\\' && j + 1 < b.len() {
                        j += 1;
                    }
                    s.push(b[j] as char);
                    j += 1;
                }
                if j >= b.len() {
                    return Err("unterminated string".into());
                }
                out.push(Tok::Str(s));
                i = j + 1;
            }
            b'$' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                    j += 1;
                }
                out.push(Tok::Var(text[start..j].to_string()));
                i = j;
            }
            b'^' | b':' | b',' | b'=' | b'<' | b'>' | b'?' | b'(' | b')' | b'*' | b'|' => {
                out.push(Tok::Punct(c as char));
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                let mut j = i;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'-')
                {
                    j += 1;
                }
                out.push(Tok::Ident(text[start..j].to_string()));
                i = j;
            }
            _ => return Err(format!("unexpected character '{}'", c as char)),
        }
    }
    out.push(Tok::Eof);
    Ok(out)
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Ctx {
    Top,
    Custom,
    TypeDir,
    Ref,
}

struct FormatParser<'d> {
    def: &'d OpDef,
    toks: Vec<Tok>,
    pos: usize,
    seen_operand_types: Vec<bool>,
    seen_result_types: Vec<bool>,
    seen_attrs: Vec<usize>,
    seen_operands: Vec<bool>,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    has_attr_dict: bool,
    has_prop_dict: bool,
}

impl FormatParser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos]
    }
    fn bump(&mut self) -> Tok {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn expect(&mut self, c: char) -> Result<(), String> {
        match self.bump() {
            Tok::Punct(p) if p == c => Ok(()),
            t => Err(format!("expected '{c}', found {t:?}")),
        }
    }

    fn elements_until_eof(&mut self) -> Result<Vec<Elem>, String> {
        let mut v = vec![];
        while *self.peek() != Tok::Eof {
            v.push(self.element(Ctx::Top)?);
        }
        Ok(v)
    }

    fn element(&mut self, ctx: Ctx) -> Result<Elem, String> {
        match self.bump() {
            Tok::Literal(s) => {
                if ctx != Ctx::Top {
                    return Err("literals may only be used in the top-level section".into());
                }
                Ok(match s.as_str() {
                    "" => Elem::Space(false),
                    " " => Elem::Space(true),
                    "\\n" => Elem::Newline,
                    _ => Elem::Literal(s),
                })
            }
            Tok::Var(name) => self.variable(&name, ctx),
            Tok::Str(s) => {
                if ctx != Ctx::Custom {
                    return Err("strings may only be used as 'custom' directive arguments".into());
                }
                // A string argument is kept as a pseudo directive argument; see `custom_args`.
                Ok(Elem::Literal(format!("\"{s}")))
            }
            Tok::Punct('(') => {
                if ctx != Ctx::Top {
                    return Err("optional groups can only be used as top-level elements".into());
                }
                self.optional_group()
            }
            Tok::Ident(kw) => self.directive(&kw, ctx),
            t => Err(format!(
                "expected literal, variable, directive, or optional group, found {t:?}"
            )),
        }
    }

    fn variable(&mut self, name: &str, ctx: Ctx) -> Result<Elem, String> {
        let d = self.def;
        if let Some(i) = d.attrs.iter().position(|a| a.name == name) {
            if ctx == Ctx::TypeDir {
                return Err("attributes cannot be used as children to a `type` directive".into());
            }
            if ctx == Ctx::Ref {
                if !self.seen_attrs.contains(&i) {
                    return Err(format!(
                        "attribute '{name}' must be bound before it is referenced"
                    ));
                }
            } else if self.seen_attrs.contains(&i) {
                return Err(format!("attribute '{name}' is already bound"));
            } else {
                self.seen_attrs.push(i);
            }
            return Ok(Elem::Attr {
                index: i,
                qualified: false,
            });
        }
        if let Some(i) = d.operands.iter().position(|a| a.name == name) {
            match ctx {
                Ctx::Top | Ctx::Custom => {
                    if self.all_operands || self.seen_operands[i] {
                        return Err(format!("operand '{name}' is already bound"));
                    }
                    self.seen_operands[i] = true;
                }
                Ctx::Ref if !self.seen_operands[i] => {
                    return Err(format!(
                        "operand '{name}' must be bound before it is referenced"
                    ))
                }
                _ => {}
            }
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = d.regions.iter().position(|a| a.name == name) {
            if ctx == Ctx::TypeDir {
                return Err("regions can only be used at the top level".into());
            }
            return Ok(Elem::Region(i));
        }
        if let Some(i) = d.results.iter().position(|a| a.name == name) {
            if ctx != Ctx::TypeDir {
                return Err(
                    "result variables can can only be used as a child to a 'type' directive".into(),
                );
            }
            // Represented as a type argument by the caller.
            return Ok(Elem::Type {
                arg: TypeArg::Result(i),
                qualified: false,
            });
        }
        if let Some(i) = d.successors.iter().position(|a| a.name == name) {
            if ctx == Ctx::TypeDir {
                return Err("successors can only be used at the top level".into());
            }
            return Ok(Elem::Successor(i));
        }
        Err(format!(
            "expected variable to refer to an argument, region, result, or successor: '{name}'"
        ))
    }

    fn type_arg(&mut self) -> Result<TypeArg, String> {
        match self.bump() {
            Tok::Var(name) => match self.variable(&name, Ctx::TypeDir)? {
                Elem::Operand(i) => Ok(TypeArg::Operand(i)),
                Elem::Type { arg, .. } => Ok(arg),
                _ => Err(format!(
                    "'{name}' cannot be the argument of a type directive"
                )),
            },
            Tok::Ident(kw) if kw == "operands" => Ok(TypeArg::Operands),
            Tok::Ident(kw) if kw == "results" => Ok(TypeArg::Results),
            t => Err(format!("expected a type directive operand, found {t:?}")),
        }
    }

    fn mark_type_seen(&mut self, arg: TypeArg) -> Result<(), String> {
        let (seen, i) = match arg {
            TypeArg::Operand(i) => (&mut self.seen_operand_types, i),
            TypeArg::Result(i) => (&mut self.seen_result_types, i),
            TypeArg::Operands => {
                if self.all_operand_types || self.seen_operand_types.iter().any(|s| *s) {
                    return Err("'operands' used with another operand type".into());
                }
                self.all_operand_types = true;
                return Ok(());
            }
            TypeArg::Results => {
                if self.all_result_types || self.seen_result_types.iter().any(|s| *s) {
                    return Err("'results' used with another result type".into());
                }
                self.all_result_types = true;
                return Ok(());
            }
        };
        if seen[i] {
            return Err("type is already bound".into());
        }
        seen[i] = true;
        Ok(())
    }

    fn directive(&mut self, kw: &str, ctx: Ctx) -> Result<Elem, String> {
        match kw {
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx != Ctx::Top && ctx != Ctx::Custom {
                    return Err(
                        "'attr-dict' directive can only be used as a top-level directive".into(),
                    );
                }
                if ctx == Ctx::Top {
                    if self.has_attr_dict {
                        return Err("'attr-dict' directive has already been seen".into());
                    }
                    self.has_attr_dict = true;
                    Ok(Elem::AttrDict {
                        with_keyword: kw == "attr-dict-with-keyword",
                    })
                } else {
                    // An attr-dict argument of a custom directive counts as the format's.
                    if self.has_attr_dict {
                        return Err("'attr-dict' directive has already been seen".into());
                    }
                    self.has_attr_dict = true;
                    Ok(Elem::AttrDict {
                        with_keyword: false,
                    })
                }
            }
            "prop-dict" => {
                self.has_prop_dict = true;
                Ok(Elem::PropDict)
            }
            "operands" => {
                if self.seen_operands.iter().any(|s| *s) || self.all_operands {
                    return Err("'operands' directive creates overlap in format".into());
                }
                self.all_operands = true;
                Ok(Elem::Operands)
            }
            "regions" => {
                self.all_regions = true;
                Ok(Elem::Regions)
            }
            "successors" => {
                self.all_successors = true;
                Ok(Elem::Successors)
            }
            "results" => {
                Err("'results' directive can only be used as a child to a 'type' directive".into())
            }
            "type" => {
                self.expect('(')?;
                let arg = self.type_arg()?;
                self.expect(')')?;
                if ctx != Ctx::Ref {
                    self.mark_type_seen(arg)?;
                }
                Ok(Elem::Type {
                    arg,
                    qualified: false,
                })
            }
            "functional-type" => {
                self.expect('(')?;
                let inputs = self.type_arg()?;
                self.expect(',')?;
                let results = self.type_arg()?;
                self.expect(')')?;
                self.mark_type_seen(inputs)?;
                self.mark_type_seen(results)?;
                Ok(Elem::FunctionalType { inputs, results })
            }
            "qualified" => {
                self.expect('(')?;
                let inner = self.element(ctx)?;
                self.expect(')')?;
                match inner {
                    Elem::Type { arg, .. } => Ok(Elem::Type {
                        arg,
                        qualified: true,
                    }),
                    Elem::Attr { index, .. } => Ok(Elem::Attr {
                        index,
                        qualified: true,
                    }),
                    _ => Err(
                        "'qualified' directive expects an attribute or a `type` directive".into(),
                    ),
                }
            }
            "custom" => {
                if ctx != Ctx::Top {
                    return Err("'custom' is only valid as a top-level directive".into());
                }
                self.expect('<')?;
                let Tok::Ident(name) = self.bump() else {
                    return Err("expected custom directive name identifier".into());
                };
                self.expect('>')?;
                self.expect('(')?;
                let mut args = vec![];
                if *self.peek() != Tok::Punct(')') {
                    loop {
                        args.push(self.custom_arg()?);
                        if *self.peek() == Tok::Punct(',') {
                            self.bump();
                        } else {
                            break;
                        }
                    }
                }
                self.expect(')')?;
                let directive = self
                    .def
                    .directives
                    .iter()
                    .position(|d| d.name == name)
                    .ok_or_else(|| format!("custom<{name}> has no entry in the op's directives"))?;
                Ok(Elem::Custom { directive, args })
            }
            "ref" => Err("'ref' is only valid within a `custom` directive".into()),
            _ => Err(format!("unknown directive '{kw}'")),
        }
    }

    fn custom_arg(&mut self) -> Result<DirArg, String> {
        if *self.peek() == Tok::Ident("ref".into()) {
            self.bump();
            self.expect('(')?;
            let inner = match self.bump() {
                Tok::Var(name) => elem_to_arg(self.variable(&name, Ctx::Ref)?)?,
                Tok::Ident(kw) if kw == "type" => {
                    self.expect('(')?;
                    let arg = self.type_arg()?;
                    self.expect(')')?;
                    DirArg::Type(arg)
                }
                Tok::Ident(kw) if kw == "attr-dict" => DirArg::AttrDict,
                t => return Err(format!("invalid 'ref' argument {t:?}")),
            };
            self.expect(')')?;
            return Ok(DirArg::Ref(Box::new(inner)));
        }
        if let Tok::Str(s) = self.peek().clone() {
            self.bump();
            return Ok(DirArg::Str(s));
        }
        let e = self.element(Ctx::Custom)?;
        elem_to_arg(e)
    }

    fn optional_group(&mut self) -> Result<Elem, String> {
        let mut anchor: Option<Elem> = None;
        let mut anchor_in_then = false;
        let mut then = vec![];
        loop {
            let e = self.element(Ctx::Top)?;
            if *self.peek() == Tok::Punct('^') {
                self.bump();
                if anchor.is_some() {
                    return Err(
                        "only one element can be marked as the anchor of an optional group".into(),
                    );
                }
                anchor = Some(e.clone());
                anchor_in_then = true;
            }
            then.push(e);
            if *self.peek() == Tok::Punct(')') {
                break;
            }
            if *self.peek() == Tok::Eof {
                return Err("unterminated optional group".into());
            }
        }
        self.bump();
        let mut els = vec![];
        if *self.peek() == Tok::Punct(':') {
            self.bump();
            self.expect('(')?;
            loop {
                let e = self.element(Ctx::Top)?;
                if *self.peek() == Tok::Punct('^') {
                    self.bump();
                    if anchor.is_some() {
                        return Err(
                            "only one element can be marked as the anchor of an optional group"
                                .into(),
                        );
                    }
                    anchor = Some(e.clone());
                }
                els.push(e);
                if *self.peek() == Tok::Punct(')') {
                    break;
                }
                if *self.peek() == Tok::Eof {
                    return Err("unterminated optional group".into());
                }
            }
            self.bump();
        }
        self.expect('?')?;
        let anchor = anchor.ok_or("optional group has no anchor element")?;
        let first = |v: &[Elem]| {
            v.iter()
                .position(|e| !matches!(e, Elem::Space(_) | Elem::Newline))
        };
        let then_start = first(&then).ok_or("optional group has no parsable element")?;
        let else_start = first(&els).unwrap_or(0);
        let unit_anchor = match &anchor {
            Elem::Attr { index, .. }
                if self.def.attrs[*index].constraint.is_unit()
                    && !matches!(&then[then_start], Elem::Attr { index: i, .. } if i == index)
                    && !matches!(els.get(else_start), Some(Elem::Attr { index: i, .. }) if i == index) =>
            {
                Some(*index)
            }
            _ => None,
        };
        Ok(Elem::Optional(Box::new(OptionalGroup {
            then,
            els,
            anchor,
            inverted: !anchor_in_then,
            then_start,
            else_start,
            unit_anchor,
        })))
    }
}

fn elem_to_arg(e: Elem) -> Result<DirArg, String> {
    Ok(match e {
        Elem::Operand(i) => DirArg::Operand(i),
        Elem::Attr { index, .. } => DirArg::Attr(index),
        Elem::Region(i) => DirArg::Region(i),
        Elem::Successor(i) => DirArg::Successor(i),
        Elem::Type { arg, .. } => DirArg::Type(arg),
        Elem::AttrDict { .. } => DirArg::AttrDict,
        Elem::Literal(s) if s.starts_with('"') => DirArg::Str(s[1..].to_string()),
        other => return Err(format!("{other:?} cannot be a custom directive argument")),
    })
}

impl Format {
    /// Parses `text` as the format of `def` and works out where each type comes from. An error
    /// means the record is wrong.
    pub fn parse(def: &'static OpDef, text: &str) -> Result<Format, String> {
        let mut p = FormatParser {
            def,
            toks: lex(text)?,
            pos: 0,
            seen_operand_types: vec![false; def.operands.len()],
            seen_result_types: vec![false; def.results.len()],
            seen_attrs: vec![],
            seen_operands: vec![false; def.operands.len()],
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            all_regions: false,
            all_successors: false,
            has_attr_dict: false,
            has_prop_dict: false,
        };
        let elems = p
            .elements_until_eof()
            .map_err(|e| format!("{}: invalid assembly format: {e}", def.name))?;
        if !p.has_attr_dict {
            return Err(format!(
                "{}: 'attr-dict' directive not found in custom assembly format",
                def.name
            ));
        }
        let mut f = Format {
            elems,
            operand_types: vec![TypeSource::Directive; def.operands.len()],
            result_types: vec![TypeSource::Directive; def.results.len()],
            all_operands: p.all_operands,
            all_operand_types: p.all_operand_types,
            all_result_types: p.all_result_types,
            all_regions: p.all_regions,
            all_successors: p.all_successors,
            infers_results: false,
            used_attrs: p.seen_attrs.clone(),
            has_prop_dict: p.has_prop_dict,
        };
        resolve_types(def, &p, &mut f)?;
        Ok(f)
    }
}

/// Upstream's `OpFormatParser::verify` type resolution.
fn resolve_types(def: &'static OpDef, p: &FormatParser<'_>, f: &mut Format) -> Result<(), String> {
    use super::traits as tr;
    let mut resolvers: Vec<(&'static str, TypeSource)> = vec![];
    let set =
        |resolvers: &mut Vec<(&'static str, TypeSource)>, name: &'static str, src: TypeSource| {
            resolvers.retain(|r| r.0 != name);
            resolvers.push((name, src));
        };
    let seen_arg = |name: &str| -> Option<VarRef> {
        if let Some(i) = def.operands.iter().position(|o| o.name == name) {
            return (p.seen_operand_types[i] || p.all_operand_types).then_some(VarRef::Operand(i));
        }
        if let Some(i) = def.results.iter().position(|o| o.name == name) {
            return (p.seen_result_types[i] || p.all_result_types).then_some(VarRef::Result(i));
        }
        if let Some(i) = def.attrs.iter().position(|o| o.name == name) {
            return p.seen_attrs.contains(&i).then_some(VarRef::Attr(i));
        }
        None
    };
    // Traits that relate types, in the order the record lists them (upstream: ODS trait order).
    let same_types = |resolvers: &mut Vec<(&'static str, TypeSource)>, include_results: bool| {
        let resolver = if let Some(i) = p.seen_operand_types.iter().position(|s| *s) {
            VarRef::Operand(i)
        } else if include_results {
            match p.seen_result_types.iter().position(|s| *s) {
                Some(i) => VarRef::Result(i),
                None => return,
            }
        } else {
            return;
        };
        let src = TypeSource::Var {
            var: resolver,
            transform: None,
        };
        for (i, o) in def.operands.iter().enumerate() {
            if !p.seen_operand_types[i] {
                resolvers.retain(|r| r.0 != o.name);
                resolvers.push((o.name, src));
            }
        }
        if include_results {
            for (i, r) in def.results.iter().enumerate() {
                if !p.seen_result_types[i] {
                    resolvers.retain(|x| x.0 != r.name);
                    resolvers.push((r.name, src));
                }
            }
        }
    };
    if def.has(tr::SAME_TYPE_OPERANDS) {
        same_types(&mut resolvers, false);
    }
    if def.has(tr::SAME_OPERANDS_AND_RESULT_TYPE) {
        same_types(&mut resolvers, true);
    }
    for c in def.constraints {
        match *c {
            OpConstraint::AllTypesMatch(names) => {
                for (i, n) in names.iter().enumerate() {
                    let Some(arg) = seen_arg(n) else { continue };
                    for (j, m) in names.iter().enumerate() {
                        if i != j {
                            set(
                                &mut resolvers,
                                m,
                                TypeSource::Var {
                                    var: arg,
                                    transform: None,
                                },
                            );
                        }
                    }
                }
            }
            OpConstraint::TypesMatchWith {
                lhs,
                rhs,
                transform,
                ..
            } => {
                if let Some(arg) = seen_arg(lhs) {
                    set(
                        &mut resolvers,
                        rhs,
                        TypeSource::Var {
                            var: arg,
                            transform: Some(transform),
                        },
                    );
                }
            }
            OpConstraint::Pred { .. } => {}
        }
    }
    let can_infer = def.has(tr::INFER_TYPE) && def.infer_types.is_some();
    // Results.
    if !p.all_result_types {
        if !def.results.is_empty() && !p.seen_result_types.iter().any(|s| *s) && can_infer {
            f.infers_results = true;
            for t in f.result_types.iter_mut() {
                *t = TypeSource::Infer;
            }
        } else {
            for (i, r) in def.results.iter().enumerate() {
                if p.seen_result_types[i] {
                    continue;
                }
                if let Some((_, src)) = resolvers.iter().find(|x| x.0 == r.name) {
                    f.result_types[i] = *src;
                    continue;
                }
                match r.constraint.builder {
                    Some(b) if r.arity == Arity::Single => f.result_types[i] = TypeSource::Builder(b),
                    _ => {
                        return Err(format!(
                            "{}: type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                            def.name, r.name
                        ))
                    }
                }
            }
        }
    }
    // Operands.
    for (i, o) in def.operands.iter().enumerate() {
        if !p.all_operands && !p.seen_operands[i] {
            return Err(format!(
                "{}: operand #{i}, named '{}', not found",
                def.name, o.name
            ));
        }
        if p.all_operand_types || p.seen_operand_types[i] {
            continue;
        }
        if let Some((_, src)) = resolvers.iter().find(|x| x.0 == o.name) {
            f.operand_types[i] = *src;
            continue;
        }
        match o.constraint.builder {
            Some(b) if !(p.all_operands && o.arity != Arity::Single) => {
                f.operand_types[i] = TypeSource::Builder(b)
            }
            _ => {
                return Err(format!(
                    "{}: type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                    def.name, o.name
                ))
            }
        }
    }
    Ok(())
}

/// `canFormatStringAsKeyword`: starts with a letter or `_`, then letters, digits, `_`, `$`, `.`.
pub(crate) fn is_keyword(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}
