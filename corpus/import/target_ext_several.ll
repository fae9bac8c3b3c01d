; Several target extension types in one module (in a named struct, a signature, a global, a call,
; with zero values and poisons), as upstream 19 imports them. llvm-ir reads every target type as
; the same type: the module is read with each made a named struct that carries its spelling
; (import/src/reread.rs).
%s = type { target("spirv.Image", i8, 1), target("spirv.Sampler") }
@e = global target("spirv.Event") zeroinitializer
define target("spirv.Event") @f(target("spirv.Image", i8, 1) %i, target("spirv.Sampler") %s, i1 %c) {
  %a = alloca %s
  %u = insertvalue %s poison, target("spirv.Image", i8, 1) %i, 0
  %v = insertvalue %s %u, target("spirv.Sampler") %s, 1
  store %s %v, ptr %a
  %w = select i1 %c, target("spirv.Event") zeroinitializer, target("spirv.Event") poison
  call void @h(target("spirv.Image", i8, 1) %i, target("spirv.Sampler") poison)
  ret target("spirv.Event") %w
}
declare void @h(target("spirv.Image", i8, 1), target("spirv.Sampler"))
