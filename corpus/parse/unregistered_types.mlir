// Opaque types of unregistered dialects (`!dialect.name<...>`), in containers and aliases.
func.func private @opaque_types(!foo.bar, !foo.bar<42>, !foo<"raw body">, !foo.baz<i32, [1, 2], {a = 1}>)

// -----

// Nested angle brackets and punctuation inside the opaque body.
func.func private @nested_bodies(!foo.tree<node<leaf, leaf<x>>, "str>">, !foo.punct<*?:->=@#>)

// -----

func.func private @opaque_in_containers(tuple<!foo.a, !foo.b>, tensor<?x!foo.elem>, tensor<*x!foo.elem>, (!foo.in) -> !foo.out)

// -----

!alias = !foo.long_type<with, many, parameters>
func.func @uses_alias(%x: !alias) -> !alias {
  return %x : !alias
}

// -----

// Tensor encoding given by an unregistered attribute.
func.func private @opaque_encoding(tensor<8xf32, #foo.layout>, tensor<?x?xi8, #foo.layout<csr>>)
