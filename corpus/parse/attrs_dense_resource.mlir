// Dense resource elements attributes backed by a dialect_resources section (optional feature).
func.func @resource_constant() -> tensor<4xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<4xi32>
  return %0 : tensor<4xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000020000000300000004000000"
    }
  }
#-}
