; ppc_fp128 constants, which MLIR has no float type for: imported as their exact bits (an i128 in
; LLVM's bitcast order: the low 64 bits are the first double) and a bitcast, in globals, arrays,
; structs, vectors and instructions. Upstream 19 writes them as f128 attributes of the double-double's
; value (`@p(1.000000e+00 : f128) : !llvm.ppc_fp128`), which rounds values f128 cannot hold (@pn
; comes out as 0.999999999999999944488848768742172) and which neither upstream 19's export nor
; irbridge's accepts ("FloatAttr does not match expected type of the constant"). LLVM does not fold
; a bitcast to ppc_fp128, so the export writes `bitcast (i128 ... to ppc_fp128)` constant
; expressions: the same bits, another spelling (corpus/roundtrip/expected.txt).
@p = global ppc_fp128 0xM3FF00000000000000000000000000000
@pn = global ppc_fp128 0xM3FF0000000000000BC90000000000000
@ap = global [2 x ppc_fp128] [ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xM40000000000000000000000000000000]
@s = global { half, ppc_fp128 } { half 0xH3C00, ppc_fp128 0xMBFF00000000000000000000000000000 }
@v = global <2 x ppc_fp128> <ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xM7FF80000000000000000000000000000>
define ppc_fp128 @f(ppc_fp128 %a, <2 x ppc_fp128> %w) {
  %r = fadd ppc_fp128 %a, 0xM3FF0000000000000BC90000000000000
  %x = fadd <2 x ppc_fp128> %w, <ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xM40000000000000000000000000000000>
  %c = fcmp olt ppc_fp128 %r, 0xM00000000000000000000000000000000
  ret ppc_fp128 %r
}
