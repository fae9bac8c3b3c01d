// Lexer errors: bad characters, unterminated strings, malformed literals and identifiers.
func.func @bad_char() {
  // expected-error @+1 {{unexpected character}}
  %0 = arith.constant 1 : i32 `
  return
}

// -----

// expected-error @below {{expected '"' in string literal}}
func.func private @unterminated() attributes {s = "no end

// -----

// expected-error @+1 {{unknown escape in string literal}}
func.func private @bad_escape() attributes {s = "bad \q escape"}

// -----

func.func @bare_percent() {
  // expected-error @+1 {{invalid SSA name}}
  % = arith.constant 1 : i32
  return
}

// -----

func.func @bare_caret() {
// expected-error @+1 {{invalid block name}}
^:
  return
}

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func @() {
  return
}

// -----

// expected-error @+1 {{unexpected character}}
func.func private @hash_in_name() attributes {a = 1 \ 2}

// -----

// A hex literal that is too large for a float type.
// expected-error @+1 {{hexadecimal float constant out of range for type}}
func.func private @hex_too_long() attributes {a = 0x123456789 : f32}

// -----

// `{-#` file metadata must be closed.
func.func private @f()
{-#
  dialect_resources: {
  // expected-error @+1 {{expected ',' or '#-}'}}
  }

// -----

// Non-ASCII characters are not valid tokens.
func.func @unicode() {
  // expected-error @+1 {{unexpected character}}
  return §
}
