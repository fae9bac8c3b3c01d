//! `#dlti.dl_spec` to an LLVM data layout string (upstream's `translateDataLayout`): the string-keyed
//! entries first (endianness, memory spaces, stack alignment), then one entry per type in spec order.

use irbridge::ir::float::FloatKind;
use irbridge::ir::types::DialectType as D;
use irbridge::ir::{AttrKind, Attribute, Context, TypeKind};

/// The layout string of a `dlti.dl_spec` attribute, or the error message upstream gives.
pub fn layout_string(ctx: &Context, spec: Attribute) -> Result<String, String> {
    let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(spec) else {
        return Err("unsupported data layout".into());
    };
    let entries: Vec<(Attribute, Attribute)> = params
        .iter()
        .filter_map(|(_, e)| match ctx.attr_kind(*e) {
            AttrKind::DialectStruct { params, .. } if params.len() == 2 => {
                Some((params[0].1, params[1].1))
            }
            _ => None,
        })
        .collect();
    let mut out = String::new();
    for &(key, value) in &entries {
        let Some(key) = ctx.as_str_attr(key) else {
            continue;
        };
        let key = String::from_utf8_lossy(key).into_owned();
        let int = ctx
            .as_int_attr(value)
            .and_then(num_traits::ToPrimitive::to_u64);
        match key.as_str() {
            "dlti.endianness" => {
                let little = ctx.as_str_attr(value) == Some(b"little");
                out += if little { "-e" } else { "-E" };
            }
            "dlti.program_memory_space"
            | "dlti.global_memory_space"
            | "dlti.alloca_memory_space" => {
                let letter = match key.as_str() {
                    "dlti.program_memory_space" => 'P',
                    "dlti.global_memory_space" => 'G',
                    _ => 'A',
                };
                match int {
                    Some(0) => {}
                    Some(n) => out += &format!("-{letter}{n}"),
                    None => return Err(format!("unsupported data layout key \"{key}\"")),
                }
            }
            "dlti.stack_alignment" => match int {
                Some(0) => {}
                Some(n) => out += &format!("-S{n}"),
                None => return Err(format!("unsupported data layout key \"{key}\"")),
            },
            _ => return Err(format!("unsupported data layout key \"{key}\"")),
        }
    }
    for &(key, value) in &entries {
        let Some(ty) = ctx.as_type_attr(key) else {
            continue;
        };
        let vals = dense_values(ctx, value);
        let at = |i: usize| vals.get(i).copied();
        match ctx.kind(ty) {
            TypeKind::Index => continue,
            TypeKind::Integer { width, signedness } => {
                if *signedness != irbridge::ir::types::Signedness::Signless {
                    return Err(format!(
                        "unsupported data layout for non-signless integer '{}'",
                        irbridge::print::type_to_string(ctx, ty)
                    ));
                }
                push_scalar(&mut out, 'i', *width as u64, at(0), at(1));
            }
            TypeKind::Float(k)
                if matches!(
                    k,
                    FloatKind::F16
                        | FloatKind::F32
                        | FloatKind::F64
                        | FloatKind::F80
                        | FloatKind::F128
                ) =>
            {
                push_scalar(&mut out, 'f', k.bit_width() as u64, at(0), at(1));
            }
            TypeKind::Dialect(D::LlvmPtr { addr_space }) => {
                let size = at(0).unwrap_or(64);
                let abi = at(1).unwrap_or(size) / 8 * 8;
                let pref = at(2).map_or(abi, |p| p / 8 * 8);
                let index = at(3).unwrap_or(size);
                out += &format!("-p{addr_space}:{size}:{abi}:{pref}:{index}");
            }
            _ => {
                return Err(format!(
                    "unsupported type in data layout: '{}'",
                    irbridge::print::type_to_string(ctx, ty)
                ))
            }
        }
    }
    Ok(out.strip_prefix('-').unwrap_or(&out).to_string())
}

/// `-<letter><size>:<abi>[:<pref>]` with alignments in bits, as upstream's data layout queries give them.
fn push_scalar(out: &mut String, letter: char, size: u64, abi: Option<u64>, pref: Option<u64>) {
    let abi = abi.unwrap_or(size) / 8 * 8;
    let pref = pref.map_or(abi, |p| p / 8 * 8);
    *out += &format!("-{letter}{size}:{abi}");
    if abi != pref {
        *out += &format!(":{pref}");
    }
}

/// The integers of a `dense<...>` entry value (a splat expanded to its declared length), or of a
/// plain integer attribute.
fn dense_values(ctx: &Context, a: Attribute) -> Vec<u64> {
    if let Some(i) = ctx.as_int_attr(a) {
        return num_traits::ToPrimitive::to_u64(i).into_iter().collect();
    }
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return vec![];
    };
    let elem = ctx.element_type(*ty);
    let n = irbridge::parse::attrs::dense_elem_bytes(ctx, elem).max(1);
    let count: i64 = ctx.shape(*ty).map_or(1, |s| s.iter().product());
    // An entry has at most four values; the verifier refuses longer ones (never expanded here).
    (0..count.clamp(0, 8) as usize)
        .map(|i| {
            let i = if *splat { 0 } else { i };
            let mut buf = [0u8; 8];
            let chunk = data.get(i * n..(i + 1) * n).unwrap_or(&[]);
            let k = chunk.len().min(8);
            buf[..k].copy_from_slice(&chunk[..k]);
            u64::from_le_bytes(buf)
        })
        .collect()
}
