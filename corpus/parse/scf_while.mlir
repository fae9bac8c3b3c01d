// scf.while and scf.condition: while and do-while forms, no operands, values changing type
// between the regions, attributes after `attributes`.
func.func @while_loop(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %next = arith.addi %b, %b : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

func.func @do_while(%x: f32, %c: i1) -> f32 {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    %0 = arith.addf %a, %a : f32
    scf.condition(%c) %0 : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  } attributes {loop = "do-while"}
  return %r : f32
}

// -----

func.func @types_change(%x: f32, %i: i64, %c: i1) -> (i64, f64) {
  %r:2 = scf.while (%a = %x, %b = %i) : (f32, i64) -> (i64, f64) {
    %d = arith.extf %a : f32 to f64
    scf.condition(%c) {cond} %b, %d : i64, f64
  } do {
  ^bb0(%p: i64, %q: f64):
    %t = arith.truncf %q : f64 to f32
    scf.yield %t, %p : f32, i64
  }
  return %r#0, %r#1 : i64, f64
}

// -----

func.func @no_operands(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
