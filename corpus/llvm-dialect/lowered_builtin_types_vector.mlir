module {
  llvm.func @zero_d(vector<1xf32>, vector<1xi1>, vector<1xi64>) -> vector<1xf64> attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @ranked(vector<1xf32>, !llvm.array<4 x vector<8xi32>>, !llvm.array<2 x array<3 x array<4 x vector<5xf16>>>>, !llvm.array<1 x array<1 x vector<1xi1>>>) attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @scalable_passthrough(%arg0: !llvm.array<4 x vector<[8]xbf16>>) -> !llvm.array<4 x vector<[8]xbf16>> {
    llvm.return %arg0 : !llvm.array<4 x vector<[8]xbf16>>
  }
}

// -----
module {
  llvm.func @spacing(!llvm.array<4 x vector<8xf32>>, vector<[4]xi8>) attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @odd_elements(vector<3xi7>, vector<5xi8>, vector<16xi64>, vector<2xi8>, vector<2xi16>) attributes {sym_visibility = "private"}
}

