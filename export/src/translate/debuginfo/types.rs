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
    /// with that `recId`.
    pub(super) fn recursive_self(&self, a: Attribute) -> WResult<Option<usize>> {
        let Some(id) = self.param(a, "recId") else {
            return Ok(None);
        };
        if self.int(a, "tag").unwrap_or(0) != 0 {
            return Ok(None);
        }
        match self.recursive.iter().rev().find(|(r, _)| *r == id) {
            Some((_, n)) => Ok(Some(*n)),
            None => Err(
                "a recursive #llvm.di_composite_type self-reference outside the type it refers to"
                    .into(),
            ),
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
        if rec.is_some() && !distinct {
            return Err(format!(
                "a recursive #llvm.di_composite_type with tag {tag:#x} is not supported by irbridge's translator"
            ));
        }
        if let Some(id) = rec {
            self.recursive.push((id, n));
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

    /// A subrange bound: an `i64` constant, or a variable / expression node.
    fn bound(&mut self, v: Attribute) -> WResult<String> {
        if let AttrKind::Integer { value, ty } = self.ctx.attr_kind(v) {
            if self.ctx.int_width(*ty) != Some(64) {
                return Err("a #llvm.di_subrange bound that is not an i64 is not supported by irbridge's translator".into());
            }
            return Ok(value.to_string());
        }
        Ok(null_or(self.node(v)?))
    }
}

pub(super) fn null_or(s: Slot) -> String {
    s.map_or("null".to_string(), |n| format!("!{n}"))
}
