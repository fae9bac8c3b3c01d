#map = affine_map<() -> (0, 42, -3)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map5 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>
module {
  llvm.func @maps() attributes {const = #map, empty = #map1, id = #map2, nores = #map3, perm = #map4, sym_visibility = "private", syms = #map5}
}

// -----
#map = affine_map<(d0, d1) -> (d0 * 4 + d1, d0 floordiv 2, d1 ceildiv 3, d0 mod 5)>
#map1 = affine_map<(d0)[s0] -> (d0 * s0, d0 * s0, d0 floordiv s0, d0 mod s0)>
#map2 = affine_map<(d0, d1) -> (-d0, d0 - d1, (d0 + d1) * -2)>
module {
  llvm.func @operators() attributes {a = #map, b = #map1, c = #map2, sym_visibility = "private"}
}

// -----
#map = affine_map<(d0) -> (d0, d0, 5, 0)>
#map1 = affine_map<(d0, d1) -> (d1 + d0, d0 * 4, (d0 + 1) * 2)>
#map2 = affine_map<(d0) -> (d0, 0, 0)>
module {
  llvm.func @simplify() attributes {a = #map, b = #map1, c = #map2, sym_visibility = "private"}
}

// -----
#map = affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>
#map1 = affine_map<(d0) -> (d0)>
module {
  llvm.func @names() attributes {a = #map, b = #map1, sym_visibility = "private"}
}

// -----
#set = affine_set<(d0) : (d0 >= 0)>
#set1 = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, -d1 + s0 == 0, d0 + d1 - 10 >= 0)>
#set2 = affine_set<() : (0 == 0)>
#set3 = affine_set<(d0) : (1 == 0)>
#set4 = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, -d0 + s1 >= 0)>
module {
  llvm.func @sets() attributes {a = #set, b = #set1, c = #set2, d = #set3, e = #set4, sym_visibility = "private"}
}

// -----
#map = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
#set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
module {
  llvm.func @aliased() attributes {list = [#map, #map], m = #map, s = #set, sym_visibility = "private"}
}

// -----
#map = affine_map<(d0) -> (d0 * 1024 - 4096, d0 * -7, d0 floordiv -4)>
module {
  llvm.func @big() attributes {a = #map, sym_visibility = "private"}
}

// -----
#set = affine_set<(d0)[s0] : (-d0 + s0 >= 0, d0 * -2 + 10 >= 0)>
module {
  llvm.func @set_le() attributes {a = #set, sym_visibility = "private"}
}

