//! The examples of irbridge's Rust API live next to this file, one program each (see
//! `Cargo.toml`); `tests/examples.rs` runs every one of them on its default input.
