// RUN-ARGS: --canonicalize
// ElideSingleElementReduction: a reduction of a one-element or 0-D vector is its element, combined
// with the accumulator by the kind's arith op (fastmath kept), selected by the mask's lane when
// masked; multi_reduction of a rank-1 vector over no dimension is its source.

func.func @single_elements(%v: vector<1xf32>, %acc: f32, %i: vector<1xi32>, %iacc: i32, %z: vector<f32>, %m: vector<1xi1>) -> (f32, f32, i32, i32, f32, f32, f32, f32) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc fastmath<fast> : vector<1xf32> into f32
  %2 = vector.reduction <maxsi>, %i, %iacc : vector<1xi32> into i32
  %3 = vector.reduction <xor>, %i, %iacc : vector<1xi32> into i32
  %4 = vector.reduction <minimumf>, %z, %acc : vector<f32> into f32
  %5 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %6 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %w = vector.broadcast %acc : f32 to vector<2xf32>
  %7 = vector.reduction <add>, %w : vector<2xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, i32, i32, f32, f32, f32, f32
}

// -----

func.func @multi(%v: vector<4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
