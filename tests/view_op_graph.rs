//! `view-op-graph` writes its Graphviz graph to stderr, which the IR corpora never see: here each
//! input of `corpus/view-op-graph/` is graphed with a few option sets and compared with the
//! blessed `<file>.<n>.dot` (`IRBRIDGE_BLESS=1` rewrites them) and, where mlir-opt 19 is installed,
//! with what mlir-opt 19 writes for the same options.

use irbridge::transforms::view_op_graph::ViewOpGraph;
use std::path::Path;
use std::process::Command;

/// (upstream's option string, the same options as the pass's fields).
fn option_sets() -> Vec<(&'static str, ViewOpGraph)> {
    vec![
        (
            "",
            ViewOpGraph {
                max_label_len: 20,
                print_attrs: true,
                print_control_flow_edges: false,
                print_data_flow_edges: true,
                print_result_types: true,
            },
        ),
        (
            "print-control-flow-edges=true print-data-flow-edges=false max-label-len=8",
            ViewOpGraph {
                max_label_len: 8,
                print_attrs: true,
                print_control_flow_edges: true,
                print_data_flow_edges: false,
                print_result_types: true,
            },
        ),
        (
            "print-attrs=false print-result-types=false",
            ViewOpGraph {
                max_label_len: 20,
                print_attrs: false,
                print_control_flow_edges: false,
                print_data_flow_edges: true,
                print_result_types: false,
            },
        ),
    ]
}

/// What mlir-opt 19 writes to stderr for `file` with `options`, if it is installed.
fn upstream(file: &Path, options: &str) -> Option<String> {
    let tool = irbridge_testkit::oracle::mlir_opt();
    if !tool.exists() {
        return None;
    }
    let flag = if options.is_empty() {
        "--view-op-graph".to_string()
    } else {
        format!("--view-op-graph={options}")
    };
    let out = Command::new(tool)
        .arg(flag)
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
        .expect("mlir-opt runs");
    assert!(
        out.status.success(),
        "mlir-opt 19 failed on {}",
        file.display()
    );
    Some(String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn graphs_match_blessed_and_upstream() {
    let dir = irbridge_testkit::corpus_dir("view-op-graph");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus/view-op-graph exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no inputs in {}", dir.display());
    let mut failures = vec![];
    for file in &inputs {
        let text = std::fs::read(file).expect("readable input");
        let module = irbridge::Module::parse(&file.display().to_string(), text).expect("parses");
        for (n, (options, pass)) in option_sets().iter().enumerate() {
            let ours = pass.graph(module.ctx(), module.op());
            let label = format!("{} [{options}]", file.display());
            let golden = Path::new(&format!("{}.{n}.dot", file.display())).to_path_buf();
            if let Err(e) = irbridge_testkit::golden::check_file(&golden, &ours, &label) {
                failures.push(e);
            }
            if let Some(theirs) = upstream(file, options) {
                if theirs != ours {
                    failures.push(format!(
                        "{label}: differs from mlir-opt 19:\n{}",
                        irbridge_testkit::diff(&theirs, &ours, "mlir-opt 19 vs irbridge")
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
