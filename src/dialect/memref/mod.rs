//! The `memref` dialect of MLIR 19: buffers, their views and element accesses, one record each in
//! [`ops`].
//!
//! Code map: [`ops`] (the records), [`constraints`] (the dialect's type and attribute constraints,
//! defaults and type transforms), then the hooks the records name, one file per family: allocation
//! ([`alloc`]), element access, atomics and DMA ([`access`]), views and casts ([`views`]),
//! reassociative reshapes ([`reshape`]), globals ([`global`]: its `custom<...>` directive),
//! descriptor queries ([`metadata`]), folders ([`fold`]) and the canonicalization patterns of views
//! and reshapes ([`canonicalize`]). Shared pieces the LLVM lowering reuses: strided layouts
//! ([`layout`]) and mixed static/dynamic index lists ([`mixed_list`]: `custom<DynamicIndexList>`).

pub mod access;
pub mod alloc;
pub mod atomic_kind;
pub mod canonicalize;
pub mod common;
pub mod constraints;
pub mod fold;
pub mod global;
pub mod layout;
pub mod memory_slot;
pub mod metadata;
pub mod mixed_list;
pub mod ops;
pub mod reshape;
pub mod runtime_verification;
pub mod views;

pub use ops::*;

pub const ENUMS: &[super::enums::EnumDef] = &[];

#[cfg(test)]
mod tests {
    #[test]
    fn every_op_has_a_valid_format() {
        for d in super::OPS {
            if let Some(f) = d.format() {
                assert!(f.is_ok(), "{}: {:?}", d.name, f.err());
            }
        }
        assert_eq!(super::OPS.len(), 31);
    }
}
