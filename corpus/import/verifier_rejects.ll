; LLVM parses this but its verifier rejects it (llvm-as would too): a branch back to the entry block.
define void @f() {
entry:
  br label %entry
}
