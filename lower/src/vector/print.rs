//! `vector.print` of a scalar, a punctuation mark or a string: calls into MLIR's C runner utils
//! (`printF32`, `printI64`, `printNewline`, `printString`, ...), declared at the top of the module
//! on first use, as upstream's `VectorPrintOpConversion` does. Vectors are printed element by element
//! after `convert-vector-to-scf` unrolled them into scalar prints.

use super::to_llvm::print_punctuation;
use crate::conversion::ConversionRewriter;
use crate::llvm_build::{self, GepArg};
use irbridge::dialect::arith;
use irbridge::dialect::llvm::ops::casts::BitcastOp;
use irbridge::dialect::llvm::ops::constants::AddressOfOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::vector::constraints::punctuation;
use irbridge::ir::float::FloatKind;
use irbridge::ir::types::Signedness;
use irbridge::ir::{OpId, Type, TypeKind, ValueId};

/// How a scalar reaches its print function.
enum Conversion {
    None,
    ZeroExt64,
    SignExt64,
    Bitcast16,
}

/// The module `op` is in (`getParentOfType<ModuleOp>`).
fn parent_module(rw: &ConversionRewriter<'_>, op: OpId) -> Option<OpId> {
    let mut cur = rw.ctx.parent_op(op);
    while let Some(o) = cur {
        if irbridge::dialect::builtin::ModuleOp::is(rw.ctx, o) {
            return Some(o);
        }
        cur = rw.ctx.parent_op(o);
    }
    None
}

/// `VectorPrintOpConversion`.
pub(super) fn print(
    _: &super::to_llvm::PatRef,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let module = parent_module(rw, op)?;
    let l = rw.ctx.ops[op].loc;
    if let Some(&value) = operands.first() {
        let print_type = rw.ctx.value_type(rw.ctx.operand(op, 0));
        if matches!(rw.ctx.kind(print_type), TypeKind::Vector { .. }) {
            return None;
        }
        scalar_print(rw, module, print_type, value, l)?;
    }
    let void = llvm::void(rw.ctx);
    if let Some(s) = rw
        .ctx
        .get_attr(op, "stringLiteral")
        .and_then(|a| rw.ctx.as_str_attr(a))
        .map(<[u8]>::to_vec)
    {
        print_string(rw, module, &s, l);
    } else {
        let name = match print_punctuation(rw, op) {
            punctuation::CLOSE => Some("printClose"),
            punctuation::OPEN => Some("printOpen"),
            punctuation::COMMA => Some("printComma"),
            punctuation::NEWLINE => Some("printNewline"),
            _ => None,
        };
        if let Some(name) = name {
            let f = llvm_build::lookup_or_create_fn(rw, module, name, &[], void);
            llvm_build::call(rw, f, &[], None, l);
        }
    }
    rw.erase_op(op);
    Some(())
}

fn scalar_print(
    rw: &mut ConversionRewriter<'_>,
    module: OpId,
    t: Type,
    value: ValueId,
    l: irbridge::ir::Attribute,
) -> Option<()> {
    rw.tc.convert_type(rw.ctx, t)?;
    let i64t = rw.ctx.i64();
    let i16t = rw.ctx.int(16);
    let (name, param, conversion) = match rw.ctx.kind(t).clone() {
        TypeKind::Float(FloatKind::F32) => ("printF32", t, Conversion::None),
        TypeKind::Float(FloatKind::F64) => ("printF64", t, Conversion::None),
        TypeKind::Float(FloatKind::F16) => ("printF16", i16t, Conversion::Bitcast16),
        TypeKind::Float(FloatKind::BF16) => ("printBF16", i16t, Conversion::Bitcast16),
        TypeKind::Index => ("printU64", i64t, Conversion::None),
        TypeKind::Integer { width, signedness } => {
            if width > 64 {
                return None;
            }
            if signedness == Signedness::Unsigned {
                let c = if width < 64 {
                    Conversion::ZeroExt64
                } else {
                    Conversion::None
                };
                ("printU64", i64t, c)
            } else {
                let c = if width == 1 {
                    Conversion::ZeroExt64
                } else if width < 64 {
                    Conversion::SignExt64
                } else {
                    Conversion::None
                };
                ("printI64", i64t, c)
            }
        }
        _ => return None,
    };
    let void = llvm::void(rw.ctx);
    let f = llvm_build::lookup_or_create_fn(rw, module, name, &[param], void);
    let v = match conversion {
        Conversion::None => value,
        Conversion::ZeroExt64 => {
            let o = arith::ExtUIOp::build(rw, l, i64t, value);
            rw.ctx.result(o.0, 0)
        }
        Conversion::SignExt64 => {
            let o = arith::ExtSIOp::build(rw, l, i64t, value);
            rw.ctx.result(o.0, 0)
        }
        Conversion::Bitcast16 => BitcastOp::build(rw, l, i16t, value).res(rw.ctx),
    };
    llvm_build::call(rw, f, &[v], None, l);
    Some(())
}

/// `createPrintStrCall`: the bytes as a private constant global (`vector_print_str`, made unique
/// with the counter `cf.assert` shares), and a call to `printString` with its address.
fn print_string(
    rw: &mut ConversionRewriter<'_>,
    module: OpId,
    s: &[u8],
    l: irbridge::ir::Attribute,
) {
    let mut bytes = s.to_vec();
    bytes.push(0);
    let i8t = rw.ctx.int(8);
    let arr = llvm::array(rw.ctx, i8t, bytes.len() as u64);
    let name = crate::cf::unique_symbol(rw, module, "vector_print_str");
    crate::cf::create_string_global(rw, module, &name, &bytes, arr, l);
    let ptr = llvm::ptr(rw.ctx, 0);
    let sym = rw.ctx.symbol_ref(&name);
    let addr = AddressOfOp::build(rw, l, ptr, sym).res(rw.ctx);
    let gep = llvm_build::gep(rw, ptr, arr, addr, &[GepArg::Const(0)], l);
    let void = llvm::void(rw.ctx);
    let f = llvm_build::lookup_or_create_fn(rw, module, "printString", &[ptr], void);
    llvm_build::call(rw, f, &[gep], None, l);
}
