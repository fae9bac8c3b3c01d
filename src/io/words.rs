//! Command lines written in files: the corpus's `// RUN-ARGS:` headers and similar test headers
//! are split as a shell would split them, so a pass with several options can be written
//! `--pass='a=1 b=2'` in the file exactly as on a terminal.

/// `line` split at whitespace, except inside single quotes (which are dropped).
pub fn shell_words(line: &str) -> Vec<String> {
    let mut words = vec![];
    let mut current: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                current.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => words.extend(current.take()),
            c => current.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(current);
    words
}

#[cfg(test)]
mod tests {
    use super::shell_words;

    #[test]
    fn quotes_group_words_and_are_dropped() {
        assert_eq!(
            shell_words(" --p='a=1 b=2'  x ''"),
            ["--p=a=1 b=2", "x", ""]
        );
        assert_eq!(shell_words("--a=x,y\t--b"), ["--a=x,y", "--b"]);
    }
}
