; Target extension types: imported as `!llvm.target<"name", types..., ints...>` exactly as upstream
; 19 does (llvm-ir reads every target type as one parameterless type: the spelling comes from the
; C API), in a signature, a named struct, a global, allocas, loads, stores, calls and a poison.
%s = type { target("spirv.Image", i8, 1), i32 }
@g = global target("spirv.Image", i8, 1) poison
define void @f(target("spirv.Image", i8, 1) %t) {
  %a = alloca target("spirv.Image", i8, 1)
  store target("spirv.Image", i8, 1) %t, ptr %a
  %l = load target("spirv.Image", i8, 1), ptr %a
  %u = insertvalue %s poison, target("spirv.Image", i8, 1) %l, 0
  call void @h(target("spirv.Image", i8, 1) %l, target("spirv.Image", i8, 1) poison)
  ret void
}
declare void @h(target("spirv.Image", i8, 1), target("spirv.Image", i8, 1))
