// RUN-ARGS: --lower-vector-multi-reduction
// Reductions of every rank and layout: the reduced dimensions transposed to one side,
// flattened to rank 2 (or a unit parallel dimension added to rank 1), then reduced.
func.func @middle_dims(%v: vector<2x3x4x5xf32>, %acc: vector<2x5xf32>) -> vector<2x5xf32> {
  %0 = vector.multi_reduction <maximumf>, %v, %acc [1, 2] : vector<2x3x4x5xf32> to vector<2x5xf32>
  return %0 : vector<2x5xf32>
}

// -----

func.func @all_dims_int(%v: vector<3x4xi16>, %acc: i16) -> i16 {
  %0 = vector.multi_reduction <xor>, %v, %acc [0, 1] : vector<3x4xi16> to i16
  return %0 : i16
}

// -----

func.func @rank_1_index(%v: vector<6xindex>, %acc: index) -> index {
  %0 = vector.multi_reduction <maxui>, %v, %acc [0] : vector<6xindex> to index
  return %0 : index
}

// -----

func.func @inner_dims_of_rank_3(%v: vector<4x2x3xi32>, %acc: vector<4xi32>) -> vector<4xi32> {
  %0 = vector.multi_reduction <minsi>, %v, %acc [1, 2] : vector<4x2x3xi32> to vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @outer_dim_of_rank_2(%v: vector<3x4xf64>, %acc: vector<4xf64>) -> vector<4xf64> {
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<3x4xf64> to vector<4xf64>
  return %0 : vector<4xf64>
}

// -----

// Masked reductions: the mask is transposed, shape-cast, broadcast or sliced with the source.
func.func @masked_middle(%v: vector<2x3x4xf32>, %acc: vector<2x4xf32>, %m: vector<2x3x4xi1>) -> vector<2x4xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x3x4xf32> to vector<2x4xf32> } : vector<2x3x4xi1> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @masked_inner(%v: vector<2x8xi32>, %acc: vector<2xi32>, %m: vector<2x8xi1>) -> vector<2xi32> {
  %0 = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [1] : vector<2x8xi32> to vector<2xi32> } : vector<2x8xi1> -> vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @masked_rank_1(%v: vector<8xf32>, %acc: f32, %m: vector<8xi1>) -> f32 {
  %0 = vector.mask %m { vector.multi_reduction <minimumf>, %v, %acc [0] : vector<8xf32> to f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// -----

// Nothing reduced folds to the source; a rank-1 parallel reduction folds too.
func.func @nothing_reduced(%v: vector<4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @scalable_inner(%v: vector<2x[4]xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x[4]xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
