//! TEMPORARY stub; replaced by the APFloat port.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind { BF16, F16, TF32, F32, F64, F80, F128, F8E5M2, F8E4M3, F8E4M3FN, F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ }
const KW: &[(FloatKind, &str, u32)] = &[(FloatKind::BF16, "bf16", 16), (FloatKind::F16, "f16", 16), (FloatKind::TF32, "tf32", 19), (FloatKind::F32, "f32", 32), (FloatKind::F64, "f64", 64), (FloatKind::F80, "f80", 80), (FloatKind::F128, "f128", 128), (FloatKind::F8E5M2, "f8E5M2", 8), (FloatKind::F8E4M3, "f8E4M3", 8), (FloatKind::F8E4M3FN, "f8E4M3FN", 8), (FloatKind::F8E5M2FNUZ, "f8E5M2FNUZ", 8), (FloatKind::F8E4M3FNUZ, "f8E4M3FNUZ", 8), (FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8)];
impl FloatKind {
    pub fn keyword(self) -> &'static str { KW.iter().find(|k| k.0 == self).map(|k| k.1).unwrap_or("f32") }
    pub fn from_keyword(s: &str) -> Option<FloatKind> { KW.iter().find(|k| k.1 == s).map(|k| k.0) }
    pub fn bit_width(self) -> u32 { KW.iter().find(|k| k.0 == self).map(|k| k.2).unwrap_or(32) }
}
pub fn parse_decimal(kind: FloatKind, text: &str) -> Result<u128, String> { let v: f64 = text.parse().map_err(|_| "bad float".to_string())?; Ok(from_f64(kind, v)) }
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 { match kind { FloatKind::F32 => f32::from_bits(bits as u32) as f64, _ => f64::from_bits(bits as u64) } }
pub fn from_f64(kind: FloatKind, v: f64) -> u128 { match kind { FloatKind::F32 => (v as f32).to_bits() as u128, _ => v.to_bits() as u128 } }
pub fn format_mlir(kind: FloatKind, bits: u128) -> String { format!("{:e}", to_f64(kind, bits)) }
