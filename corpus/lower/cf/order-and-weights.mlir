// RUN-ARGS: --convert-cf-to-llvm
// Conversion order is depth-first over the CFG from the entry block (it decides which assert gets
// which assert_msg global); ops in unreachable blocks are not converted, as in upstream 19.
func.func @f(%c: i1) {
  cf.cond_br %c, ^x, ^y
^y:
  cf.assert %c, "y"
  return
^x:
  cf.assert %c, "x"
  cf.br ^z
^z:
  cf.assert %c, "z"
  return
}

// -----

func.func @f(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.assert %c, "in a"
  return
^b:
  cf.assert %c, "in b"
  return
^dead:
  cf.assert %c, "dead"
  cf.br ^a
}

// -----

// Branch weights move to llvm.cond_br's property.
func.func @weights(%c: i1) {
  cf.cond_br %c, ^a, ^b {branch_weights = array<i32: 90, 10>}
^a:
  return
^b:
  cf.cond_br %c, ^a, ^a {branch_weights = array<i32: 0, 1>}
}
