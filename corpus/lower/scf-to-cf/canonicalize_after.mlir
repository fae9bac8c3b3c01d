// RUN-ARGS: --convert-scf-to-cf --canonicalize
// The branches convert-scf-to-cf makes are predecessors of their blocks for the passes after it in
// the same pipeline: canonicalize folds and merges the blocks as on reparsed input (it kept
// single-predecessor blocks, and looped forever on the last case, from diffprog --dialects scf,
// when the branches were not recorded as uses of their blocks).

func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @w(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (index, index) -> (index, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %acc : index, index
  } do {
  ^bb0(%j: index, %a: index):
    %s = arith.addi %a, %j : index
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %s : index, index
  }
  return %r#1 : index
}

// -----

func.func @f0(%m0: memref<?x2xi64, strided<[?, ?], offset: ?>>, %m1: memref<1x?xi64, strided<[?, ?], offset: ?>>, %s0: i32) -> (f32, f64, i64) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m0_d0 = memref.dim %m0, %i0 : memref<?x2xi64, strided<[?, ?], offset: ?>>
    %m0_d1 = memref.dim %m0, %i1 : memref<?x2xi64, strided<[?, ?], offset: ?>>
    %m1_d0 = memref.dim %m1, %i0 : memref<1x?xi64, strided<[?, ?], offset: ?>>
    %m1_d1 = memref.dim %m1, %i1 : memref<1x?xi64, strided<[?, ?], offset: ?>>
    %v1 = arith.constant 2.0 : f32
    %v2 = arith.cmpf ogt, %v1, %v1 : f32
    %v3:2 = scf.if %v2 -> (i32, i32) {
      scf.yield %s0, %s0 : i32, i32
    } else {
      %v4 = arith.constant -0.5 : f32
      %v5 = arith.cmpf ule, %v4, %v4 : f32
      %v6:2 = scf.if %v5 -> (f32, i32) {
        scf.yield %v1, %s0 : f32, i32
      } else {
        scf.yield %v4, %s0 : f32, i32
      }
      %v7 = scf.index_switch %m0_d0 -> i64
      case 0 {
        %v8 = scf.index_switch %m1_d0 -> i64
        case 0 {
          %v9 = arith.constant 5 : i64
          scf.yield %v9 : i64
        }
        case 1 {
          %v10 = arith.constant 1.5 : f64
          %v11 = arith.minimumf %v10, %v10 : f64
          %v12 = arith.constant -1 : i64
          scf.yield %v12 : i64
        }
        case 2 {
          %v13 = arith.constant 6 : i64
          scf.yield %v13 : i64
        }
        case 3 {
          %v14 = arith.minui %s0, %s0 : i32
          %v15 = arith.constant -3 : i64
          scf.yield %v15 : i64
        }
        default {
          %v16 = arith.xori %s0, %s0 : i32
          %v17 = arith.muli %m0_d1, %m1_d1 : index
          %v18 = arith.constant -5 : i64
          scf.yield %v18 : i64
        }
        %v19 = arith.cmpi ult, %m0_d0, %m1_d1 : index
        %v20:2 = scf.if %v19 -> (f64, f64) {
          %v21 = arith.constant 2.0 : f64
          scf.yield %v21, %v21 : f64, f64
        } else {
          %v22 = arith.constant -5 : i64
          %v23 = arith.maxsi %v22, %v8 : i64
          %v24 = arith.constant 1.25 : f64
          scf.yield %v24, %v24 : f64, f64
        }
        scf.yield %v8 : i64
      }
      case 2 {
        %v25 = arith.constant -5 : i64
        %v26:2 = scf.while (%v27 = %c0, %v28 = %v25) : (index, i64) -> (index, i64) {
          %v29 = arith.cmpi slt, %v27, %m1_d0 : index
          scf.condition(%v29) %v27, %v28 : index, i64
        } do {
        ^bb0(%v30: index, %v31: i64):
          %v32 = arith.index_cast %v30 : index to i64
          %v33 = arith.addi %v32, %v32 : i64
          %v34 = arith.addi %v31, %v33 : i64
          %v35 = arith.addi %v30, %c1 : index
          scf.yield %v35, %v34 : index, i64
        }
        %v36 = arith.constant 2 : i64
        %v37 = scf.for %v38 = %c0 to %m0_d0 step %c1 iter_args(%v39 = %v36) -> (i64) {
          %v42 = scf.for %v40 = %c0 to %m0_d1 step %c1 iter_args(%v41 = %v39) -> (i64) {
            %v43 = memref.load %m0[%v38, %v40] : memref<?x2xi64, strided<[?, ?], offset: ?>>
            %v44 = arith.constant 0.25 : f64
            %v45 = arith.constant -1.25 : f64
            %v46 = arith.subf %v44, %v45 : f64
            %v47 = arith.minimumf %v46, %v45 : f64
            %v48 = arith.muli %v41, %v43 : i64
            memref.store %v48, %m0[%v38, %v40] : memref<?x2xi64, strided<[?, ?], offset: ?>>
            scf.yield %v48 : i64
          }
          scf.yield %v42 : i64
        }
        scf.yield %v37 : i64
      }
      case 3 {
        %v49 = arith.cmpi uge, %v6#1, %v6#1 : i32
        %v50:2 = scf.if %v49 -> (f64, i32) {
          %v51 = arith.constant 0 : i64
          %v52 = arith.xori %v51, %v51 : i64
          %v53 = arith.constant 0.75 : f64
          scf.yield %v53, %s0 : f64, i32
        } else {
          %v54 = arith.constant 2.0 : f64
          scf.yield %v54, %s0 : f64, i32
        }
        %v55:2 = scf.index_switch %m0_d0 -> f32, i32
        case 0 {
          scf.yield %v6#0, %v6#1 : f32, i32
        }
        case 1 {
          scf.yield %v6#0, %v50#1 : f32, i32
        }
        case 2 {
          %v56 = arith.constant -2 : i32
          scf.yield %v6#0, %v56 : f32, i32
        }
        case 3 {
          %v57 = arith.subi %m1_d0, %m0_d1 : index
          %v58 = arith.constant 2 : i32
          scf.yield %v6#0, %v58 : f32, i32
        }
        default {
          %v59 = arith.minimumf %v6#0, %v6#0 : f32
          scf.yield %v59, %s0 : f32, i32
        }
        %v60 = arith.constant 4 : i64
        scf.yield %v60 : i64
      }
      default {
        %v61 = arith.constant -4 : i64
        scf.yield %v61 : i64
      }
      scf.yield %s0, %v6#1 : i32, i32
    }
    %v62 = arith.constant -6 : i64
    %v63:2 = scf.while (%v64 = %c0, %v65 = %v62) : (index, i64) -> (index, i64) {
      %v66 = arith.cmpi slt, %v64, %m0_d0 : index
      scf.condition(%v66) %v64, %v65 : index, i64
    } do {
    ^bb0(%v67: index, %v68: i64):
      %v69 = arith.index_cast %v67 : index to i64
      %v70 = arith.addi %v69, %v69 : i64
      %v71 = arith.constant 0 : i32
      %v72 = arith.maxsi %v71, %v3#1 : i32
      %v73 = arith.andi %v68, %v70 : i64
      %v74 = arith.addi %v67, %c1 : index
      scf.yield %v74, %v73 : index, i64
    }
    %v75 = arith.constant 8 : index
    %v76 = arith.cmpi eq, %v75, %m1_d0 : index
    %v77 = scf.if %v76 -> (f32) {
      scf.yield %v1 : f32
    } else {
      %v78 = arith.cmpi slt, %v75, %m1_d0 : index
      %v79:2 = scf.if %v78 -> (i32, i32) {
        %v80 = scf.for %v81 = %c0 to %m1_d0 step %c1 iter_args(%v82 = %v63#1) -> (i64) {
          %v85 = scf.for %v83 = %c0 to %m1_d1 step %c1 iter_args(%v84 = %v82) -> (i64) {
            %v86 = memref.load %m1[%v81, %v83] : memref<1x?xi64, strided<[?, ?], offset: ?>>
            %v87 = arith.addi %v84, %v86 : i64
            scf.yield %v87 : i64
          }
          scf.yield %v85 : i64
        }
        scf.yield %v3#0, %s0 : i32, i32
      } else {
        %v88 = arith.cmpi eq, %v3#0, %s0 : i32
        %v89 = scf.if %v88 -> (index) {
          %v90 = arith.constant 5 : index
          scf.yield %v90 : index
        } else {
          %v91 = arith.constant 1.75 : f64
          %v92 = arith.addf %v91, %v91 : f64
          scf.yield %m0_d1 : index
        }
        %v93 = arith.constant -2 : i32
        scf.yield %v93, %s0 : i32, i32
      }
      %v94:2 = scf.while (%v95 = %c0, %v96 = %v63#1) : (index, i64) -> (index, i64) {
        %v97 = arith.cmpi slt, %v95, %m1_d0 : index
        scf.condition(%v97) %v95, %v96 : index, i64
      } do {
      ^bb0(%v98: index, %v99: i64):
        %v100 = arith.index_cast %v98 : index to i64
        %v101 = arith.addi %v100, %v100 : i64
        %v102 = arith.muli %v99, %v101 : i64
        %v103 = arith.addi %v98, %c1 : index
        scf.yield %v103, %v102 : index, i64
      }
      %v104 = arith.constant 1.5 : f32
      scf.yield %v104 : f32
    }
    %v105 = arith.constant -0.75 : f64
    %v106 = arith.cmpf uno, %v105, %v105 : f64
    %v107:2 = scf.if %v106 -> (f64, i64) {
      %v108 = arith.cmpf oeq, %v77, %v1 : f32
      %v109:2 = scf.if %v108 -> (f64, i64) {
        scf.yield %v105, %v63#1 : f64, i64
      } else {
        %v110 = arith.constant 1.5 : f64
        scf.yield %v110, %v63#1 : f64, i64
      }
      scf.yield %v109#0, %v109#1 : f64, i64
    } else {
      %v111 = arith.constant -4 : i32
      %v112 = arith.cmpi eq, %s0, %v111 : i32
      %v113 = scf.if %v112 -> (f64) {
        scf.yield %v105 : f64
      } else {
        %v114 = scf.for %v115 = %c0 to %m0_d0 step %c1 iter_args(%v116 = %v63#1) -> (i64) {
          %v119 = scf.for %v117 = %c0 to %m0_d1 step %c1 iter_args(%v118 = %v116) -> (i64) {
            %v120 = memref.load %m0[%v115, %v117] : memref<?x2xi64, strided<[?, ?], offset: ?>>
            %v121 = arith.xori %v116, %v116 : i64
            %v122 = arith.mulf %v77, %v77 : f32
            %v123 = arith.maxsi %v118, %v120 : i64
            scf.yield %v123 : i64
          }
          scf.yield %v119 : i64
        }
        scf.yield %v105 : f64
      }
      %v124:2 = scf.while (%v125 = %c0, %v126 = %v62) : (index, i64) -> (index, i64) {
        %v127 = arith.cmpi slt, %v125, %m1_d0 : index
        scf.condition(%v127) %v125, %v126 : index, i64
      } do {
      ^bb0(%v128: index, %v129: i64):
        %v130 = arith.index_cast %v128 : index to i64
        %v131 = arith.addi %v130, %v130 : i64
        %v132 = arith.ori %v129, %v131 : i64
        %v133 = arith.addi %v128, %c1 : index
        scf.yield %v133, %v132 : index, i64
      }
      scf.yield %v113, %v63#1 : f64, i64
    }
    return %v77, %v107#0, %v107#1 : f32, f64, i64
}
