//! The `check_abi` example, run as a program of its own (no libtest harness): the ABI harness's
//! JIT executor is a child process of the running executable, which must serve it
//! (`irbridge_harness::abi::serve_jit_child`) before anything else.

#[allow(dead_code)]
#[path = "../check_abi.rs"]
mod check_abi;

fn main() {
    irbridge_harness::abi::serve_jit_child();

    // A faithful lowering passes, every executor included.
    let table = check_abi::check(
        "k.mlir",
        b"func.func @id(%m: memref<?xi64>) -> memref<?xi64> attributes { llvm.emit_c_interface } {\n  return %m : memref<?xi64>\n}\n",
        "builtin.module(convert-to-llvm, reconcile-unrealized-casts)",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(table.contains("@id"), "{table}");
    assert!(!table.contains("MISMATCH"), "{table}");

    // Lowered with 32-bit indices but called as the default lowering: the harness objects.
    let err = check_abi::check(
        "k.mlir",
        b"func.func @first(%m: memref<?xi64>) -> i64 {\n  %c0 = arith.constant 0 : index\n  %x = memref.load %m[%c0] : memref<?xi64>\n  return %x : i64\n}\n",
        "builtin.module(convert-to-llvm{index-bitwidth=32}, reconcile-unrealized-casts)",
    );
    assert!(
        err.is_err(),
        "a lowering with 32-bit indices passed: {err:?}"
    );

    // The example itself, on its own kernel.
    check_abi::main().unwrap_or_else(|e| panic!("{e}"));
    println!("check_abi: 3 checks passed");
}
