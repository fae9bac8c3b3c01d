//! Descriptors built from a seed: the concrete values the harness passes for each argument (and
//! the probes return for each result), and the bytes of the buffers behind them. Shapes include
//! zero-size dimensions, offsets are non-zero, strides leave gaps, and the aligned pointer sits
//! past the allocated one, so a lowering that mixes up any two fields shows it.

use super::signature::{Elem, Scalar, Ty};
use irbridge::ir::float::FloatKind;

/// splitmix64: small, seedable, and the same on every platform.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next_u64() % ((hi - lo + 1) as u64)) as i64
    }
    pub fn chance(&mut self, one_in: u64) -> bool {
        self.next_u64().is_multiple_of(one_in)
    }
}

/// A ranked descriptor's values: `offset`, `sizes` and `strides` in elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Desc {
    pub offset: i64,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
}

impl Desc {
    /// One past the largest element index the descriptor can reach (at least `offset + 1`).
    pub fn extent(&self) -> i64 {
        let mut last = self.offset;
        if self.sizes.iter().all(|s| *s > 0) {
            for (s, st) in self.sizes.iter().zip(&self.strides) {
                last += (s - 1) * st;
            }
        }
        last + 1
    }

    /// Element indices (in units of the element) in row-major order of the logical indices.
    pub fn element_indices(&self) -> Vec<i64> {
        if self.sizes.contains(&0) {
            return vec![];
        }
        let mut out = vec![];
        let mut idx = vec![0i64; self.sizes.len()];
        loop {
            out.push(
                self.offset
                    + idx
                        .iter()
                        .zip(&self.strides)
                        .map(|(i, s)| i * s)
                        .sum::<i64>(),
            );
            let mut d = self.sizes.len();
            loop {
                if d == 0 {
                    return out;
                }
                d -= 1;
                idx[d] += 1;
                if idx[d] < self.sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }
}

/// The value of one argument.
#[derive(Clone, Debug)]
pub enum Value {
    /// Bits of an integer/index/float scalar (floats as their IEEE bit pattern).
    Scalar(u64),
    Complex(u64, u64),
    /// A memref over buffer `buf`: `pad` bytes from allocated to aligned.
    Ranked {
        desc: Desc,
        buf: usize,
        pad: u64,
    },
    Unranked {
        desc: Desc,
        buf: usize,
        pad: u64,
    },
}

/// A buffer behind a memref argument: its bytes before the call.
#[derive(Clone, Debug)]
pub struct Buffer {
    pub bytes: Vec<u8>,
    pub elem_size: u64,
    /// [`Elem::byte_mask`] of the element.
    pub mask: Vec<u8>,
}

/// Seeded values for a signature's arguments, and the buffers they point into.
pub struct ArgValues {
    pub values: Vec<Value>,
    pub buffers: Vec<Buffer>,
}

/// Bits of a small scalar value `v` (integers wrap to the width; floats are `v / 2`).
pub fn scalar_bits(s: &Scalar, v: i64, index_bits: u32) -> u64 {
    match s {
        Scalar::Int(w) => mask(v as u64, *w),
        Scalar::Index => mask(v as u64, index_bits),
        Scalar::F16 => irbridge::ir::float::from_f64(FloatKind::F16, v as f64 / 2.0) as u64,
        Scalar::BF16 => irbridge::ir::float::from_f64(FloatKind::BF16, v as f64 / 2.0) as u64,
        Scalar::F32 => ((v as f32) / 2.0).to_bits() as u64,
        Scalar::F64 => ((v as f64) / 2.0).to_bits(),
    }
}

pub fn mask(v: u64, w: u32) -> u64 {
    if w >= 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

/// The small integers element number `i` of a buffer seeded with `salt` is made of (one per
/// lane; complex numbers have two).
pub fn elem_lane_values(e: &Elem, i: i64, salt: i64) -> Vec<i64> {
    let lanes = match e {
        Elem::Scalar(_) => 1,
        Elem::Complex(_) => 2,
        Elem::Vector(n, _) => *n as i64,
    };
    (0..lanes)
        .map(|lane| (salt * 13 + i * 3 + lane * 5) % 61 + 1)
        .collect()
}

/// Little-endian bytes of element number `i` of a buffer seeded with `salt`.
pub fn elem_bytes(e: &Elem, i: i64, salt: i64, index_bits: u32) -> Vec<u8> {
    elem_bytes_from(e, i, salt, index_bits, 0)
}

/// [`elem_bytes`] with every lane value raised by `base` (value sets past the first use other
/// magnitudes, so that a comparison with a constant cannot hide which element was read).
pub fn elem_bytes_from(e: &Elem, i: i64, salt: i64, index_bits: u32, base: i64) -> Vec<u8> {
    let lanes: Vec<i64> = elem_lane_values(e, i, salt)
        .into_iter()
        .map(|v| v + base)
        .collect();
    let val = |lane: i64| lanes[lane as usize];
    let put = |s: &Scalar, v: i64, out: &mut Vec<u8>| {
        let bits = scalar_bits(s, v, index_bits);
        let n = s.size(index_bits) as usize;
        out.extend_from_slice(&bits.to_le_bytes()[..n]);
    };
    let mut out = vec![];
    match e {
        Elem::Scalar(s) => put(s, val(0), &mut out),
        Elem::Complex(s) => {
            put(s, val(0), &mut out);
            put(s, val(1), &mut out);
        }
        Elem::Vector(n, s) => {
            if *s == Scalar::Int(1) {
                let mut bits = vec![0u8; n.div_ceil(8) as usize];
                for lane in 0..*n as usize {
                    if val(lane as i64) % 2 == 1 {
                        bits[lane / 8] |= 1 << (lane % 8);
                    }
                }
                out = bits;
            } else {
                for lane in 0..*n as i64 {
                    put(s, val(lane), &mut out);
                }
            }
        }
    }
    out.resize(e.size(index_bits) as usize, 0);
    out
}

/// A descriptor for a ranked type: static parts from the type, dynamic parts from the seed.
/// `shape`/`layout` as in [`Ty::Ranked`].
pub fn seed_desc(rng: &mut Rng, shape: &[Option<i64>], layout: &Layout) -> Desc {
    let sizes: Vec<i64> = shape
        .iter()
        .map(|d| d.unwrap_or_else(|| if rng.chance(5) { 0 } else { rng.range(1, 4) }))
        .collect();
    let (strides, offset) = match layout {
        None => {
            // Identity: contiguous, row-major, offset 0 (what the type promises).
            let mut st = vec![0; sizes.len()];
            let mut acc = 1;
            for d in (0..sizes.len()).rev() {
                st[d] = acc;
                acc *= sizes[d].max(1);
            }
            (st, 0)
        }
        Some((strides, offset)) => {
            let mut st = vec![0; sizes.len()];
            let mut acc = 1;
            for d in (0..sizes.len()).rev() {
                st[d] = strides[d].unwrap_or_else(|| acc + rng.range(0, 2));
                acc = st[d] * sizes[d].max(1);
            }
            (st, offset.unwrap_or_else(|| rng.range(1, 7)))
        }
    };
    Desc {
        offset,
        sizes,
        strides,
    }
}

/// A `strided<>` layout: strides and offset, `None` for `?` (as in [`Ty::Ranked`]).
pub type Layout = Option<(Vec<Option<i64>>, Option<i64>)>;

/// A strided type of rank `rank` with everything dynamic (for unranked arguments).
pub fn dynamic_layout(rank: usize) -> (Vec<Option<i64>>, Layout) {
    (vec![None; rank], Some((vec![None; rank], None)))
}

/// The buffer a descriptor points into: `pad` bytes of elements before the aligned pointer, then
/// every element the descriptor can reach, all filled with distinct values.
pub fn make_buffer(e: &Elem, desc: &Desc, pad: u64, salt: i64, index_bits: u32) -> Buffer {
    make_buffer_from(e, desc, pad, salt, index_bits, 0)
}

/// [`make_buffer`] with element values raised by `base` (see [`elem_bytes_from`]).
pub fn make_buffer_from(
    e: &Elem,
    desc: &Desc,
    pad: u64,
    salt: i64,
    index_bits: u32,
    base: i64,
) -> Buffer {
    let es = e.size(index_bits);
    let n = pad / es + desc.extent() as u64;
    let mut bytes = vec![];
    for i in 0..n as i64 {
        bytes.extend(elem_bytes_from(e, i, salt, index_bits, base));
    }
    Buffer {
        bytes,
        elem_size: es,
        mask: e.byte_mask(index_bits),
    }
}

/// Seeded arguments for `args`.
pub fn seed_args(args: &[Ty], seed: u64, index_bits: u32) -> ArgValues {
    let mut rng = Rng::new(seed);
    let mut buffers = vec![];
    let mut values = vec![];
    let mut index_args = 0;
    for (k, t) in args.iter().enumerate() {
        let salt = k as i64 + 1;
        let memref = |rng: &mut Rng, e: &Elem, desc: Desc, buffers: &mut Vec<Buffer>| {
            let align = e.align(index_bits).max(1);
            let pad = (16 * rng.range(1, 3) as u64).div_ceil(align) * align;
            buffers.push(make_buffer(e, &desc, pad, salt, index_bits));
            (buffers.len() - 1, pad)
        };
        values.push(match t {
            // Index arguments are 1, 2, 3, ... in order: functions index memrefs with them (small
            // values stay near the buffers), divide by them (not 0), and a mix-up of two of them
            // must show (distinct).
            Ty::Scalar(Scalar::Index) => {
                index_args += 1;
                Value::Scalar(scalar_bits(&Scalar::Index, index_args, index_bits))
            }
            Ty::Scalar(s) => Value::Scalar(scalar_bits(s, 10 * salt + rng.range(0, 9), index_bits)),
            Ty::Complex(s) => Value::Complex(
                scalar_bits(s, 10 * salt + 1, index_bits),
                scalar_bits(s, 10 * salt + 2, index_bits),
            ),
            Ty::Ranked {
                shape,
                layout,
                elem,
                ..
            } => {
                let desc = seed_desc(&mut rng, shape, layout);
                let (buf, pad) = memref(&mut rng, elem, desc.clone(), &mut buffers);
                Value::Ranked { desc, buf, pad }
            }
            Ty::Unranked { elem, .. } => {
                let rank = rng.range(0, 3) as usize;
                let (shape, layout) = dynamic_layout(rank);
                let desc = seed_desc(&mut rng, &shape, &layout);
                let (buf, pad) = memref(&mut rng, elem, desc.clone(), &mut buffers);
                Value::Unranked { desc, buf, pad }
            }
        });
    }
    ArgValues { values, buffers }
}

/// How many value sets the harness can try per function (see [`seed_args_set`]).
pub const VALUE_SETS: usize = 3;

/// Picks distinct numbers: each dynamic size, stride and offset of one call's arguments differs
/// from the others where the candidates allow, so that no two descriptor fields (and no two
/// arguments) can be mixed up unseen.
struct Distinct {
    used: Vec<i64>,
}

impl Distinct {
    /// A number from `lo..=hi` not used yet (the first candidate from a seeded start), or any of
    /// them if all are; `avoid` must not be taken either when possible.
    fn pick(&mut self, rng: &mut Rng, lo: i64, hi: i64, avoid: &[i64]) -> i64 {
        let n = hi - lo + 1;
        let start = rng.range(0, n - 1);
        let cands = (0..n).map(|i| lo + (start + i) % n);
        let v = cands
            .clone()
            .find(|v| !self.used.contains(v) && !avoid.contains(v))
            .or_else(|| cands.clone().find(|v| !avoid.contains(v)))
            .unwrap_or(lo + start);
        self.used.push(v);
        v
    }
}

/// A descriptor whose dynamic sizes are 2 or more and distinct from each other (and from the other
/// arguments' in `d`), whose dynamic strides leave gaps and differ from the size of their
/// dimension, and whose dynamic offset differs from all of them. Identity layouts get sizes with
/// `size[i] != stride[i]` wherever the static sizes allow.
fn seed_desc_distinct(
    rng: &mut Rng,
    shape: &[Option<i64>],
    layout: &Layout,
    d: &mut Distinct,
) -> Desc {
    let rank = shape.len();
    let mut best: Option<Desc> = None;
    for _attempt in 0..8 {
        let mark = d.used.len();
        let sizes: Vec<i64> = shape
            .iter()
            .map(|s| s.unwrap_or_else(|| d.pick(rng, 2, 7, &[])))
            .collect();
        let (strides, offset) = match layout {
            None => {
                let mut st = vec![0; rank];
                let mut acc = 1;
                for i in (0..rank).rev() {
                    st[i] = acc;
                    acc *= sizes[i].max(1);
                }
                (st, 0)
            }
            Some((strides, offset)) => {
                let mut st = vec![0; rank];
                let mut acc = 1;
                for i in (0..rank).rev() {
                    st[i] = match strides[i] {
                        Some(v) => v,
                        None => {
                            let lo = if i + 1 == rank { 2 } else { acc + 1 };
                            d.pick(rng, lo, lo + 4, &[sizes[i]])
                        }
                    };
                    acc = st[i] * sizes[i].max(1);
                }
                let off = offset.unwrap_or_else(|| d.pick(rng, 1, 9, &sizes));
                (st, off)
            }
        };
        let desc = Desc {
            offset,
            sizes,
            strides,
        };
        let clash = (0..rank).any(|i| shape[i].is_none() && desc.sizes[i] == desc.strides[i]);
        if !clash {
            return desc;
        }
        best.get_or_insert(desc);
        d.used.truncate(mark);
    }
    best.unwrap_or(Desc {
        offset: 0,
        sizes: vec![],
        strides: vec![],
    })
}

/// Value set `set` of a call with `args` (the harness tries set 0, then the next while the reference
/// lowering traps): like [`seed_args`], but every dynamic size is 2 or more, sizes, strides and
/// offsets are distinct across all the memref arguments (so two arguments of the same type have
/// different shapes, and a mixed-up field or argument shows), no dimension is empty, and the
/// contents of each argument's buffer differ from every other's. Sets past 0 draw other numbers
/// (index arguments start at `1 + set`, element values are `100 * set` higher, set 1's other
/// scalars are below -1000); the last set gives
/// arguments of one type one descriptor (for functions that need equal shapes).
pub fn seed_args_set(args: &[Ty], seed: u64, index_bits: u32, set: usize) -> ArgValues {
    let mut rng = Rng::new(seed ^ (set as u64).wrapping_mul(0x5851_f42d_4c95_7f2d));
    let mut d = Distinct { used: vec![] };
    let mut buffers = vec![];
    let mut values = vec![];
    let mut index_args = set as i64;
    // The last set gives arguments of one type the same descriptor: functions such as
    // `memref.copy` between two of them require equal shapes, which the other sets avoid.
    let uniform = set + 1 == VALUE_SETS;
    let mut by_type: Vec<(String, Desc)> = vec![];
    for (k, t) in args.iter().enumerate() {
        let salt = k as i64 + 1 + 7 * set as i64;
        let memref = |rng: &mut Rng, e: &Elem, desc: Desc, buffers: &mut Vec<Buffer>| {
            let align = e.align(index_bits).max(1);
            let pad =
                (16 * (1 + ((k as i64 + rng.range(0, 2)) % 3)) as u64).div_ceil(align) * align;
            buffers.push(make_buffer_from(
                e,
                &desc,
                pad,
                salt,
                index_bits,
                100 * set as i64,
            ));
            (buffers.len() - 1, pad)
        };
        values.push(match t {
            Ty::Scalar(Scalar::Index) => {
                index_args += 1;
                Value::Scalar(scalar_bits(&Scalar::Index, index_args, index_bits))
            }
            // Set 1 passes scalars far below every element (and set 0 within their range), so
            // that a maximum or minimum with a scalar argument cannot hide both ways.
            Ty::Scalar(s) => {
                let v = 10 * salt + rng.range(1, 9);
                let v = if set == 1 { -(1000 + v) } else { v };
                Value::Scalar(scalar_bits(s, v, index_bits))
            }
            Ty::Complex(s) => Value::Complex(
                scalar_bits(s, 10 * salt + 1, index_bits),
                scalar_bits(s, 10 * salt + 2, index_bits),
            ),
            Ty::Ranked {
                shape,
                layout,
                elem,
                text,
            } => {
                let desc = match by_type.iter().find(|(t, _)| uniform && t == text) {
                    Some((_, desc)) => desc.clone(),
                    None => seed_desc_distinct(&mut rng, shape, layout, &mut d),
                };
                by_type.push((text.clone(), desc.clone()));
                let (buf, pad) = memref(&mut rng, elem, desc.clone(), &mut buffers);
                Value::Ranked { desc, buf, pad }
            }
            Ty::Unranked { elem, .. } => {
                let rank = if set == 0 {
                    rng.range(1, 3)
                } else {
                    rng.range(0, 3)
                } as usize;
                let (shape, layout) = dynamic_layout(rank);
                let desc = seed_desc_distinct(&mut rng, &shape, &layout, &mut d);
                let (buf, pad) = memref(&mut rng, elem, desc.clone(), &mut buffers);
                Value::Unranked { desc, buf, pad }
            }
        });
    }
    ArgValues { values, buffers }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_indices_follow_strides_and_offset() {
        let d = Desc {
            offset: 3,
            sizes: vec![2, 3],
            strides: vec![7, 2],
        };
        assert_eq!(d.element_indices(), vec![3, 5, 7, 10, 12, 14]);
        assert_eq!(d.extent(), 15);
        let z = Desc {
            offset: 2,
            sizes: vec![0, 3],
            strides: vec![3, 1],
        };
        assert!(z.element_indices().is_empty());
        assert_eq!(z.extent(), 3);
    }

    #[test]
    fn seeded_arguments_cover_what_the_issue_asks_for() {
        // Over a few seeds: zero-size dimensions, non-zero offsets, strides with gaps, aligned
        // pointer past the allocated one, and every element of a buffer distinct from its
        // neighbour.
        let t = Ty::Ranked {
            shape: vec![None, None],
            layout: Some((vec![None, None], None)),
            elem: Elem::Scalar(Scalar::F32),
            text: String::new(),
        };
        let (mut zero, mut gap) = (false, false);
        for seed in 0..40 {
            let a = seed_args(std::slice::from_ref(&t), seed, 64);
            let Value::Ranked { desc, pad, buf } = &a.values[0] else {
                panic!()
            };
            assert!(*pad >= 16 && pad % 4 == 0);
            assert!(desc.offset >= 1);
            zero |= desc.sizes.contains(&0);
            gap |= desc.strides[0] > desc.strides[1] * desc.sizes[1].max(1);
            let bytes = &a.buffers[*buf].bytes;
            assert!(bytes
                .chunks(4)
                .zip(bytes.chunks(4).skip(1))
                .all(|(x, y)| x != y));
            assert!(bytes.len() as u64 >= pad + 4 * desc.extent() as u64);
        }
        assert!(zero && gap);
    }

    #[test]
    fn seeds_are_deterministic_and_dynamic_strides_leave_room() {
        let layout = Some((vec![None, None], None));
        let a = seed_desc(&mut Rng::new(7), &[None, Some(3)], &layout);
        let b = seed_desc(&mut Rng::new(7), &[None, Some(3)], &layout);
        assert_eq!(a, b);
        assert_eq!(a.sizes[1], 3);
        assert!(a.strides[0] >= a.strides[1] * 3, "{a:?}");
        assert!(a.offset >= 1);
    }

    #[test]
    fn value_sets_make_every_field_and_argument_observable() {
        let dynamic = |rank: usize, strided: bool| Ty::Ranked {
            shape: vec![None; rank],
            layout: strided.then(|| (vec![None; rank], None)),
            elem: Elem::Scalar(Scalar::F32),
            text: String::new(),
        };
        for seed in 0..50 {
            for set in 0..VALUE_SETS {
                // Two arguments of one type: different shapes, different contents.
                let args = [dynamic(2, true), dynamic(2, true), dynamic(3, false)];
                let a = seed_args_set(&args, seed, 64, set);
                let descs: Vec<&Desc> = a
                    .values
                    .iter()
                    .filter_map(|v| match v {
                        Value::Ranked { desc, .. } => Some(desc),
                        _ => None,
                    })
                    .collect();
                if set + 1 < VALUE_SETS {
                    assert_ne!(descs[0].sizes, descs[1].sizes, "seed {seed} set {set}");
                } else {
                    // The last set: one descriptor per type (equal shapes, for memref.copy).
                    assert_eq!(descs[0], descs[1], "seed {seed} set {set}");
                }
                for d in &descs {
                    assert!(d.sizes.iter().all(|s| *s >= 2), "{d:?}");
                    for i in 0..d.sizes.len() {
                        assert_ne!(d.sizes[i], d.strides[i], "seed {seed} set {set}: {d:?}");
                    }
                }
                // Strided: gaps between rows, offset apart from the sizes.
                for d in &descs[..2] {
                    assert!(d.strides[0] > d.strides[1] * d.sizes[1], "{d:?}");
                    assert!(!d.sizes.contains(&d.offset), "{d:?}");
                }
                // No element value of one buffer is an element value of another nearby.
                let b0 = &a.buffers[0].bytes;
                let b1 = &a.buffers[1].bytes;
                assert_ne!(b0[..8], b1[..8]);
            }
        }
    }
}
