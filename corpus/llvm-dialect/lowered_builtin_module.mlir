module {
}

// -----
module @named {
  llvm.func @f() attributes {sym_visibility = "private"}
}

// -----
module @with_attrs attributes {my.attr = 1 : i32, other.x = "x"} {
}

// -----
module @outer {
  module @inner {
    llvm.func @f() {
      llvm.return
    }
  }
  module @private_inner attributes {sym_visibility = "private"} {
  }
  module {
  }
}

// -----
module @explicit_prefix {
  module {
  }
}

// -----
module {
  llvm.func @a() attributes {sym_visibility = "private"}
  llvm.func @b() attributes {sym_visibility = "private"}
}

// -----
module {
}

// -----
module @gen {
  module {
  }
}

// -----
module attributes {my.layout = "e", other.flag} {
  llvm.func @g() attributes {sym_visibility = "private"}
}

