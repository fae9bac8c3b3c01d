// scf.execute_region verifier errors.
func.func @no_block() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @yield_count(%x: i32) {
  // expected-error @+1 {{'scf.execute_region' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.execute_region {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @terminators_disagree(%c: i1, %x: f32, %i: i32) {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edgefrom Region #0 to parent results operands mismatch between return-like terminators}}
  %0 = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : f32
  ^bb2:
    scf.yield %i : i32
  }
  return
}

// -----

func.func @operands(%x: i32) {
  // expected-error @+1 {{'scf.execute_region' op requires zero operands}}
  "scf.execute_region"(%x) ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}
