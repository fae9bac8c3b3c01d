// RUN-ARGS: --convert-math-to-libm --verify-diagnostics
// Upstream 19 reports this too: the whole math dialect is illegal, so an op without a libm
// function (here `absi`) fails the conversion.
func.func @absi(%a: i32) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'math.absi' that was explicitly marked illegal}}
  %0 = math.absi %a : i32
  return %0 : i32
}
