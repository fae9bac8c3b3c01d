// String attributes: escapes (\n \t \" \\ hex), typed strings, non-ASCII bytes, empty strings.
func.func private @escapes() attributes {a = "line\nbreak", b = "tab\there", c = "quote\"inside", d = "back\\slash", e = "nul\00byte", f = "hex\41\42\43"}

// -----

func.func private @empty_and_typed() attributes {a = "", b = "typed" : i32, c = "" : none, d = "x" : tensor<4xi8>}

// -----

// Non-printable and non-ASCII bytes are printed as hex escapes.
func.func private @bytes() attributes {a = "\01\02\7F\FF", b = "caf\C3\A9", c = "bell\07"}

// -----

// Strings containing MLIR punctuation.
func.func private @punct() attributes {a = "{}[]()<>", b = "// not a comment", c = "#alias !type @sym %val ^bb"}

// -----

// Keyword-like and quoted attribute names.
func.func private @names() attributes {"quoted name" = 1 : i32, "with\"quote" = 2 : i32, func = "kw", true_ = unit}
