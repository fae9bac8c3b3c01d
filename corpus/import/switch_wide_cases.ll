; Switch case values of types wider than 64 bits (llvm-ir keeps only their low 64 bits; the C API
; supplies them), up to 2^64-1 (MLIR 19's llvm.switch syntax holds no more), and a wide constant
; condition before the cases. (import/tests/module_facts.rs checks the refusal of larger values.)
define i32 @wide(i128 %x) {
entry:
  switch i128 %x, label %d [
    i128 18446744073709551615, label %a
    i128 1, label %b
    i128 9223372036854775808, label %c
  ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
d:
  ret i32 0
}

define i32 @const_cond() {
entry:
  switch i128 36893488147419103232, label %d [
    i128 7, label %a
  ]
a:
  ret i32 1
d:
  ret i32 0
}
