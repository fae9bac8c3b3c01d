// RUN-ARGS: --pass-pipeline=builtin.module(func.func(mem2reg))

// A single-element memref through a loop: a merge point at the header; the default value is a
// zero constant, removed once unused.
func.func @sum(%n: index, %step: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloca() : memref<1x1xf32>
  %init = arith.constant 1.5 : f32
  memref.store %init, %acc[%c0, %c0] : memref<1x1xf32>
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %old = memref.load %acc[%c0, %c0] : memref<1x1xf32>
  %new = arith.addf %old, %step : f32
  memref.store %new, %acc[%c0, %c0] : memref<1x1xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  %r = memref.load %acc[%c0, %c0] : memref<1x1xf32>
  return %r : f32
}

// -----

// Read before any write: the zero default stays (an integer, a vector, and a memref of memrefs,
// whose default is a new alloca).
func.func @defaults() -> (i32, vector<2xi8>, memref<4xf32>) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<vector<2xi8>>
  %c = memref.alloca() : memref<memref<4xf32>>
  %va = memref.load %a[] : memref<i32>
  %vb = memref.load %b[] : memref<vector<2xi8>>
  %vc = memref.load %c[] : memref<memref<4xf32>>
  return %va, %vb, %vc : i32, vector<2xi8>, memref<4xf32>
}

// -----

// Not promoted: more than one element, a dynamic shape, a use in a nested region, the slot
// passed to a call.
func.func private @take(memref<i32>)
func.func @blocked(%d: index, %c: i1, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %two = memref.alloca() : memref<2xi32>
  %dyn = memref.alloca(%d) : memref<?xi32>
  %nested = memref.alloca() : memref<i32>
  %called = memref.alloca() : memref<i32>
  memref.store %v, %two[%c0] : memref<2xi32>
  memref.store %v, %dyn[%c0] : memref<?xi32>
  memref.store %v, %nested[] : memref<i32>
  memref.store %v, %called[] : memref<i32>
  call @take(%called) : (memref<i32>) -> ()
  %r = scf.if %c -> i32 {
    %x = memref.load %nested[] : memref<i32>
    scf.yield %x : i32
  } else {
    %y = memref.load %two[%c0] : memref<2xi32>
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// A slot allocated in a nested region is promoted there.
func.func @in_region(%c: i1, %v: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %s = memref.alloca() : memref<i64>
    memref.store %v, %s[] : memref<i64>
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = memref.load %s[] : memref<i64>
    scf.yield %x : i64
  ^b:
    %zero = arith.constant 0 : i64
    memref.store %zero, %s[] : memref<i64>
    %y = memref.load %s[] : memref<i64>
    scf.yield %y : i64
  }
  return %r : i64
}
