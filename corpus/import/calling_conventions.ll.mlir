module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func fastcc @f_fastcc() {
    llvm.return
  }
  llvm.func coldcc @f_coldcc() {
    llvm.return
  }
  llvm.func cc_10 @f_ghccc() {
    llvm.return
  }
  llvm.func cc_10 @f_cc_10() {
    llvm.return
  }
  llvm.func anyregcc @f_anyregcc() {
    llvm.return
  }
  llvm.func preserve_mostcc @f_preserve_mostcc() {
    llvm.return
  }
  llvm.func preserve_allcc @f_preserve_allcc() {
    llvm.return
  }
  llvm.func swiftcc @f_swiftcc() {
    llvm.return
  }
  llvm.func cxx_fast_tlscc @f_cxx_fast_tlscc() {
    llvm.return
  }
  llvm.func tailcc @f_tailcc() {
    llvm.return
  }
  llvm.func cfguard_checkcc @f_cfguard_checkcc() {
    llvm.return
  }
  llvm.func swifttailcc @f_swifttailcc() {
    llvm.return
  }
  llvm.func x86_stdcallcc @f_x86_stdcallcc() {
    llvm.return
  }
  llvm.func x86_fastcallcc @f_x86_fastcallcc() {
    llvm.return
  }
  llvm.func arm_apcscc @f_arm_apcscc() {
    llvm.return
  }
  llvm.func arm_aapcscc @f_arm_aapcscc() {
    llvm.return
  }
  llvm.func arm_aapcs_vfpcc @f_arm_aapcs_vfpcc() {
    llvm.return
  }
  llvm.func msp430_intrcc @f_msp430_intrcc() {
    llvm.return
  }
  llvm.func x86_thiscallcc @f_x86_thiscallcc() {
    llvm.return
  }
  llvm.func ptx_kernelcc @f_ptx_kernel() {
    llvm.return
  }
  llvm.func ptx_devicecc @f_ptx_device() {
    llvm.return
  }
  llvm.func spir_funccc @f_spir_func() {
    llvm.return
  }
  llvm.func spir_kernelcc @f_spir_kernel() {
    llvm.return
  }
  llvm.func intel_ocl_bicc @f_intel_ocl_bicc() {
    llvm.return
  }
  llvm.func x86_64_sysvcc @f_x86_64_sysvcc() {
    llvm.return
  }
  llvm.func win64cc @f_win64cc() {
    llvm.return
  }
  llvm.func x86_vectorcallcc @f_x86_vectorcallcc() {
    llvm.return
  }
  llvm.func hhvmcc @f_hhvmcc() {
    llvm.return
  }
  llvm.func hhvm_ccc @f_hhvm_ccc() {
    llvm.return
  }
  llvm.func x86_intrcc @f_x86_intrcc() {
    llvm.return
  }
  llvm.func avr_intrcc @f_avr_intrcc() {
    llvm.return
  }
  llvm.func avr_builtincc @f_avr_builtincc() {
    llvm.return
  }
  llvm.func amdgpu_vscc @f_amdgpu_vs() {
    llvm.return
  }
  llvm.func amdgpu_gscc @f_amdgpu_gs() {
    llvm.return
  }
  llvm.func amdgpu_cscc @f_amdgpu_cs() {
    llvm.return
  }
  llvm.func amdgpu_kernelcc @f_amdgpu_kernel() {
    llvm.return
  }
  llvm.func x86_regcallcc @f_x86_regcallcc() {
    llvm.return
  }
  llvm.func amdgpu_hscc @f_amdgpu_hs() {
    llvm.return
  }
  llvm.func msp430_builtincc @f_msp430_builtincc() {
    llvm.return
  }
  llvm.func amdgpu_lscc @f_amdgpu_ls() {
    llvm.return
  }
  llvm.func amdgpu_escc @f_amdgpu_es() {
    llvm.return
  }
  llvm.func aarch64_vectorcallcc @f_aarch64_vector_pcs() {
    llvm.return
  }
  llvm.func aarch64_sve_vectorcallcc @f_aarch64_sve_vector_pcs() {
    llvm.return
  }
  llvm.func wasm_emscripten_invokecc @f_cc_99() {
    llvm.return
  }
  llvm.func amdgpu_gfxcc @f_amdgpu_gfx() {
    llvm.return
  }
  llvm.func m68k_intrcc @f_m68k_intrcc() {
    llvm.return
  }
  llvm.func cc_11 @f_cc_11() {
    llvm.return
  }
  llvm.func @caller() {
    llvm.call spir_funccc @f_spir_func() : () -> ()
    llvm.call wasm_emscripten_invokecc @f_cc_99() : () -> ()
    llvm.return
  }
}
