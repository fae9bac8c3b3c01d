// An ABI alignment of 2^64-1: LLVM's "not a number, or does not fit in an unsigned int" would
// end the process; the verifier refuses it first (upstream 19's message).
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<272>, dense<[64, 18446744073709551615, 64, 64]> : vector<4xi64>>>} {
  llvm.func @f() {
    llvm.return
  }
}
