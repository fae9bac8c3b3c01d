// builtin.module: implicit, explicit, named, with attributes, nested, empty.
module {
}

// -----

module @named {
  func.func private @f()
}

// -----

module @with_attrs attributes {my.attr = 1 : i32, other.x = "x"} {
}

// -----

// Nested modules with symbol visibility.
module @outer {
  module @inner {
    func.func @f() {
      return
    }
  }
  module @private_inner attributes {sym_visibility = "private"} {
  }
  module {
  }
}

// -----

// An explicit top-level module is not wrapped in another one.
builtin.module @explicit_prefix {
  builtin.module {
  }
}

// -----

// A bare top-level op list is wrapped in an implicit module.
func.func private @a()
func.func private @b()

// -----

// Empty input becomes an empty module.

// -----

// A module written in generic form with a name.
"builtin.module"() <{sym_name = "gen"}> ({
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

// -----

// Attributes with dialect prefixes on modules, e.g. unregistered-dialect prefixes.
module attributes {my.layout = "e", other.flag} {
  func.func private @g()
}
