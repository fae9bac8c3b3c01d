//! Types: basic, derived, composite (with recursive composites: a composite with a `recId` is the
//! target of the `DW_TAG_null` self-references with that `recId` inside it), subroutine, string and
//! subranges, with upstream 19's fields. Classes, enums, structs and unions are distinct nodes.

use super::writer::{Fields, Slot, WResult, Writer};
use irbridge::dialect::llvm::attrs::dwarf::{ATTRIBUTE_ENCODINGS, CALLING_CONVENTIONS, TAGS};
use irbridge::ir::{AttrKind, Attribute};

/// `DW_TAG_class_type`, `DW_TAG_enumeration_type`, `DW_TAG_structure_type`, `DW_TAG_union_type`:
/// upstream makes composites with these tags distinct.
const DISTINCT_COMPOSITE_TAGS: &[i128] = &[0x02, 0x04, 0x13, 0x17];

impl Writer<'_> {
    /// For a self-reference (`tag = DW_TAG_null` with a `recId`), the node of the enclosing composite
    /// with that `recId`; a full declaration nested in a composite of its `recId` is that one too
    /// (upstream's `translateRecursive` returns the type being translated for its id).
    pub(super) fn recursive_self(&self, a: Attribute) -> WResult<Option<usize>> {
        let Some(id) = self.param(a, "recId") else {
            return Ok(None);
        };
        let enclosing = self.recursive.iter().rev().find(|(r, _, _)| *r == id);
        if self.int(a, "tag").unwrap_or(0) != 0 && enclosing.is_none() {
            return Ok(None);
        }
        match enclosing {
            Some((_, n, true)) => Ok(Some(*n)),
            // A uniqued node cannot be part of a cycle (upstream's module then fails to verify).
            Some((_, _, false)) => Err("a self-reference to a #llvm.di_composite_type that is not a class, structure, union or enumeration (LLVM cannot resolve the cycle)".into()),
            None => Err("a recursive #llvm.di_composite_type self-reference outside the type it refers to".into()),
        }
    }

    /// The node text of type attribute `a` (mnemonic `m`), numbered `n`.
    pub(super) fn ty(&mut self, m: &str, a: Attribute, n: usize) -> WResult<String> {
        Ok(match m {
            "di_basic_type" => Fields::new("!DIBasicType")
                .dwarf("tag", TAGS, self.int(a, "tag"))
                .str("name", self.string(a, "name"))
                .int("size", self.int(a, "sizeInBits"))
                .dwarf("encoding", ATTRIBUTE_ENCODINGS, self.int(a, "encoding"))
                .done(),
            "di_derived_type" => {
                let base = self.child(a, "baseType")?;
                let extra = self.child(a, "extraData")?;
                Fields::new("!DIDerivedType")
                    .dwarf("tag", TAGS, self.int(a, "tag"))
                    .str("name", self.string(a, "name"))
                    .raw("baseType", null_or(base))
                    .int("size", self.int(a, "sizeInBits"))
                    .int("align", self.int(a, "alignInBits"))
                    .int("offset", self.int(a, "offsetInBits"))
                    .int("dwarfAddressSpace", self.int(a, "dwarfAddressSpace"))
                    .slot("extraData", extra)
                    .done()
            }
            "di_composite_type" => self.composite(a, n)?,
            "di_subroutine_type" => {
                let types = self.tuple(a, "types")?;
                Fields::new("!DISubroutineType")
                    .dwarf("cc", CALLING_CONVENTIONS, self.int(a, "callingConvention"))
                    .raw("types", types)
                    .done()
            }
            "di_string_type" => {
                let len = self.child(a, "stringLength")?;
                let len_expr = self.child(a, "stringLengthExp")?;
                let loc_expr = self.child(a, "stringLocationExp")?;
                Fields::new("!DIStringType")
                    .dwarf("tag", TAGS, self.int(a, "tag"))
                    .str("name", Some(self.string(a, "name").unwrap_or_default()))
                    .slot("stringLength", len)
                    .slot("stringLengthExpression", len_expr)
                    .slot("stringLocationExpression", loc_expr)
                    .int("size", self.int(a, "sizeInBits"))
                    .int("align", self.int(a, "alignInBits"))
                    .dwarf("encoding", ATTRIBUTE_ENCODINGS, self.int(a, "encoding"))
                    .done()
            }
            _ => {
                let mut f = Fields::new("!DISubrange");
                for (mlir, llvm) in [
                    ("count", "count"),
                    ("lowerBound", "lowerBound"),
                    ("upperBound", "upperBound"),
                    ("stride", "stride"),
                ] {
                    if let Some(v) = self.param(a, mlir) {
                        let text = self.bound(v)?;
                        f.raw(llvm, text);
                    }
                }
                f.done()
            }
        })
    }

    fn composite(&mut self, a: Attribute, n: usize) -> WResult<String> {
        let tag = self.int(a, "tag").unwrap_or(0);
        let distinct = DISTINCT_COMPOSITE_TAGS.contains(&tag);
        let rec = self.param(a, "recId");
        if let Some(id) = rec {
            self.recursive.push((id, n, distinct));
        }
        let result = self.composite_fields(a, distinct);
        if rec.is_some() {
            self.recursive.pop();
        }
        result
    }

    fn composite_fields(&mut self, a: Attribute, distinct: bool) -> WResult<String> {
        let (file, scope, base) = (
            self.child(a, "file")?,
            self.child(a, "scope")?,
            self.child(a, "baseType")?,
        );
        let elements = self.tuple(a, "elements")?;
        let exprs: Vec<(&str, Slot)> = vec![
            ("dataLocation", self.child(a, "dataLocation")?),
            ("associated", self.child(a, "associated")?),
            ("allocated", self.child(a, "allocated")?),
            ("rank", self.child(a, "rank")?),
        ];
        let head = if distinct {
            "distinct !DICompositeType"
        } else {
            "!DICompositeType"
        };
        let mut f = Fields::new(head);
        f.dwarf("tag", TAGS, self.int(a, "tag"))
            .str("name", self.string(a, "name"))
            .slot("file", file)
            .int("line", self.int(a, "line"))
            .slot("scope", scope)
            .slot("baseType", base)
            .int("size", self.int(a, "sizeInBits"))
            .int("align", self.int(a, "alignInBits"))
            .int("flags", self.int(a, "flags"))
            .raw("elements", elements);
        for (name, s) in exprs {
            f.slot(name, s);
        }
        Ok(f.done())
    }

    /// A subrange bound: an integer (upstream makes it an `i64` of the attribute's signed value,
    /// whatever its width), or a variable / expression node.
    fn bound(&mut self, v: Attribute) -> WResult<String> {
        if let AttrKind::Integer { value, ty } = self.ctx.attr_kind(v) {
            let width = self.ctx.int_width(*ty).unwrap_or(64);
            return signed_i64(value, width)
                .map(|x| x.to_string())
                .ok_or_else(|| {
                    "a #llvm.di_subrange bound wider than 64 bits is not supported".to_string()
                });
        }
        Ok(null_or(self.node(v)?))
    }
}

/// `APInt::getSExtValue` of `value` as a `width`-bit integer.
fn signed_i64(value: &num_bigint::BigInt, width: u32) -> Option<i64> {
    use num_traits::ToPrimitive;
    if width == 0 || width > 64 {
        return value.to_i64().filter(|_| width <= 64);
    }
    let modulus = num_bigint::BigInt::from(1u8) << width;
    let mut v = ((value % &modulus) + &modulus) % &modulus;
    if v >= (&modulus >> 1u32) {
        v -= &modulus;
    }
    v.to_i64()
}

pub(super) fn null_or(s: Slot) -> String {
    s.map_or("null".to_string(), |n| format!("!{n}"))
}
