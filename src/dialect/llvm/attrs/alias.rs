//! Alias scopes and access groups: `#llvm.alias_scope_domain`, `#llvm.alias_scope` (the `alias_scopes` /
//! `noalias_scopes` of memory ops) and `#llvm.access_group` (their `access_groups`, and the
//! `parallelAccesses` of loop annotations). Each is identified by a builtin `distinct[N]<>` attribute.

use super::params::{opt, req, Format, Kind, Spec};

pub const SPECS: &[Spec] = &[
    Spec {
        mnemonic: "alias_scope_domain",
        params: &[req("id", Kind::Distinct), opt("description", Kind::Str)],
        format: Format::Struct,
        alias: true,
    },
    Spec {
        mnemonic: "alias_scope",
        params: &[
            req("id", Kind::Distinct),
            req("domain", Kind::Attr("alias_scope_domain")),
            opt("description", Kind::Str),
        ],
        format: Format::Struct,
        alias: true,
    },
    Spec {
        mnemonic: "access_group",
        params: &[req("id", Kind::Distinct)],
        format: Format::Struct,
        alias: true,
    },
];
