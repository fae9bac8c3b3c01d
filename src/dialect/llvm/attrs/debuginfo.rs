//! Debug-info attributes `#llvm.di_*` (MLIR 19's `LLVM_DI*Attr`): what `mlir-translate --import-llvm`
//! produces for a `-g` compile, and what the translator turns back into `!DI*` metadata.

use super::dwarf::{ATTRIBUTE_ENCODINGS, CALLING_CONVENTIONS, LANGUAGES, OPERATIONS, TAGS};
use super::enums::{DI_EMISSION_KIND, DI_FLAGS, DI_NAME_TABLE_KIND, DI_SUBPROGRAM_FLAGS};
use super::params::aliased_struct as st;
use super::params::{opt, req, Custom, Format, Kind, Spec, Values};
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};

/// `DIScopeAttr`: what `scope` parameters accept.
pub const SCOPES: &[&str] = &[
    "di_file",
    "di_compile_unit",
    "di_subprogram",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_module",
    "di_namespace",
    "di_composite_type",
];
/// `DITypeAttr`.
pub const TYPES: &[&str] = &[
    "di_null_type",
    "di_basic_type",
    "di_composite_type",
    "di_derived_type",
    "di_subroutine_type",
    "di_string_type",
];
/// `DINodeAttr`: every debug-info node.
pub const NODES: &[&str] = &[
    "di_basic_type",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_global_variable",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
];
/// `DIVariableAttr`.
pub const VARIABLES: &[&str] = &["di_local_variable", "di_global_variable"];

const TAG: Kind = Kind::Dwarf(TAGS, "tag");
const ENCODING: Kind = Kind::Dwarf(ATTRIBUTE_ENCODINGS, "encoding");
const LANGUAGE: Kind = Kind::Dwarf(LANGUAGES, "language");
const CC: Kind = Kind::Dwarf(CALLING_CONVENTIONS, "calling convention");
const SCOPE: Kind = Kind::OneOf(SCOPES);
const TYPE: Kind = Kind::OneOf(TYPES);
const FILE: Kind = Kind::Attr("di_file");
const EXPR: Kind = Kind::Attr("di_expression");
const U32: Kind = Kind::UInt(32);
const U64: Kind = Kind::UInt(64);
/// `DW_OP_LLVM_convert`, whose second operand is a base-type encoding.
const DW_OP_LLVM_CONVERT: u32 = 0x1001;

pub const SPECS: &[Spec] = &[
    Spec {
        mnemonic: "di_null_type",
        params: &[],
        format: Format::NoParams,
        alias: true,
    },
    st(
        "di_basic_type",
        &[
            req("tag", TAG),
            req("name", Kind::Str),
            opt("sizeInBits", U64),
            opt("encoding", ENCODING),
        ],
    ),
    st(
        "di_compile_unit",
        &[
            req("id", Kind::Distinct),
            req("sourceLanguage", LANGUAGE),
            req("file", FILE),
            opt("producer", Kind::Str),
            req("isOptimized", Kind::Bool),
            req("emissionKind", Kind::Keyword(&DI_EMISSION_KIND)),
            opt("nameTableKind", Kind::Keyword(&DI_NAME_TABLE_KIND)),
        ],
    ),
    st(
        "di_composite_type",
        &[
            req("tag", TAG),
            opt("recId", Kind::Distinct),
            opt("name", Kind::Str),
            opt("file", FILE),
            opt("line", U32),
            opt("scope", SCOPE),
            opt("baseType", TYPE),
            opt("flags", Kind::Flags(&DI_FLAGS)),
            opt("sizeInBits", U64),
            opt("alignInBits", U64),
            opt("dataLocation", EXPR),
            opt("rank", EXPR),
            opt("allocated", EXPR),
            opt("associated", EXPR),
            // The list last, unlike upstream 19, which prints it before the four expressions: its
            // parser then reads `dataLocation = ...` as one more element and fails. Without those
            // expressions both orders print the same.
            opt("elements", Kind::List(&Kind::OneOf(NODES))),
        ],
    ),
    st(
        "di_derived_type",
        &[
            req("tag", TAG),
            opt("name", Kind::Str),
            opt("baseType", TYPE),
            opt("sizeInBits", U64),
            opt("alignInBits", U32),
            opt("offsetInBits", U64),
            opt("dwarfAddressSpace", Kind::OptUInt),
            opt("extraData", Kind::OneOf(NODES)),
        ],
    ),
    Spec {
        mnemonic: "di_file",
        params: &[req("name", Kind::Str), req("directory", Kind::Str)],
        format: Format::Custom(Custom {
            parse: parse_file,
            print: print_file,
        }),
        alias: true,
    },
    st(
        "di_global_variable_expression",
        &[
            req("var", Kind::Attr("di_global_variable")),
            opt("expr", EXPR),
        ],
    ),
    st(
        "di_global_variable",
        &[
            opt("scope", SCOPE),
            opt("name", Kind::Str),
            opt("linkageName", Kind::Str),
            req("file", FILE),
            req("line", U32),
            req("type", TYPE),
            opt("isLocalToUnit", Kind::Bool),
            opt("isDefined", Kind::Bool),
            opt("alignInBits", U32),
        ],
    ),
    st(
        "di_lexical_block",
        &[
            req("scope", SCOPE),
            opt("file", FILE),
            opt("line", U32),
            opt("column", U32),
        ],
    ),
    st(
        "di_lexical_block_file",
        &[
            req("scope", SCOPE),
            opt("file", FILE),
            req("discriminator", U32),
        ],
    ),
    st(
        "di_local_variable",
        &[
            req("scope", SCOPE),
            opt("name", Kind::Str),
            opt("file", FILE),
            opt("line", U32),
            opt("arg", U32),
            opt("alignInBits", U32),
            opt("type", TYPE),
        ],
    ),
    st(
        "di_subprogram",
        &[
            opt("id", Kind::Distinct),
            opt("compileUnit", Kind::Attr("di_compile_unit")),
            req("scope", SCOPE),
            opt("name", Kind::Str),
            opt("linkageName", Kind::Str),
            req("file", FILE),
            opt("line", U32),
            opt("scopeLine", U32),
            opt("subprogramFlags", Kind::Flags(&DI_SUBPROGRAM_FLAGS)),
            opt("type", Kind::Attr("di_subroutine_type")),
        ],
    ),
    st(
        "di_module",
        &[
            opt("file", FILE),
            opt("scope", SCOPE),
            opt("name", Kind::Str),
            opt("configMacros", Kind::Str),
            opt("includePath", Kind::Str),
            opt("apinotes", Kind::Str),
            opt("line", U32),
            opt("isDecl", Kind::Bool),
        ],
    ),
    st(
        "di_namespace",
        &[
            opt("name", Kind::Str),
            opt("scope", SCOPE),
            req("exportSymbols", Kind::Bool),
        ],
    ),
    Spec {
        mnemonic: "di_subrange",
        params: &[
            opt("count", Kind::AnyAttr),
            opt("lowerBound", Kind::AnyAttr),
            opt("upperBound", Kind::AnyAttr),
            opt("stride", Kind::AnyAttr),
        ],
        format: Format::Struct,
        alias: false,
    },
    st(
        "di_subroutine_type",
        &[
            opt("callingConvention", CC),
            opt("types", Kind::List(&TYPE)),
        ],
    ),
    st(
        "di_label",
        &[
            req("scope", SCOPE),
            opt("name", Kind::Str),
            opt("file", FILE),
            opt("line", U32),
        ],
    ),
    st(
        "di_string_type",
        &[
            req("tag", TAG),
            req("name", Kind::Str),
            opt("sizeInBits", U64),
            opt("alignInBits", U32),
            opt("stringLength", Kind::OneOf(VARIABLES)),
            opt("stringLengthExp", EXPR),
            opt("stringLocationExp", EXPR),
            opt("encoding", ENCODING),
        ],
    ),
    Spec {
        mnemonic: "di_expression",
        params: &[opt(
            "operations",
            Kind::List(&Kind::Attr("di_expression_elem")),
        )],
        format: Format::Custom(Custom {
            parse: parse_expression,
            print: print_expression,
        }),
        alias: false,
    },
    Spec {
        mnemonic: "di_expression_elem",
        params: &[
            req("opcode", Kind::UInt(32)),
            opt("arguments", Kind::List(&Kind::UInt(64))),
        ],
        format: Format::Custom(Custom {
            parse: parse_expression_elem,
            print: print_expression_elem,
        }),
        alias: false,
    },
];

// ---- di_file: `<"name" in "directory">` ----------------------------------------------------------------------

fn parse_file(p: &mut dyn AsmParser, has_body: bool, _loc: u32) -> DResult<Values> {
    if !has_body {
        return Err(p.error_wrong_token("expected '<'".into()));
    }
    p.parse_punct(Punct::Less)?;
    let name = super::params::parse_named(p, "di_file", "name", &Kind::Str)?;
    if !p.parse_optional_keyword("in") {
        return Err(p.error_here("expected 'in'".into()));
    }
    let dir = super::params::parse_named(p, "di_file", "directory", &Kind::Str)?;
    p.parse_punct(Punct::Greater)?;
    Ok(vec![Some(name), Some(dir)])
}

fn print_file(p: &mut dyn AsmPrinter, vals: &[Vec<Attribute>]) {
    p.write("<");
    if let Some(n) = vals.first() {
        super::params::print_value(p, &Kind::Str, n);
    }
    p.write(" in ");
    if let Some(d) = vals.get(1) {
        super::params::print_value(p, &Kind::Str, d);
    }
    p.write(">");
}

// ---- di_expression: `<>` / `<[DW_OP_deref, DW_OP_constu(3)]>` -------------------------------------------------

fn parse_expression(p: &mut dyn AsmParser, has_body: bool, _loc: u32) -> DResult<Values> {
    if !has_body {
        return Err(p.error_wrong_token("expected '<'".into()));
    }
    p.parse_punct(Punct::Less)?;
    let mut ops = None;
    if p.parse_optional_punct(Punct::LSquare) {
        let mut v = vec![];
        loop {
            let op = parse_operation(p).map_err(|e| {
                super::params::follow_param_error(p, e, "di_expression", "operations")
            })?;
            v.push(op);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
        ops = Some(p.ctx().array_attr(v));
    }
    p.parse_punct(Punct::Greater)?;
    Ok(vec![ops])
}

/// `DW_OP_name` optionally followed by `(arg, ...)`.
fn parse_operation(p: &mut dyn AsmParser) -> DResult<Attribute> {
    let off = p.offset();
    let opcode = |p: &dyn AsmParser, e| {
        super::params::follow_param_error(p, e, "di_expression_elem", "opcode")
    };
    let name = crate::dialect::llvm::types::parse_keyword(p).map_err(|e| opcode(p, e))?;
    let Some(code) = super::dwarf::code(OPERATIONS, &name) else {
        let msg = format!("invalid debug info debug info operation encoding name: {name}");
        return Err(opcode(p, p.error_at(off, msg)));
    };
    let mut args = vec![];
    if p.parse_optional_punct(Punct::LParen) {
        loop {
            // The second operand of `DW_OP_LLVM_convert` may be a `DW_ATE_*` name.
            let mut v = 0;
            if !args.is_empty() && code == DW_OP_LLVM_CONVERT && p.peek_keyword().is_some() {
                let kw = p.parse_optional_any_keyword().unwrap_or_default();
                v = super::dwarf::code(ATTRIBUTE_ENCODINGS, &kw).unwrap_or(0) as u64;
                if v == 0 {
                    let msg = format!("encountered unknown attribute encoding \"{kw}\"");
                    return Err(p.error_here(msg));
                }
            }
            if v == 0 {
                v = crate::dialect::llvm::types::parse_uint(p, 64)?;
            }
            args.push(super::params::u64_attr(p.ctx(), v));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    let opcode = super::params::u64_attr(p.ctx(), code as u64);
    let args = p.ctx().array_attr(args);
    let spec = super::spec("di_expression_elem").unwrap_or(&SPECS[0]);
    Ok(super::params::build(
        p.ctx(),
        spec,
        vec![Some(opcode), Some(args)],
    ))
}

fn print_expression(p: &mut dyn AsmPrinter, vals: &[Vec<Attribute>]) {
    p.write("<");
    let ops = vals.first().cloned().unwrap_or_default();
    if !ops.is_empty() {
        p.write("[");
        for (i, op) in ops.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_operation(p, *op);
        }
        p.write("]");
    }
    p.write(">");
}

fn print_operation(p: &mut dyn AsmPrinter, op: Attribute) {
    let ctx = p.ctx();
    let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(op) else {
        p.print_attribute(op);
        return;
    };
    let spec = super::spec("di_expression_elem").unwrap_or(&SPECS[0]);
    let vals = super::params::values(ctx, spec, params);
    print_operation_values(p, &vals);
}

/// `DW_OP_name(args)` from the stored values of a `di_expression_elem`.
fn print_operation_values(p: &mut dyn AsmPrinter, vals: &[Vec<Attribute>]) {
    let ctx = p.ctx();
    let int = |a: &Attribute| super::params::int_value(ctx, *a).unwrap_or(0);
    let code = vals.first().and_then(|v| v.first()).map(int).unwrap_or(0) as u32;
    let args: Vec<i128> = vals.get(1).map_or(vec![], |v| v.iter().map(int).collect());
    p.write(super::dwarf::name(OPERATIONS, code).unwrap_or(""));
    if args.is_empty() {
        return;
    }
    p.write("(");
    for (i, &v) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        // The second operand of `DW_OP_LLVM_convert` prints as its `DW_ATE_*` name when it has one.
        if code == DW_OP_LLVM_CONVERT && i == 1 {
            if let Some(n) = super::dwarf::name(ATTRIBUTE_ENCODINGS, v as u32) {
                p.write(n);
                continue;
            }
        }
        p.write(&v.to_string());
    }
    p.write(")");
}

/// `#llvm.di_expression_elem` has no usable standalone syntax upstream (its format starts with the
/// operation keyword, which the `<` of the pretty form never is): it is always rejected there.
fn parse_expression_elem(p: &mut dyn AsmParser, _has_body: bool, _loc: u32) -> DResult<Values> {
    Err(p.error_here("expected valid keyword".into()))
}

fn print_expression_elem(p: &mut dyn AsmPrinter, vals: &[Vec<Attribute>]) {
    p.write("<");
    print_operation_values(p, vals);
    p.write(">");
}
