; A comment with bytes that are not UTF-8: ÿþ, and a valid one: Ã©.
@s = global [3 x i8] c"ÿþ"
@t = global [2 x i8] c"Ã©" ; €

define ptr @f() {
  ret ptr @s
}
