; Integer function attributes (allocsize, allockind) on declarations and definitions stay in
; `passthrough` with their packed value as a string, as upstream 19 keeps them.
declare ptr @pool_alloc(i64) allocsize(0)
declare ptr @pool_calloc(i64, i64) allockind("alloc,zeroed") allocsize(0,1)
define ptr @pool_wrap(i64 %n) allocsize(0) {
  %p = call ptr @pool_alloc(i64 %n)
  ret ptr %p
}
