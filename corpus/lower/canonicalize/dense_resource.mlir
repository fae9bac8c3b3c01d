// RUN-ARGS: --canonicalize
// dense_resource constants: casts of them are not folded (upstream's folders read dense elements
// only), a dead constant goes away and so does its blob from the printed section.
func.func @ext() -> tensor<2xi16> {
  %0 = arith.constant dense_resource<used> : tensor<2xi8>
  %1 = arith.constant dense_resource<dead> : tensor<2xi8>
  %2 = arith.extui %0 : tensor<2xi8> to tensor<2xi16>
  return %2 : tensor<2xi16>
}

func.func @dedup() -> (tensor<2xi8>, tensor<2xi8>) {
  %0 = arith.constant dense_resource<used> : tensor<2xi8>
  %1 = arith.constant dense_resource<used> : tensor<2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2xi8>
}

{-#
  dialect_resources: {
    builtin: {
      dead: "0x010000000304",
      used: "0x010000000102"
    }
  }
#-}
