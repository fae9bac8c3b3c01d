// Builtin vector types: 0-d, 1-d, n-d, scalable dims, various element types.
func.func private @zero_d(vector<f32>, vector<i1>, vector<index>) -> vector<f64>

// -----

func.func private @ranked(vector<1xf32>, vector<4x8xi32>, vector<2x3x4x5xf16>, vector<1x1x1xi1>)

// -----

func.func private @scalable(vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[2]xi8>, vector<[1]xi64>)

// -----

func.func @scalable_passthrough(%v: vector<4x[8]xbf16>) -> vector<4x[8]xbf16> {
  return %v : vector<4x[8]xbf16>
}

// -----

// Unusual but valid spellings: whitespace between shape tokens.
func.func private @spacing(vector< 4 x 8 x f32 >, vector<[ 4 ] x i8 >)

// -----

func.func private @odd_elements(vector<3xi7>, vector<5xf8E4M3FN>, vector<16xindex>, vector<2xui8>, vector<2xsi16>)
