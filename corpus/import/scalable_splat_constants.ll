; Scalable-vector splats are `shufflevector` constant expressions, which llvm-ir cannot read: the
; importer makes each such operand a `shufflevector` instruction first (before the PHI's incoming
; terminator for a PHI operand), as upstream 19's import turns it into ops. Scalable vectors are
; `!llvm.vec<? x n x T>` as upstream types them, but `llvm.shufflevector` infers a builtin
; `vector<[n]xT>`: an `llvm.bitcast` between the two (which the export folds) gives the splat the
; type its users have (upstream 19's import fails here: `llvm.add` of the two types).
define <vscale x 4 x i32> @splats(<vscale x 4 x i32> %v, <vscale x 2 x float> %w, i1 %c) {
entry:
  %a = add <vscale x 4 x i32> %v, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 7, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %p = phi <vscale x 4 x i32> [ %a, %entry ], [ shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 9, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %then ]
  %f = fmul <vscale x 2 x float> %w, shufflevector (<vscale x 2 x float> insertelement (<vscale x 2 x float> poison, float 2.0, i64 0), <vscale x 2 x float> poison, <vscale x 2 x i32> zeroinitializer)
  store <vscale x 2 x float> %f, ptr null
  ret <vscale x 4 x i32> %p
}
