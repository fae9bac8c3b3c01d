//! Pass options: `opt=value` pairs, separated by spaces as upstream does (commas are accepted too when
//! the next piece starts a new `name=`, so `a=1,b=2` works while `list=x,y` stays one list).

use super::registry::{OptionKind, PassInfo};

#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    values: Vec<(String, String)>,
}

impl PassOptions {
    pub fn parse(text: &str, info: &PassInfo) -> Result<Self, String> {
        let mut values: Vec<(String, String)> = vec![];
        for piece in split_options(text) {
            let (k, v) = match piece.split_once('=') {
                Some((k, v)) => (k.trim().to_string(), v.trim().to_string()),
                None => (piece.trim().to_string(), "true".to_string()),
            };
            let Some(opt) = info.options.iter().find(|o| o.name == k) else {
                return Err(format!("'{}' pass has no option named '{k}'", info.name));
            };
            validate(opt.kind, &k, &v)?;
            values.retain(|(ek, _)| *ek != k);
            values.push((k, v));
        }
        Ok(PassOptions { values })
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
    pub fn bool(&self, name: &str, default: bool) -> bool {
        self.get(name)
            .map(parse_bool)
            .unwrap_or(Some(default))
            .unwrap_or(default)
    }
    pub fn uint(&self, name: &str, default: u32) -> u32 {
        self.get(name)
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }
    pub fn list(&self, name: &str) -> Vec<String> {
        self.get(name)
            .map(|v| {
                v.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "1" | "true" | "TRUE" | "True" => Some(true),
        "0" | "false" | "FALSE" | "False" => Some(false),
        _ => None,
    }
}

fn validate(kind: OptionKind, k: &str, v: &str) -> Result<(), String> {
    let ok = match kind {
        OptionKind::Bool => parse_bool(v).is_some(),
        OptionKind::UInt => v.parse::<u32>().is_ok(),
        OptionKind::String | OptionKind::List => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("for the --{k} option: '{v}' value invalid"))
    }
}

/// Splits on whitespace, and on commas that begin a new `name=` piece.
fn split_options(text: &str) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    for word in text.split_whitespace() {
        let mut cur = String::new();
        for part in word.split(',') {
            let starts_option = part.contains('=');
            if cur.is_empty() {
                cur.push_str(part);
            } else if starts_option {
                out.push(std::mem::take(&mut cur));
                cur.push_str(part);
            } else {
                cur.push(',');
                cur.push_str(part);
            }
        }
        if !cur.is_empty() {
            out.push(cur);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::split_options;

    #[test]
    fn commas_split_only_before_new_options() {
        assert_eq!(split_options("a=1,b=2"), vec!["a=1", "b=2"]);
        assert_eq!(split_options("list=x,y c=3"), vec!["list=x,y", "c=3"]);
        assert_eq!(split_options("  flag "), vec!["flag"]);
    }
}
