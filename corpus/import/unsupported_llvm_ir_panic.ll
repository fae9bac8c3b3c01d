declare void @f()
@p = global ptr dso_local_equivalent @f
