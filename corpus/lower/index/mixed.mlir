// Only index ops are converted; other dialects' ops stay and see index values through casts.
func.func @mixed(%a: index, %b: index, %x: i32) -> index {
  %0 = index.add %a, %b
  %1 = arith.index_cast %x : i32 to index
  %2 = index.mul %0, %1
  %3 = arith.addi %2, %a : index
  return %3 : index
}
