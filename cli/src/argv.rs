//! LLVM-style command lines into clap's dialect.
//!
//! * `argv[0]` named `mlir-opt` / `mlir-translate` (or `mlir-opt-19`...) selects that subcommand.
//! * `-long-flag` means `--long-flag` (single-letter flags such as `-o` stay short; `-o=x` is `-o x`).
//! * Boolean flags take LLVM's `=true` / `=false` / `=1` / `=0`.
//! * A `--name` the subcommand doesn't know is a pass flag: it is set apart in
//!   [`Normalized::pass_flags`] for the subcommand to resolve (or reject with a clean error).
//!
//! Which long names exist and which take values is read from the clap definition, so this file never
//! lists flags itself.

use crate::Cli;
use clap::{ArgAction, CommandFactory};

/// The passes only `irbridge-llvm` runs (the translation's, `irbridge_translate::set_data_layout`):
/// `irbridge` execs it when a command line names one. `main_llvm.rs`'s test keeps the list exact.
#[allow(dead_code)] // `irbridge-llvm` reads it only in its test.
pub const LLVM_ONLY_PASSES: &[&str] = &["set-llvm-module-datalayout"];

pub struct Normalized {
    pub argv: Vec<String>,
    pub pass_flags: Vec<String>,
}

/// How the tool was invoked, for its messages: upstream's tools name themselves by their file name
/// (`mlir-opt: ...`) and point at `<argv[0]> --help`.
static INVOCATION: std::sync::OnceLock<(String, String)> = std::sync::OnceLock::new();

/// Records the name the tool was run under (once, from `main`).
pub fn set_invocation(argv0: &str, subcommand: &str) {
    let (name, help) = match alias_subcommand(argv0) {
        Some(_) => {
            let base = std::path::Path::new(argv0)
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or(argv0);
            (base.to_string(), argv0.to_string())
        }
        None => {
            let s = format!("irbridge {subcommand}");
            (s.clone(), s)
        }
    };
    let _ = INVOCATION.set((name, help));
}

/// The tool's name in its messages: `mlir-opt` through a link of that name, else `irbridge opt`.
pub fn tool_name(subcommand: &str) -> String {
    INVOCATION
        .get()
        .map(|(n, _)| n.clone())
        .unwrap_or_else(|| format!("irbridge {subcommand}"))
}

/// LLVM's message for an unknown flag, with its "did you mean" (the known flag or pass name nearest
/// by edit distance, as `cl::opt`'s `LookupNearestOption` picks it).
pub fn unknown_flag(subcommand: &str, flag: &str, candidates: &[String]) -> String {
    let name = tool_name(subcommand);
    let help = INVOCATION
        .get()
        .map(|(_, h)| h.clone())
        .unwrap_or_else(|| name.clone());
    let mut msg = format!("{name}: Unknown command line argument '{flag}'.  Try: '{help} --help'");
    let given = flag.trim_start_matches('-');
    let given = given.split_once('=').map_or(given, |(n, _)| n);
    let best = candidates
        .iter()
        .map(|c| (edit_distance(given, c), c))
        .min_by_key(|(d, _)| *d);
    if let Some((_, c)) = best {
        msg.push_str(&format!("\n{name}: Did you mean '--{c}'?"));
    }
    msg
}

/// Levenshtein distance with replacements (LLVM's `StringRef::edit_distance`).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let cur = row[j + 1];
            row[j + 1] = if ca == b[j] {
                prev
            } else {
                1 + prev.min(row[j]).min(cur)
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The long flag names of `subcommand` (for suggestions).
pub fn long_flags(subcommand: &str) -> Vec<String> {
    let cmd = Cli::command();
    cmd.find_subcommand(subcommand)
        .map(|c| {
            c.get_arguments()
                .filter_map(|a| a.get_long().map(str::to_string))
                .chain(["help".to_string(), "version".to_string()])
                .collect()
        })
        .unwrap_or_default()
}

/// The subcommand a tool name stands for, if it is an upstream tool's name.
pub fn alias_subcommand(argv0: &str) -> Option<&'static str> {
    let base = std::path::Path::new(argv0).file_name()?.to_str()?;
    let base = base.strip_suffix(".exe").unwrap_or(base);
    let matches = |tool: &str| {
        base == tool
            || base
                .strip_prefix(tool)
                .and_then(|s| s.strip_prefix('-'))
                .is_some_and(|v| v.chars().all(|c| c.is_ascii_digit()))
    };
    if matches("mlir-opt") {
        Some("opt")
    } else if matches("mlir-translate") {
        Some("translate")
    } else {
        None
    }
}

enum Kind {
    Flag,
    Value,
    /// Value only with `=` (e.g. `--split-input-file[=marker]`).
    OptionalValue,
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// Subcommands whose command lines follow LLVM's conventions.
const LLVM_STYLE_SUBCOMMANDS: &[&str] = &["opt", "translate"];

/// The command line normalized ([`normalize`]) and parsed into `C`, the binary's clap command with
/// the passes' help; or, when there is nothing to run (an error, help or version text, already
/// printed), the exit status: 0 for help and version, 1 otherwise. Both binaries start here.
pub fn parse<C: clap::CommandFactory + clap::FromArgMatches>(
    raw: Vec<String>,
) -> Result<(Normalized, C), std::process::ExitCode> {
    use clap::error::ErrorKind;
    use std::process::ExitCode;
    let args = normalize(raw).map_err(|msg| {
        eprintln!("{msg}");
        ExitCode::FAILURE
    })?;
    let parsed = crate::opt::with_pass_help(C::command())
        .try_get_matches_from(&args.argv)
        .and_then(|m| C::from_arg_matches(&m));
    match parsed {
        Ok(c) => Ok((args, c)),
        Err(e) => {
            let _ = e.print();
            Err(match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => ExitCode::SUCCESS,
                _ => ExitCode::FAILURE,
            })
        }
    }
}

pub fn normalize(raw: Vec<String>) -> Result<Normalized, String> {
    let mut raw = raw.into_iter();
    let argv0 = raw.next().unwrap_or_else(|| "irbridge".to_string());
    let mut rest: Vec<String> = raw.collect();
    if let Some(sub) = alias_subcommand(&argv0) {
        rest.insert(0, sub.to_string());
    }
    let mut argv = vec![argv0];
    let mut pass_flags = vec![];
    let cmd = Cli::command();
    let Some(sub) = rest.first().and_then(|s| cmd.find_subcommand(s)) else {
        // No subcommand (e.g. `irbridge --help`): clap reports it.
        argv.extend(rest);
        return Ok(Normalized { argv, pass_flags });
    };
    let sub_name = sub.get_name().to_string();
    set_invocation(&argv[0], &sub_name);
    // Only the mlir-opt/mlir-translate look-alikes take LLVM-style flags and pass flags; the
    // irbridge-only subcommands (corpus, abi, gen, ...) are plain clap.
    if !LLVM_STYLE_SUBCOMMANDS.contains(&sub_name.as_str()) {
        argv.extend(rest);
        return Ok(Normalized { argv, pass_flags });
    }
    let kind_of_long = |name: &str| -> Option<Kind> {
        if name == "help" || name == "version" {
            return Some(Kind::Flag);
        }
        // Long names and their aliases (`--export` for `--mlir-to-llvmir`).
        let arg = sub.get_arguments().find(|a| {
            a.get_long() == Some(name) || a.get_all_aliases().is_some_and(|v| v.contains(&name))
        })?;
        Some(match arg.get_action() {
            ArgAction::SetTrue
            | ArgAction::SetFalse
            | ArgAction::Count
            | ArgAction::Help
            | ArgAction::Version => Kind::Flag,
            _ if arg.get_num_args().is_some_and(|n| n.min_values() == 0) => Kind::OptionalValue,
            _ => Kind::Value,
        })
    };
    let short_takes_value = |c: char| {
        sub.get_arguments()
            .find(|a| a.get_short() == Some(c))
            .is_some_and(|a| {
                !matches!(
                    a.get_action(),
                    ArgAction::SetTrue | ArgAction::SetFalse | ArgAction::Help
                )
            })
    };

    argv.push(rest[0].clone());
    let mut it = rest.into_iter().skip(1);
    while let Some(a) = it.next() {
        if a == "--" {
            argv.push(a);
            argv.extend(it.by_ref());
            break;
        }
        if a == "-" || !a.starts_with('-') {
            argv.push(a);
            continue;
        }
        let body = a.strip_prefix("--").unwrap_or(&a[1..]);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if !a.starts_with("--") && name.chars().count() == 1 {
            // A short flag: `-o x`, `-o=x`, `-ox`.
            let c = name.chars().next().expect("one char");
            match value {
                Some(v) => {
                    argv.push(format!("-{c}"));
                    argv.push(v.to_string());
                }
                None => {
                    argv.push(a.clone());
                    if short_takes_value(c) {
                        if let Some(v) = it.next() {
                            argv.push(v);
                        }
                    }
                }
            }
            continue;
        }
        match kind_of_long(name) {
            Some(Kind::Flag) => match value {
                None => argv.push(format!("--{name}")),
                Some(v) => match parse_bool(v) {
                    Some(true) => argv.push(format!("--{name}")),
                    Some(false) => {}
                    None => {
                        return Err(format!(
                            "{}: option '--{name}' takes true or false, not '{v}'",
                            tool_name(&sub_name)
                        ))
                    }
                },
            },
            Some(Kind::Value) => match value {
                Some(v) => argv.push(format!("--{name}={v}")),
                None => {
                    argv.push(format!("--{name}"));
                    // The next argument is the value, whatever it looks like.
                    if let Some(v) = it.next() {
                        argv.push(v);
                    }
                }
            },
            Some(Kind::OptionalValue) => match value {
                Some(v) => argv.push(format!("--{name}={v}")),
                None => argv.push(format!("--{name}")),
            },
            // As written (`-name` or `--name`): messages quote it as given, as LLVM's do.
            None => pass_flags.push(a.clone()),
        }
    }
    Ok(Normalized { argv, pass_flags })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> (Vec<String>, Vec<String>) {
        let n = normalize(args.iter().map(|s| s.to_string()).collect()).unwrap();
        (n.argv, n.pass_flags)
    }

    #[test]
    fn single_dash_and_values() {
        let (a, p) = norm(&[
            "irbridge",
            "opt",
            "-split-input-file",
            "-o",
            "out.mlir",
            "in.mlir",
            "-verify-diagnostics",
        ]);
        assert_eq!(
            a,
            [
                "irbridge",
                "opt",
                "--split-input-file",
                "-o",
                "out.mlir",
                "in.mlir",
                "--verify-diagnostics"
            ]
        );
        assert!(p.is_empty());
        let (a, _) = norm(&[
            "irbridge",
            "opt",
            "-o=x",
            "-pass-pipeline",
            "builtin.module()",
            "-",
        ]);
        assert_eq!(
            a,
            [
                "irbridge",
                "opt",
                "-o",
                "x",
                "--pass-pipeline",
                "builtin.module()",
                "-"
            ]
        );
        let (a, _) = norm(&[
            "irbridge",
            "opt",
            "-split-input-file=//",
            "--output-split-marker",
            "-----",
        ]);
        assert_eq!(
            a,
            [
                "irbridge",
                "opt",
                "--split-input-file=//",
                "--output-split-marker",
                "-----"
            ]
        );
    }

    #[test]
    fn bools_and_passes() {
        let (a, p) = norm(&[
            "irbridge",
            "opt",
            "--mlir-print-op-generic=false",
            "-allow-unregistered-dialect=1",
            "-convert-to-llvm",
            "--canonicalize=max-iterations=2",
        ]);
        assert_eq!(a, ["irbridge", "opt", "--allow-unregistered-dialect"]);
        // Pass flags stay as written (their messages quote them so).
        assert_eq!(p, ["-convert-to-llvm", "--canonicalize=max-iterations=2"]);
        assert!(normalize(vec![
            "irbridge".into(),
            "opt".into(),
            "--verify-diagnostics=maybe".into()
        ])
        .is_err());
    }

    #[test]
    fn tool_aliases() {
        let (a, _) = norm(&["/usr/bin/mlir-opt", "-split-input-file", "x.mlir"]);
        assert_eq!(
            a,
            ["/usr/bin/mlir-opt", "opt", "--split-input-file", "x.mlir"]
        );
        let (a, _) = norm(&["mlir-translate-19", "-mlir-to-llvmir"]);
        assert_eq!(a, ["mlir-translate-19", "translate", "--mlir-to-llvmir"]);
        let (a, _) = norm(&["irbridge", "--help"]);
        assert_eq!(a, ["irbridge", "--help"]);
    }
}

#[cfg(test)]
mod suggestion_tests {
    use super::edit_distance;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("split-input-fil", "split-input-file"), 1);
        assert_eq!(edit_distance("canonicalise", "canonicalize"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
