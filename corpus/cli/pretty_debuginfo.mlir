// RUN: opt --mlir-print-debuginfo --mlir-pretty-debuginfo
// Locations in the readable form: no `loc(...)`, file names bare, call sites and fused locations
// without their keywords, callers on lines of their own (but a name called from a file position).
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @f(%a: index loc("arg.cc":1:2)) -> index {
  %0 = arith.constant 4 : index loc(callsite("foo" at "mysource.cc":10:8))
  %1 = arith.constant 5 : index loc(callsite("a.cc":1:1 at callsite("b.cc":2:2 at "c.cc":3:3)))
  %2 = arith.addi %0, %1 : index loc(callsite("n"("x.cc":4:5) at callsite("y.cc":6:7 at "z.cc":8:9)))
  affine.for %i = 0 to 8 {
  } loc(fused["foo", "mysource.cc":10:8])
  affine.if #set(%a) {
  } loc(fused<"myPass">["foo", "foo2"])
  %3 = arith.muli %2, %a : index loc("name with spaces"(unknown))
  return %3 : index loc(unknown)
} loc("my file.cc":3:4)
