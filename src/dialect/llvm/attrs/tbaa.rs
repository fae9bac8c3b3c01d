//! Type-based alias analysis metadata: `#llvm.tbaa_root`, `#llvm.tbaa_type_desc`, `#llvm.tbaa_member`,
//! `#llvm.tbaa_tag` (the `tbaa` attribute of loads and stores holds an array of tags).

use super::params::{opt, req, Custom, Format, Kind, Spec, Values};
use crate::diag::DResult;
use crate::ir::Attribute;
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};

/// `TBAANodeAttr`: what a member's type descriptor may be.
pub const NODES: &[&str] = &["tbaa_root", "tbaa_type_desc"];

pub const SPECS: &[Spec] = &[
    Spec {
        mnemonic: "tbaa_root",
        params: &[opt("id", Kind::Str)],
        format: Format::OptionalStruct,
        alias: true,
    },
    Spec {
        mnemonic: "tbaa_member",
        params: &[
            req("typeDesc", Kind::OneOf(NODES)),
            req("offset", Kind::Int64),
        ],
        format: Format::Custom(Custom {
            parse: parse_member,
            print: print_member,
        }),
        alias: false,
    },
    Spec {
        mnemonic: "tbaa_type_desc",
        params: &[
            req("id", Kind::StrRef),
            req("members", Kind::Braced(&Kind::Attr("tbaa_member"))),
        ],
        format: Format::Struct,
        alias: true,
    },
    Spec {
        mnemonic: "tbaa_tag",
        params: &[
            req("base_type", Kind::Attr("tbaa_type_desc")),
            req("access_type", Kind::Attr("tbaa_type_desc")),
            req("offset", Kind::Int64),
            opt("constant", Kind::Bool),
        ],
        format: Format::Struct,
        alias: true,
    },
];

/// `<#tbaa_type_desc, 8>`.
fn parse_member(p: &mut dyn AsmParser, has_body: bool, _loc: u32) -> DResult<Values> {
    if !has_body {
        return Err(p.error_wrong_token("expected '<'".into()));
    }
    p.parse_punct(Punct::Less)?;
    let desc = super::params::parse_named(p, "tbaa_member", "typeDesc", &Kind::OneOf(NODES))?;
    p.parse_punct(Punct::Comma)?;
    let off = super::params::parse_named(p, "tbaa_member", "offset", &Kind::Int64)?;
    p.parse_punct(Punct::Greater)?;
    Ok(vec![Some(desc), Some(off)])
}

fn print_member(p: &mut dyn AsmPrinter, vals: &[Vec<Attribute>]) {
    p.write("<");
    if let Some(d) = vals.first() {
        super::params::print_value(p, &Kind::OneOf(NODES), d);
    }
    p.write(", ");
    if let Some(o) = vals.get(1) {
        super::params::print_value(p, &Kind::Int64, o);
    }
    p.write(">");
}
