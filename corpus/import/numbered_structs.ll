; Numbered struct types (`%0 = type ...`) stay identified structs, named "", ".1", ... as upstream 19
; names them (fields before the struct, globals before functions): read as literal structs before,
; `%1` and `%2` below (one body) were one type and the opaque `%4` an empty struct. The named
; struct `%.1` keeps its name (upstream renames it `.1.1` when a numbered one took `.1` first).
; `main` returns 42 before and after a round trip.
%0 = type { %1, i32 }
%1 = type { i8 }
%2 = type { i8 }
%3 = type { ptr, %0 }
%4 = type opaque
%.1 = type { i16 }

@g = global %3 { ptr null, %0 { %1 { i8 40 }, i32 2 } }
@h = global %2 { i8 7 }
@k = global %.1 { i16 3 }

declare void @opaque_user(%4)

define i32 @get(ptr %g, ptr %h) {
  %p = getelementptr inbounds %3, ptr %g, i64 0, i32 1, i32 0, i32 0
  %a = load i8, ptr %p
  %o = getelementptr inbounds %3, ptr %g, i64 0, i32 1
  %q = getelementptr inbounds %0, ptr %o, i64 0, i32 1
  %b = load i32, ptr %q
  %s = load %2, ptr %h
  %a32 = zext i8 %a to i32
  %r = add i32 %a32, %b
  ret i32 %r
}

define i32 @main() {
  %r = call i32 @get(ptr @g, ptr @h)
  ret i32 %r
}
