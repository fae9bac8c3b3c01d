//! Loop metadata: `#llvm.loop_annotation<...>` (the `loop_annotation` of branch ops) and its nested
//! `#llvm.loop_vectorize`, `loop_interleave`, `loop_unroll`, `loop_unroll_and_jam`, `loop_licm`,
//! `loop_distribute`, `loop_pipeline`, `loop_peeled` and `loop_unswitch`. Every parameter is optional.

use super::params::aliased_struct as st;
use super::params::{opt, Kind, Spec};

const B: Kind = Kind::BoolAttr;
const I: Kind = Kind::IntAttr;
const FOLLOWUP: Kind = Kind::Attr("loop_annotation");

pub const SPECS: &[Spec] = &[
    st(
        "loop_vectorize",
        &[
            opt("disable", B),
            opt("predicateEnable", B),
            opt("scalableEnable", B),
            opt("width", I),
            opt("followupVectorized", FOLLOWUP),
            opt("followupEpilogue", FOLLOWUP),
            opt("followupAll", FOLLOWUP),
        ],
    ),
    st("loop_interleave", &[opt("count", I)]),
    st(
        "loop_unroll",
        &[
            opt("disable", B),
            opt("count", I),
            opt("runtimeDisable", B),
            opt("full", B),
            opt("followupUnrolled", FOLLOWUP),
            opt("followupRemainder", FOLLOWUP),
            opt("followupAll", FOLLOWUP),
        ],
    ),
    st(
        "loop_unroll_and_jam",
        &[
            opt("disable", B),
            opt("count", I),
            opt("followupOuter", FOLLOWUP),
            opt("followupInner", FOLLOWUP),
            opt("followupRemainderOuter", FOLLOWUP),
            opt("followupRemainderInner", FOLLOWUP),
            opt("followupAll", FOLLOWUP),
        ],
    ),
    st(
        "loop_licm",
        &[opt("disable", B), opt("versioningDisable", B)],
    ),
    st(
        "loop_distribute",
        &[
            opt("disable", B),
            opt("followupCoincident", FOLLOWUP),
            opt("followupSequential", FOLLOWUP),
            opt("followupFallback", FOLLOWUP),
            opt("followupAll", FOLLOWUP),
        ],
    ),
    st(
        "loop_pipeline",
        &[opt("disable", B), opt("initiationinterval", I)],
    ),
    st("loop_peeled", &[opt("count", I)]),
    st("loop_unswitch", &[opt("partialDisable", B)]),
    st(
        "loop_annotation",
        &[
            opt("disableNonforced", B),
            opt("vectorize", Kind::Attr("loop_vectorize")),
            opt("interleave", Kind::Attr("loop_interleave")),
            opt("unroll", Kind::Attr("loop_unroll")),
            opt("unrollAndJam", Kind::Attr("loop_unroll_and_jam")),
            opt("licm", Kind::Attr("loop_licm")),
            opt("distribute", Kind::Attr("loop_distribute")),
            opt("pipeline", Kind::Attr("loop_pipeline")),
            opt("peeled", Kind::Attr("loop_peeled")),
            opt("unswitch", Kind::Attr("loop_unswitch")),
            opt("mustProgress", B),
            opt("isVectorized", B),
            opt("startLoc", Kind::FusedLoc),
            opt("endLoc", Kind::FusedLoc),
            opt("parallelAccesses", Kind::List(&Kind::Attr("access_group"))),
        ],
    ),
];
