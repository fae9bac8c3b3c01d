// ub.poison errors: the value must be a poison attribute, one result.
func.func @bad_value() {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> i32
  return
}

// -----

func.func @no_result() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @unknown_attr() {
  // expected-error @+1 {{unknown attribute `bogus` in dialect `ub`}}
  %0 = ub.poison <#ub.bogus> : i32
  return
}
