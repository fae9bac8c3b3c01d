//! Only a block that passes on a switch edge to a block the same switch reaches directly is taken
//! into the switch's edge (`corpus/import/switch_forwarder.ll` shows that case); blocks of the same
//! shape elsewhere stay.

use irbridge::print::PrintFlags;
use irbridge_import::ImportOptions;

fn blocks(ll: &str) -> usize {
    let m = irbridge_import::from_bytes("t.ll", ll.as_bytes(), ImportOptions::default())
        .unwrap_or_else(|d| panic!("{d:?}"));
    let text = m.print(PrintFlags::default());
    text.lines()
        .filter(|l| l.trim_start().starts_with("^bb"))
        .count()
        + 1
}

#[test]
fn forwarder_of_a_switch_edge_is_taken_in() {
    let ll = "define i32 @f(i32 %x, i32 %y) {\ne:\n  switch i32 %x, label %j [\n    i32 0, label %j\n    i32 1, label %b\n  ]\nb:\n  %p = phi i32 [ %y, %e ]\n  br label %j\nj:\n  %r = phi i32 [ 1, %e ], [ 1, %e ], [ %p, %b ]\n  ret i32 %r\n}\n";
    assert_eq!(blocks(ll), 2);
}

#[test]
fn other_forwarders_stay() {
    // After a conditional branch.
    let cond = "define i32 @f(i1 %c, i32 %y) {\ne:\n  br i1 %c, label %b, label %j\nb:\n  %p = phi i32 [ %y, %e ]\n  br label %j\nj:\n  %r = phi i32 [ 1, %e ], [ %p, %b ]\n  ret i32 %r\n}\n";
    assert_eq!(blocks(cond), 3);
    // After a switch that does not reach the destination directly.
    let indirect = "define i32 @f(i32 %x) {\ne:\n  switch i32 %x, label %n [\n    i32 0, label %m\n  ]\nm:\n  br label %k\nn:\n  ret i32 1\nk:\n  ret i32 0\n}\n";
    assert_eq!(blocks(indirect), 4);
    // With two predecessors.
    let shared = "define i32 @f(i32 %x, i1 %c) {\ne:\n  switch i32 %x, label %j [\n    i32 0, label %b\n  ]\nb:\n  br label %j\nj:\n  br i1 %c, label %b, label %r\nr:\n  ret i32 0\n}\n";
    assert_eq!(blocks(shared), 4);
}
