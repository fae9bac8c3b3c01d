// RUN-ARGS: --scf-forall-to-for
// scf.forall as nested scf.for loops, static bounds and steps as new constants (lower bounds,
// then upper bounds, then steps), innermost foralls first.
func.func private @use(index, index, index)

func.func @static_and_dynamic(%n: index, %s: index) {
  scf.forall (%i, %j, %k) = (0, %n, 2) to (%n, 64, 10) step (%s, 4, 1) {
    func.call @use(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

func.func @nested(%a: index, %b: index) {
  scf.forall (%i) in (%a) {
    scf.forall (%j, %k) in (%b, 8) {
      func.call @use(%i, %j, %k) : (index, index, index) -> ()
    }
    func.call @use(%i, %i, %i) : (index, index, index) -> ()
  }
  return
}
