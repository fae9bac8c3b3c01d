//! The properties the fuzz targets check. Each function takes the fuzzer's input and panics when a
//! property fails; a panic is what libFuzzer reports as a crash, and what `tests/replay.rs` turns
//! into a failing test when the saved input is replayed.

pub mod parse_mlir;
