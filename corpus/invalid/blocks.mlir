// Block and region structure errors: terminators, successors, block names, entry block rules.
// expected-error @below {{empty block: expect at least a terminator}}
func.func @no_terminator() {
^bb0:
}

// -----

func.func @missing_terminator(%a: i32) {
  // expected-error @+1 {{block with no terminator, has}}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @terminator_not_last() {
  // expected-error @+1 {{must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %0 = arith.constant 0 : i32
}

// -----

func.func @successor_operand_count(%a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @successor_operand_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @undefined_block() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^missing
}

// -----

func.func @block_redefinition() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @entry_has_predecessor() {
^bb0:
  cf.br ^bb0
}

// -----

// Block names are scoped to their region: a nested region cannot branch to an outer block.
func.func @cross_region() {
  memref.alloca_scope {
    // expected-error @+1 {{reference to an undefined block}}
    cf.br ^outer
  }
  cf.br ^outer
^outer:
  return
}

// -----

func.func @block_arg_bad_type() {
  cf.br ^bb1
// expected-error @+1 {{expected non-function type}}
^bb1(%x: bogus):
  return
}

// -----

// Unknown operations of unregistered dialects need --allow-unregistered-dialect.
func.func @unknown_op() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
  return
}

// -----

// A registered dialect with an unknown operation is always an error.
func.func @unknown_registered_op() {
  // expected-error @+1 {{unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations}}
  "arith.bogus"() : () -> ()
  return
}

// -----

func.func @custom_unknown_registered_op() {
  // expected-error @+1 {{custom op 'arith.bogus' is unknown}}
  %0 = arith.bogus : i32
  return
}

// -----

// Block arguments need a type.
func.func @block_arg_no_type() {
  cf.br ^bb1
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb1(%x):
  return
}

// -----

// Successor operands need types.
func.func @successor_missing_types(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}
