// Builtin memref types: shapes, strided/affine layouts, memory spaces, unranked.
func.func private @shapes(memref<f32>, memref<4xf32>, memref<?xf32>, memref<2x?x4x?xi8>, memref<0xf32>, memref<1x0x3xi1>)

// -----

func.func private @strided(memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8xf32, strided<[2], offset: 3>>)

// -----

// strided layouts with an explicit zero offset and with unit strides print normalized.
func.func private @strided_normalize(memref<4xf32, strided<[1], offset: 0>>, memref<2x3xf32, strided<[3, 1], offset: 0>>, memref<f32, strided<[]>>)

// -----

func.func private @affine_layouts(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<16xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>)

// -----

// The identity affine map layout is elided by the printer.
func.func private @identity_layout(memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)

// -----

func.func private @memory_spaces(memref<4xf32, 1>, memref<4xf32, 0>, memref<?xi8, strided<[1], offset: ?>, 3>, memref<4xf32, "gpu">, memref<2xf32, {kind = "shared"}>)

// -----

func.func private @unranked(memref<*xf32>, memref<*xi8, 2>, memref<*xindex>, memref<*xf32, "private">)

// -----

func.func private @element_types(memref<4xvector<4xf32>>, memref<2xcomplex<f32>>, memref<3xindex>, memref<1xmemref<2xf32>>, memref<2xvector<[4]xi8>>)

// -----

#tiled = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>
func.func private @aliased_layout(memref<64x64xf32, #tiled>, memref<128x32xf32, #tiled, 5>)

// -----

// An identity layout with symbols is a type of its own, printed (and not aliased) as if it had none;
// a non-identity layout next to it keeps its alias.
#with_symbols = affine_map<(d0, d1)[s0, s1] -> (d0, d1)>
#shifted = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
func.func private @identity_with_symbols(memref<2x4xi8, #with_symbols, 1>, memref<3xf32, affine_map<(d0)[s0] -> (d0)>>, memref<2x4xi8, #shifted>)
