// RUN-ARGS: --canonicalize=region-simplify=aggressive
// `llvm.br`, `llvm.cond_br`, `llvm.switch` as `BranchOpInterface`s: identical blocks merged with
// new arguments, arguments every predecessor passes the same value dropped, dead arguments erased.

llvm.func @use(i64)

llvm.func @merge_cond_br(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^x, ^y
^x:
  llvm.call @use(%a) : (i64) -> ()
  llvm.br ^exit
^y:
  llvm.call @use(%b) : (i64) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}

llvm.func @merge_switch(%v: i32, %a: i64, %b: i64, %d: i64) {
  llvm.switch %v : i32, ^x [
    1: ^y,
    2: ^z
  ]
^x:
  llvm.call @use(%a) : (i64) -> ()
  llvm.br ^exit
^y:
  llvm.call @use(%b) : (i64) -> ()
  llvm.br ^exit
^z:
  llvm.call @use(%d) : (i64) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}

llvm.func @same_value_args(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^x(%a, %b : i64, i64), ^x(%a, %a : i64, i64)
^x(%p: i64, %q: i64):
  llvm.call @use(%p) : (i64) -> ()
  llvm.call @use(%q) : (i64) -> ()
  llvm.return
}

llvm.func @dead_args(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^x(%a : i64), ^y(%b : i64)
^x(%p: i64):
  llvm.br ^exit
^y(%q: i64):
  llvm.call @use(%q) : (i64) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}
