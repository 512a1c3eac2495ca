// @vitest-environment node
import { affineRange, fromFloat16, quantizeWeights, SMALL_TENSOR, toFloat16, type WeightsGroup } from './quantize-weights';

/** Decodes a weights file as tfjs's loader does (io.decodeWeights): value = q × scale + min, or IEEE half. */
function decode(groups: WeightsGroup[], data: Buffer): Map<string, number[]> {
  const out = new Map<string, number[]>();
  let offset = 0;
  for (const spec of groups.flatMap((g) => g.weights)) {
    const n = spec.shape.reduce((a, b) => a * b, 1);
    const q = spec.quantization;
    const values: number[] = [];
    for (let i = 0; i < n; i++) {
      if (!q) values.push(spec.dtype === 'int32' ? data.readInt32LE(offset + 4 * i) : data.readFloatLE(offset + 4 * i));
      else if (q.dtype === 'float16') values.push(fromFloat16(data.readUInt16LE(offset + 2 * i)));
      else values.push(data[offset + i]! * q.scale! + q.min!);
    }
    offset += n * (!q ? 4 : q.dtype === 'float16' ? 2 : 1);
    out.set(spec.name, values);
  }
  expect(offset).toBe(data.length);
  return out;
}

function floats(values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeFloatLE(v, 4 * i));
  return b;
}

const ramp = (n: number, from: number, to: number) => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));

describe('float16', () => {
  it.each([0, 1, -2.5, 0.1, 65504, 6.1e-5, 3e-7, -1e-3])('keeps %f to half precision', (v) => {
    expect(Math.abs(fromFloat16(toFloat16(v)) - v)).toBeLessThanOrEqual(Math.abs(v) * 2 ** -11 + 2 ** -25);
  });

  it('rounds to the nearest half, carrying into the exponent', () => {
    expect(toFloat16(1)).toBe(0x3c00);
    expect(fromFloat16(toFloat16(2047.9))).toBe(2048);
    expect(toFloat16(1e6)).toBe(0x7c00);
  });
});

describe('quantizeWeights', () => {
  const big = ramp(SMALL_TENSOR * 2, -0.37, 1.21);
  const small = [0.5, -0.25, 0.123456];
  const ints = [7, -3];
  const groups: WeightsGroup[] = [
    {
      paths: ['m.bin'],
      weights: [
        { name: 'conv', shape: [2, SMALL_TENSOR], dtype: 'float32' },
        { name: 'bias', shape: [3], dtype: 'float32' },
        { name: 'idx', shape: [2], dtype: 'int32' },
      ],
    },
  ];
  const data = Buffer.concat([floats(big), floats(small), Buffer.from(new Int32Array(ints).buffer)]);

  it('uint8: big tensors to within half a step, small ones as float16, integers as they are', () => {
    const q = quantizeWeights(groups, data, 'uint8');
    const [conv, bias, idx] = q.groups[0]!.weights;
    expect(conv!.quantization).toMatchObject({ dtype: 'uint8' });
    expect(bias!.quantization).toMatchObject({ dtype: 'float16' });
    expect(idx!.quantization).toBeUndefined();
    expect(q.data.length).toBe(big.length + small.length * 2 + ints.length * 4);
    const back = decode(q.groups, q.data);
    const step = conv!.quantization!.scale!;
    expect(step).toBeCloseTo((1.21 + 0.37) / 255, 6);
    back.get('conv')!.forEach((v, i) => expect(Math.abs(v - big[i]!)).toBeLessThanOrEqual(step / 2 + 1e-6));
    back.get('bias')!.forEach((v, i) => expect(v).toBeCloseTo(small[i]!, 3));
    expect(back.get('idx')).toEqual(ints);
  });

  it('uint8 keeps 0 exact (padding and zeroed weights stay zero)', () => {
    const { min, scale } = affineRange(-0.37, 1.21);
    expect(Math.abs(-min / scale - Math.round(-min / scale))).toBeLessThan(1e-9);
    const withZero = [...big];
    withZero[5] = 0;
    const q = quantizeWeights(groups, Buffer.concat([floats(withZero), floats(small), Buffer.from(new Int32Array(ints).buffer)]), 'uint8');
    expect(Math.abs(decode(q.groups, q.data).get('conv')![5]!)).toBeLessThan(1e-9);
  });

  it('float16: every float tensor, half the bytes', () => {
    const q = quantizeWeights(groups, data, 'float16');
    expect(q.groups[0]!.weights.map((w) => w.quantization?.dtype)).toEqual(['float16', 'float16', undefined]);
    expect(q.data.length).toBe((big.length + small.length) * 2 + ints.length * 4);
    decode(q.groups, q.data)
      .get('conv')!
      .forEach((v, i) => expect(v).toBeCloseTo(big[i]!, 3));
  });

  it('reads weights already stored as float16 (Human ships its mesh so)', () => {
    const half = quantizeWeights(groups, data, 'float16');
    const again = quantizeWeights(half.groups, half.data, 'uint8');
    const back = decode(again.groups, again.data);
    back.get('conv')!.forEach((v, i) => expect(Math.abs(v - big[i]!)).toBeLessThan(0.01));
  });

  it('refuses a weights file the manifest does not describe', () => {
    expect(() => quantizeWeights(groups, Buffer.concat([data, Buffer.alloc(4)]), 'uint8')).toThrow(/reads/);
  });
});
