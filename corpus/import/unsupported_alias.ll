@g = global i32 1
@al = alias i32, ptr @g
