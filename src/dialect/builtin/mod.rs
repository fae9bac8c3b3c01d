//! The ops of the `builtin` dialect (MLIR 19's BuiltinOps.td), one record each; `ods` holds the
//! hand-written ODS checks `func` and `cf` still share.

pub mod cast;
pub mod module;
pub mod ods;

use crate::ods::constraint::{ANY_TYPE, STRING_ATTR, SYMBOL_NAME_ATTR};

crate::ops! {
    /// `builtin.module @name attributes {...} { ... }`.
    pub struct ModuleOp = "builtin.module" {
        traits: [
            ALLOCA_SCOPE, AFFINE_SCOPE, ISOLATED_FROM_ABOVE, NO_REGION_ARGUMENTS, SYMBOL_TABLE, SYMBOL,
            NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION,
        ],
        regions: [body_region "bodyRegion": sized(1)],
        attrs: [
            sym_name "sym_name": SYMBOL_NAME_ATTR [optional],
            sym_visibility "sym_visibility": STRING_ATTR [optional],
        ],
        format: "($sym_name^)? attr-dict-with-keyword $bodyRegion",
        def: {
            verify: Some(module::verify),
            verify_regions: Some(module::verify_symbol_table),
            default_dialect: Some("builtin"),
        },
    }

    /// `builtin.unrealized_conversion_cast %a : T to U`.
    pub struct UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast" {
        traits: [PURE],
        operands: [inputs: ANY_TYPE [variadic]],
        results: [outputs: ANY_TYPE [variadic]],
        format: "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
        def: { verify: Some(cast::verify), fold: Some(cast::fold) },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[ModuleOp::def(), UnrealizedConversionCastOp::def()];

pub const ENUMS: &[crate::ods::EnumDef] = &[];
