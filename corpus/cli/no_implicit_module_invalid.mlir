// RUN: opt --no-implicit-module --split-input-file --verify-diagnostics
// --no-implicit-module: zero or several top-level ops are an error, at line 0 of the chunk (the
// line before the chunk's first line, i.e. of its marker's predecessor)
func.func private @one()

// -----

// expected-error@-3 {{source must contain a single top-level operation, found: 2}}
func.func private @two()
func.func private @three()

// -----
// only a comment, no op
// expected-error@-3 {{source must contain a single top-level operation, found: 0}}
