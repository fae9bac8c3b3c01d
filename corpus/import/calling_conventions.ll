; Every calling convention MLIR 19's CConv enum models, on definitions and on calls (those
; without a keyword of their own in LLVM 19's assembly are written as `cc N`).
define fastcc void @f_fastcc() {
  ret void
}
define coldcc void @f_coldcc() {
  ret void
}
define ghccc void @f_ghccc() {
  ret void
}
define cc 10 void @f_cc_10() {
  ret void
}
define anyregcc void @f_anyregcc() {
  ret void
}
define preserve_mostcc void @f_preserve_mostcc() {
  ret void
}
define preserve_allcc void @f_preserve_allcc() {
  ret void
}
define swiftcc void @f_swiftcc() {
  ret void
}
define cxx_fast_tlscc void @f_cxx_fast_tlscc() {
  ret void
}
define tailcc void @f_tailcc() {
  ret void
}
define cfguard_checkcc void @f_cfguard_checkcc() {
  ret void
}
define swifttailcc void @f_swifttailcc() {
  ret void
}
define x86_stdcallcc void @f_x86_stdcallcc() {
  ret void
}
define x86_fastcallcc void @f_x86_fastcallcc() {
  ret void
}
define arm_apcscc void @f_arm_apcscc() {
  ret void
}
define arm_aapcscc void @f_arm_aapcscc() {
  ret void
}
define arm_aapcs_vfpcc void @f_arm_aapcs_vfpcc() {
  ret void
}
define msp430_intrcc void @f_msp430_intrcc() {
  ret void
}
define x86_thiscallcc void @f_x86_thiscallcc() {
  ret void
}
define ptx_kernel void @f_ptx_kernel() {
  ret void
}
define ptx_device void @f_ptx_device() {
  ret void
}
define spir_func void @f_spir_func() {
  ret void
}
define spir_kernel void @f_spir_kernel() {
  ret void
}
define intel_ocl_bicc void @f_intel_ocl_bicc() {
  ret void
}
define x86_64_sysvcc void @f_x86_64_sysvcc() {
  ret void
}
define win64cc void @f_win64cc() {
  ret void
}
define x86_vectorcallcc void @f_x86_vectorcallcc() {
  ret void
}
define cc 81 void @f_hhvmcc() {
  ret void
}
define cc 82 void @f_hhvm_ccc() {
  ret void
}
define x86_intrcc void @f_x86_intrcc() {
  ret void
}
define avr_intrcc void @f_avr_intrcc() {
  ret void
}
define cc 86 void @f_avr_builtincc() {
  ret void
}
define amdgpu_vs void @f_amdgpu_vs() {
  ret void
}
define amdgpu_gs void @f_amdgpu_gs() {
  ret void
}
define amdgpu_cs void @f_amdgpu_cs() {
  ret void
}
define amdgpu_kernel void @f_amdgpu_kernel() {
  ret void
}
define x86_regcallcc void @f_x86_regcallcc() {
  ret void
}
define amdgpu_hs void @f_amdgpu_hs() {
  ret void
}
define cc 94 void @f_msp430_builtincc() {
  ret void
}
define amdgpu_ls void @f_amdgpu_ls() {
  ret void
}
define amdgpu_es void @f_amdgpu_es() {
  ret void
}
define aarch64_vector_pcs void @f_aarch64_vector_pcs() {
  ret void
}
define aarch64_sve_vector_pcs void @f_aarch64_sve_vector_pcs() {
  ret void
}
define cc 99 void @f_cc_99() {
  ret void
}
define amdgpu_gfx void @f_amdgpu_gfx() {
  ret void
}
define cc 101 void @f_m68k_intrcc() {
  ret void
}
define cc 11 void @f_cc_11() {
  ret void
}
define void @caller() {
  call spir_func void @f_spir_func()
  call cc 99 void @f_cc_99()
  ret void
}
