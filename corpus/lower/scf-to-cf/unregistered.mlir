// RUN-ARGS: --allow-unregistered-dialect --convert-scf-to-cf
// Unknown ops inside the regions are moved along, not an obstacle.
func.func @unknown_ops(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "unknown.op"(%i) : (index) -> ()
    %c = "unknown.cond"() : () -> i1
    scf.if %c {
      "unknown.then"() : () -> ()
    }
  }
  %0 = "unknown.region"() ({
    %v = scf.execute_region -> i32 {
      %x = "unknown.value"() : () -> i32
      scf.yield %x : i32
    }
    "unknown.yield"(%v) : (i32) -> ()
  }) : () -> i32
  return
}
