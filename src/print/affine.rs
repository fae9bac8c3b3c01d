//! Printing affine maps, expressions and integer sets.
