// RUN-ARGS: --arith-emulate-wide-int=widest-int-supported=16 --verify-diagnostics
// A converted argument still used by ops the pass does not convert (cf branches, a store into
// an i32 memref): the converter has no materializations, so the conversion fails.
// expected-error @+1 {{failed to legalize unresolved materialization from ('vector<2xi16>') to 'i32' that remained live after conversion}}
func.func @escapes(%m: memref<4xi32>, %x: i32, %c: i1) -> i32 {
  %i = arith.constant 0 : index
  %a = arith.xori %x, %x : i32
  memref.store %a, %m[%i] : memref<4xi32>
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%x : i32)
^bb1(%p: i32):
  %s = arith.shli %p, %x : i32
  cf.br ^bb2(%s : i32)
^bb2(%q: i32):
  return %q : i32
}

