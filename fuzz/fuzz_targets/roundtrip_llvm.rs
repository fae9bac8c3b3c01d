#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| irbridge_fuzz::roundtrip_llvm::check(data));
