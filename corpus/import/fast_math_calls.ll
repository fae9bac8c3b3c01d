declare double @llvm.sqrt.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @g(double)
define double @f(double %a, i1 %c) {
  %s = call fast double @llvm.sqrt.f64(double %a)
  %t = call nnan double @llvm.fma.f64(double %s, double %a, double %a)
  %u = call arcp double @g(double %t)
  %v = select nnan i1 %c, double %u, double %a
  ret double %v
}
