module {
  llvm.func @g(f64) -> f64
  llvm.func @f(%arg0: f64, %arg1: i1) -> f64 {
    %0 = llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
    %1 = llvm.intr.fma(%0, %arg0, %arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (f64, f64, f64) -> f64
    %2 = llvm.call @g(%1) {fastmathFlags = #llvm.fastmath<arcp>} : (f64) -> f64
    %3 = llvm.select %arg1, %2, %arg0 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f64
    llvm.return %3 : f64
  }
}
