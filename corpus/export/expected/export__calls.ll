; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare float @callee(i32, float)

declare i32 @variadic(i32, ...)

declare fastcc i64 @fast(i64)

define float @calls(ptr %0, i32 %1, float %2, i64 %3) {
  %5 = call float @callee(i32 %1, float %2)
  %6 = call float %0(i32 %1, float %5)
  %7 = call i32 (i32, ...) @variadic(i32 %1, float %2, i64 %3)
  %8 = call fastcc i64 @fast(i64 %3)
  %9 = tail call nnan ninf float @callee(i32 %1, float %6)
  ret float %9
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define float @weights(i32 %0, float %1) {
  %3 = notail call float @weights(i32 %0, float %1), !prof !1
  ret float %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 42}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

@_ZTIi = external constant ptr

declare i32 @__gxx_personality_v0(...)

declare i32 @may_throw(i32)

declare void @cleanup()

define i32 @eh(i32 %0) personality ptr @__gxx_personality_v0 {
  %2 = invoke i32 @may_throw(i32 %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = invoke i32 @may_throw(i32 %2)
          to label %7 unwind label %5

5:                                                ; preds = %3, %1
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr null
  call void @cleanup()
  resume { ptr, i32 } %6

7:                                                ; preds = %3
  %8 = phi i32 [ %2, %3 ]
  ret i32 %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

declare i32 @__gxx_personality_v0(...)

define void @eh_indirect(ptr %0) personality ptr @__gxx_personality_v0 {
  invoke void %0()
          to label %2 unwind label %3, !prof !1

2:                                                ; preds = %1
  ret void

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [1 x ptr] zeroinitializer
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 5, i32 1}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i32 @asm(i32 %0, ptr %1) {
  %3 = call i32 asm "mov $1, $0", "=r,r"(i32 %0)
  call void asm sideeffect alignstack inteldialect "nop", ""()
  call void asm sideeffect "movl $$0, ($0)", "r"(ptr %1)
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define float @call_intrinsic(float %0, ptr %1) {
  %3 = call float @llvm.fabs.f32(float %0)
  %4 = call fast float @llvm.sqrt.f32(float %3)
  call void @llvm.donothing()
  %5 = call i64 @llvm.x86.rdtsc()
  ret float %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare void @llvm.donothing() #1

; Function Attrs: nounwind
declare i64 @llvm.x86.rdtsc() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
