//! The `complex` dialect. The arithmetic ops come from the `ops::SPECS` table; `create`, `bitcast` and
//! `constant` are in `misc.rs`. `fastmath` is the `#arith.fastmath` enum of the `arith` dialect, spelled
//! with arith's `fastmath<...>` clause.

pub mod misc;
pub mod number_attr;
pub mod ops;

use super::traits::*;
use super::OpDef;

/// Upstream materializes `fastmath = #arith.fastmath<none>` when the input leaves it out.
const FASTMATH_NONE: &[(&str, super::DefaultFn)] =
    &[("fastmath", super::arith::constraints::FASTMATH_NONE.make)];

/// One arithmetic op of the `ops::SPECS` table.
const fn arith_op(name: &'static str, inherent: &'static [&'static str]) -> OpDef {
    OpDef {
        inherent,
        // Every complex op with a `fastmath` property gets upstream's default for it.
        default_props: if inherent.is_empty() {
            &[]
        } else {
            FASTMATH_NONE
        },
        parse: Some(ops::parse),
        print: Some(ops::print),
        verify: Some(ops::verify),
        ..OpDef::new(name, PURE)
    }
}

const FM: &[&str] = &["fastmath"];

pub static OPS: &[OpDef] = &[
    arith_op("complex.abs", FM),
    arith_op("complex.add", FM),
    arith_op("complex.angle", FM),
    arith_op("complex.atan2", FM),
    OpDef {
        parse: Some(misc::parse_bitcast),
        print: Some(misc::print_bitcast),
        verify: Some(misc::verify_bitcast),
        ..OpDef::new("complex.bitcast", PURE)
    },
    arith_op("complex.conj", FM),
    OpDef {
        inherent: &["value"],
        parse: Some(misc::parse_constant),
        print: Some(misc::print_constant),
        verify: Some(misc::verify_constant),
        result_names: Some(misc::constant_result_names),
        ..OpDef::new("complex.constant", PURE)
    },
    arith_op("complex.cos", FM),
    OpDef {
        parse: Some(misc::parse_create),
        print: Some(misc::print_create),
        verify: Some(misc::verify_create),
        ..OpDef::new("complex.create", PURE)
    },
    arith_op("complex.div", FM),
    arith_op("complex.eq", &[]),
    arith_op("complex.exp", FM),
    arith_op("complex.expm1", FM),
    arith_op("complex.im", FM),
    arith_op("complex.log", FM),
    arith_op("complex.log1p", FM),
    arith_op("complex.mul", FM),
    arith_op("complex.neg", FM),
    arith_op("complex.neq", &[]),
    arith_op("complex.pow", FM),
    arith_op("complex.re", FM),
    arith_op("complex.rsqrt", FM),
    arith_op("complex.sign", FM),
    arith_op("complex.sin", FM),
    arith_op("complex.sqrt", FM),
    arith_op("complex.sub", FM),
    arith_op("complex.tan", FM),
    arith_op("complex.tanh", FM),
];

pub const ENUMS: &[super::enums::EnumDef] = &[];

#[cfg(test)]
mod tests {
    #[test]
    fn every_spec_has_an_op_with_matching_fastmath() {
        for s in super::ops::SPECS {
            let d = super::OPS.iter().find(|d| d.name == s.name).expect(s.name);
            let has_fm = s.kind != super::ops::Kind::Compare;
            assert_eq!(d.inherent.contains(&"fastmath"), has_fm, "{}", s.name);
        }
    }
}
