// SSA value names: numeric, named, multi-result groups (%r:2 / %r#1), name hints the printer derives.
func.func @names(%arg: i32) -> i32 {
  %0 = arith.addi %arg, %arg : i32
  %foo = arith.muli %0, %0 : i32
  %_under_score = arith.subi %foo, %0 : i32
  %x$1.y-z = arith.xori %_under_score, %foo : i32
  %42 = arith.ori %x$1.y-z, %arg : i32
  return %42 : i32
}

// -----

// Multi-result ops: `%r:2` definitions and `%r#N` uses.
func.func @multi(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = arith.addui_extended %a, %b : i32, i1
  %s:2 = arith.mulsi_extended %a, %r#0 : i32
  %t = arith.select %r#1, %s#0, %s#1 : i32
  return %t, %s#1 : i32, i32
}

// -----

// Result groups of multi-result ops written in generic form.
func.func @generic_multi(%a: i64, %b: i64) -> i64 {
  %p:2 = "arith.mului_extended"(%a, %b) : (i64, i64) -> (i64, i64)
  %q = arith.addi %p#0, %p#1 : i64
  return %q : i64
}

// -----

// Names of constants are derived from their values by the printer.
func.func @constant_names() {
  %a = arith.constant 0 : index
  %b = arith.constant 1 : i32
  %c = arith.constant -1 : i64
  %d = arith.constant true
  %e = arith.constant false
  %f = arith.constant 1.0 : f32
  %g = arith.constant dense<0> : vector<4xi32>
  %h = arith.constant 7 : i8
  return
}

// -----

// Shadowing-free reuse of the same name in separate regions (functions are isolated).
func.func @f1(%x: i32) -> i32 {
  %v = arith.addi %x, %x : i32
  return %v : i32
}
func.func @f2(%x: i32) -> i32 {
  %v = arith.muli %x, %x : i32
  return %v : i32
}

// -----

// Function arguments with arbitrary names; printer renames them to %arg<N>.
func.func @arg_names(%first: i32, %second_one: f32, %3: index) -> index {
  return %3 : index
}

// -----

// Uses must be dominated by their definition in SSACFG
// regions; a definition in a dominating block may be used in later blocks.
func.func @cross_block(%c: i1) -> i32 {
  %v = arith.constant 10 : i32
  cf.cond_br %c, ^a, ^b
^a:
  %w = arith.addi %v, %v : i32
  return %w : i32
^b:
  return %v : i32
}

// -----

// Values from outer regions are visible in nested regions.
func.func @nested_use(%x: index) {
  memref.alloca_scope {
    %y = arith.addi %x, %x : index
    memref.alloca_scope.return
  }
  return
}
