//! `snapshot-op-locations`: prints the IR to a file and gives each op printed on a line of its own
//! the location of that line in the file (upstream's `LocationSnapshotPass`), or, with `tag`, that
//! location under the tag's name fused with the op's own.

use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Context, Location, OpId};
use crate::pass::Pass;

pub struct LocationSnapshot {
    /// The `filename` option: where the IR is printed (a new temporary file if empty).
    pub file_name: String,
    /// The `tag` option.
    pub tag: String,
}

impl Pass for LocationSnapshot {
    fn name(&self) -> &'static str {
        "snapshot-op-locations"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let err = |ctx: &Context, msg: String| vec![Diagnostic::at(ctx, ctx.ops[op].loc, msg)];
        let path = if self.file_name.is_empty() {
            match temporary_path() {
                Ok(p) => p,
                Err(e) => {
                    return Err(err(
                        ctx,
                        format!("failed to generate temporary file for location snapshot: {e}"),
                    ))
                }
            }
        } else {
            self.file_name.clone()
        };
        // Printed as the command line's printing flags say (upstream's `OpPrintingFlags()`).
        let (text, positions) =
            crate::print::ops::print_op_with_positions(ctx, op, crate::print::cli_flags());
        let written = if path == "-" {
            use std::io::Write;
            std::io::stdout().write_all(text.as_bytes())
        } else {
            std::fs::write(&path, text.as_bytes())
        };
        if let Err(e) = written {
            return Err(err(ctx, format!("cannot open output file '{path}': {e}")));
        }
        let tag = (!self.tag.is_empty()).then(|| ctx.sym(&self.tag));
        for (o, line, col) in positions {
            let at = ctx.file_loc(&path, line, col);
            ctx.ops[o].loc = match tag {
                None => at,
                Some(name) => {
                    let named = ctx.attr(AttrKind::Location(Location::Name {
                        name,
                        child: Some(at),
                    }));
                    let own = ctx.ops[o].loc;
                    super::matchers::fused_loc(ctx, &[own, named])
                }
            };
        }
        Ok(())
    }
}

/// A new file `mlir_snapshot-<random>.tmp.mlir` in the temporary folder, as LLVM's
/// `createTemporaryFile` names it.
fn temporary_path() -> std::io::Result<String> {
    use std::hash::{BuildHasher, Hasher};
    let dir = std::env::temp_dir();
    for attempt in 0u64..128 {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(attempt);
        h.write_u32(std::process::id());
        let name = format!("mlir_snapshot-{:06x}.tmp.mlir", h.finish() & 0xff_ffff);
        let path = dir.join(name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(_) => return Ok(path.to_string_lossy().into_owned()),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other("no unused name"))
}
