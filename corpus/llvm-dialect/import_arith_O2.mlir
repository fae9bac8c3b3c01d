module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func local_unnamed_addr @mix(%arg0: i32 {llvm.noundef}, %arg1: i8 {llvm.noundef, llvm.zeroext}, %arg2: i16 {llvm.noundef, llvm.signext}) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(-3 : i16) : i16
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(2 : i8) : i8
    %3 = llvm.mlir.constant(3 : i32) : i32
    %4 = llvm.sext %arg0 : i32 to i64
    %5 = llvm.zext %arg1 : i8 to i64
    %6 = llvm.mul %5, %4 overflow<nsw> : i64
    %7 = llvm.sext %arg2 : i16 to i32
    %8 = llvm.sdiv %arg2, %0  : i16
    %9 = llvm.sext %8 : i16 to i64
    %10 = llvm.srem %arg0, %1  : i32
    %11 = llvm.sext %10 : i32 to i64
    %12 = llvm.lshr %arg1, %2  : i8
    %13 = llvm.zext %12 : i8 to i64
    %14 = llvm.shl %7, %3 overflow<nsw> : i32
    %15 = llvm.sext %14 : i32 to i64
    %16 = llvm.add %6, %11 overflow<nsw> : i64
    %17 = llvm.add %16, %13 overflow<nsw> : i64
    %18 = llvm.add %17, %9 overflow<nsw> : i64
    %19 = llvm.add %18, %15 overflow<nsw> : i64
    llvm.return %19 : i64
  }
  llvm.func local_unnamed_addr @udiv(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.icmp "eq" %arg1, %0 : i32
    llvm.cond_br %1, ^bb2(%0 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    %2 = llvm.udiv %arg0, %arg1  : i32
    %3 = llvm.urem %arg0, %arg1  : i32
    %4 = llvm.add %3, %2 : i32
    llvm.br ^bb2(%4 : i32)
  ^bb2(%5: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %5 : i32
  }
  llvm.func local_unnamed_addr @fmix(%arg0: f32 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> f64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %1 = llvm.fpext %arg0 : f32 to f64
    %2 = llvm.fptosi %arg0 : f32 to i32
    %3 = llvm.sitofp %2 : i32 to f64
    %4 = llvm.intr.fmuladd(%1, %arg1, %3)  : (f64, f64, f64) -> f64
    %5 = llvm.fdiv %arg1, %0  : f64
    %6 = llvm.fsub %4, %5  : f64
    llvm.return %6 : f64
  }
  llvm.func local_unnamed_addr @cmp(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(4 : i32) : i32
    %3 = llvm.icmp "slt" %arg0, %arg1 : i32
    %4 = llvm.zext %3 : i1 to i32
    %5 = llvm.icmp "eq" %arg0, %arg1 : i32
    %6 = llvm.select %5, %0, %1 : i1, i32
    %7 = llvm.or %6, %4  : i32
    %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %9 = llvm.select %8, %2, %1 : i1, i32
    %10 = llvm.or %7, %9  : i32
    llvm.return %10 : i32
  }
  llvm.func local_unnamed_addr @fcmp(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.fcmp "olt" %arg0, %arg1 : f64
    %5 = llvm.zext %4 : i1 to i32
    %6 = llvm.fcmp "uno" %arg0, %0 : f64
    %7 = llvm.select %6, %1, %2 : i1, i32
    %8 = llvm.or %7, %5  : i32
    %9 = llvm.fcmp "oge" %arg0, %arg1 : f64
    %10 = llvm.select %9, %3, %2 : i1, i32
    %11 = llvm.or %8, %10  : i32
    llvm.return %11 : i32
  }
  llvm.func local_unnamed_addr @ld(%arg0: f80 {llvm.noundef}) -> (f80 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(2.500000e+00 : f80) : f80
    %1 = llvm.fmul %arg0, %0  : f80
    llvm.return %1 : f80
  }
  llvm.func local_unnamed_addr @neg(%arg0: f32 {llvm.noundef}) -> (f32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.fneg %arg0  : f32
    llvm.return %0 : f32
  }
  llvm.func local_unnamed_addr @bits(%arg0: i64 {llvm.noundef}) -> (i64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(13 : i64) : i64
    %1 = llvm.mlir.constant(7 : i64) : i64
    %2 = llvm.mlir.constant(-1 : i64) : i64
    %3 = llvm.mlir.constant(21845 : i64) : i64
    %4 = llvm.lshr %arg0, %0  : i64
    %5 = llvm.xor %4, %arg0  : i64
    %6 = llvm.shl %arg0, %1 : i64
    %7 = llvm.xor %6, %2  : i64
    %8 = llvm.and %5, %7  : i64
    %9 = llvm.or %8, %3  : i64
    llvm.return %9 : i64
  }
  llvm.func local_unnamed_addr @main() -> (i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(183 : i32) : i32
    llvm.return %0 : i32
  }
}

