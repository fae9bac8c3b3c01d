//! The verifier: structural rules (terminators, successors, dominance, symbols) and each op's own rules.
