// The common direction SIF removes from sentence vectors: the first (uncentred) principal component of a set
// of vectors, i.e. the top eigenvector of Σ v vᵀ, found by power iteration on the d × d matrix.
import { quarryError } from '../../errors.ts';

/** Unit first principal component of `vectors` (sign fixed so its largest-magnitude component is positive). */
export function fitPrincipalComponent(vectors: Float32Array[]): Float32Array {
  if (vectors.length === 0) throw quarryError('BAD_ARGUMENT', 'fitPrincipalComponent needs at least one vector');
  const d = vectors[0].length;
  if (d === 0) throw quarryError('BAD_ARGUMENT', 'fitPrincipalComponent needs non-empty vectors');
  const gram = new Float64Array(d * d);
  for (const v of vectors) {
    if (v.length !== d) throw quarryError('BAD_ARGUMENT', `vectors of mixed dimension (${d} and ${v.length})`);
    for (let i = 0; i < d; i++) {
      const vi = v[i];
      if (vi === 0) continue;
      const row = i * d;
      for (let j = i; j < d; j++) gram[row + j] += vi * v[j];
    }
  }
  for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) gram[i * d + j] = gram[j * d + i];

  // Start from the mean direction plus a fixed tilt (never orthogonal to the top eigenvector in practice).
  let x = new Float64Array(d);
  for (const v of vectors) for (let i = 0; i < d; i++) x[i] += v[i];
  for (let i = 0; i < d; i++) x[i] += 1e-3 * (1 + ((i * 7919) % 13) / 13);
  if (normalize64(x) === 0) throw quarryError('BAD_ARGUMENT', 'fitPrincipalComponent: all vectors are zero');
  let y = new Float64Array(d);
  for (let iter = 0; iter < 500; iter++) {
    for (let i = 0; i < d; i++) {
      let s = 0;
      const row = i * d;
      for (let j = 0; j < d; j++) s += gram[row + j] * x[j];
      y[i] = s;
    }
    if (normalize64(y) === 0) throw quarryError('BAD_ARGUMENT', 'fitPrincipalComponent: all vectors are zero');
    let delta = 0;
    for (let i = 0; i < d; i++) delta = Math.max(delta, Math.abs(y[i] - x[i]));
    [x, y] = [y, x];
    if (delta < 1e-10) break;
  }
  let big = 0;
  for (let i = 1; i < d; i++) if (Math.abs(x[i]) > Math.abs(x[big])) big = i;
  const sign = x[big] < 0 ? -1 : 1;
  const out = new Float32Array(d);
  for (let i = 0; i < d; i++) out[i] = sign * x[i];
  return out;
}

/**
 * `vector` with its component along the unit `pc` removed, L2-normalised; null when nothing is left
 * (the vector lay along `pc`). Pure: returns a new array.
 */
export function removePrincipalComponent(vector: ArrayLike<number>, pc: ArrayLike<number>): Float32Array | null {
  if (vector.length !== pc.length) throw quarryError('BAD_ARGUMENT', `dimension ${vector.length} vs principal component ${pc.length}`);
  const d = vector.length;
  let dot = 0;
  for (let i = 0; i < d; i++) dot += vector[i] * pc[i];
  const out64 = new Float64Array(d);
  for (let i = 0; i < d; i++) out64[i] = vector[i] - dot * pc[i];
  let before = 0;
  for (let i = 0; i < d; i++) before += vector[i] * vector[i];
  const after = normalize64(out64);
  if (after === 0 || after < 1e-6 * Math.sqrt(before)) return null;
  return Float32Array.from(out64);
}

/** Normalises in place; returns the norm it had (0 leaves the vector as is). */
export function normalize64(v: Float64Array): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  const norm = Math.sqrt(s);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] /= norm;
  return norm;
}
