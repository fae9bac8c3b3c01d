// RUN-ARGS: --duplicate-function-elimination
// Functions equal but for their name (and locations) merge into the first; calls follow it.
// Attributes, argument attributes, visibility and bodies that differ keep functions apart.
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("a.cc":1:1)
  return %0 : i32
}
func.func @b(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32 loc("b.cc":2:2)
  return %0 : i32
}
func.func @c(%x: i32) -> i32 attributes {my.attr} {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @d(%x: i32 {llvm.noundef}) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @e(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @f(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func private @decl1(i32) -> i32
func.func private @decl2(i32) -> i32
func.func @user(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  %1 = call @c(%0) : (i32) -> i32
  %2 = call @decl2(%1) : (i32) -> i32
  %3 = call @e(%2) : (i32) -> i32
  return %3 : i32
}

// -----

// Nested regions and block structure are compared too.
func.func @g(%c: i1, %x: f32, %y: f32) -> f32 {
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  cf.br ^bb1(%0 : f32)
^bb1(%r: f32):
  return %r : f32
}
func.func @h(%c: i1, %x: f32, %y: f32) -> f32 {
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  cf.br ^bb1(%0 : f32)
^bb1(%r: f32):
  return %r : f32
}
func.func @i(%c: i1, %x: f32, %y: f32) -> f32 {
  %0 = scf.if %c -> f32 {
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  cf.br ^bb1(%0 : f32)
^bb1(%r: f32):
  return %r : f32
}
func.func @use(%c: i1, %x: f32) -> (f32, f32) {
  %0 = call @h(%c, %x, %x) : (i1, f32, f32) -> f32
  %1 = call @i(%c, %x, %x) : (i1, f32, f32) -> f32
  return %0, %1 : f32, f32
}
