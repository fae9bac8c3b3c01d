//! The C library's math functions, as upstream's math folders call them on `float`s and
//! `double`s: a fold must give the host C library's bits, as upstream's does. Rust's `f32`/`f64`
//! methods are used where they are that very call (`sin` is `sin`/`sinf`, `ln_1p` is `log1p`, ...);
//! the four functions std computes with formulas of its own (`asinh`, `acosh`, `atanh`) or does
//! not offer on stable (`erf`) are declared here. This and the LLVM boundary are the only places
//! with `unsafe`.

mod c {
    extern "C" {
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
    }
}

/// A unary function of the C library, in its `double` and `float` forms.
#[derive(Copy, Clone, Debug)]
pub struct Unary {
    pub f64: fn(f64) -> f64,
    pub f32: fn(f32) -> f32,
}

/// A binary one.
#[derive(Copy, Clone, Debug)]
pub struct Binary {
    pub f64: fn(f64, f64) -> f64,
    pub f32: fn(f32, f32) -> f32,
}

macro_rules! unary_c {
    ($($name:ident: $d:ident, $f:ident;)*) => {$(
        // SAFETY: the C library's pure math functions take and return plain floats and touch no
        // memory; glibc's set only `errno`, which nothing here reads.
        pub const $name: Unary = Unary {
            f64: |x| unsafe { c::$d(x) },
            f32: |x| unsafe { c::$f(x) },
        };
    )*};
}

unary_c! {
    ACOSH: acosh, acoshf;
    ASINH: asinh, asinhf;
    ATANH: atanh, atanhf;
    ERF: erf, erff;
}

/// std's methods that call the C library's function of the same meaning.
macro_rules! unary_std {
    ($($name:ident: $m:ident;)*) => {$(
        pub const $name: Unary = Unary {
            f64: f64::$m,
            f32: f32::$m,
        };
    )*};
}

unary_std! {
    ACOS: acos;
    ASIN: asin;
    ATAN: atan;
    COS: cos;
    COSH: cosh;
    SIN: sin;
    SINH: sinh;
    TAN: tan;
    TANH: tanh;
    EXP: exp;
    EXP2: exp2;
    EXPM1: exp_m1;
    LOG: ln;
    LOG2: log2;
    LOG10: log10;
    LOG1P: ln_1p;
    SQRT: sqrt;
    ROUND: round;
    TRUNC: trunc;
}

/// `atan2`/`atan2f`.
pub const ATAN2: Binary = Binary {
    f64: f64::atan2,
    f32: f32::atan2,
};

/// `pow`/`powf`.
pub const POW: Binary = Binary {
    f64: f64::powf,
    f32: f32::powf,
};
