// scf.index_switch verifier and parser errors.
func.func @case_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @duplicate(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 3}}
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
  }
  return
}

// -----

// Upstream keeps the case values in an llvm::DenseSet<int64_t>, whose empty-bucket key is
// INT64_MAX: after another value, INT64_MAX is reported as a duplicate (as first value it is not).
func.func @int64_max(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 9223372036854775807}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @terminator(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got llvm.unreachable}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "llvm.unreachable"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @yield_count(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %i
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @yield_type(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %0 = scf.index_switch %i -> index
  case 2 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %x : i32
  }
  default {
    scf.yield %i : index
  }
  return
}

// -----

func.func @missing_cases(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @empty_case(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @arg_type(%i: i64) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i64'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i64) -> ()
  return
}

// -----

func.func @parse_case_value(%i: index) {
  scf.index_switch %i
  // expected-error @+1 {{expected integer value}}
  case x {
  }
  default {
  }
  return
}

// -----

func.func @parse_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error @+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}
