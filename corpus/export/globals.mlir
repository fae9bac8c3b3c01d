// Globals: linkage, constant, thread_local, address space, alignment, section, unnamed_addr,
// visibility, dso_local, comdat; initializers from attributes and regions; ctors/dtors.
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @largest largest
  }
  llvm.mlir.global external @i32_init(42 : i32) {alignment = 4 : i64, section = ".mydata"} : i32
  llvm.mlir.global internal constant @f64_init(1.5 : f64) {addr_space = 0 : i32} : f64
  llvm.mlir.global private unnamed_addr constant @str("hello\00") {dso_local} : !llvm.array<6 x i8>
  llvm.mlir.global weak hidden @weak_hidden(0 : i64) : i64
  llvm.mlir.global linkonce_odr local_unnamed_addr @odr(7 : i16) {comdat = @__llvm_comdat::@any} : i16
  llvm.mlir.global common @common_zero(0 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global external thread_local @tls(3 : i32) : i32
  llvm.mlir.global extern_weak @ext_weak() : i32
  llvm.mlir.global external @ext_decl() : !llvm.ptr
  llvm.mlir.global available_externally protected @avail(5 : i8) : i8
  llvm.mlir.global weak_odr @dense(dense<[1.0, 2.0]> : vector<2xf32>) {comdat = @__llvm_comdat::@largest} : vector<2xf32>
  llvm.mlir.global appending @app(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.mlir.global internal @nested(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>) : !llvm.array<2 x array<3 x i8>>
  llvm.mlir.global internal @splat(dense<7> : tensor<4xi64>) : !llvm.array<4 x i64>
  llvm.mlir.global internal @undef_internal() : i32
  llvm.mlir.global internal @region_struct() : !llvm.struct<(i32, ptr, array<2 x f32>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr, array<2 x f32>)>
    %1 = llvm.mlir.constant(9 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr, array<2 x f32>)>
    %3 = llvm.mlir.addressof @i32_init : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr, array<2 x f32>)>
    %5 = llvm.mlir.constant(2.5 : f32) : f32
    %6 = llvm.insertvalue %5, %4[2, 1] : !llvm.struct<(i32, ptr, array<2 x f32>)>
    llvm.return %6 : !llvm.struct<(i32, ptr, array<2 x f32>)>
  }
  llvm.mlir.global internal @region_gep() : !llvm.ptr {
    %0 = llvm.mlir.addressof @nested : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x i8>>
    llvm.return %1 : !llvm.ptr
  }
  llvm.mlir.global internal @region_self() : !llvm.ptr {
    %0 = llvm.mlir.addressof @region_self : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global internal @region_func() : !llvm.ptr {
    %0 = llvm.mlir.addressof @ctor : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global internal @region_expr() : i64 {
    %0 = llvm.mlir.addressof @i32_init : !llvm.ptr
    %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.add %1, %2 : i64
    llvm.return %3 : i64
  }
  llvm.mlir.global internal @zero_init() : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
    llvm.return %0 : !llvm.struct<(i32, f64)>
  }
  llvm.mlir.global_ctors {ctors = [@ctor, @ctor2], priorities = [65535 : i32, 101 : i32]}
  llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}
  llvm.func @ctor() {
    llvm.return
  }
  llvm.func @ctor2() {
    llvm.return
  }
  llvm.func @dtor() {
    llvm.return
  }
  llvm.func linkonce_odr @in_comdat() comdat(@__llvm_comdat::@any) {
    llvm.return
  }
}
// -----
// dlti.dl_spec instead of a string data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 32, 32, 16]> : vector<4xi64>>, #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui64>, #dlti.dl_entry<"dlti.stack_alignment", 64 : i64>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>>} {
  llvm.func @f(%p: !llvm.ptr<1>) -> i64 {
    %0 = llvm.load %p : !llvm.ptr<1> -> i64
    llvm.return %0 : i64
  }
}
// -----
llvm.linker_options ["-lm"]
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.func @uses_nothing()
