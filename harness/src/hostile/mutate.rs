//! Mutations of corpus inputs: byte and bit flips, token deletion and duplication, splicing,
//! truncation, huge and negative numbers (text); flips, runs of 0xff, copied ranges, splicing and
//! truncation (bitcode). Deterministic for a seed.

/// splitmix64: small, fast, good enough to pick mutations.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// A number in `0..n` (0 for n = 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
}

/// The numbers a number is replaced by: limits of every width, their neighbours, negatives, huge
/// and float-looking ones.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "-0",
    "127",
    "128",
    "255",
    "256",
    "-129",
    "32767",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "16777216",
    "8388608",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "99999999999999999999999999999999999999999999999999",
    "-99999999999999999999999999999999999999999999999999",
    "1e400",
    "-1.0e-400",
    "0x7FF8000000000001",
    "0xFFFFFFFFFFFFFFFFFFFF",
    "1.5",
    "nan",
    "inf",
];

/// Which mutation made a mutant (for the report).
pub const TEXT_MUTATIONS: &[&str] = &[
    "byte-flip",
    "bit-flip",
    "token-delete",
    "token-duplicate",
    "splice",
    "truncate",
    "number",
    "line-duplicate",
    "line-delete",
];

pub const BINARY_MUTATIONS: &[&str] = &[
    "byte-flip",
    "bit-flip",
    "ff-run",
    "range-copy",
    "splice",
    "truncate",
];

/// One to three mutations of `input` (text), with `other` as the splicing partner; the names of the
/// mutations applied.
pub fn mutate_text(rng: &mut Rng, input: &[u8], other: &[u8]) -> (Vec<u8>, Vec<&'static str>) {
    let mut s = input.to_vec();
    let mut names = vec![];
    for _ in 0..1 + rng.below(3) {
        let m = TEXT_MUTATIONS[rng.below(TEXT_MUTATIONS.len())];
        names.push(m);
        match m {
            "byte-flip" if !s.is_empty() => {
                let i = rng.below(s.len());
                // Mostly printable bytes (syntax), sometimes anything (encodings).
                s[i] = if rng.chance(70) {
                    b"{}()[]<>,:;=!@#%^&*-+\"'\\/ .0123456789aeiouxyzAEIOUXYZ_\n\t"[rng.below(56)]
                } else {
                    rng.below(256) as u8
                };
            }
            "bit-flip" if !s.is_empty() => {
                let i = rng.below(s.len());
                s[i] ^= 1 << rng.below(8);
            }
            "token-delete" | "token-duplicate" => {
                let toks = tokens(&s);
                if !toks.is_empty() {
                    let (a, b) = toks[rng.below(toks.len())];
                    if m == "token-delete" {
                        s.drain(a..b);
                    } else {
                        let t = s[a..b].to_vec();
                        s.splice(b..b, t);
                    }
                }
            }
            "splice" if !other.is_empty() => {
                let a = rng.below(other.len());
                let b = (a + 1 + rng.below(200)).min(other.len());
                let at = rng.below(s.len() + 1);
                let end = if rng.chance(50) {
                    at
                } else {
                    (at + rng.below(100)).min(s.len())
                };
                s.splice(at..end, other[a..b].iter().copied());
            }
            "truncate" => {
                let at = rng.below(s.len() + 1);
                s.truncate(at);
            }
            "number" => {
                let nums = numbers(&s);
                if !nums.is_empty() {
                    let (a, b) = nums[rng.below(nums.len())];
                    let n = NUMBERS[rng.below(NUMBERS.len())];
                    s.splice(a..b, n.bytes());
                }
            }
            "line-duplicate" | "line-delete" => {
                let lines = line_spans(&s);
                if !lines.is_empty() {
                    let (a, b) = lines[rng.below(lines.len())];
                    if m == "line-delete" {
                        s.drain(a..b);
                    } else {
                        let t = s[a..b].to_vec();
                        s.splice(b..b, t);
                    }
                }
            }
            _ => {}
        }
    }
    (s, names)
}

/// One to three mutations of `input` (binary), with `other` as the splicing partner.
pub fn mutate_binary(rng: &mut Rng, input: &[u8], other: &[u8]) -> (Vec<u8>, Vec<&'static str>) {
    let mut s = input.to_vec();
    let mut names = vec![];
    // The magic stays (past it the reader is what is tested); 4 bytes.
    let lo = 4.min(s.len());
    for _ in 0..1 + rng.below(3) {
        let m = BINARY_MUTATIONS[rng.below(BINARY_MUTATIONS.len())];
        names.push(m);
        let span = s.len() - lo;
        if span == 0 {
            break;
        }
        match m {
            "byte-flip" => {
                let i = lo + rng.below(span);
                s[i] = rng.below(256) as u8;
            }
            "bit-flip" => {
                let i = lo + rng.below(span);
                s[i] ^= 1 << rng.below(8);
            }
            "ff-run" => {
                let i = lo + rng.below(span);
                let j = (i + 1 + rng.below(8)).min(s.len());
                s[i..j].fill(0xff);
            }
            "range-copy" => {
                let a = lo + rng.below(span);
                let b = (a + 1 + rng.below(64)).min(s.len());
                let t = s[a..b].to_vec();
                let at = lo + rng.below(span);
                let end = (at + t.len()).min(s.len());
                s.splice(at..end, t);
            }
            "splice" if other.len() > 4 => {
                let a = 4 + rng.below(other.len() - 4);
                let b = (a + 1 + rng.below(256)).min(other.len());
                let at = lo + rng.below(span);
                let end = (at + (b - a)).min(s.len());
                s.splice(at..end, other[a..b].iter().copied());
            }
            "truncate" => {
                let at = lo + rng.below(span);
                s.truncate(at);
            }
            _ => {}
        }
    }
    (s, names)
}

/// Token spans: identifiers/numbers/symbols as runs, each other non-space byte alone.
fn tokens(s: &[u8]) -> Vec<(usize, usize)> {
    let word = |b: u8| b.is_ascii_alphanumeric() || b"_.$#%@!-".contains(&b);
    let mut out = vec![];
    let mut i = 0;
    while i < s.len() {
        if s[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if word(s[i]) {
            while i < s.len() && word(s[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
        out.push((start, i));
    }
    out
}

/// Spans of decimal numbers (with a leading `-`).
fn numbers(s: &[u8]) -> Vec<(usize, usize)> {
    let mut out = vec![];
    let mut i = 0;
    while i < s.len() {
        if s[i].is_ascii_digit() && (i == 0 || !s[i - 1].is_ascii_alphanumeric()) {
            let start = if i > 0 && s[i - 1] == b'-' { i - 1 } else { i };
            while i < s.len() && (s[i].is_ascii_digit() || s[i] == b'.') {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

/// Spans of lines, each with its newline.
fn line_spans(s: &[u8]) -> Vec<(usize, usize)> {
    let mut out = vec![];
    let mut start = 0;
    for (i, &b) in s.iter().enumerate() {
        if b == b'\n' {
            out.push((start, i + 1));
            start = i + 1;
        }
    }
    if start < s.len() {
        out.push((start, s.len()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_different() {
        let a = b"func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
        let mut r1 = Rng::new(7);
        let mut r2 = Rng::new(7);
        let m1: Vec<_> = (0..50).map(|_| mutate_text(&mut r1, a, a).0).collect();
        let m2: Vec<_> = (0..50).map(|_| mutate_text(&mut r2, a, a).0).collect();
        assert_eq!(m1, m2);
        assert!(m1.iter().any(|m| m != a));
        assert_eq!(numbers(b"x 12 -3 a4"), vec![(2, 4), (5, 7)]);
    }
}
