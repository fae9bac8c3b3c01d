// The file metadata section and dense_resource attributes: upstream 19's messages, at the
// offending token.

// expected-error@+1 {{expected '<' after 'dense_resource'}}
func.func private @f() attributes {a = dense_resource}

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
func.func private @f() attributes {a = dense_resource<"x"> : tensor<1xi8>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {a = dense_resource<x : tensor<1xi8>}

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
func.func private @f() attributes {a = dense_resource<x> : i32}

// -----

// expected-error@+1 {{expected ':'}}
func.func private @f() attributes {a = dense_resource<x>}

// -----

// expected-error@+1 {{unknown key 'other' in file metadata dictionary}}
{-# dialect_resources: {}, other: {} #-}

// -----

// expected-error@+1 {{expected ',' or '#-}'}}
{-# dialect_resources: {} external_resources: {} #-}

// -----

// expected-error@+1 {{dialect 'nope' is unknown}}
{-# dialect_resources: { nope: { x: "0x01000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'arith'}}
{-# dialect_resources: { arith: { x: "0x01000000" } } #-}

// -----

// expected-error@+1 {{unknown 'resource' key 'x' for dialect 'llvm'}}
{-# dialect_resources: { llvm: { x: "0x01000000" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: "0x0100000" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: "0x010000zz" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-# dialect_resources: { builtin: { x: "0x0300000001" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { x: "0x010000" } } #-}

// -----

// expected-error@+1 {{expected string value for key 'x'}}
{-# external_resources: { g: { x: 12 } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'x'}}
{-# external_resources: { g: { x: "0x1" } } #-}

// -----

// expected-error@+1 {{expected identifier key for 'external_resources' entry}}
{-# external_resources: { g: { "x": true } } #-}
