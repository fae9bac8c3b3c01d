//! LLVM types to `llvm` dialect type syntax (`i32`, `!llvm.ptr`, `!llvm.struct<"name", (...)>`).

use llvm_ir::types::{FPType, Type, TypeRef, Types};
use rustc_hash::FxHashMap;

/// Spells types, caching each spelling (modules reuse a handful of types many times).
#[derive(Default)]
pub struct TypeNames {
    cache: FxHashMap<TypeRef, String>,
    /// The module's target extension types (see `c_api::Facts::target_ext_types`): llvm-ir reads
    /// them all as one type, so they can be spelled only when the module has exactly one.
    pub target_ext: Vec<Option<String>>,
    /// Bodies of named structs llvm-ir never saw (see `c_api::Facts::struct_bodies`).
    pub struct_bodies: StructBodies,
}

/// Named struct bodies by name: element types and packedness, `None` for an opaque struct.
pub type StructBodies = FxHashMap<String, Option<(Vec<TypeRef>, bool)>>;

impl TypeNames {
    /// The builtin `vector<[n]xT>` the `llvm` dialect's own ops (`llvm.icmp`/`llvm.fcmp`,
    /// `llvm.shufflevector`) infer as their result where `t` is a scalable vector of scalars, which
    /// the import types `!llvm.vec<? x n x T>`; `None` for any other type.
    pub fn inferred_builtin_scalable(&self, types: &Types, t: &TypeRef) -> Option<String> {
        let Type::VectorType {
            element_type,
            num_elements,
            scalable: true,
        } = t.as_ref()
        else {
            return None;
        };
        if !is_builtin_scalar(element_type) {
            return None;
        }
        let mut elem = String::new();
        spell(
            types,
            &self.target_ext,
            &self.struct_bodies,
            element_type,
            &mut Vec::new(),
            &mut elem,
        )
        .ok()?;
        Some(format!("vector<[{num_elements}]x{elem}>"))
    }

    pub fn get(&mut self, types: &Types, t: &TypeRef) -> Result<String, String> {
        if let Some(s) = self.cache.get(t) {
            return Ok(s.clone());
        }
        let mut out = String::new();
        spell(
            types,
            &self.target_ext,
            &self.struct_bodies,
            t,
            &mut Vec::new(),
            &mut out,
        )?;
        self.cache.insert(t.clone(), out.clone());
        Ok(out)
    }
}

/// A scalar that MLIR spells as a builtin type (allowed in builtin `vector<>`).
pub fn is_builtin_scalar(t: &Type) -> bool {
    matches!(t, Type::IntegerType { .. })
        || matches!(t, Type::FPType(fp) if *fp != FPType::PPC_FP128)
}

fn spell(
    types: &Types,
    target_ext: &[Option<String>],
    bodies: &StructBodies,
    t: &TypeRef,
    named: &mut Vec<String>,
    out: &mut String,
) -> Result<(), String> {
    match t.as_ref() {
        Type::VoidType => out.push_str("!llvm.void"),
        Type::IntegerType { bits } => {
            out.push('i');
            out.push_str(&bits.to_string());
        }
        Type::PointerType { addr_space } => {
            if *addr_space == 0 {
                out.push_str("!llvm.ptr");
            } else {
                out.push_str(&format!("!llvm.ptr<{addr_space}>"));
            }
        }
        Type::FPType(fp) => out.push_str(match fp {
            FPType::Half => "f16",
            FPType::BFloat => "bf16",
            FPType::Single => "f32",
            FPType::Double => "f64",
            FPType::FP128 => "f128",
            FPType::X86_FP80 => "f80",
            FPType::PPC_FP128 => "!llvm.ppc_fp128",
        }),
        Type::FuncType {
            result_type,
            param_types,
            is_var_arg,
        } => {
            out.push_str("!llvm.func<");
            spell(types, target_ext, bodies, result_type, named, out)?;
            out.push_str(" (");
            for (i, p) in param_types.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                spell(types, target_ext, bodies, p, named, out)?;
            }
            if *is_var_arg {
                out.push_str(if param_types.is_empty() {
                    "..."
                } else {
                    ", ..."
                });
            }
            out.push_str(")>");
        }
        Type::VectorType {
            element_type,
            num_elements,
            scalable,
        } => {
            // Upstream 19's type import makes every scalable vector an `!llvm.vec<? x n x T>`
            // (`LLVMScalableVectorType`), and fixed vectors of scalars builtin vectors.
            if *scalable {
                out.push_str(&format!("!llvm.vec<? x {num_elements} x "));
                spell(types, target_ext, bodies, element_type, named, out)?;
                out.push('>');
            } else if is_builtin_scalar(element_type) {
                out.push_str(&format!("vector<{num_elements}x"));
                spell(types, target_ext, bodies, element_type, named, out)?;
                out.push('>');
            } else {
                out.push_str(&format!("!llvm.vec<{num_elements} x "));
                spell(types, target_ext, bodies, element_type, named, out)?;
                out.push('>');
            }
        }
        Type::ArrayType {
            element_type,
            num_elements,
        } => {
            out.push_str(&format!("!llvm.array<{num_elements} x "));
            spell(types, target_ext, bodies, element_type, named, out)?;
            out.push('>');
        }
        Type::StructType {
            element_types,
            is_packed,
        } => {
            out.push_str(if *is_packed {
                "!llvm.struct<packed ("
            } else {
                "!llvm.struct<("
            });
            list(types, target_ext, bodies, element_types, named, out)?;
            out.push_str(")>");
        }
        Type::NamedStructType { name } if name.starts_with(crate::reread::TARGET_STRUCT_PREFIX) => {
            // A target extension type, renamed for llvm-ir (`reread.rs`).
            out.push_str(&name[crate::reread::TARGET_STRUCT_PREFIX.len()..]);
        }
        Type::NamedStructType { name } => {
            let q = crate::names::quote(name.as_bytes());
            if named.contains(name) {
                out.push_str(&format!("!llvm.struct<{q}>"));
                return Ok(());
            }
            match types.named_struct_def(name) {
                Some(llvm_ir::types::NamedStructDef::Defined(body)) => match body.as_ref() {
                    Type::StructType {
                        element_types,
                        is_packed,
                    } => {
                        out.push_str(&format!(
                            "!llvm.struct<{q}, {}(",
                            if *is_packed { "packed " } else { "" }
                        ));
                        named.push(name.clone());
                        list(types, target_ext, bodies, element_types, named, out)?;
                        named.pop();
                        out.push_str(")>");
                    }
                    _ => return Err(format!("named struct '{name}' has a non-struct body")),
                },
                // A struct only external globals use: llvm-ir never read it, the C API did.
                None if matches!(bodies.get(name), Some(Some(_))) => {
                    let Some(Some((element_types, is_packed))) = bodies.get(name) else {
                        return Err(format!("named struct '{name}' has no body"));
                    };
                    out.push_str(&format!(
                        "!llvm.struct<{q}, {}(",
                        if *is_packed { "packed " } else { "" }
                    ));
                    named.push(name.clone());
                    list(types, target_ext, bodies, element_types, named, out)?;
                    named.pop();
                    out.push_str(")>");
                }
                Some(llvm_ir::types::NamedStructDef::Opaque) | None => {
                    out.push_str(&format!("!llvm.struct<{q}, opaque>"))
                }
            }
        }
        Type::MetadataType => out.push_str("!llvm.metadata"),
        Type::LabelType => out.push_str("!llvm.label"),
        Type::TokenType => out.push_str("!llvm.token"),
        Type::X86_AMXType => out.push_str("!llvm.x86_amx"),
        Type::X86_MMXType => out.push_str("!llvm.x86_mmx"),
        Type::TargetExtType => match target_ext {
            [Some(s)] => out.push_str(s),
            [None] => {
                return Err("a target extension type with parameters of an unsupported kind".into())
            }
            [] => return Err("a target extension type whose spelling the C API did not give (needs the input bytes)".into()),
            several => {
                return Err(format!(
                    "several target extension types in one module ({}) are not supported: the \
                     llvm-ir reader does not tell them apart",
                    several
                        .iter()
                        .map(|s| s.as_deref().unwrap_or("?"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            }
        },
        #[allow(unreachable_patterns)]
        other => return Err(format!("unsupported type {other}")),
    }
    Ok(())
}

fn list(
    types: &Types,
    target_ext: &[Option<String>],
    bodies: &StructBodies,
    ts: &[TypeRef],
    named: &mut Vec<String>,
    out: &mut String,
) -> Result<(), String> {
    for (i, e) in ts.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        spell(types, target_ext, bodies, e, named, out)?;
    }
    Ok(())
}
