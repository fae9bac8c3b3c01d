// RUN: opt '--split-input-file=//=''====' '--output-split-marker=//=''===='
// A custom input split marker and a custom output marker (quoted apart in the RUN line: upstream
// splits on the marker text wherever it is). Where the marker is cut short, as on the
// `//====` line below, upstream warns of a near miss and does not split there.
func.func @first() {
  return
}

//=====

func.func @second() {
  return
}
//====
func.func @still_second() {
  return
}

//=====
//===x
func.func @third() {
  return
}
