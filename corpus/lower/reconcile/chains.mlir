// RUN-ARGS: --reconcile-unrealized-casts --allow-unregistered-dialect
func.func @f(%a: i64, %b: index) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %b : index to i32
  %3 = builtin.unrealized_conversion_cast %2 : i32 to i16
  %4 = builtin.unrealized_conversion_cast %3 : i16 to index
  %5:2 = builtin.unrealized_conversion_cast %a, %a : i64, i64 to f32, f32
  %6:2 = builtin.unrealized_conversion_cast %5#0, %5#1 : f32, f32 to i64, i64
  %7 = builtin.unrealized_conversion_cast %b : index to f64
  %8 = builtin.unrealized_conversion_cast %4 : index to i8
  "test.use"(%1, %4, %6#0, %6#1, %8) : (i64, index, i64, i64, i8) -> ()
  return %1 : i64
}
