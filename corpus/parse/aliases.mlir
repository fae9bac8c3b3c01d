// Type and attribute aliases: definition, use, aliases of aliases, dotted names; printer re-derives names.
!int = i32
!vec = vector<4x!int>
func.func private @type_alias(!int, !vec) -> !vec

// -----

#attr = 42 : i64
#arr = [#attr, "x", #attr]
func.func private @attr_alias() attributes {a = #attr, b = #arr}

// -----

!my_type_name = memref<?x?xf32, strided<[?, 1], offset: ?>>
#my_map_name = affine_map<(d0)[s0] -> (d0 + s0)>
func.func private @layout_aliases(!my_type_name, memref<8xf32, #my_map_name>)

// -----

// Aliases may be defined but unused.
!unused = f64
#unused_attr = "never used"
func.func private @nothing()

// -----

// Aliases used inside operation bodies, and attribute aliases for locations.
!T = tensor<2xf32>
#cst = dense<[1.0, 2.0]> : !T
#loc0 = loc("aliases.mlir":10:3)
func.func @body() -> !T {
  %0 = arith.constant #cst loc(#loc0)
  return %0 : !T
}

// -----

// Alias names with digits, underscores and `$`.
!t_1$x = index
#a_2$y = unit
func.func private @odd_names(!t_1$x) attributes {flag = #a_2$y}
