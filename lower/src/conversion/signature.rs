//! Block signature conversion (MLIR's `TypeConverter::SignatureConversion`): for each original block
//! argument, the new arguments that replace it (0, 1 or N of them), plus the new argument types.

use irbridge::ir::Type;

/// Where original argument `i` went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgRemap {
    /// Replaced by new arguments `start..start+len` (len 1: a 1:1 conversion; len N: unbundled, e.g. a
    /// memref descriptor passed as scalars, rebuilt by an argument materialization).
    Inputs { start: usize, len: usize },
    /// Removed; it must have no uses left.
    Dropped,
}

#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    remap: Vec<Option<ArgRemap>>,
    new_types: Vec<Type>,
}

impl SignatureConversion {
    pub fn new(num_orig_args: usize) -> Self {
        SignatureConversion {
            remap: vec![None; num_orig_args],
            new_types: vec![],
        }
    }
    /// Original argument `orig` becomes new arguments of `types` (appended).
    pub fn add_inputs(&mut self, orig: usize, types: &[Type]) {
        let start = self.new_types.len();
        self.new_types.extend_from_slice(types);
        self.remap[orig] = Some(if types.is_empty() {
            ArgRemap::Dropped
        } else {
            ArgRemap::Inputs {
                start,
                len: types.len(),
            }
        });
    }
    /// Appends new arguments that replace no original one.
    pub fn add_new_inputs(&mut self, types: &[Type]) {
        self.new_types.extend_from_slice(types);
    }
    pub fn converted_types(&self) -> &[Type] {
        &self.new_types
    }
    pub fn num_orig_args(&self) -> usize {
        self.remap.len()
    }
    /// Where original argument `i` went (`Dropped` if it was never given inputs).
    pub fn remap(&self, i: usize) -> ArgRemap {
        self.remap[i].clone().unwrap_or(ArgRemap::Dropped)
    }
}
