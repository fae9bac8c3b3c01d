//! The part of the `affine` dialect (MLIR 19) that index arithmetic needs: `affine.apply`,
//! `affine.min` and `affine.max`, each an affine map applied to `index` operands
//! (`affine.apply #map(%d0)[%s0]`). `expand-strided-metadata` creates them as upstream does, and
//! `lower-affine` turns them into `arith` ops. Loops (`affine.for`, `affine.if`, ...) are not here.

pub mod ops;

use super::{traits, OpDef};

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["map"],
        parse: Some(ops::parse_map_op),
        print: Some(ops::print_map_op),
        verify: Some(ops::verify_apply),
        ..OpDef::new("affine.apply", traits::PURE)
    },
    OpDef {
        inherent: &["map"],
        parse: Some(ops::parse_map_op),
        print: Some(ops::print_map_op),
        verify: Some(ops::verify_min_max),
        ..OpDef::new("affine.min", traits::PURE)
    },
    OpDef {
        inherent: &["map"],
        parse: Some(ops::parse_map_op),
        print: Some(ops::print_map_op),
        verify: Some(ops::verify_min_max),
        ..OpDef::new("affine.max", traits::PURE)
    },
];
