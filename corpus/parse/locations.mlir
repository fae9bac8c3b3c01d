// Location attributes: file/line/col, names, fused, callsite, unknown, aliases, on ops, args and blocks.
func.func @file_line_col() {
  %0 = arith.constant 0 : i32 loc("file.mlir":1:2)
  %1 = arith.constant 1 : i32 loc("/abs/path/to/x.c":100:35)
  return loc("":0:0)
} loc("file.mlir":3:1)

// -----

func.func @named() {
  %0 = arith.constant 0 : i32 loc("just_a_name")
  %1 = arith.constant 1 : i32 loc("name"("child.c":4:5))
  %2 = arith.constant 2 : i32 loc("outer"("inner"))
  return
}

// -----

func.func @fused() {
  %0 = arith.constant 0 : i32 loc(fused["a.c":1:1, "b.c":2:2])
  %1 = arith.constant 1 : i32 loc(fused<"metadata">["a.c":1:1, "n"])
  %2 = arith.constant 2 : i32 loc(fused<{key = 1 : i32}>["x"("y.c":3:4), unknown])
  %3 = arith.constant 3 : i32 loc(fused[])
  return
}

// -----

func.func @callsite() {
  %0 = arith.constant 0 : i32 loc(callsite("callee.c":10:2 at "caller.c":20:4))
  %1 = arith.constant 1 : i32 loc(callsite("f"("f.c":1:1) at callsite("g.c":2:2 at "h.c":3:3)))
  return
}

// -----

func.func @unknown() {
  %0 = arith.constant 0 : i32 loc(unknown)
  return loc(unknown)
} loc(unknown)

// -----

// Location aliases, defined before and after use.
#loc = loc("alias.mlir":1:1)
#loc_fused = loc(fused[#loc, "other.mlir":2:2])
func.func @aliases() {
  %0 = arith.constant 0 : i32 loc(#loc)
  %1 = arith.constant 1 : i32 loc(#loc_fused)
  %2 = arith.constant 2 : i32 loc(#later)
  return
}
#later = loc("late.mlir":9:9)

// -----

// Locations on block arguments (entry and non-entry blocks) and on function arguments.
func.func @block_args(%a: i32 loc("arg0.c":1:1), %b: i1 loc("arg1")) -> i32 {
  cf.cond_br %b, ^bb1(%a : i32), ^bb2
^bb1(%x: i32 loc("bbarg.c":5:5)):
  return %x : i32
^bb2:
  return %a : i32
}

// -----

// Locations on the module and on generic-form operations.
module @located {
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> () loc("ret.c":1:1)
  }) : () -> () loc("generic.c":2:2)
} loc("module.c":0:0)

// -----

// Opaque-looking file names with escapes.
func.func @escaped_names() {
  %0 = arith.constant 0 : i32 loc("dir with space/f\"q\".c":7:8)
  %1 = arith.constant 1 : i32 loc("tab\there")
  return
}
