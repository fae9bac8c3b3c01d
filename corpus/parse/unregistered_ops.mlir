// Unregistered operations in generic form: operands, results, attributes, properties, regions, successors.
func.func @simple(%x: i32) {
  "foo.bar"(%x) : (i32) -> ()
  %0 = "foo.make"() : () -> i32
  %1:2 = "foo.pair"(%0, %x) {tag = "t"} : (i32, i32) -> (i32, f32)
  "foo.use"(%1#0, %1#1) : (i32, f32) -> ()
  return
}

// -----

// Properties (`<{...}>`) on unregistered ops are stored as an attribute dictionary.
func.func @props() {
  %0 = "foo.with_props"() <{value = 7 : i32, name = "p"}> {extra} : () -> index
  "foo.sink"(%0) <{}> : (index) -> ()
  return
}

// -----

// Regions with multiple blocks and block arguments.
func.func @regions(%c: i1) {
  "foo.region_op"() ({
  ^bb0(%a: i32, %b: i32):
    "foo.yield"(%a) : (i32) -> ()
  }, {
    "foo.empty_term"() : () -> ()
  }) : () -> ()
  "foo.multi_block"(%c) ({
  ^entry(%p: i1):
    "foo.br"()[^next] : () -> ()
  ^next:
    "foo.end"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

// Unregistered terminators with successors and successor operands.
func.func @successors(%x: i32, %c: i1) -> i32 {
  "foo.cond"(%c, %x)[^a, ^b] : (i1, i32) -> ()
^a:
  "foo.jump"(%x)[^b] : (i32) -> ()
^b:
  return %x : i32
}

// -----

// Unregistered ops at the top level and with empty regions.
"foo.top"() ({
}) : () -> ()
"foo.top2"() {attr = 1 : i64} : () -> ()

// -----

// A whole unregistered dialect program: graph-like region with forward reference.
"foo.graph"() ({
  %b = "foo.node"(%a) : (i32) -> i32
  %a = "foo.node"(%b) : (i32) -> i32
  "foo.graph_end"() : () -> ()
}) : () -> ()

// -----

// Unregistered ops with opaque result types and nested unregistered ops.
func.func @nested() -> !foo.t {
  %0 = "foo.outer"() ({
    %1 = "foo.inner"() : () -> !foo.t
    "foo.yield"(%1) : (!foo.t) -> ()
  }) : () -> !foo.t
  return %0 : !foo.t
}

// -----

// Quoted op names with unusual characters, and ops with locations.
func.func @odd_names() {
  "foo.op$with_dollar"() : () -> ()
  "foo.op.with.dots"() : () -> () loc("odd":1:1)
  "foo.op-with-dash"() : () -> ()
  return
}
