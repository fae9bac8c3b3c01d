define float @f(float %a, float %b, i32 %x) {
  %c = fadd fast float %a, %b
  %d = fmul nnan ninf float %c, %a
  %e = fneg nsz float %d
  %k = fcmp reassoc olt float %e, %a
  %y = call i32 asm sideeffect "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %x, i32 %x)
  call void asm sideeffect inteldialect "nop", ""()
  %r = select i1 %k, float %e, float %b
  ret float %r
}
