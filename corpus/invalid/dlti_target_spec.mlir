// Target descriptions that `#dlti.target_system_spec`'s parser and verifier reject, with every
// error upstream's generated parsers report after the first.

module attributes {
  // expected-error@+3 {{expected string}}
  // expected-error@+2 {{DeviceID is missing, or is not of string type}}
  // expected-error@+1 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DeviceIDTargetDeviceSpecPair>`}}
  dlti.target_system_spec = #dlti.target_system_spec<>
} {}

// -----

module attributes {
  // expected-error@+3 {{expected ':'}}
  // expected-error@+2 {{Missing colon}}
  // expected-error@+1 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries'}}
  dlti.target_system_spec = #dlti.target_system_spec<"a" = #dlti.target_device_spec<#dlti.dl_entry<"k", 1>>>
} {}

// -----

module attributes {
  // expected-error@+3 {{invalid kind of attribute specified}}
  // expected-error@+2 {{Error in parsing target device spec}}
  // expected-error@+1 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries'}}
  dlti.target_system_spec = #dlti.target_system_spec<"a" : #dlti.dl_spec<#dlti.dl_entry<"k", 1>>>
} {}

// -----

module attributes {
  // expected-error@+3 {{dlti.target_device_spec does not allow type as a key: 'i16'}}
  // expected-error@+4 {{Error in parsing target device spec}}
  // expected-error@+3 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries'}}
  dlti.target_system_spec = #dlti.target_system_spec<"a" : #dlti.target_device_spec<
    #dlti.dl_entry<i16, 16>>
  >
} {}

// -----

module attributes {
  // expected-error@+4 {{expected attribute value}}
  // expected-error@+3 {{failed to parse DLTI_TargetDeviceSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DataLayoutEntryInterface>`}}
  // expected-error@+3 {{Error in parsing target device spec}}
  // expected-error@+2 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries'}}
  dlti.target_system_spec = #dlti.target_system_spec<"a" : #dlti.target_device_spec<>
  >
} {}

// -----

module attributes {
  // expected-error@+1 {{repeated Device ID in dlti.target_system_spec: "x"}}
  dlti.target_system_spec = #dlti.target_system_spec<"x" : #dlti.target_device_spec<#dlti.dl_entry<"k", 1>>, "x" : #dlti.target_device_spec<#dlti.dl_entry<"k", 2>>>
} {}

// -----

// expected-error@+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = #dlti.target_device_spec<#dlti.dl_entry<"k", 1>>} {}

// -----

// expected-error@+1 {{repeated layout entry key: k}}
module attributes {other.spec = #dlti.target_device_spec<#dlti.dl_entry<"k", 1>, #dlti.dl_entry<"k", 2>>} {}
