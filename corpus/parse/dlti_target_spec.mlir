// Target descriptions: `#dlti.target_system_spec` of device ids to `#dlti.target_device_spec`s,
// on a module and on a nested one, with entries of several value kinds.

module attributes {dlti.target_system_spec = #dlti.target_system_spec<"cpu0" : #dlti.target_device_spec<#dlti.dl_entry<"num_cores", 8 : i32>, #dlti.dl_entry<"vendor", "acme">>>} {
  func.func @f() {
    return
  }
}

// -----

module attributes {
  dlti.target_system_spec = #dlti.target_system_spec<
    "dsp" : #dlti.target_device_spec<#dlti.dl_entry<"lanes", [4, 8]>, #dlti.dl_entry<"clock_ghz", 1.5 : f32>>,
    "npu" : #dlti.target_device_spec<#dlti.dl_entry<"tile", dense<[16, 16]> : vector<2xi64>>>,
    "cpu" : #dlti.target_device_spec<#dlti.dl_entry<"fast_math", unit>>
  >
} {
  module attributes {dlti.target_system_spec = #dlti.target_system_spec<"gpu" : #dlti.target_device_spec<#dlti.dl_entry<"warp", 32>>>} {
  }
}

// -----

// A target device spec alone, under a name of another dialect.
module attributes {other.spec = #dlti.target_device_spec<#dlti.dl_entry<"l2_bytes", 1048576 : i64>>} {
}
