//! Variables, labels and expressions: local variables and labels (for the `llvm.intr.dbg.*` ops),
//! global variables (distinct) and their expressions (for `dbg_expr` on globals), and DWARF
//! expressions, with upstream 19's fields.

use super::types::null_or;
use super::writer::{Fields, WResult, Writer};
use irbridge::dialect::llvm::attrs::dwarf::OPERATIONS;
use irbridge::dialect::llvm::attrs::{di_expression, params};
use irbridge::ir::Attribute;

impl Writer<'_> {
    /// The node text of attribute `a` (mnemonic `m`).
    pub(super) fn variable(&mut self, m: &str, a: Attribute) -> WResult<String> {
        Ok(match m {
            "di_local_variable" => {
                let (scope, file, ty) = (
                    self.child(a, "scope")?,
                    self.child(a, "file")?,
                    self.child(a, "type")?,
                );
                Fields::new("!DILocalVariable")
                    .slot("scope", scope)
                    .str("name", self.string(a, "name"))
                    .int("arg", self.int(a, "arg"))
                    .slot("file", file)
                    .int("line", self.int(a, "line"))
                    .slot("type", ty)
                    .int("align", self.int(a, "alignInBits"))
                    .done()
            }
            "di_global_variable" => {
                let (scope, file, ty) = (
                    self.child(a, "scope")?,
                    self.child(a, "file")?,
                    self.child(a, "type")?,
                );
                Fields::new("distinct !DIGlobalVariable")
                    .slot("scope", scope)
                    .str("name", self.string(a, "name"))
                    .str("linkageName", self.string(a, "linkageName"))
                    .slot("file", file)
                    .int("line", self.int(a, "line"))
                    .slot("type", ty)
                    .bool("isLocal", self.flag(a, "isLocalToUnit"))
                    .bool("isDefinition", self.flag(a, "isDefined"))
                    .int("align", self.int(a, "alignInBits"))
                    .done()
            }
            "di_global_variable_expression" => {
                let var = self.child(a, "var")?;
                // No `expr`: upstream translates the missing expression to the empty one.
                let expr = match self.child(a, "expr")? {
                    Some(n) => format!("!{n}"),
                    None => "!DIExpression()".to_string(),
                };
                Fields::new("!DIGlobalVariableExpression")
                    .raw("var", null_or(var))
                    .raw("expr", expr)
                    .done()
            }
            "di_label" => {
                let (scope, file) = (self.child(a, "scope")?, self.child(a, "file")?);
                Fields::new("!DILabel")
                    .slot("scope", scope)
                    .str("name", Some(self.string(a, "name").unwrap_or_default()))
                    .raw("file", null_or(file))
                    .raw("line", self.int(a, "line").unwrap_or(0))
                    .done()
            }
            _ => self.expression(a)?,
        })
    }

    /// `!DIExpression(DW_OP_x, args..., ...)`: operations by name, arguments as numbers.
    fn expression(&self, a: Attribute) -> WResult<String> {
        let ctx = self.ctx;
        let mut ops: Vec<di_expression::Operation> = vec![];
        for op in self.params(a, "operations") {
            let code = self.int(op, "opcode").unwrap_or(0) as u64;
            let args = self
                .params(op, "arguments")
                .into_iter()
                .map(|arg| params::int_value(ctx, arg).unwrap_or(0) as u64)
                .collect();
            ops.push((code, args));
        }
        // Legalized as upstream does before translating (`llvm-legalize-for-export`).
        let mut items: Vec<String> = vec![];
        for (code, args) in di_expression::legalize_operations(&ops) {
            let name = irbridge::dialect::llvm::attrs::dwarf::name(OPERATIONS, code as u32)
                .ok_or_else(|| format!("unknown DWARF operation {code:#x}"))?;
            items.push(name.to_string());
            items.extend(args.iter().map(u64::to_string));
        }
        Ok(format!("!DIExpression({})", items.join(", ")))
    }
}
