// cf dialect errors: condition types, successor operands, switch case/operand rules, assert, terminator position.
func.func @cond_not_i1(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^a, ^a] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}

// -----

func.func @cond_br_true_operands(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %c, ^a(%x : i32), ^b
^a:
  return
^b:
  return
}

// -----

func.func @switch_case_value_type(%f: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}

// -----

func.func @switch_case_count(%f: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%f)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}

// -----

func.func @switch_missing_values(%f: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%f)[^a, ^a] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}

// -----

func.func @switch_case_operands(%f: i32, %x: f32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.switch %f : i32, [
    default: ^a,
    5: ^b
  ]
^a:
  return
^b(%v: f32):
  return
}

// -----

func.func @switch_index_flag(%f: index) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%f)[^a] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^a:
  return
}

// -----

func.func @switch_missing_default(%f: i32) {
  // expected-error @+2 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %f : i32, [
    1: ^a
  ]
^a:
  return
}

// -----

func.func @assert_not_i1(%c: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @assert_missing_message(%c: i1) {
  // expected-error @+1 {{expected ','}}
  cf.assert %c
  return
}

// -----

func.func @br_not_terminator_position() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^a
  %0 = arith.constant 0 : i32
^a:
  return
}
