// RUN: opt --split-input-file
// Custom forms upstream prints differently from how they were written (so not in corpus/parse,
// which checks the generic form of a re-read): an scf.forall whose lower bounds and steps are
// constants 0 and 1 (`arith.constant` operands included) prints as normalized (`in (...)`),
// dropping them; scf.if prints no terminators when it has no results, even one with attributes.
func.func @normalized_by_constants(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) = (0, %c0) to (%n, 8) step (1, %c1) {
  }
  return
}

// -----

func.func @if_yield_attrs(%c: i1) {
  scf.if %c {
    scf.yield {tag}
  } else {
    scf.yield {tag}
  }
  return
}
