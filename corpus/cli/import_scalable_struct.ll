; RUN: translate --import-llvm
; A struct of scalable vectors has `!llvm.vec<? x n x T>` elements, as upstream 19's import writes
; them (upstream's parser refuses such a struct; irbridge's reads it, so its import reads back).
; `llvm.intr.sadd.with.overflow` compares its operands' element types, which are one type here:
; no cast, as upstream.
define <vscale x 4 x i32> @halves(<vscale x 8 x i32> %w) {
  %h = call { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave2.nxv8i32(<vscale x 8 x i32> %w)
  %lo = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %h, 0
  %hi = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %h, 1
  %s = add <vscale x 4 x i32> %lo, %hi
  %u = insertvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %h, <vscale x 4 x i32> %s, 1
  %r = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %u, 1
  %o = call { <vscale x 4 x i32>, <vscale x 4 x i1> } @llvm.sadd.with.overflow.nxv4i32(<vscale x 4 x i32> %r, <vscale x 4 x i32> %lo)
  %ov = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i1> } %o, 0
  ret <vscale x 4 x i32> %ov
}

declare { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave2.nxv8i32(<vscale x 8 x i32>)
declare { <vscale x 4 x i32>, <vscale x 4 x i1> } @llvm.sadd.with.overflow.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
