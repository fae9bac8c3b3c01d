// cf dialect: br, cond_br (with/without operands and weights), switch (default-only, cases, operands, widths), assert.
func.func @br(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%y: i32):
  cf.br ^bb2
^bb2:
  return %y : i32
}

// -----

func.func @cond_br(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^t(%a, %b : i32, f32), ^f
^t(%x: i32, %y: f32):
  return %x : i32
^f:
  return %a : i32
}

// -----

// Branch weights on cond_br.
func.func @weights(%c: i1) {
  cf.cond_br %c, ^a, ^b {branch_weights = array<i32: 90, 10>}
^a:
  return
^b:
  cf.cond_br %c, ^a, ^a {branch_weights = array<i32: 0, 1>}
}

// -----

// Both successors may be the same block with different operands.
func.func @same_dest(%c: i1, %a: index, %b: index) -> index {
  cf.cond_br %c, ^m(%a : index), ^m(%b : index)
^m(%r: index):
  return %r : index
}

// -----

// switch with only a default, with cases, and with operands.
func.func @switch(%flag: i32, %v: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^def(%v : f32),
    0: ^zero,
    42: ^other(%v, %v : f32, f32),
    -1: ^def(%v : f32)
  ]
^def(%d: f32):
  return %d : f32
^zero:
  cf.switch %flag : i32, [
    default: ^def(%v : f32)
  ]
^other(%p: f32, %q: f32):
  return %q : f32
}

// -----

// switch on various integer widths, including i1, i64 and i128 (case values must fit in 64 bits).
func.func @switch_widths(%a: i1, %b: i64, %c: i128) {
  cf.switch %a : i1, [
    default: ^next,
    1: ^next
  ]
^next:
  cf.switch %b : i64, [
    default: ^done,
    9223372036854775807: ^done,
    -5: ^next
  ]
^done:
  cf.switch %c : i128, [
    default: ^end,
    4294967296: ^end
  ]
^end:
  return
}

// -----

// switch with branch weights, and in generic form.
func.func @switch_weights(%x: i8) {
  cf.switch %x : i8, [
    default: ^a,
    1: ^b,
    2: ^a
  ] {branch_weights = array<i32: 5, 3, 2>}
^a:
  return
^b:
  "cf.switch"(%x)[^a, ^b] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
}

// -----

func.func @assert(%c: i1) {
  cf.assert %c, "expected condition to hold"
  cf.assert %c, ""
  cf.assert %c, "escapes \"quoted\"\n"
  return
}

// -----

// Generic forms of br, cond_br and assert.
func.func @generic(%c: i1, %x: i32) {
  "cf.assert"(%c) <{msg = "generic"}> : (i1) -> ()
  "cf.cond_br"(%c, %x)[^a, ^b] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^a(%y: i32):
  "cf.br"()[^b] : () -> ()
^b:
  return
}
