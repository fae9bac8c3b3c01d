//! Affine map and integer set syntax (`affine_map<(d0)[s0] -> (d0 + s0)>`, `affine_set<...>`).
