; The zero value of a target extension type (`target("spirv.Event") zeroinitializer`): refused, as the
; llvm-ir reader cannot read the constant (LLVMConstantTargetNoneValueKind); upstream 19 imports it as
; `llvm.mlir.zero : !llvm.target<"spirv.Event">`.
@e = global target("spirv.Event") zeroinitializer
define target("spirv.Event") @f() {
  ret target("spirv.Event") zeroinitializer
}
