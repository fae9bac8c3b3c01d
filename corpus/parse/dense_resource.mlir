// dense_resource attributes and the file metadata section: blobs of the handles printed, in
// first-use order (unused blobs and handles without a blob left out), external resources kept.
func.func @constants() -> (tensor<2xi32>, vector<3xi8>, tensor<2xf32>) {
  %0 = arith.constant dense_resource<zz> : tensor<2xi32>
  %1 = arith.constant dense_resource<aa> : vector<3xi8>
  %2 = arith.constant dense_resource<no_blob> : tensor<2xf32>
  %3 = arith.constant dense_resource<zz> : tensor<1x2xi32>
  return %0, %1, %2 : tensor<2xi32>, vector<3xi8>, tensor<2xf32>
}
llvm.mlir.global internal constant @g(dense_resource<glob> : tensor<2xf32>) : !llvm.array<2 x f32>
"func.func"() <{function_type = () -> (), sym_name = "generic"}> ({
  %0 = "arith.constant"() <{value = dense_resource<empty> : tensor<0xi8>}> : () -> tensor<0xi8>
  "func.return"() : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001020304",
      aa: "0x01000000010203",
      zz: "0x040000000100000002000000",
      glob: "0x08000000000080BF0000C03F",
      empty: "0x10000000"
    }
  },
  external_resources: {
    empty_group: {},
    mine: { flag: true, other: false, text: "a\"b\n\\c", data: "0x0800000001" }
  }
#-}

// -----

// A section before the ops, and an empty one.
{-# #-}
{-#
  dialect_resources: { builtin: { b: "0x02000000ABCD" } }
#-}
func.func @f() -> tensor<1xi16> {
  %0 = arith.constant dense_resource<b> : tensor<1xi16>
  return %0 : tensor<1xi16>
}
