; Two different target extension types in one module: refused (llvm-ir reads every target type as
; the same type, so the importer cannot tell which is which; upstream 19 imports them).
declare void @f(target("spirv.Image", i8, 1), target("spirv.Event"))
