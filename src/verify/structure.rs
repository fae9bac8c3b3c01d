//! Structural rules: terminators, successor ownership, region counts.

use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};

pub fn verify_op_structure(_ctx: &Context, _op: OpId, _errs: &mut Vec<Diagnostic>) {}
