//! Function-level and constant attributes: `#llvm.memory_effects<...>`, `#llvm.vscale_range<...>`,
//! `#llvm.target_features<[...]>`, and the constant markers `#llvm.undef`, `#llvm.poison`, `#llvm.zero`.

use super::enums::MOD_REF_INFO;
use super::params::{opt, req, Custom, Format, Kind, Spec, Values};
use crate::diag::DResult;
use crate::ir::Attribute;
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};

const MODREF: Kind = Kind::Keyword(&MOD_REF_INFO);

pub const SPECS: &[Spec] = &[
    Spec {
        mnemonic: "memory_effects",
        params: &[
            req("other", MODREF),
            req("argMem", MODREF),
            req("inaccessibleMem", MODREF),
        ],
        format: Format::Struct,
        alias: false,
    },
    Spec {
        mnemonic: "vscale_range",
        params: &[
            req("minRange", Kind::IntAttr),
            req("maxRange", Kind::IntAttr),
        ],
        format: Format::Struct,
        alias: false,
    },
    Spec {
        mnemonic: "target_features",
        params: &[opt("features", Kind::List(&Kind::Str))],
        format: Format::Custom(Custom {
            parse: parse_features,
            print: print_features,
        }),
        alias: false,
    },
    Spec {
        mnemonic: "undef",
        params: &[],
        format: Format::NoParams,
        alias: false,
    },
    Spec {
        mnemonic: "poison",
        params: &[],
        format: Format::NoParams,
        alias: false,
    },
    Spec {
        mnemonic: "zero",
        params: &[],
        format: Format::NoParams,
        alias: false,
    },
];

/// `<["+sve", "-avx"]>`, verified as upstream's `TargetFeaturesAttr::verify`.
fn parse_features(p: &mut dyn AsmParser, has_body: bool, loc: u32) -> DResult<Values> {
    if !has_body {
        return Err(p.error_wrong_token("expected '<'".into()));
    }
    p.parse_punct(Punct::Less)?;
    p.parse_punct(Punct::LSquare)?;
    let mut feats = vec![];
    if !p.at_punct(Punct::RSquare) {
        loop {
            feats.push(super::params::parse_named(
                p,
                "target_features",
                "features",
                &Kind::Str,
            )?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
    }
    p.parse_punct(Punct::RSquare)?;
    p.parse_punct(Punct::Greater)?;
    for f in &feats {
        let s = p.ctx().as_str_attr(*f).unwrap_or(&[]).to_vec();
        let msg = match s.first() {
            None => "target features can not be null or empty",
            Some(c) if *c != b'+' && *c != b'-' => "target features must start with '+' or '-'",
            _ if s.contains(&b',') => "target features can not contain ','",
            _ => continue,
        };
        return Err(p.error_at(loc, String::from(msg)));
    }
    Ok(vec![Some(p.ctx().array_attr(feats))])
}

fn print_features(p: &mut dyn AsmPrinter, vals: &[Vec<Attribute>]) {
    p.write("<[");
    if let Some(fs) = vals.first() {
        super::params::print_value(p, &Kind::List(&Kind::Str), fs);
    }
    p.write("]>");
}
