//! LLVM 19's data layout string syntax (`DataLayout::parseSpecifier` in `llvm/lib/IR/DataLayout.cpp`),
//! ported for the verifier of `llvm.data_layout` (the core links no LLVM): `Err` with LLVM's exact
//! message where LLVM refuses the string. Only what decides acceptance is kept; nothing is built.

fn err<T>(msg: &str) -> Result<T, String> {
    Err(msg.to_string())
}

/// `split` with LLVM's checks (`Str` is never empty when LLVM calls it, except where noted).
fn split(s: &str, sep: char) -> Result<(&str, &str), String> {
    let (first, second) = s.split_once(sep).unwrap_or((s, ""));
    if second.is_empty() && first != s {
        return err("Trailing separator in datalayout string");
    }
    if !second.is_empty() && first.is_empty() {
        return err("Expected token before separator in datalayout string");
    }
    Ok((first, second))
}

/// `StringRef::getAsInteger(10, ...)` for an unsigned type of `bits` bits.
fn int(s: &str, bits: u32) -> Result<u64, String> {
    let bad = || "not a number, or does not fit in an unsigned int".to_string();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let v: u64 = s.parse().map_err(|_| bad())?;
    if bits < 64 && v >> bits != 0 {
        return Err(bad());
    }
    Ok(v)
}

fn int_in_bytes(s: &str, bits: u32) -> Result<u64, String> {
    let v = int(s, bits)?;
    if v % 8 != 0 {
        return err("number of bits must be a byte width multiple");
    }
    Ok(v / 8)
}

fn addr_space(s: &str) -> Result<u64, String> {
    let v = int(s, 32)?;
    if v >> 24 != 0 {
        return err("Invalid address space, must be a 24-bit integer");
    }
    Ok(v)
}

fn pow2(v: u64) -> bool {
    v.is_power_of_two()
}

/// `assumeAligned`: 0 is 1.
fn aligned(v: u64) -> u64 {
    v.max(1)
}

/// Checks `desc` as `DataLayout::parse` does; LLVM's message when it refuses it.
pub fn check(desc: &str) -> Result<(), String> {
    let mut desc = desc;
    while !desc.is_empty() {
        let (spec, rest_of_desc) = split(desc, '-')?;
        desc = rest_of_desc;
        let (tok, mut rest) = split(spec, ':')?;
        if tok == "ni" {
            loop {
                let (a, r) = split(rest, ':')?;
                rest = r;
                if int(a, 32)? == 0 {
                    return err("Address space 0 can never be non-integral");
                }
                if rest.is_empty() {
                    break;
                }
            }
            continue;
        }
        let Some(specifier) = tok.chars().next() else {
            // `split` refuses an empty token before a separator; an empty spec cannot get here.
            return err("Unknown specifier in datalayout string");
        };
        let tok = &tok[specifier.len_utf8()..];
        match specifier {
            's' | 'E' | 'e' => {}
            'p' => {
                let space = if tok.is_empty() { 0 } else { int(tok, 32)? };
                if space >> 24 != 0 {
                    return err("Invalid address space, must be a 24-bit integer");
                }
                if rest.is_empty() {
                    return err("Missing size specification for pointer in datalayout string");
                }
                let (t, r) = split(rest, ':')?;
                rest = r;
                let size = int(t, 32)?;
                if size == 0 {
                    return err("Invalid pointer size of 0 bytes");
                }
                if rest.is_empty() {
                    return err("Missing alignment specification for pointer in datalayout string");
                }
                let (t, r) = split(rest, ':')?;
                rest = r;
                let abi = int_in_bytes(t, 32)?;
                if !pow2(abi) {
                    return err("Pointer ABI alignment must be a power of 2");
                }
                let mut index = size;
                let mut pref = abi;
                if !rest.is_empty() {
                    let (t, r) = split(rest, ':')?;
                    rest = r;
                    pref = int_in_bytes(t, 32)?;
                    if !pow2(pref) {
                        return err("Pointer preferred alignment must be a power of 2");
                    }
                    if !rest.is_empty() {
                        let (t, _) = split(rest, ':')?;
                        index = int(t, 32)?;
                        if index == 0 {
                            return err("Invalid index size of 0 bytes");
                        }
                    }
                }
                if aligned(pref) < aligned(abi) {
                    return err("Preferred alignment cannot be less than the ABI alignment");
                }
                if index > size {
                    return err("Index width cannot be larger than pointer width");
                }
            }
            'i' | 'v' | 'f' | 'a' => {
                let size = if tok.is_empty() { 0 } else { int(tok, 32)? };
                if specifier == 'a' && size != 0 {
                    return err("Sized aggregate specification in datalayout string");
                }
                if rest.is_empty() {
                    return err("Missing alignment specification in datalayout string");
                }
                let (t, r) = split(rest, ':')?;
                rest = r;
                let abi = int_in_bytes(t, 32)?;
                if specifier != 'a' && abi == 0 {
                    return err("ABI alignment specification must be >0 for non-aggregate types");
                }
                if abi >> 16 != 0 {
                    return err("Invalid ABI alignment, must be a 16bit integer");
                }
                if abi != 0 && !pow2(abi) {
                    return err("Invalid ABI alignment, must be a power of 2");
                }
                if specifier == 'i' && size == 8 && abi != 1 {
                    return err("Invalid ABI alignment, i8 must be naturally aligned");
                }
                let mut pref = abi;
                if !rest.is_empty() {
                    let (t, _) = split(rest, ':')?;
                    pref = int_in_bytes(t, 32)?;
                }
                if pref >> 16 != 0 {
                    return err("Invalid preferred alignment, must be a 16bit integer");
                }
                if pref != 0 && !pow2(pref) {
                    return err("Invalid preferred alignment, must be a power of 2");
                }
                if size >> 24 != 0 {
                    return err("Invalid bit width, must be a 24-bit integer");
                }
                if aligned(pref) < aligned(abi) {
                    return err("Preferred alignment cannot be less than the ABI alignment");
                }
            }
            'n' => {
                let mut t = tok;
                loop {
                    if int(t, 32)? == 0 {
                        return err("Zero width native integer type in datalayout string");
                    }
                    if rest.is_empty() {
                        break;
                    }
                    let (a, r) = split(rest, ':')?;
                    t = a;
                    rest = r;
                }
            }
            'S' => {
                let a = int_in_bytes(tok, 64)?;
                if a != 0 && !pow2(a) {
                    return err("Alignment is neither 0 nor a power of 2");
                }
            }
            'F' => {
                // An empty `tok` reads the byte after `F` in LLVM (`-`, `:` or the end): no kind.
                let kind = tok.chars().next();
                if !matches!(kind, Some('i' | 'n')) {
                    return err("Unknown function pointer alignment type in datalayout string");
                }
                let a = int_in_bytes(&tok[1..], 64)?;
                if a != 0 && !pow2(a) {
                    return err("Alignment is neither 0 nor a power of 2");
                }
            }
            'P' | 'A' | 'G' => {
                addr_space(tok)?;
            }
            'm' => {
                if !tok.is_empty() {
                    return err(
                        "Unexpected trailing characters after mangling specifier in datalayout string",
                    );
                }
                if rest.is_empty() {
                    return err("Expected mangling specifier in datalayout string");
                }
                if rest.len() > 1 {
                    return err("Unknown mangling specifier in datalayout string");
                }
                if !matches!(rest, "e" | "l" | "o" | "m" | "w" | "x" | "a") {
                    return err("Unknown mangling in datalayout string");
                }
            }
            _ => return err("Unknown specifier in datalayout string"),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn llvm_messages() {
        let ok = [
            "",
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "E-m:o-i64:64-i128:128-n32:64-S128-Fn32",
            "e-ni:1:2-A5-G1-P1",
            "a:0:64",
        ];
        for s in ok {
            assert_eq!(check(s), Ok(()), "{s}");
        }
        let bad = [
            ("p:7:7", "number of bits must be a byte width multiple"),
            ("e-ni", "not a number, or does not fit in an unsigned int"),
            (
                "F",
                "Unknown function pointer alignment type in datalayout string",
            ),
            ("e-", "Trailing separator in datalayout string"),
            (
                "i64:64:32",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            ("p272:64:24", "Pointer ABI alignment must be a power of 2"),
            (
                "p272:64:18446744073709551608",
                "not a number, or does not fit in an unsigned int",
            ),
            ("x", "Unknown specifier in datalayout string"),
            ("ni:0", "Address space 0 can never be non-integral"),
            (
                "i8:16",
                "Invalid ABI alignment, i8 must be naturally aligned",
            ),
            ("m:q", "Unknown mangling in datalayout string"),
            ("-e", "Expected token before separator in datalayout string"),
            (
                "p16777216:64:64",
                "Invalid address space, must be a 24-bit integer",
            ),
        ];
        for (s, m) in bad {
            assert_eq!(check(s), Err(m.to_string()), "{s}");
        }
    }
}
