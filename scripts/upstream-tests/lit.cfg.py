# -*- Python -*-
# lit configuration for MLIR 19's own test suite (`mlir/test`, fetched by fetch.py), loaded by
# LLVM 19's lit in place of upstream's `mlir/test/lit.cfg.py` (litwrap.py maps one to the other).
#
# It reproduces what upstream's lit.cfg.py and lit.site.cfg.py give the tests (substitutions,
# FILECHECK_OPTS, excludes, suffixes, the features of Debian's LLVM 19 build), with one
# difference: the tools come from `tools_dir`, a directory run.py fills with LLVM 19's own tools
# (FileCheck, not, count, split-file, llvm-as, ...) and with `mlir-opt`/`mlir-translate` that are
# either irbridge (symlinks to its binary) or upstream's binaries. No other `mlir-*` tool is in
# it, so a test needing one fails in both modes alike.
#
# Parameters (lit --param): upstream_test_root, exec_root, tools_dir, llvm_bindir,
# target_triple, targets_built (llvm-config --targets-built), assertions (ON/OFF),
# host_supports_jit (0/1).

import os
import sys

import lit.formats
import lit.llvm
import lit.util

params = lit_config.params


def param(name):
    value = params.get(name)
    if value is None:
        lit_config.fatal(f"lit.cfg.py: missing --param {name}= (run.py sets them)")
    return value


llvm_bindir = param("llvm_bindir")
llvm_prefix = os.path.dirname(llvm_bindir)
tools_dir = param("tools_dir")

# What upstream's lit.site.cfg.py would say for Debian's build.
config.target_triple = param("target_triple")
config.host_triple = config.target_triple
config.llvm_tools_dir = tools_dir
config.llvm_shlib_ext = ".so"
config.llvm_shlib_dir = os.path.join(llvm_prefix, "lib")
config.mlir_lib_dir = os.path.join(llvm_prefix, "lib")
config.mlir_tools_dir = tools_dir
config.mlir_src_root = os.path.dirname(param("upstream_test_root"))
config.llvm_src_root = os.path.join(os.path.dirname(config.mlir_src_root), "llvm")
config.host_cc = os.path.join(llvm_bindir, "clang")
config.host_cxx = os.path.join(llvm_bindir, "clang++")

lit.llvm.initialize(lit_config, config)
from lit.llvm import llvm_config  # noqa: E402 (exists only after initialize)
from lit.llvm.subst import ToolSubst  # noqa: E402

config.name = "MLIR"

# As upstream: lit's internal shell unless LIT_USE_INTERNAL_SHELL=0.
use_lit_shell = True
lit_shell_env = os.environ.get("LIT_USE_INTERNAL_SHELL")
if lit_shell_env:
    use_lit_shell = not lit.util.pythonize_bool(lit_shell_env)
config.test_format = lit.formats.ShTest(execute_external=not use_lit_shell)

config.suffixes = [".td", ".mlir", ".toy", ".ll", ".tc", ".py", ".yaml", ".test", ".pdll", ".c"]
config.test_source_root = param("upstream_test_root")
config.test_exec_root = param("exec_root")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%llvm_src_root", config.llvm_src_root))
config.substitutions.append(("%mlir_src_root", config.mlir_src_root))
config.substitutions.append(("%host_cxx", config.host_cxx))
config.substitutions.append(("%host_cc", config.host_cc))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

config.excludes = [
    "Inputs",
    "CMakeLists.txt",
    "README.txt",
    "LICENSE.txt",
    "lit.cfg.py",
    "lit.site.cfg.py",
]

llvm_config.with_environment("PATH", tools_dir, append_path=True)

# Upstream's tool list. Those missing from tools_dir stay unsubstituted (a test using one fails
# with "command not found"), quietly, as upstream's optional tools do.
tools = [
    "mlir-opt",
    "mlir-translate",
    "not",
    "mlir-tblgen",
    "mlir-lsp-server",
    "mlir-cpu-runner",
    "mlir-linalg-ods-yaml-gen",
    "mlir-reduce",
    "mlir-pdll",
    "mlir-transform-opt",
]
tools = [ToolSubst(t, unresolved="ignore") for t in tools]
tools += [
    ToolSubst("%mlir_lib_dir", config.mlir_lib_dir, unresolved="ignore"),
    ToolSubst("%mlir_src_dir", config.mlir_src_root, unresolved="ignore"),
    ToolSubst("%PYTHON", sys.executable, unresolved="ignore"),
]
for runtime in ["mlir_runner_utils", "mlir_c_runner_utils", "mlir_async_runtime", "mlir_float16_utils"]:
    tools.append(
        ToolSubst(f"%{runtime}", os.path.join(config.llvm_shlib_dir, f"lib{runtime}.so"), unresolved="ignore")
    )
llvm_config.add_tool_substitutions(tools, [tools_dir])

config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"

# Features of Debian's build (the same in both modes: they describe the build, not the tool).
if param("assertions") == "ON":
    config.available_features.add("asserts")
else:
    config.available_features.add("noasserts")
if param("host_supports_jit") == "1":
    config.available_features.add("host-supports-jit")
# Upstream's LLVM_HAS_NVPTX_TARGET and MLIR_ENABLE_ROCM_CONVERSIONS (on with the AMDGPU target).
targets = param("targets_built").split()
if "NVPTX" in targets:
    config.available_features.add("host-supports-nvptx")
if "AMDGPU" in targets:
    config.available_features.add("host-supports-amdgpu")
