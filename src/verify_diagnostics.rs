//! `--verify-diagnostics`: checks the diagnostics a run produced against the `expected-*` annotations
//! written in its source, the way MLIR 19's `SourceMgrDiagnosticVerifierHandler` does.
//!
//! An annotation is `expected-(error|warning|note|remark)(-re)? *(@(+N|-N|above|below))? *{{message}}`
//! anywhere on a line (usually in a `//` comment). Without a designator it applies to its own line;
//! `@+N`/`@-N` count lines from it; `@above` is the last line that is not an annotation, `@below` the next
//! one. A diagnostic matches when its line is the annotation's and its message contains the text (or,
//! for `-re`, matches the text where `{{...}}` parts are POSIX extended regexes and the rest is literal).
//! Notes are checked like any other diagnostic. Problems are reported as mlir-opt does:
//! `unexpected error: ...` at the diagnostic, `expected error "..." was not produced` at the annotation,
//! and `'note' diagnostic emitted when expecting a 'warning'` for a match that differs only in severity.
//!
//! Line numbers are absolute in the original file: a `--split-input-file` chunk passes the line offset
//! it was given to the parser, so annotations and diagnostics agree.

use crate::diag::{DiagLoc, Diagnostic, Severity, SourceMgr};

/// One `expected-*` annotation.
#[derive(Clone, Debug)]
pub struct Expectation {
    pub severity: Severity,
    /// The (1-based, absolute) line a diagnostic must be on to match.
    pub line: i64,
    /// Where the annotation's `expected-` starts (1-based line and byte column).
    pub at_line: u32,
    pub at_col: u32,
    /// The text between `{{` and the final `}}`, as written.
    pub text: String,
    regex: Option<regex::Regex>,
    pub matched: bool,
}

impl Expectation {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(msg),
            None => msg.contains(self.text.as_str()),
        }
    }
}

/// A verification failure, as an error diagnostic; `range_len > 1` underlines that many bytes (mlir-opt
/// underlines the annotation with the length of its message).
#[derive(Clone, Debug)]
pub struct Problem {
    pub diag: Diagnostic,
    pub range_len: usize,
}

impl Problem {
    fn at(loc: DiagLoc, message: String, range_len: usize) -> Self {
        Problem {
            diag: Diagnostic::error(loc, message),
            range_len,
        }
    }

    /// Renders like mlir-opt: location, message, the source line, a caret and `~` for the range.
    pub fn render(&self, sm: &SourceMgr) -> String {
        let mut s = sm.render(&self.diag);
        if self.range_len > 1 && s.ends_with("^\n") {
            s.pop();
            s.push_str(&"~".repeat(self.range_len - 1));
            s.push('\n');
        }
        s
    }
}

/// Renders all problems in order.
pub fn render_problems(sm: &SourceMgr, problems: &[Problem]) -> String {
    problems.iter().map(|p| p.render(sm)).collect()
}

fn kind_str(s: Severity) -> &'static str {
    s.keyword()
}

/// Collects the annotations of one buffer (or chunk) and checks diagnostics against them.
pub struct DiagnosticVerifier {
    file: String,
    pub expectations: Vec<Expectation>,
    problems: Vec<Problem>,
}

impl DiagnosticVerifier {
    /// Scans `text` (named `file`; its first line is line `line_offset + 1` of that file) for annotations.
    pub fn new(file: &str, text: &[u8], line_offset: u32) -> Self {
        let mut v = DiagnosticVerifier {
            file: file.to_string(),
            expectations: vec![],
            problems: vec![],
        };
        v.scan(text, line_offset);
        v
    }

    fn scan(&mut self, text: &[u8], line_offset: u32) {
        let lines: Vec<&[u8]> = text.split(|&c| c == b'\n').collect();
        let e = lines.len() as i64;
        let abs = |i: i64| i + 1 + line_offset as i64;
        let mut last_non_designator: i64 = 0;
        let mut pending_below: Vec<usize> = vec![];
        for (line_no, raw) in lines.iter().enumerate() {
            let line_no = line_no as i64;
            let line = rtrim(raw);
            let Some(m) = match_annotation(line) else {
                for &i in &pending_below {
                    self.expectations[i].line = abs(line_no);
                }
                pending_below.clear();
                last_non_designator = line_no;
                continue;
            };
            let text_str = String::from_utf8_lossy(m.text).into_owned();
            let at_line = abs(line_no) as u32;
            let at_col = m.start as u32 + 1;
            let regex = if m.is_re {
                match build_regex(&text_str) {
                    Ok(re) => Some(re),
                    Err(msg) => {
                        self.problems.push(Problem::at(
                            DiagLoc::File {
                                file: self.file.clone(),
                                line: at_line,
                                col: at_col,
                            },
                            msg,
                            0,
                        ));
                        continue;
                    }
                }
            } else {
                None
            };
            let mut target = abs(line_no);
            let mut below = false;
            match m.designator {
                Designator::None => {}
                Designator::Offset(n) => target += n,
                Designator::Above => target = abs(last_non_designator),
                Designator::Below => {
                    below = true;
                    target = abs(e - 1); // if it dangles, MLIR leaves it on the last line
                }
            }
            if below {
                pending_below.push(self.expectations.len());
            }
            self.expectations.push(Expectation {
                severity: m.severity,
                line: target,
                at_line,
                at_col,
                text: text_str,
                regex,
                matched: false,
            });
        }
    }

    /// Checks one produced diagnostic and its notes.
    pub fn process(&mut self, d: &Diagnostic) {
        // Printed text (IR dumps) is no diagnostic.
        if d.severity == Severity::Output {
            return;
        }
        self.process_one(d);
        for n in &d.notes {
            // mlir-opt turns off `see current operation` notes under --verify-diagnostics.
            if n.severity == Severity::Note && n.message.starts_with("see current operation:") {
                continue;
            }
            // The call stack is printed, not reported as notes.
            if n.severity == Severity::CalledFrom {
                continue;
            }
            self.process_one(n);
        }
    }

    fn process_one(&mut self, d: &Diagnostic) {
        let kind = d.severity;
        let line = match &d.loc {
            DiagLoc::File { file, line, .. } if *file == self.file => Some(*line as i64),
            _ => None,
        };
        if let Some(line) = line {
            let mut near_miss = None;
            for (i, e) in self.expectations.iter_mut().enumerate() {
                if e.line == line && e.matches(&d.message) {
                    if e.severity == kind {
                        e.matched = true;
                        return;
                    }
                    near_miss = Some(i);
                }
            }
            if let Some(i) = near_miss {
                let e = &self.expectations[i];
                let msg = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    kind_str(kind),
                    kind_str(e.severity)
                );
                let loc = DiagLoc::File {
                    file: self.file.clone(),
                    line: e.at_line,
                    col: e.at_col,
                };
                self.problems.push(Problem::at(loc, msg, 0));
                return;
            }
        }
        self.problems.push(Problem::at(
            d.loc.clone(),
            format!("unexpected {}: {}", kind_str(kind), d.message),
            0,
        ));
    }

    /// Ends verification: every problem found, unexpected diagnostics first (in the order they came),
    /// then annotations nothing matched. Empty means success.
    pub fn finish(mut self) -> Vec<Problem> {
        for e in &self.expectations {
            if e.matched {
                continue;
            }
            let msg = format!(
                "expected {} \"{}\" was not produced",
                kind_str(e.severity),
                e.text
            );
            let loc = DiagLoc::File {
                file: self.file.clone(),
                line: e.at_line,
                col: e.at_col,
            };
            self.problems.push(Problem::at(loc, msg, e.text.len()));
        }
        self.problems
    }
}

/// Verifies `diags` (produced from `text`) against the annotations in `text`. Empty result = success.
pub fn verify(file: &str, text: &[u8], line_offset: u32, diags: &[Diagnostic]) -> Vec<Problem> {
    let mut v = DiagnosticVerifier::new(file, text, line_offset);
    for d in diags {
        v.process(d);
    }
    v.finish()
}

// ---- annotation syntax -----------------------------------------------------------------------------------

enum Designator {
    None,
    Offset(i64),
    Above,
    Below,
}

struct Annotation<'a> {
    start: usize,
    severity: Severity,
    is_re: bool,
    designator: Designator,
    text: &'a [u8],
}

fn rtrim(s: &[u8]) -> &[u8] {
    let end = s
        .iter()
        .rposition(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r'))
        .map_or(0, |p| p + 1);
    &s[..end]
}

/// The leftmost match of `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`.
fn match_annotation(line: &[u8]) -> Option<Annotation<'_>> {
    const PREFIX: &[u8] = b"expected-";
    let mut from = 0;
    while let Some(p) = find(&line[from..], PREFIX) {
        let start = from + p;
        from = start + 1;
        if let Some(a) = match_annotation_at(line, start) {
            return Some(a);
        }
    }
    None
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn match_annotation_at(line: &[u8], start: usize) -> Option<Annotation<'_>> {
    let mut i = start + b"expected-".len();
    let rest = &line[i..];
    let (severity, n) = [
        (Severity::Error, &b"error"[..]),
        (Severity::Note, b"note"),
        (Severity::Remark, b"remark"),
        (Severity::Warning, b"warning"),
    ]
    .into_iter()
    .find(|(_, w)| rest.starts_with(w))
    .map(|(s, w)| (s, w.len()))?;
    i += n;
    let mut is_re = false;
    if line[i..].starts_with(b"-re") {
        is_re = true;
        i += 3;
    }
    let skip_spaces = |mut i: usize| {
        while line.get(i) == Some(&b' ') {
            i += 1;
        }
        i
    };
    // Optional designator; if it doesn't parse, the regex backtracks to "no designator" (which then needs
    // `{{` right after the spaces, so in practice the annotation fails).
    let after_spaces = skip_spaces(i);
    let mut designator = Designator::None;
    let mut j = after_spaces;
    if line.get(j) == Some(&b'@') {
        let d = &line[j + 1..];
        if let Some(sign @ (b'+' | b'-')) = d.first().copied() {
            let digits = d[1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if digits > 0 {
                let s = std::str::from_utf8(&d[1..1 + digits]).ok()?;
                // llvm's getAsInteger(0, ..) reads a leading 0 as octal.
                let v = if s.len() > 1 && s.starts_with('0') {
                    i64::from_str_radix(s, 8)
                } else {
                    s.parse::<i64>()
                };
                let v = v.unwrap_or(0);
                designator = Designator::Offset(if sign == b'+' { v } else { -v });
                j += 2 + digits;
            }
        } else if d.starts_with(b"above") {
            designator = Designator::Above;
            j += 6;
        } else if d.starts_with(b"below") {
            designator = Designator::Below;
            j += 6;
        }
    }
    let tail = |j: usize| -> Option<&[u8]> {
        let k = skip_spaces(j);
        let body = &line[k..];
        if body.len() >= 4 && body.starts_with(b"{{") && body.ends_with(b"}}") {
            Some(&body[2..body.len() - 2])
        } else {
            None
        }
    };
    if let Some(text) = tail(j) {
        return Some(Annotation {
            start,
            severity,
            is_re,
            designator,
            text,
        });
    }
    if !matches!(designator, Designator::None) {
        // Backtrack: no designator.
        if let Some(text) = tail(i) {
            return Some(Annotation {
                start,
                severity,
                is_re,
                designator: Designator::None,
                text,
            });
        }
    }
    None
}

/// Turns an `expected-*-re` text into a regex: `{{...}}` blocks are regexes, the rest is literal.
fn build_regex(text: &str) -> Result<regex::Regex, String> {
    let mut nodes = vec![];
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            nodes.extend(
                rest.chars()
                    .map(|c| regex::Piece::once(regex::Atom::Char(c))),
            );
            break;
        };
        nodes.extend(
            rest[..open]
                .chars()
                .map(|c| regex::Piece::once(regex::Atom::Char(c))),
        );
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let re = regex::parse(&rest[..close]).map_err(|e| format!("invalid regex: {e}"))?;
        nodes.push(regex::Piece::once(regex::Atom::Group(Box::new(re))));
        rest = &rest[close + 2..];
    }
    Ok(regex::Regex {
        root: regex::Node::Alt(vec![nodes]),
    })
}

/// A small backtracking matcher for POSIX extended regexes (what `llvm::Regex` implements): literals,
/// `.`, bracket expressions with ranges and `[:class:]`, `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`, groups,
/// `|`, `^`, `$` and `\`-escapes. Matching is an unanchored search, as `llvm::Regex::match` does.
pub mod regex {
    #[derive(Clone, Debug)]
    pub enum Node {
        Alt(Vec<Vec<Piece>>),
    }

    #[derive(Clone, Debug)]
    pub struct Piece {
        pub atom: Atom,
        pub min: u32,
        pub max: Option<u32>,
    }

    impl Piece {
        pub fn once(atom: Atom) -> Self {
            Piece {
                atom,
                min: 1,
                max: Some(1),
            }
        }
    }

    #[derive(Clone, Debug)]
    pub enum Atom {
        Char(char),
        Any,
        Class {
            negated: bool,
            items: Vec<ClassItem>,
        },
        Group(Box<Node>),
        Start,
        End,
    }

    #[derive(Clone, Debug)]
    pub enum ClassItem {
        Range(char, char),
        Named(fn(char) -> bool),
    }

    #[derive(Clone, Debug)]
    pub struct Regex {
        pub root: Node,
    }

    impl Regex {
        pub fn new(pattern: &str) -> Result<Regex, String> {
            Ok(Regex {
                root: parse(pattern)?,
            })
        }

        /// True if the pattern matches anywhere in `s`.
        pub fn is_match(&self, s: &str) -> bool {
            let chars: Vec<char> = s.chars().collect();
            let mut budget = 1_000_000u64;
            (0..=chars.len())
                .any(|start| match_node(&self.root, &chars, start, &mut budget, &mut |_, _| true))
        }
    }

    pub fn parse(pattern: &str) -> Result<Node, String> {
        let chars: Vec<char> = pattern.chars().collect();
        let mut pos = 0;
        let node = parse_alt(&chars, &mut pos, 0)?;
        if pos != chars.len() {
            return Err("parentheses not balanced".into());
        }
        Ok(node)
    }

    fn parse_alt(c: &[char], pos: &mut usize, depth: u32) -> Result<Node, String> {
        if depth > 64 {
            return Err("regex nested too deeply".into());
        }
        let mut alts = vec![vec![]];
        while *pos < c.len() {
            match c[*pos] {
                '|' => {
                    *pos += 1;
                    alts.push(vec![]);
                }
                ')' => break,
                _ => {
                    let atom = parse_atom(c, pos, depth)?;
                    let (min, max) = parse_quant(c, pos)?;
                    alts.last_mut().expect("alt").push(Piece { atom, min, max });
                }
            }
        }
        Ok(Node::Alt(alts))
    }

    fn parse_atom(c: &[char], pos: &mut usize, depth: u32) -> Result<Atom, String> {
        let ch = c[*pos];
        *pos += 1;
        Ok(match ch {
            '.' => Atom::Any,
            '^' => Atom::Start,
            '$' => Atom::End,
            '(' => {
                let inner = parse_alt(c, pos, depth + 1)?;
                if c.get(*pos) != Some(&')') {
                    return Err("parentheses not balanced".into());
                }
                *pos += 1;
                Atom::Group(Box::new(inner))
            }
            '\\' => {
                let e = *c.get(*pos).ok_or("trailing backslash (\\)")?;
                *pos += 1;
                Atom::Char(e)
            }
            '[' => parse_class(c, pos)?,
            '*' | '+' | '?' => return Err("repetition-operator operand invalid".into()),
            '{' if c.get(*pos).is_some_and(|d| d.is_ascii_digit()) => {
                return Err("repetition-operator operand invalid".into())
            }
            other => Atom::Char(other),
        })
    }

    fn parse_class(c: &[char], pos: &mut usize) -> Result<Atom, String> {
        let mut negated = false;
        if c.get(*pos) == Some(&'^') {
            negated = true;
            *pos += 1;
        }
        let mut items = vec![];
        let mut first = true;
        loop {
            let ch = *c.get(*pos).ok_or("brackets ([ ]) not balanced")?;
            if ch == ']' && !first {
                *pos += 1;
                break;
            }
            first = false;
            if ch == '[' && c.get(*pos + 1) == Some(&':') {
                let rest: String = c[*pos + 2..].iter().collect();
                let end = rest.find(":]").ok_or("brackets ([ ]) not balanced")?;
                let name = &rest[..end];
                let f: fn(char) -> bool = match name {
                    "alpha" => |c| c.is_ascii_alphabetic(),
                    "digit" => |c| c.is_ascii_digit(),
                    "alnum" => |c| c.is_ascii_alphanumeric(),
                    "space" => |c| c.is_ascii_whitespace() || c == '\x0b',
                    "upper" => |c| c.is_ascii_uppercase(),
                    "lower" => |c| c.is_ascii_lowercase(),
                    "punct" => |c| c.is_ascii_punctuation(),
                    "xdigit" => |c| c.is_ascii_hexdigit(),
                    "blank" => |c| c == ' ' || c == '\t',
                    "cntrl" => |c| c.is_ascii_control(),
                    "print" => |c| (' '..='~').contains(&c),
                    "graph" => |c| ('!'..='~').contains(&c),
                    _ => return Err("invalid character class".into()),
                };
                items.push(ClassItem::Named(f));
                *pos += 2 + end + 2;
                continue;
            }
            *pos += 1;
            if c.get(*pos) == Some(&'-') && c.get(*pos + 1).is_some_and(|&n| n != ']') {
                let hi = c[*pos + 1];
                if hi < ch {
                    return Err("invalid character range".into());
                }
                items.push(ClassItem::Range(ch, hi));
                *pos += 2;
            } else {
                items.push(ClassItem::Range(ch, ch));
            }
        }
        Ok(Atom::Class { negated, items })
    }

    fn parse_quant(c: &[char], pos: &mut usize) -> Result<(u32, Option<u32>), String> {
        let (mut min, mut max) = (1, Some(1));
        let mut first = true;
        loop {
            let q = match c.get(*pos) {
                Some('*') => (0, None),
                Some('+') => (1, None),
                Some('?') => (0, Some(1)),
                Some('{') if c.get(*pos + 1).is_some_and(|d| d.is_ascii_digit()) => {
                    let rest: String = c[*pos + 1..].iter().collect();
                    let end = rest.find('}').ok_or("braces not balanced")?;
                    let body = &rest[..end];
                    let parse = |s: &str| {
                        s.parse::<u32>()
                            .map_err(|_| "invalid repetition count(s)".to_string())
                    };
                    let q = match body.split_once(',') {
                        None => {
                            let n = parse(body)?;
                            (n, Some(n))
                        }
                        Some((a, "")) => (parse(a)?, None),
                        Some((a, b)) => (parse(a)?, Some(parse(b)?)),
                    };
                    if q.0 > 255 || q.1.is_some_and(|m| m > 255 || m < q.0) {
                        return Err("invalid repetition count(s)".into());
                    }
                    *pos += end + 1;
                    q
                }
                _ => return Ok((min, max)),
            };
            *pos += 1;
            if first {
                (min, max) = q;
                first = false;
            } else {
                // Stacked quantifiers: x** etc. Multiply out conservatively.
                min *= q.0;
                max = match (max, q.1) {
                    (Some(a), Some(b)) => Some(a * b),
                    _ => None,
                };
            }
        }
    }

    type Cont<'k> = dyn FnMut(usize, &mut u64) -> bool + 'k;

    fn match_node(n: &Node, s: &[char], pos: usize, budget: &mut u64, k: &mut Cont<'_>) -> bool {
        let Node::Alt(alts) = n;
        alts.iter().any(|seq| match_seq(seq, s, pos, budget, k))
    }

    fn match_seq(
        seq: &[Piece],
        s: &[char],
        pos: usize,
        budget: &mut u64,
        k: &mut Cont<'_>,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        match seq.split_first() {
            None => k(pos, budget),
            Some((p, rest)) => match_piece(p, 0, rest, s, pos, budget, k),
        }
    }

    /// Greedy repetition of `p` (already matched `count` times), then the rest of the sequence.
    fn match_piece(
        p: &Piece,
        count: u32,
        rest: &[Piece],
        s: &[char],
        pos: usize,
        budget: &mut u64,
        k: &mut Cont<'_>,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let can_more = !matches!(p.max, Some(m) if count >= m);
        if can_more {
            let mut next = |np: usize, b: &mut u64| {
                // Avoid infinite loops on empty iterations.
                if np == pos && count >= p.min {
                    return false;
                }
                match_piece(p, count + 1, rest, s, np, b, k)
            };
            if match_atom(&p.atom, s, pos, budget, &mut next) {
                return true;
            }
        }
        count >= p.min && match_seq(rest, s, pos, budget, k)
    }

    fn match_atom(a: &Atom, s: &[char], pos: usize, budget: &mut u64, k: &mut Cont<'_>) -> bool {
        match a {
            Atom::Char(c) => s.get(pos) == Some(c) && k(pos + 1, budget),
            Atom::Any => s.get(pos).is_some_and(|&c| c != '\n') && k(pos + 1, budget),
            Atom::Class { negated, items } => match s.get(pos) {
                Some(&c) => {
                    let hit = items.iter().any(|it| match it {
                        ClassItem::Range(lo, hi) => (*lo..=*hi).contains(&c),
                        ClassItem::Named(f) => f(c),
                    });
                    hit != *negated && k(pos + 1, budget)
                }
                None => false,
            },
            Atom::Group(n) => match_node(n, s, pos, budget, k),
            Atom::Start => pos == 0 && k(pos, budget),
            Atom::End => pos == s.len() && k(pos, budget),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(line: u32, col: u32, msg: &str) -> Diagnostic {
        Diagnostic::error(
            DiagLoc::File {
                file: "t.mlir".into(),
                line,
                col,
            },
            msg,
        )
    }

    fn run(src: &str, diags: &[Diagnostic]) -> Vec<String> {
        verify("t.mlir", src.as_bytes(), 0, diags)
            .into_iter()
            .map(|p| p.diag.message)
            .collect()
    }

    #[test]
    fn designators() {
        let src = "\
// expected-error @+1 {{plus one}}
a
b // expected-error {{same line}}
// expected-error @-2 {{minus two}}
// expected-error @below {{below}}
// expected-note @below {{below too}}
c
// expected-warning@above {{above}}
// expected-remark @above {{above too}}
";
        let mut note = err(7, 1, "is below too");
        note.severity = Severity::Note;
        let mut w = err(7, 1, "above here");
        w.severity = Severity::Warning;
        let mut r = err(7, 1, "above too");
        r.severity = Severity::Remark;
        let diags = [
            err(2, 1, "a plus one!"),
            err(3, 5, "same line"),
            err(2, 1, "minus two"),
            err(7, 1, "below"),
            note,
            w,
            r,
        ];
        assert_eq!(run(src, &diags), Vec::<String>::new());
    }

    #[test]
    fn unexpected_and_missing() {
        let src = "x\n// expected-error @-1 {{hello}}\ny\n";
        let probs = verify("t.mlir", src.as_bytes(), 0, &[err(3, 2, "oops")]);
        let msgs: Vec<_> = probs.iter().map(|p| p.diag.message.clone()).collect();
        assert_eq!(
            msgs,
            [
                "unexpected error: oops",
                "expected error \"hello\" was not produced"
            ]
        );
        assert_eq!(
            probs[1].diag.loc,
            DiagLoc::File {
                file: "t.mlir".into(),
                line: 2,
                col: 4
            }
        );
        assert_eq!(probs[1].range_len, 5);
        let mut sm = SourceMgr::default();
        sm.add("t.mlir", src.as_bytes());
        assert_eq!(
            render_problems(&sm, &probs),
            "t.mlir:3:2: error: unexpected error: oops\ny\n ^\n\
             t.mlir:2:4: error: expected error \"hello\" was not produced\n// expected-error @-1 {{hello}}\n   ^~~~~\n"
        );
    }

    #[test]
    fn notes_are_checked_and_near_misses_reported() {
        let src = "a // expected-error {{boom}}\nb // expected-warning {{prior}}\n";
        let d = err(1, 1, "boom").with_note(
            DiagLoc::File {
                file: "t.mlir".into(),
                line: 2,
                col: 1,
            },
            "prior use",
        );
        assert_eq!(
            run(src, &[d]),
            [
                "'note' diagnostic emitted when expecting a 'warning'",
                "expected warning \"prior\" was not produced"
            ]
        );
        let src = "a // expected-error {{boom}}\nb // expected-note {{prior}}\n";
        let d = err(1, 1, "boom").with_note(
            DiagLoc::File {
                file: "t.mlir".into(),
                line: 2,
                col: 1,
            },
            "prior use",
        );
        assert!(run(src, &[d]).is_empty());
        // The op-dump note mlir-opt disables under --verify-diagnostics is ignored.
        let src = "a // expected-error {{boom}}\n";
        let d = err(1, 1, "boom").with_note(
            DiagLoc::File {
                file: "t.mlir".into(),
                line: 1,
                col: 1,
            },
            "see current operation: x",
        );
        assert!(run(src, &[d]).is_empty());
    }

    #[test]
    fn line_offset_and_other_files() {
        let src = "// expected-error @+1 {{e}}\nx\n";
        assert!(verify("t.mlir", src.as_bytes(), 10, &[err(12, 1, "e")]).is_empty());
        let other = Diagnostic::error(
            DiagLoc::File {
                file: "u.mlir".into(),
                line: 12,
                col: 1,
            },
            "e",
        );
        assert_eq!(verify("t.mlir", src.as_bytes(), 10, &[other]).len(), 2);
        let unk = Diagnostic::error(DiagLoc::Unknown, "e");
        assert_eq!(run("", &[unk])[0], "unexpected error: e");
    }

    #[test]
    fn dangling_below_and_not_annotations() {
        // No line after @below: nothing can match it.
        assert_eq!(run("// expected-error @below {{x}}", &[]).len(), 1);
        // Unknown designators and missing braces are not annotations.
        assert!(run(
            "// expected-error @unknown {{x}}\n// expected-error x\n// expected-errors {{x}}\n",
            &[]
        )
        .is_empty());
        // A matched expectation can match several diagnostics.
        assert!(run(
            "a // expected-error {{x}}\n",
            &[err(1, 1, "x"), err(1, 2, "xx")]
        )
        .is_empty());
        // Message is everything up to the last `}}`.
        assert!(run(
            "a // expected-error {{a {{b}} c}}\n",
            &[err(1, 1, "a {{b}} c")]
        )
        .is_empty());
    }

    #[test]
    fn regex_annotations() {
        let src = "a // expected-error-re {{value {{[0-9]+}} of type 'i{{(32|64)}}'}}\n";
        assert!(run(src, &[err(1, 1, "bad value 42 of type 'i64' here")]).is_empty());
        assert_eq!(run(src, &[err(1, 1, "bad value x of type 'i64'")]).len(), 2);
        // Literal parts are not regexes.
        let src = "a // expected-error-re {{a.b{{.*}}}}\n";
        assert_eq!(run(src, &[err(1, 1, "axb")]).len(), 2);
        assert!(run(src, &[err(1, 1, "a.b")]).is_empty());
        let bad = run("a // expected-error-re {{{{[}}}}\n", &[]);
        assert_eq!(bad.len(), 1);
        assert!(bad[0].starts_with("invalid regex"), "{bad:?}");
    }

    #[test]
    fn regex_engine() {
        let m = |p: &str, s: &str| regex::Regex::new(p).unwrap().is_match(s);
        assert!(m("a+b", "xaaab"));
        assert!(!m("^a+b$", "xaaab"));
        assert!(m("^(ab|cd){2}$", "abcd"));
        assert!(!m("^(ab|cd){3}$", "abcd"));
        assert!(m("[[:digit:]]{2,3}", "a12"));
        assert!(m("[^a-c]", "abcd"));
        assert!(!m("[^a-c]", "abc"));
        assert!(m("a\\.b", "a.b"));
        assert!(!m("a\\.b", "axb"));
        assert!(m("x(y*)*z", "xz"));
        assert!(m("[]a]", "]"));
        assert!(regex::Regex::new("(a").is_err());
        assert!(regex::Regex::new("*a").is_err());
        // Pathological patterns give up instead of running forever.
        let _ = m("(a*)*(a*)*(a*)*b", &"a".repeat(40));
    }
}
