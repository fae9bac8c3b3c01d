// The index width comes from the data layout when the option is not given.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
  func.func @from_layout(%a: index, %b: index, %c: i64) -> (index, index, index) {
    %0 = index.add %a, %b
    %1 = index.sizeof
    %2 = index.casts %c : i64 to index
    return %0, %1, %2 : index, index, index
  }
}
