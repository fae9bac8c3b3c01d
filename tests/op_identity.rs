//! Ops are compared by the address of their definition, so every op must have exactly one:
//! the registry's definition (what the parser gives an op), the typed handle's `def()` (what
//! builders and patterns use) and the record tables must be the same `static`. A copy of a
//! definition (an earlier hand-written table promoted to a second constant) made built ops match
//! no canonicalization pattern; these tests fail on any such copy.

use irbridge::dialect::{self, cf, func};
use irbridge::ods::OpDef;
use irbridge::Module;

/// Every registered definition is the one `lookup` returns for its name, and no two registered
/// names share a definition.
#[test]
fn registry_has_one_definition_per_op() {
    let mut seen = std::collections::HashSet::new();
    for def in dialect::all_ops() {
        let found = dialect::lookup(def.name).expect("a registered op is found by its name");
        assert!(
            std::ptr::eq(found, def),
            "{}: the registry holds two definitions",
            def.name
        );
        assert!(
            seen.insert(def as *const OpDef as usize),
            "{}: a definition registered under two names",
            def.name
        );
    }
}

/// The handles' definitions are the registry's (the ops that were hand-written last, and a
/// sample of the others).
#[test]
fn handles_and_registry_agree() {
    let handles: &[&'static OpDef] = &[
        func::FuncOp::def(),
        func::ReturnOp::def(),
        func::CallOp::def(),
        cf::SwitchOp::def(),
        cf::BranchOp::def(),
        cf::CondBranchOp::def(),
        cf::AssertOp::def(),
        dialect::arith::AddIOp::def(),
        dialect::llvm::ops::func::LLVMFuncOp::def(),
    ];
    for def in handles {
        let registered = dialect::lookup(def.name).expect("registered");
        assert!(
            std::ptr::eq(registered, *def),
            "{}: the handle's definition is not the registry's",
            def.name
        );
    }
}

/// Parsed ops carry the handle's definition: `is` (an address comparison) recognizes them.
#[test]
fn parsed_ops_are_their_handles_ops() {
    let text = r#"func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    4: ^bb1
  ]
^bb1:
  cf.br ^bb2
^bb2:
  return
}
"#;
    let m = Module::parse("identity.mlir", text).expect("parses");
    let ctx = m.ctx();
    let mut counts = [0usize; 4];
    m.walk(|op| {
        let def = ctx.ops[op].def;
        for (i, handle) in [
            func::FuncOp::def(),
            cf::SwitchOp::def(),
            cf::BranchOp::def(),
            func::ReturnOp::def(),
        ]
        .into_iter()
        .enumerate()
        {
            if ctx.op_name(op) == handle.name {
                assert!(
                    def.is_some_and(|d| std::ptr::eq(d, handle)),
                    "{} parsed with another definition",
                    handle.name
                );
                counts[i] += 1;
            }
        }
    });
    assert_eq!(counts, [1, 1, 1, 1]);
    let mut funcs = 0;
    m.walk(|op| funcs += func::FuncOp::is(ctx, op) as usize);
    assert_eq!(funcs, 1, "FuncOp::is recognizes the parsed func.func");
}

/// A `cf.switch` whose cases all go to the default destination canonicalizes to `cf.br`: the
/// switch's patterns are found from the parsed op's definition.
#[test]
fn switch_patterns_apply_to_parsed_switch() {
    let text = r#"func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    4: ^bb1
  ]
^bb1:
  return
}
"#;
    let mut m = Module::parse("switch.mlir", text).expect("parses");
    m.run_pipeline(
        &irbridge::transforms::CORE,
        "builtin.module(func.func(canonicalize))",
    )
    .expect("canonicalize runs");
    let out = m.print();
    assert!(!out.contains("cf.switch"), "switch not simplified:\n{out}");
}
