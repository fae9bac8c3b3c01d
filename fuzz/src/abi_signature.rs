//! `abi_signature`: an `arbitrary` function signature (ranked memrefs of rank 0-4 with static and
//! dynamic sizes, identity or strided layouts, scalar/f16/bf16/i1/vector/complex elements,
//! unranked memrefs, scalar and complex arguments, 0-3 results including memrefs,
//! `llvm.emit_c_interface`, index width 32 or 64) becomes a function whose body is the ABI
//! harness's probe (it hands every argument to an observer and returns seeded results). irbridge
//! lowers it and the harness module, the LLVM IR caller drives every path in the JIT (C interface,
//! default convention, the probe's paths, and the bare-pointer convention where it applies), and
//! everything observed must equal what the harness computes (`irbridge_harness::abi::inproc`). No
//! clang per input: the caller is LLVM IR.

use arbitrary::{Arbitrary, Unstructured};
use irbridge_harness::abi::{inproc, signature};

#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum ScalarSpec {
    I1,
    I8,
    I16,
    I32,
    I64,
    Index,
    F16,
    BF16,
    F32,
    F64,
}

impl ScalarSpec {
    fn mlir(self) -> &'static str {
        match self {
            ScalarSpec::I1 => "i1",
            ScalarSpec::I8 => "i8",
            ScalarSpec::I16 => "i16",
            ScalarSpec::I32 => "i32",
            ScalarSpec::I64 => "i64",
            ScalarSpec::Index => "index",
            ScalarSpec::F16 => "f16",
            ScalarSpec::BF16 => "bf16",
            ScalarSpec::F32 => "f32",
            ScalarSpec::F64 => "f64",
        }
    }
}

/// An element type: a scalar, a 1-D vector of 1-4 lanes, or a complex number (f32/f64).
#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum ElemSpec {
    Scalar(ScalarSpec),
    Vector(u8, ScalarSpec),
    Complex(bool),
}

impl ElemSpec {
    fn mlir(self) -> String {
        match self {
            ElemSpec::Scalar(s) => s.mlir().into(),
            ElemSpec::Vector(n, s) => format!("vector<{}x{}>", n % 4 + 1, s.mlir()),
            ElemSpec::Complex(f64) => complex(f64),
        }
    }
}

fn complex(f64: bool) -> String {
    format!("complex<{}>", if f64 { "f64" } else { "f32" })
}

/// A ranked memref: sizes (`None` dynamic, static 0-4), and a `strided<>` layout or the identity.
#[derive(Arbitrary, Debug, Clone)]
pub struct RankedSpec {
    dims: Vec<Option<u8>>,
    elem: ElemSpec,
    /// Strides (`None` dynamic, static 1-8) and offset (`None` dynamic, static 0-8).
    strided: Option<(Vec<Option<u8>>, Option<u8>)>,
}

impl RankedSpec {
    fn mlir(&self) -> String {
        let dims: Vec<String> = self
            .dims
            .iter()
            .take(4)
            .map(|d| d.map_or("?".into(), |v| (v % 5).to_string()))
            .collect();
        let rank = dims.len();
        let mut shape = String::new();
        for d in &dims {
            shape.push_str(d);
            shape.push('x');
        }
        let layout = match &self.strided {
            None => String::new(),
            Some((strides, offset)) => {
                let st: Vec<String> = (0..rank)
                    .map(|i| match strides.get(i).copied().flatten() {
                        Some(v) => (v % 8 + 1).to_string(),
                        None => "?".into(),
                    })
                    .collect();
                let off = offset.map_or("?".into(), |v| (v % 9).to_string());
                format!(", strided<[{}], offset: {off}>", st.join(", "))
            }
        };
        format!("memref<{shape}{}{layout}>", self.elem.mlir())
    }
}

#[derive(Arbitrary, Debug, Clone)]
pub enum TySpec {
    Scalar(ScalarSpec),
    Complex(bool),
    Ranked(RankedSpec),
    Unranked(ElemSpec),
}

impl TySpec {
    fn mlir(&self) -> String {
        match self {
            TySpec::Scalar(s) => s.mlir().into(),
            TySpec::Complex(f64) => complex(*f64),
            TySpec::Ranked(r) => r.mlir(),
            TySpec::Unranked(e) => format!("memref<*x{}>", e.mlir()),
        }
    }
}

/// The fuzzer's input: a signature, the C interface, the index width and the seed of values.
#[derive(Arbitrary, Debug, Clone)]
pub struct SignatureSpec {
    pub args: Vec<TySpec>,
    pub results: Vec<TySpec>,
    pub c_interface: bool,
    pub index32: bool,
    pub seed: u8,
}

/// At most this many arguments (results: 3).
const MAX_ARGS: usize = 6;

impl SignatureSpec {
    /// The MLIR declaration of the function (`@f`), as the harness reads it.
    pub fn declaration(&self) -> String {
        let args: Vec<String> = self.args.iter().take(MAX_ARGS).map(TySpec::mlir).collect();
        let res: Vec<String> = self.results.iter().take(3).map(TySpec::mlir).collect();
        format!(
            "func.func private @f({}) -> ({})\n",
            args.join(", "),
            res.join(", ")
        )
    }

    /// The harness's model of the signature (read back from the declaration by the harness's own
    /// reader, so the model is what `irbridge abi` would see).
    pub fn signature(&self) -> signature::Signature {
        let decl = self.declaration();
        let found = signature::read_functions("spec.mlir", decl.as_bytes())
            .unwrap_or_else(|e| panic!("the generated declaration is invalid:\n{decl}{e}"));
        let mut sig = found
            .into_iter()
            .next()
            .expect("one function")
            .sig
            .unwrap_or_else(|e| panic!("the harness cannot model {decl}: {e}"));
        sig.external = false;
        sig.c_interface = self.c_interface;
        sig
    }
}

/// The property (see the module doc): panics with the path and first difference on a mismatch.
pub fn check(data: &[u8]) {
    let Ok(spec) = SignatureSpec::arbitrary(&mut Unstructured::new(data)) else {
        return;
    };
    check_spec(&spec);
}

/// [`check`] for a decoded spec.
pub fn check_spec(spec: &SignatureSpec) {
    let sig = spec.signature();
    let bits = if spec.index32 { 32 } else { 64 };
    let r = crate::contained("the ABI harness", || {
        inproc::check_probe_function(&sig, spec.seed as u64, bits)
    });
    if let Err(e) = r {
        panic!(
            "ABI mismatch for {} (index {bits}, seed {}, c interface {}):\n{e}",
            spec.declaration().trim_end(),
            spec.seed,
            spec.c_interface
        );
    }
}
