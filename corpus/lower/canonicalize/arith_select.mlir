// RUN-ARGS: --canonicalize
// Nested selects on the same condition keep only the value on their own side (both patterns).

func.func @t(%p: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.select %p, %b, %c : i32
  %1 = arith.select %p, %a, %0 : i32
  %2 = arith.select %p, %a, %b : i32
  %3 = arith.select %p, %2, %c : i32
  return %1, %3 : i32, i32
}
