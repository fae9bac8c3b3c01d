//! The C library's math functions, as upstream's math folders call them on `float`s and
//! `double`s (their results are the host's, so the folds must call the same functions rather than
//! Rust's own formulas for `asinh`, `acosh`, ...).

mod c {
    extern "C" {
        pub fn acos(x: f64) -> f64;
        pub fn acosf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
        pub fn round(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn trunc(x: f64) -> f64;
        pub fn truncf(x: f32) -> f32;
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

macro_rules! unary {
    ($($name:ident: $d:ident, $f:ident;)*) => {$(
        // SAFETY: the C library's pure math functions take and return plain floats.
        pub const $name: Unary = Unary {
            f64: |x| unsafe { c::$d(x) },
            f32: |x| unsafe { c::$f(x) },
        };
    )*};
}

unary! {
    ACOS: acos, acosf;
    ACOSH: acosh, acoshf;
    ASIN: asin, asinf;
    ASINH: asinh, asinhf;
    ATAN: atan, atanf;
    ATANH: atanh, atanhf;
    COS: cos, cosf;
    COSH: cosh, coshf;
    SIN: sin, sinf;
    SINH: sinh, sinhf;
    TAN: tan, tanf;
    TANH: tanh, tanhf;
    ERF: erf, erff;
    EXP: exp, expf;
    EXP2: exp2, exp2f;
    EXPM1: expm1, expm1f;
    LOG: log, logf;
    LOG2: log2, log2f;
    LOG10: log10, log10f;
    LOG1P: log1p, log1pf;
    SQRT: sqrt, sqrtf;
    ROUND: round, roundf;
    TRUNC: trunc, truncf;
}

// SAFETY: as above.
pub const ATAN2: Binary = Binary {
    f64: |y, x| unsafe { c::atan2(y, x) },
    f32: |y, x| unsafe { c::atan2f(y, x) },
};

// SAFETY: as above.
pub const POW: Binary = Binary {
    f64: |x, y| unsafe { c::pow(x, y) },
    f32: |x, y| unsafe { c::powf(x, y) },
};
