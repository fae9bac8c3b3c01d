// RUN-ARGS: --lower-affine
// affine.apply / affine.min / affine.max lowered to arith as upstream's AffineApplyExpander does: mod,
// floordiv and ceildiv by positive constants with their sign corrections, products of symbols, and
// min/max as an arith.minsi/maxsi chain
func.func @exprs(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0 floordiv 3)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> ((d0 - d1) ceildiv 5)>(%a, %b)
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2, 16)>(%a)[%c]
  %3 = affine.max affine_map<(d0) -> (d0 * 3, -d0)>(%b)
  %4 = affine.apply affine_map<()[s0, s1] -> (s0 * s1 - 7)>()[%a, %c]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
