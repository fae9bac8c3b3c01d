//! The file metadata dictionary printed after the top-level op (`{-# dialect_resources: ... #-}`), as
//! upstream's `OperationPrinter::printFileMetadataDictionary` writes it: the blobs of the builtin
//! resource handles the module printed (in first-use order; handles without a blob are left out),
//! then the `external_resources` kept from the input.

use super::Printer;
use crate::ir::resources::ExternalValue;

/// One `key: value` entry of a section, its value already written.
type Entry<'a> = (&'a str, String);

impl Printer<'_> {
    /// Appends the file metadata dictionary, if there is anything to put in it.
    pub fn print_file_metadata(&mut self) {
        let ctx = self.ctx;
        let res = &ctx.resources;
        let builtin: Vec<Entry> = self
            .resources_used
            .iter()
            .filter_map(|&h| Some((res.key(h), res.blob(h)?.hex_string())))
            .collect();
        let dialect_groups: Vec<(&str, Vec<Entry>)> = if builtin.is_empty() {
            vec![]
        } else {
            vec![("builtin", builtin)]
        };
        let external_groups: Vec<(&str, Vec<Entry>)> = res
            .external
            .iter()
            .filter(|(_, entries)| !entries.is_empty())
            .map(|(group, entries)| {
                let entries = entries
                    .iter()
                    .map(|(key, value)| {
                        let text = match value {
                            ExternalValue::Blob(b) => b.hex_string(),
                            ExternalValue::Bool(b) => (if *b { "true" } else { "false" }).into(),
                            ExternalValue::String(s) => {
                                let mut t = String::new();
                                super::attrs::write_escaped_string(&mut t, s);
                                t
                            }
                        };
                        (&**key, text)
                    })
                    .collect();
                (&**group, entries)
            })
            .collect();
        if dialect_groups.is_empty() && external_groups.is_empty() {
            return;
        }
        let mut out = String::from("\n{-#\n");
        let mut first_section = true;
        for (section, groups) in [("dialect", dialect_groups), ("external", external_groups)] {
            if groups.is_empty() {
                continue;
            }
            if !first_section {
                out.push_str(",\n");
            }
            first_section = false;
            out.push_str("  ");
            out.push_str(section);
            out.push_str("_resources: {\n");
            for (gi, (group, entries)) in groups.iter().enumerate() {
                if gi > 0 {
                    out.push_str(",\n");
                }
                out.push_str("    ");
                out.push_str(group);
                out.push_str(": {\n");
                for (ei, (key, value)) in entries.iter().enumerate() {
                    if ei > 0 {
                        out.push_str(",\n");
                    }
                    out.push_str("      ");
                    out.push_str(key);
                    out.push_str(": ");
                    out.push_str(value);
                }
                out.push_str("\n    }");
            }
            out.push_str("\n  }");
        }
        out.push_str("\n#-}\n");
        self.out.push_str(&out);
    }
}
