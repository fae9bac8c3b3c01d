// Without the option, the index width comes from the module's data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 16 : i32>>} {
  func.func @from_layout(%i: index, %j: index, %a: i32) -> (index, index) {
    %0 = arith.subi %i, %j : index
    %1 = arith.index_cast %a : i32 to index
    return %0, %1 : index, index
  }
}
