module {
  llvm.func @large_list() attributes {a = dense<"0x0000003F0000C03F0000204000006040000090400000B0400000D0400000F04000000841000018410000284100003841000048410000584100006841000078410000844100008C410000944100009C410000A4410000AC410000B4410000BC410000C4410000CC410000D4410000DC410000E4410000EC410000F4410000FC41000002420000064200000A4200000E42000012420000164200001A4200001E42000022420000264200002A4200002E42000032420000364200003A4200003E42000042420000464200004A4200004E42000052420000564200005A4200005E42000062420000664200006A4200006E42000072420000764200007A4200007E42000081420000834200008542000087420000894200008B4200008D4200008F42000091420000934200009542000097420000994200009B4200009D4200009F420000A1420000A3420000A5420000A7420000A9420000AB420000AD420000AF420000B1420000B3420000B5420000B7420000B9420000BB420000BD420000BF420000C1420000C3420000C5420000C7420000C9420000CB420000CD420000CF420000D1420000D3420000D5420000D7420000D9420000DB420000DD420000DF420000E1420000E3420000E5420000E7420000E9420000EB420000ED420000EF42"> : tensor<120xf32>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @empty() attributes {a = dense<> : tensor<0xi32>, b = dense<> : tensor<2x0xf32>, c = dense<> : tensor<0xf64>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @complex_dense() attributes {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1.000000e+00,0.000000e+00), (0.000000e+00,-1.000000e+00)]> : tensor<2xcomplex<f64>>, c = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @other_elements() attributes {a = dense<[0, 1, 2]> : tensor<3xindex>, b = dense<[340282366920938463463374607431768211455, 0]> : tensor<2xui128>, c = dense<-1> : tensor<2xi100>, d = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>, e = dense<[0x7F800000, -0.000000e+00]> : tensor<2xf32>, f = dense<[255, 0]> : vector<2xui8>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @signs() attributes {a = dense<[-1, 2]> : tensor<2xi32>, b = dense<[-1.500000e+00, -0.000000e+00]> : tensor<2xf16>, c = dense<[true, false]> : tensor<2xi1>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @zero_d() -> vector<1xf32> {
    %0 = llvm.mlir.constant(dense<4.000000e+00> : vector<f32>) : vector<1xf32>
    llvm.return %0 : vector<1xf32>
  }
}

// -----
module {
  llvm.func @encoded() attributes {a = dense<[1, 2]> : tensor<2xi32, "enc">, sym_visibility = "private"}
}

