/**
 * tfjs's weight quantisation (the converter's `--quantize_uint8` / `--quantize_float16`), done where the CDN's build
 * step publishes a model: the weights file shrinks and its graph says, per weight, how to read it back
 * (`quantization: { dtype, min, scale }` in the weights manifest, which tfjs's loader dequantises on load).
 *
 * uint8 is affine per tensor, as the converter does it: 256 steps between the tensor's min and max, the range nudged
 * so that 0 stays exact. Tensors too small to matter for the download (biases, a few hundred values) go as float16,
 * which keeps them to three significant digits for a few bytes more.
 */

export type Quantization = 'uint8' | 'float16';

export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string; min?: number; scale?: number; original_dtype?: string };
}

export interface WeightsGroup {
  paths: string[];
  weights: WeightSpec[];
}

/** Below this many values a float tensor goes as float16 even when uint8 is asked for. */
export const SMALL_TENSOR = 1024;

const count = (shape: number[]) => shape.reduce((a, b) => a * b, 1);

/** IEEE half → float (subnormals, infinities and NaN included). */
export function fromFloat16(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 0x1f) return frac ? NaN : sign * Infinity;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** Float → IEEE half, rounded to nearest (what numpy's astype(float16) does but for ties, which do not matter here). */
export function toFloat16(value: number): number {
  f32[0] = value;
  const bits = u32[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exp = ((bits >>> 23) & 0xff) - 127 + 15;
  let frac = bits & 0x7fffff;
  if (((bits >>> 23) & 0xff) === 0xff) return sign | 0x7c00 | (frac ? 0x200 : 0);
  if (exp <= 0) {
    if (exp < -10) return sign;
    frac = (frac | 0x800000) >> (1 - exp);
    return sign | ((frac + 0x1000) >> 13);
  }
  if (exp >= 0x1f) return sign | 0x7c00;
  // A carry out of the fraction rounds up into the exponent, as it should.
  return (sign | (exp << 10)) + ((frac + 0x1000) >> 13);
}

/** One weight's values as float32, whatever the manifest says it is stored as. */
function readFloats(spec: WeightSpec, data: Buffer, offset: number): { values: Float32Array; bytes: number } {
  const n = count(spec.shape);
  const values = new Float32Array(n);
  const q = spec.quantization;
  if (!q) {
    for (let i = 0; i < n; i++) values[i] = data.readFloatLE(offset + 4 * i);
    return { values, bytes: 4 * n };
  }
  if (q.dtype === 'float16') {
    for (let i = 0; i < n; i++) values[i] = fromFloat16(data.readUInt16LE(offset + 2 * i));
    return { values, bytes: 2 * n };
  }
  if (q.dtype === 'uint8') {
    for (let i = 0; i < n; i++) values[i] = data[offset + i]! * q.scale! + q.min!;
    return { values, bytes: n };
  }
  throw new Error(`${spec.name}: quantization ${q.dtype} is not one this step reads`);
}

/** The converter's affine range: 0 lands exactly on a step when the range spans it. */
export function affineRange(min: number, max: number): { min: number; scale: number } {
  const scale = (max - min) / 255;
  if (scale === 0) return { min, scale: 1 };
  if (min <= 0 && max >= 0) return { min: -Math.round(-min / scale) * scale, scale };
  return { min, scale };
}

function quantizeUint8(values: Float32Array): { body: Buffer; min: number; scale: number } {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const { min, scale } = affineRange(lo, hi);
  const body = Buffer.alloc(values.length);
  for (let i = 0; i < values.length; i++) body[i] = Math.max(0, Math.min(255, Math.round((values[i]! - min) / scale)));
  return { body, min, scale };
}

function quantizeFloat16(values: Float32Array): Buffer {
  const body = Buffer.alloc(values.length * 2);
  for (let i = 0; i < values.length; i++) body.writeUInt16LE(toFloat16(values[i]!), 2 * i);
  return body;
}

/**
 * The weights of one graph (its groups, read in order from `data`) re-encoded: float tensors as `to` (or float16 when
 * small), integer tensors as they are. Returns the new groups (same names and shapes) and the new weights file.
 */
export function quantizeWeights(groups: WeightsGroup[], data: Buffer, to: Quantization): { groups: WeightsGroup[]; data: Buffer } {
  const parts: Buffer[] = [];
  let offset = 0;
  const out = groups.map((group) => ({
    ...group,
    weights: group.weights.map((spec): WeightSpec => {
      if (spec.dtype !== 'float32') {
        const bytes = count(spec.shape) * 4;
        parts.push(data.subarray(offset, offset + bytes));
        offset += bytes;
        return spec;
      }
      const { values, bytes } = readFloats(spec, data, offset);
      offset += bytes;
      const { quantization: _, ...plain } = spec;
      if (to === 'uint8' && values.length >= SMALL_TENSOR) {
        const q = quantizeUint8(values);
        parts.push(q.body);
        return { ...plain, quantization: { dtype: 'uint8', min: q.min, scale: q.scale, original_dtype: 'float32' } };
      }
      parts.push(quantizeFloat16(values));
      return { ...plain, quantization: { dtype: 'float16', original_dtype: 'float32' } };
    }),
  }));
  if (offset !== data.length) throw new Error(`The weights manifest reads ${offset} bytes of a ${data.length}-byte file`);
  return { groups: out, data: Buffer.concat(parts) };
}
