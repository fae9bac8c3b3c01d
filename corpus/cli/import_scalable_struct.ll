; RUN: translate --import-llvm
; A struct of scalable vectors has `!llvm.vec<? x n x T>` elements, as upstream 19's import writes
; them (upstream's parser refuses such a struct; irbridge's reads it, so its import reads back).
define <vscale x 4 x i32> @halves(<vscale x 8 x i32> %w) {
  %h = call { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave2.nxv8i32(<vscale x 8 x i32> %w)
  %lo = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %h, 0
  %hi = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %h, 1
  %s = add <vscale x 4 x i32> %lo, %hi
  %u = insertvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %h, <vscale x 4 x i32> %s, 1
  %r = extractvalue { <vscale x 4 x i32>, <vscale x 4 x i32> } %u, 1
  ret <vscale x 4 x i32> %r
}

declare { <vscale x 4 x i32>, <vscale x 4 x i32> } @llvm.vector.deinterleave2.nxv8i32(<vscale x 8 x i32>)
