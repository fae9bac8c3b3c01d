#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| irbridge_fuzz::abi_signature::check(data));
