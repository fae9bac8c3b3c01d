//! Progress of long runs (`diffprog`, `corpus check`, `abi --split-input-file`, `abi-mutants`), on
//! standard error: on a terminal, one bar redrawn in place with what runs and how far
//! (`diffprog [#######-------]  120/500  3 failed  0:42 left  seed 120`); otherwise a plain line
//! per finished item (`diffprog 120/500 seed 120: ok`), which logs and CI keep. The one-line
//! summary of a run is the command's own, on standard output.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

pub struct Progress {
    what: String,
    total: u64,
    done: u64,
    failed: u64,
    tty: bool,
    start: Instant,
    last_draw: Option<Instant>,
    running: String,
    drawn: bool,
}

const WIDTH: usize = 24;

impl Progress {
    /// Progress of `total` items of the run `what` (the command's name), shown as a bar when
    /// standard error is a terminal.
    pub fn new(what: &str, total: u64) -> Progress {
        Progress::with_terminal(what, total, std::io::stderr().is_terminal())
    }

    /// [`Progress::new`] with the choice of bar or plain lines made by the caller.
    pub fn with_terminal(what: &str, total: u64, tty: bool) -> Progress {
        Progress {
            what: what.to_string(),
            total,
            done: 0,
            failed: 0,
            tty,
            start: Instant::now(),
            last_draw: None,
            running: String::new(),
            drawn: false,
        }
    }

    /// Item `label` starts (shown on the bar; plain output waits for its end).
    pub fn start(&mut self, label: &str) {
        self.running = label.to_string();
        if self.tty {
            self.draw(false);
        }
    }

    /// Item `label` ended (`ok`, and a short note for plain output).
    pub fn finish(&mut self, label: &str, ok: bool, note: &str) {
        self.done += 1;
        if !ok {
            self.failed += 1;
        }
        if self.tty {
            self.running.clear();
            self.draw(false);
        } else {
            let sep = if note.is_empty() { "" } else { " " };
            eprintln!(
                "{} {}/{} {label}: {}{sep}{note}",
                self.what,
                self.done,
                self.total,
                if ok { "ok" } else { "FAILED" }
            );
        }
    }

    /// A line of its own (a failure's details) above the bar.
    pub fn line(&mut self, text: &str) {
        self.clear();
        eprintln!("{text}");
        if self.tty {
            self.draw(true);
        }
    }

    /// Removes the bar (before the summary).
    pub fn done(&mut self) {
        self.clear();
    }

    fn clear(&mut self) {
        if self.tty && self.drawn {
            let mut e = std::io::stderr().lock();
            let _ = write!(e, "\r\x1b[2K");
            let _ = e.flush();
            self.drawn = false;
        }
    }

    /// The bar's text (without the terminal controls).
    pub fn bar(&self) -> String {
        let frac = if self.total == 0 {
            1.0
        } else {
            self.done as f64 / self.total as f64
        };
        let filled = ((frac * WIDTH as f64).round() as usize).min(WIDTH);
        let elapsed = self.start.elapsed();
        let left = if self.done == 0 || self.done >= self.total {
            String::new()
        } else {
            let per = elapsed.as_secs_f64() / self.done as f64;
            let rest = Duration::from_secs_f64(per * (self.total - self.done) as f64);
            format!("  {} left", clock(rest))
        };
        let failed = if self.failed > 0 {
            format!("  {} failed", self.failed)
        } else {
            String::new()
        };
        let running = if self.running.is_empty() {
            String::new()
        } else {
            format!("  {}", self.running)
        };
        format!(
            "{} [{}{}] {:>w$}/{}{failed}  {}{left}{running}",
            self.what,
            "#".repeat(filled),
            "-".repeat(WIDTH - filled),
            self.done,
            self.total,
            clock(elapsed),
            w = self.total.to_string().len()
        )
    }

    fn draw(&mut self, force: bool) {
        // At most ten redraws a second.
        if !force
            && self
                .last_draw
                .is_some_and(|t| t.elapsed() < Duration::from_millis(100))
            && self.done < self.total
        {
            return;
        }
        self.last_draw = Some(Instant::now());
        let mut text = self.bar();
        let cols = terminal_columns();
        if text.chars().count() > cols {
            text = text.chars().take(cols.saturating_sub(1)).collect();
        }
        let mut e = std::io::stderr().lock();
        let _ = write!(e, "\r\x1b[2K{text}");
        let _ = e.flush();
        self.drawn = true;
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

fn terminal_columns() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|c| *c >= 20)
        .unwrap_or(100)
}

/// `m:ss` (or `h:mm:ss`).
pub fn clock(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_shows_what_runs_and_how_far() {
        let mut p = Progress::with_terminal("diffprog", 4, false);
        p.running = "seed 3".into();
        p.done = 2;
        p.failed = 1;
        let bar = p.bar();
        assert!(bar.starts_with("diffprog [############------------] 2/4  1 failed  0:00"));
        assert!(bar.ends_with("seed 3"), "{bar}");
        assert_eq!(clock(Duration::from_secs(3725)), "1:02:05");
    }
}
