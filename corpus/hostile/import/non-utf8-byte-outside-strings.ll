@s = global [2 x i8] c"ÿ"
@t = global i8 1 ÿ
