//! The vendored llvm-ir's own patches (`vendor/llvm-ir/IRBRIDGE.md`), tested on llvm-ir's model
//! directly (the vendored crate is not a workspace member, so its tests live here).

use llvm_ir::types::NamedStructDef;
use llvm_ir::{Module, Type, TypeRef};

/// The name and body (`None`: opaque) of the named struct `t`; a test helper, so it panics on any
/// other type.
fn named(m: &Module, t: &TypeRef) -> (String, Option<TypeRef>) {
    let Type::NamedStructType { name } = t.as_ref() else {
        panic!("not a named struct: {t}")
    };
    let body = match m.types.named_struct_def(name) {
        Some(NamedStructDef::Defined(b)) => Some(b.clone()),
        Some(NamedStructDef::Opaque) => None,
        None => panic!("no definition of {name:?}"),
    };
    (name.clone(), body)
}

/// Numbered struct types (`%0 = type ...`) are identified structs, each with its own name: `""`,
/// `".1"`, ... in conversion order (globals first, a struct's fields before the struct), skipping
/// names the module's named structs have. They were literal structs, so two numbered types with
/// one body were one type, and an opaque one was an empty struct.
#[test]
fn numbered_structs_are_named_structs() {
    let m = Module::from_ir_str(
        "%0 = type { %1 }\n%1 = type { i8 }\n%2 = type { i8 }\n%3 = type opaque\n\
         %.1 = type { i16 }\n\
         @a = global %0 zeroinitializer\n@b = global %2 zeroinitializer\n\
         @d = global %.1 zeroinitializer\n\
         declare void @f(%3)\n",
    )
    .unwrap();
    let value_type = |g: usize| {
        let init = m.global_vars[g].initializer.as_ref().unwrap();
        m.types.type_of(init)
    };
    let (outer, body) = named(&m, &value_type(0));
    let body = body.unwrap();
    let Type::StructType { element_types, .. } = body.as_ref() else {
        panic!("{body}")
    };
    let (inner, inner_body) = named(&m, &element_types[0]);
    // `.1` is the named struct `%.1`'s, so the second numbered one is `.2`.
    assert_eq!((inner.as_str(), outer.as_str()), ("", ".2"));
    // `%1` and `%2` have one body but are two types.
    let (second, second_body) = named(&m, &value_type(1));
    assert_eq!(second, ".3");
    assert_eq!(inner_body, second_body);
    assert_eq!(named(&m, &value_type(2)).0, ".1");
    // An opaque numbered struct stays opaque (the declaration is converted after the globals).
    let param = &m.func_declarations[0].parameters[0].ty;
    assert_eq!(named(&m, param), (".4".to_string(), None));
}

/// A constant GEP carries its source element type (which opaque pointers otherwise lose), also
/// nested in another one's base.
#[test]
fn constant_gep_source_element_type() {
    let m = Module::from_ir_str(
        "@g = global [5 x [3 x i32]] zeroinitializer\n\
         @p = global ptr getelementptr inbounds ([3 x i32], ptr getelementptr inbounds ([5 x [3 x i32]], ptr @g, i64 0, i64 4), i64 0, i64 2)\n",
    )
    .unwrap();
    let init = m.global_vars[1].initializer.as_ref().unwrap();
    let llvm_ir::Constant::GetElementPtr(outer) = init.as_ref() else {
        panic!("{init}")
    };
    let llvm_ir::Constant::GetElementPtr(inner) = outer.address.as_ref() else {
        panic!("{}", outer.address)
    };
    assert_eq!(outer.source_element_type.to_string(), "[3 x i32]");
    assert_eq!(inner.source_element_type.to_string(), "[5 x [3 x i32]]");
}

/// A shufflevector of scalable vectors is scalable (its mask is read as a fixed vector, whose type
/// gave the result's before).
#[test]
fn scalable_shufflevector_result_is_scalable() {
    let m = Module::from_ir_str(
        "define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v) {\n\
         %s = shufflevector <vscale x 4 x i32> %v, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer\n\
         ret <vscale x 4 x i32> %s\n}\n\
         define <2 x i32> @g(<4 x i32> %v) {\n\
         %s = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 0, i32 3>\n\
         ret <2 x i32> %s\n}\n",
    )
    .unwrap();
    let result = |f: usize| {
        let inst = &m.functions[f].basic_blocks[0].instrs[0];
        m.types.type_of(inst)
    };
    assert_eq!(result(0).to_string(), "<vscale x 4 x i32>");
    assert_eq!(result(1).to_string(), "<2 x i32>");
}
