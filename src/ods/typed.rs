//! Typed op handles: [`ops!`](crate::ops!) turns one record per op into its [`OpDef`] (a `static`) and a `Copy`
//! struct wrapping the `OpId`, with an accessor per operand, result, region, successor and attribute
//! and a `build` function taking them in ODS order (results, operands, attributes), as upstream's
//! generated classes have. Code outside the record names the op only through that struct.
//!
//! ```text
//! ops! {
//!     /// Integer addition.
//!     pub struct AddIOp = "arith.addi" {
//!         traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
//!         operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
//!         results: [result: SIGNLESS_INTEGER_LIKE],
//!         attrs: [overflow_flags "overflowFlags": OVERFLOW_FLAGS = overflow_none],
//!         format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
//!     }
//! }
//! ```
//! Operand and result groups: `name: C` (one value), `name: C [optional]`, `name: C [variadic]`,
//! where `C` is a [`super::TypeConstraint`] in scope. Attributes: `rust_name "odsName": C` (required),
//! `... : C [optional]` (optional), `... : C = default` (`DefaultValuedAttr`), `... : C = default
//! [optional]` (`DefaultValuedOptionalAttr`). Regions: `name: region`,
//! `name: sized(N)`, `name: [region]`. Successors: `name: successor`, `name: [successor]`. After
//! those, `format: "..."` and any other [`OpDef`] field in `def: { field: value, ... }`.

use super::{Arity, OpDef, Presence};
use crate::ir::{Attribute, BlockId, Context, OpId, OpState, RegionId, Type, ValueId};

/// Creates ops at an insertion point (the rewriters and builders of passes implement it).
pub trait OpBuilder {
    fn ctx(&mut self) -> &mut Context;
    /// Creates the op described by `st` and inserts it at the insertion point.
    fn insert(&mut self, st: OpState) -> OpId;
}

/// An op's typed handle.
pub trait TypedOp: Copy {
    fn def() -> &'static OpDef;
    fn from_id(op: OpId) -> Self;
    fn id(self) -> OpId;
    /// True if `op` is this op.
    fn is(ctx: &Context, op: OpId) -> bool {
        ctx.ops[op]
            .def
            .is_some_and(|d| std::ptr::eq(d, Self::def()))
    }
    /// `op` as this op, if it is one.
    fn cast(ctx: &Context, op: OpId) -> Option<Self> {
        Self::is(ctx, op).then(|| Self::from_id(op))
    }
}

/// The operands of the group named `name` of `op`.
pub fn operands_named<'c>(ctx: &'c Context, op: OpId, def: &OpDef, name: &str) -> &'c [ValueId] {
    match def.operands.iter().position(|g| g.name == name) {
        Some(g) => super::operand_group(ctx, op, def, g),
        None => &[],
    }
}

/// The results of the group named `name` of `op`.
pub fn results_named<'c>(ctx: &'c Context, op: OpId, def: &OpDef, name: &str) -> &'c [ValueId] {
    match def.results.iter().position(|g| g.name == name) {
        Some(g) => super::result_group(ctx, op, def, g),
        None => &[],
    }
}

/// The region named `name` (the first of a variadic group).
pub fn regions_named(ctx: &Context, op: OpId, def: &OpDef, name: &str) -> Vec<RegionId> {
    let regions = &ctx.ops[op].regions;
    let Some(i) = def.regions.iter().position(|r| r.name == name) else {
        return vec![];
    };
    if def.regions[i].variadic {
        regions.get(i..).map(<[_]>::to_vec).unwrap_or_default()
    } else {
        regions.get(i).copied().into_iter().collect()
    }
}

/// The successors named `name`.
pub fn successors_named(ctx: &Context, op: OpId, def: &OpDef, name: &str) -> Vec<BlockId> {
    let succs = &ctx.ops[op].successors;
    let Some(i) = def.successors.iter().position(|r| r.name == name) else {
        return vec![];
    };
    if def.successors[i].variadic {
        succs.get(i..).map(<[_]>::to_vec).unwrap_or_default()
    } else {
        succs.get(i).copied().into_iter().collect()
    }
}

/// One value group of a builder's arguments.
pub enum Group<'a, T> {
    One(T),
    Maybe(Option<T>),
    Many(&'a [T]),
}

impl<T: Copy> Group<'_, T> {
    fn extend(&self, out: &mut Vec<T>) -> i128 {
        match self {
            Group::One(v) => {
                out.push(*v);
                1
            }
            Group::Maybe(v) => {
                out.extend(v.iter().copied());
                v.is_some() as i128
            }
            Group::Many(vs) => {
                out.extend_from_slice(vs);
                vs.len() as i128
            }
        }
    }
}

/// The state of a new `def` op from its groups in ODS order (what the generated `build`s do):
/// segment sizes where the op has `AttrSized*Segments`, attributes that are given, and the
/// default of every `DefaultValuedAttr` that is not.
pub fn build_state(
    ctx: &mut Context,
    def: &'static OpDef,
    loc: Attribute,
    results: &[Group<'_, Type>],
    operands: &[Group<'_, ValueId>],
    attrs: &[(&'static str, Option<Attribute>)],
) -> OpState {
    let mut st = OpState::of(ctx, def, loc);
    let mut sizes = vec![];
    for g in results {
        sizes.push(g.extend(&mut st.result_types));
    }
    if def.has(super::traits::ATTR_SIZED_RESULT_SEGMENTS) {
        let a = dense_i32(ctx, &sizes);
        st.props.push((ctx.sym("resultSegmentSizes"), a));
    }
    sizes.clear();
    for g in operands {
        sizes.push(g.extend(&mut st.operands));
    }
    if def.has(super::traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        let a = dense_i32(ctx, &sizes);
        st.props.push((ctx.sym("operandSegmentSizes"), a));
    }
    for (name, value) in attrs {
        let value = match value {
            Some(v) => Some(*v),
            None => match def.attr(name).map(|a| a.presence) {
                Some(Presence::Default(d)) => Some((d.make)(ctx)),
                _ => None,
            },
        };
        if let Some(v) = value {
            st.props.push((ctx.sym(name), v));
        }
    }
    st
}

fn dense_i32(ctx: &mut Context, values: &[i128]) -> Attribute {
    let elem = ctx.i32();
    ctx.attr(crate::ir::AttrKind::DenseArray {
        elem,
        values: values.to_vec(),
    })
}

/// A group's arity from its written form (`C`, `?C`, `[C]`); used by [`ops!`](crate::ops!).
#[doc(hidden)]
pub const fn arity_of(optional: bool, variadic: bool) -> Arity {
    if variadic {
        Arity::Variadic
    } else if optional {
        Arity::Optional
    } else {
        Arity::Single
    }
}

/// Declares ops as records; see the [module documentation](self).
#[macro_export]
macro_rules! ops {
    ($(
        $(#[$meta:meta])*
        $vis:vis struct $Name:ident = $opname:literal {
            $(traits: [$($trait:ident),* $(,)?],)?
            $(operands: [$($on:ident $($os:literal)? : $oc:ident $([$oa:ident])?),* $(,)?],)?
            $(results: [$($rn:ident $($rs:literal)? : $rc:ident $([$ra:ident])?),* $(,)?],)?
            $(regions: [$($gn:ident $($gs:literal)? : $gk:ident $(($gb:literal))? $([$ga:ident])?),* $(,)?],)?
            $(successors: [$($sn:ident $($ss:literal)? : successor $([$sa:ident])?),* $(,)?],)?
            $(attrs: [$($an:ident $as:literal : $ac:ident $(= $ad:path)? $([$ao:ident])?),* $(,)?],)?
            $(format: $format:expr,)?
            $(custom: ($cparse:path, $cprint:path),)?
            $(def: { $($field:ident : $value:expr),* $(,)? },)?
        }
    )*) => {$(
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        $vis struct $Name(pub $crate::ir::OpId);

        impl $crate::ods::TypedOp for $Name {
            fn def() -> &'static $crate::ods::OpDef {
                $Name::def()
            }
            fn from_id(op: $crate::ir::OpId) -> Self {
                $Name(op)
            }
            fn id(self) -> $crate::ir::OpId {
                self.0
            }
        }

        #[allow(dead_code, clippy::too_many_arguments)]
        impl $Name {
            /// The op's name (for `match` arms and tables; compare ops with [`Self::is`]).
            pub const NAME: &'static str = $opname;
            /// The op's record.
            pub const fn def() -> &'static $crate::ods::OpDef {
                #[allow(unused_imports)]
                use $crate::ods::traits::*;
                static FORMAT: $crate::ods::FormatCache = std::sync::OnceLock::new();
                static DEF: $crate::ods::OpDef = $crate::ods::OpDef {
                    traits: 0 $($(| $trait)*)?,
                    operands: &[$($($crate::ods::ValueDef {
                        name: $crate::__ods_name!($on $($os)?),
                        constraint: &$oc,
                        arity: $crate::__ods_arity!($($oa)?),
                    }),*)?],
                    results: &[$($($crate::ods::ValueDef {
                        name: $crate::__ods_name!($rn $($rs)?),
                        constraint: &$rc,
                        arity: $crate::__ods_arity!($($ra)?),
                    }),*)?],
                    regions: &[$($($crate::ods::RegionDef {
                        name: $crate::__ods_name!($gn $($gs)?),
                        blocks: $crate::__ods_blocks!($gk $($gb)?),
                        variadic: $crate::__ods_variadic!($($ga)?),
                    }),*)?],
                    successors: &[$($($crate::ods::SuccessorDef {
                        name: $crate::__ods_name!($sn $($ss)?),
                        variadic: $crate::__ods_variadic!($($sa)?),
                    }),*)?],
                    attrs: &[$($($crate::ods::AttrDef {
                        name: $as,
                        constraint: &$ac,
                        presence: $crate::__ods_presence!($($ad)? ; $($ao)?),
                    }),*)?],
                    assembly: $crate::__ods_assembly!($($format)? ; $($cparse, $cprint)?),
                    format_cache: &FORMAT,
                    $($($field: $value,)*)?
                    ..$crate::ods::OpDef::new($opname, 0)
                };
                &DEF
            }
            /// The op.
            pub fn id(self) -> $crate::ir::OpId {
                self.0
            }
            /// True if `op` is this op.
            pub fn is(ctx: &$crate::ir::Context, op: $crate::ir::OpId) -> bool {
                <Self as $crate::ods::TypedOp>::is(ctx, op)
            }
            /// `op` as this op, if it is one.
            pub fn cast(ctx: &$crate::ir::Context, op: $crate::ir::OpId) -> Option<Self> {
                <Self as $crate::ods::TypedOp>::cast(ctx, op)
            }
            $($($crate::__ods_value_accessor!(operands_named $on ($crate::__ods_name!($on $($os)?)) $($oa)?);)*)?
            $($($crate::__ods_value_accessor!(results_named $rn ($crate::__ods_name!($rn $($rs)?)) $($ra)?);)*)?
            $($(
                pub fn $gn(self, ctx: &$crate::ir::Context) -> Vec<$crate::ir::RegionId> {
                    $crate::ods::typed::regions_named(ctx, self.0, Self::def(), $crate::__ods_name!($gn $($gs)?))
                }
            )*)?
            $($(
                pub fn $sn(self, ctx: &$crate::ir::Context) -> Vec<$crate::ir::BlockId> {
                    $crate::ods::typed::successors_named(ctx, self.0, Self::def(), $crate::__ods_name!($sn $($ss)?))
                }
            )*)?
            $($(
                pub fn $an(self, ctx: &$crate::ir::Context) -> Option<$crate::ir::Attribute> {
                    $crate::ods::prop(ctx, self.0, $as)
                }
            )*)?
            /// Creates the op at the builder's insertion point: result types, operands,
            /// attributes (`None` for absent optional attributes and defaults) and successors in
            /// ODS order. Regions are not arguments: add them to the new op.
            pub fn build(
                b: &mut impl $crate::ods::OpBuilder,
                loc: $crate::ir::Attribute,
                $($($rn: $crate::__ods_param!(Type $($ra)?),)*)?
                $($($on: $crate::__ods_param!(ValueId $($oa)?),)*)?
                $($($an: $crate::__ods_attr_param!($($ad)? ; $($ao)?),)*)?
                $($($sn: $crate::__ods_successor_param!($($sa)?),)*)?
            ) -> Self {
                #[allow(unused_mut)]
                let mut st = $crate::ods::typed::build_state(
                    b.ctx(),
                    Self::def(),
                    loc,
                    &[$($($crate::__ods_group!($rn $($ra)?)),*)?],
                    &[$($($crate::__ods_group!($on $($oa)?)),*)?],
                    &[$($(($as, $crate::__ods_attr_arg!($an $($ad)? ; $($ao)?))),*)?],
                );
                $($($crate::__ods_successor_push!(st $sn $($sa)?);)*)?
                $Name(b.insert(st))
            }
        }
    )*};
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_arity {
    () => {
        $crate::ods::Arity::Single
    };
    (optional) => {
        $crate::ods::Arity::Optional
    };
    (variadic) => {
        $crate::ods::Arity::Variadic
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_variadic {
    () => {
        false
    };
    (variadic) => {
        true
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_blocks {
    (region) => {
        None
    };
    (sized $b:literal) => {
        Some($b)
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_presence {
    (;) => {
        $crate::ods::Presence::Required
    };
    (; optional) => {
        $crate::ods::Presence::Optional
    };
    ($d:path ;) => {
        $crate::ods::Presence::Default($d)
    };
    ($d:path ; optional) => {
        $crate::ods::Presence::OptionalDefault($d)
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_assembly {
    (;) => {
        $crate::ods::Assembly::Generic
    };
    ($f:expr ;) => {
        $crate::ods::Assembly::Format($f)
    };
    (; $parse:path, $print:path) => {
        $crate::ods::Assembly::Custom {
            parse: $parse,
            print: $print,
        }
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_param {
    ($t:ident) => {
        $crate::ir::$t
    };
    ($t:ident optional) => {
        Option<$crate::ir::$t>
    };
    ($t:ident variadic) => {
        &[$crate::ir::$t]
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_successor_param {
    () => {
        $crate::ir::BlockId
    };
    (variadic) => {
        &[$crate::ir::BlockId]
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_successor_push {
    ($st:ident $n:ident) => {
        $st.successors.push($n)
    };
    ($st:ident $n:ident variadic) => {
        $st.successors.extend_from_slice($n)
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_group {
    ($n:ident) => {
        $crate::ods::typed::Group::One($n)
    };
    ($n:ident optional) => {
        $crate::ods::typed::Group::Maybe($n)
    };
    ($n:ident variadic) => {
        $crate::ods::typed::Group::Many($n)
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_attr_param {
    (;) => {
        $crate::ir::Attribute
    };
    ($($x:tt)*) => {
        Option<$crate::ir::Attribute>
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_attr_arg {
    ($n:ident ;) => {
        Some($n)
    };
    ($n:ident $($x:tt)*) => {
        $n
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __ods_name {
    ($n:ident) => {
        stringify!($n)
    };
    ($n:ident $s:literal) => {
        $s
    };
}

/// An operand or result accessor. Like upstream's generated getters, a single value's accessor
/// assumes verified IR.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_value_accessor {
    ($f:ident $n:ident ($ods:expr)) => {
        pub fn $n(self, ctx: &$crate::ir::Context) -> $crate::ir::ValueId {
            $crate::ods::typed::$f(ctx, self.0, Self::def(), $ods)[0]
        }
    };
    ($f:ident $n:ident ($ods:expr) optional) => {
        pub fn $n(self, ctx: &$crate::ir::Context) -> Option<$crate::ir::ValueId> {
            $crate::ods::typed::$f(ctx, self.0, Self::def(), $ods)
                .first()
                .copied()
        }
    };
    ($f:ident $n:ident ($ods:expr) variadic) => {
        pub fn $n(self, ctx: &$crate::ir::Context) -> &[$crate::ir::ValueId] {
            $crate::ods::typed::$f(ctx, self.0, Self::def(), $ods)
        }
    };
}

/// `Some(fold)` or `None` (for macros building families of records).
#[macro_export]
#[doc(hidden)]
macro_rules! __opt_fold {
    () => {
        None
    };
    ($f:path) => {
        Some($f)
    };
}

/// A pattern list or the empty one (for macros building families of records).
#[macro_export]
#[doc(hidden)]
macro_rules! __opt_canon {
    () => {
        &[]
    };
    ($c:path) => {
        $c
    };
}
