//! Textual pass pipelines: `builtin.module(func.func(canonicalize), convert-to-llvm{index-bitwidth=32})`.

use crate::dialect::builtin::ModuleOp;

#[derive(Clone, Debug, PartialEq)]
pub enum PipelineElement {
    Pass {
        name: String,
        options: String,
    },
    Nested {
        op_name: String,
        elements: Vec<PipelineElement>,
    },
}

/// Parses a pipeline string; the outermost element must name the root op (`builtin.module(...)`),
/// which is returned as a `Nested` element.
pub fn parse_pipeline(text: &str) -> Result<PipelineElement, String> {
    let mut p = P {
        s: text.as_bytes(),
        pos: 0,
        depth: 0,
    };
    p.ws();
    let name = p.ident()?;
    p.ws();
    if !p.eat(b'(') {
        return Err(format!(
            "expected '(' after '{name}' in pass pipeline (the pipeline must be anchored on an op, e.g. '{}(...)')",
            ModuleOp::NAME
        ));
    }
    let elements = p.list()?;
    p.ws();
    if p.pos != p.s.len() {
        return Err(format!(
            "unexpected '{}' at offset {} in pass pipeline",
            p.s[p.pos] as char, p.pos
        ));
    }
    Ok(PipelineElement::Nested {
        op_name: name,
        elements,
    })
}

struct P<'a> {
    s: &'a [u8],
    pos: usize,
    depth: u32,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.s.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn ident(&mut self) -> Result<String, String> {
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || b"_-.$".contains(&self.s[self.pos]))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!(
                "expected pass or op name at offset {start} in pass pipeline"
            ));
        }
        Ok(String::from_utf8_lossy(&self.s[start..self.pos]).into_owned())
    }
    /// Elements up to and including the closing `)`.
    fn list(&mut self) -> Result<Vec<PipelineElement>, String> {
        self.depth += 1;
        if self.depth > 64 {
            return Err("pass pipeline nested too deeply".into());
        }
        let mut v = vec![];
        self.ws();
        if self.eat(b')') {
            self.depth -= 1;
            return Ok(v);
        }
        loop {
            self.ws();
            let name = self.ident()?;
            self.ws();
            if self.eat(b'(') {
                v.push(PipelineElement::Nested {
                    op_name: name,
                    elements: self.list()?,
                });
            } else if self.eat(b'{') {
                let start = self.pos;
                let mut braces = 1;
                while self.pos < self.s.len() && braces > 0 {
                    match self.s[self.pos] {
                        b'{' => braces += 1,
                        b'}' => braces -= 1,
                        _ => {}
                    }
                    self.pos += 1;
                }
                if braces != 0 {
                    return Err("unterminated '{' in pass options".into());
                }
                let options = String::from_utf8_lossy(&self.s[start..self.pos - 1]).into_owned();
                v.push(PipelineElement::Pass { name, options });
            } else {
                v.push(PipelineElement::Pass {
                    name,
                    options: String::new(),
                });
            }
            self.ws();
            if self.eat(b',') {
                continue;
            }
            if self.eat(b')') {
                self.depth -= 1;
                return Ok(v);
            }
            return Err(format!(
                "expected ',' or ')' at offset {} in pass pipeline",
                self.pos
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::builtin::ModuleOp;
    use crate::dialect::func::FuncOp;

    #[test]
    fn nested_pipeline_with_options() {
        let p = parse_pipeline("builtin.module(func.func(a, b{x=1 y=2}), c)").unwrap();
        let PipelineElement::Nested { op_name, elements } = p else {
            panic!("expected nested")
        };
        assert_eq!(op_name, ModuleOp::NAME);
        assert_eq!(elements.len(), 2);
        assert_eq!(
            elements[0],
            PipelineElement::Nested {
                op_name: FuncOp::NAME.into(),
                elements: vec![
                    PipelineElement::Pass {
                        name: "a".into(),
                        options: String::new()
                    },
                    PipelineElement::Pass {
                        name: "b".into(),
                        options: "x=1 y=2".into()
                    },
                ]
            }
        );
    }

    #[test]
    fn malformed_pipelines_are_errors() {
        assert!(parse_pipeline("convert-to-llvm").is_err());
        assert!(parse_pipeline("builtin.module(a").is_err());
        assert!(parse_pipeline("builtin.module(a{x=1)").is_err());
        assert!(parse_pipeline(&"builtin.module(".repeat(1000)).is_err());
    }
}
