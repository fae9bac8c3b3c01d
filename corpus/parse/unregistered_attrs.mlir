// Opaque attributes of unregistered dialects (`#dialect.name<...>`) in various positions.
func.func private @opaque_attrs() attributes {a = #foo.bar, b = #foo.bar<1, 2>, c = #foo<"body text">, d = #foo.typed<x> : i32}

// -----

#opaque = #foo.settings<{mode = fast, level = 3}>
func.func private @aliased() attributes {cfg = #opaque, list = [#opaque, #foo.other]}

// -----

func.func @arg_attrs(%x: i32 {foo.attr = #foo.marker}) -> (i32 {foo.result = #foo.marker<out>}) {
  return %x : i32
}

// -----

// Discardable attributes with dialect-prefixed names on registered ops.
func.func @discardable() {
  %0 = arith.constant {foo.tag = #foo.tag<"x">, foo.num = 3 : i8} 1 : i32
  return
}

// -----

// Dense string elements need a non-numeric element type.
func.func private @dense_strings() attributes {a = dense<["one", "two", "three"]> : tensor<3x!foo.string>, b = dense<"splat"> : tensor<4x!foo.string>, c = dense<["x\00y", ""]> : tensor<2x!foo.string>}
