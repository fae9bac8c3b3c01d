// Blocks: labels, arguments, forward references to blocks and values, unreachable blocks, loops.
func.func @forward_block(%c: i1) -> i32 {
  cf.cond_br %c, ^later, ^earlier
^earlier:
  %a = arith.constant 1 : i32
  cf.br ^later
^later:
  %b = arith.constant 2 : i32
  return %b : i32
}

// -----

// Block arguments and loops: a block argument defined later is used by an earlier branch.
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %acc2 = arith.addi %acc, %i : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %acc2 : index, index)
^exit:
  return %acc : index
}

// -----

// Unreachable blocks, and a forward value reference from a dominating block.
func.func @unreachable() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
^dead:
  %d = arith.addi %e, %e : i32
  cf.br ^dead2
^dead2:
  %e = arith.constant 1 : i32
  return %e : i32
}

// -----

// Block names are arbitrary; the printer renumbers them ^bb<N>.
func.func @block_names(%c: i1) {
  cf.cond_br %c, ^then_block, ^else.block
^then_block:
  cf.br ^merge$1
^else.block:
  cf.br ^merge$1
^merge$1:
  return
}

// -----

// In generic form the entry block is written explicitly with a label and arguments.
"func.func"() <{function_type = (i32) -> i32, sym_name = "explicit_entry"}> ({
^entry(%x: i32):
  cf.br ^exit(%x : i32)
^exit(%y: i32):
  "func.return"(%y) : (i32) -> ()
}) : () -> ()

// -----

// Self-loop block with arguments of several types.
func.func @self_loop(%a: i32, %b: f32, %c: i1) {
  cf.br ^spin(%a, %b : i32, f32)
^spin(%x: i32, %y: f32):
  cf.cond_br %c, ^spin(%x, %y : i32, f32), ^out
^out:
  return
}

// -----

// Many blocks with shared successors and passing the same value twice.
func.func @diamond(%c: i1, %v: i64) -> i64 {
  cf.cond_br %c, ^l(%v : i64), ^r(%v, %v : i64, i64)
^l(%a: i64):
  cf.br ^m(%a : i64)
^r(%b: i64, %b2: i64):
  %s = arith.addi %b, %b2 : i64
  cf.br ^m(%s : i64)
^m(%res: i64):
  return %res : i64
}
