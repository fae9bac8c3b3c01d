//! The `canonicalize` pass (Canonicalizer.cpp): every registered op's canonicalization patterns
//! and folders, applied by the greedy driver to the regions of the op the pass runs on.

use super::greedy::{apply_patterns_and_fold_greedily, GreedyConfig, RegionSimplify};
use super::pattern::PatternSet;
use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};
use crate::pass::registry::{OptionKind, PassOptionInfo};
use crate::pass::{Pass, PassOptions};

pub const OPTIONS: &[PassOptionInfo] = &[
    PassOptionInfo {
        name: "top-down",
        kind: OptionKind::Bool,
        default: "true",
        help: "Seed the worklist in general top-down order",
    },
    PassOptionInfo {
        name: "region-simplify",
        kind: OptionKind::String,
        default: "normal",
        help: "Perform control flow optimizations to the region tree",
    },
    PassOptionInfo {
        name: "max-iterations",
        kind: OptionKind::String,
        default: "10",
        help: "Max. iterations between applying patterns / simplifying regions",
    },
    PassOptionInfo {
        name: "max-num-rewrites",
        kind: OptionKind::String,
        default: "-1",
        help: "Max. number of pattern rewrites within an iteration",
    },
    PassOptionInfo {
        name: "test-convergence",
        kind: OptionKind::Bool,
        default: "false",
        help: "Test only: Fail pass on non-convergence to detect cyclic pattern",
    },
    PassOptionInfo {
        name: "disable-patterns",
        kind: OptionKind::List,
        default: "",
        help: "Labels of patterns that should be filtered out during application",
    },
    PassOptionInfo {
        name: "enable-patterns",
        kind: OptionKind::List,
        default: "",
        help: "Labels of patterns that should be used during application, all other patterns are filtered out",
    },
];

/// A limit option: an `int64_t` where -1 means none.
fn limit(o: &PassOptions, name: &str, default: i64) -> Result<Option<u64>, String> {
    let v = match o.get(name) {
        Some(s) => s.parse::<i64>().map_err(|_| {
            format!("for the --{name} option: '{s}' value invalid for integer argument!")
        })?,
        None => default,
    };
    Ok(if v < 0 { None } else { Some(v as u64) })
}

/// The greedy configuration the canonicalizer's options describe.
pub fn config_from(o: &PassOptions) -> Result<GreedyConfig, String> {
    let region_simplify = match o.get("region-simplify") {
        None | Some("normal") => RegionSimplify::Normal,
        Some("disabled") => RegionSimplify::Disabled,
        Some("aggressive") => RegionSimplify::Aggressive,
        Some(v) => {
            return Err(format!(
                "for the --region-simplify option: Cannot find option named '{v}'!"
            ))
        }
    };
    Ok(GreedyConfig {
        top_down: o.bool("top-down", true),
        region_simplify,
        max_iterations: limit(o, "max-iterations", 10)?,
        max_num_rewrites: limit(o, "max-num-rewrites", -1)?,
        fold: true,
    })
}

pub struct Canonicalize {
    pub config: GreedyConfig,
    /// Pattern names left out (`disable-patterns`) and, if any, the only ones kept.
    disabled: Vec<String>,
    enabled: Vec<String>,
    /// The canonicalization patterns of the context's dialects, gathered on the first run.
    patterns: Option<PatternSet>,
    pub test_convergence: bool,
}

impl Canonicalize {
    pub fn from_options(o: &PassOptions) -> Result<Self, String> {
        Ok(Canonicalize {
            config: config_from(o)?,
            disabled: o.list("disable-patterns"),
            enabled: o.list("enable-patterns"),
            patterns: None,
            test_convergence: o.bool("test-convergence", false),
        })
    }

    /// The pass with upstream's default options.
    pub fn default_pass() -> Self {
        Canonicalize {
            config: GreedyConfig {
                top_down: true,
                ..GreedyConfig::default()
            },
            disabled: vec![],
            enabled: vec![],
            patterns: None,
            test_convergence: false,
        }
    }
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let patterns = self.patterns.get_or_insert_with(|| {
            PatternSet::canonicalization(ctx.registry, &self.disabled, &self.enabled)
        });
        let converged = apply_patterns_and_fold_greedily(ctx, op, patterns, &self.config);
        if self.test_convergence && !converged {
            // Upstream signals failure without a message of its own.
            return Err(vec![]);
        }
        Ok(())
    }
}
