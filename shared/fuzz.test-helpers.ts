import fc from 'fast-check';

/**
 * The one policy every property test (`*.fuzz.test.ts`) reads. In `npm test` each property runs a modest number of
 * times from a fixed seed, so the suite stays quick and a failure is the same on every machine. `npm run fuzz`
 * (scripts/fuzz.mjs) sets FUZZ_RUNS and a fresh FUZZ_SEED, which it prints; `FUZZ_SEED=<n> npm run fuzz` replays it.
 */
const FIXED_SEED = 20_261_122;

const envInt = (name: string): number | null => {
  const raw = typeof process === 'undefined' ? undefined : process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isSafeInteger(n) ? n : null;
};

/** The runs a property gets: its own modest count in `npm test`, FUZZ_RUNS under `npm run fuzz`. */
export function fuzzRuns(quick: number): number {
  return envInt('FUZZ_RUNS') ?? quick;
}

/** fast-check's parameters for one property; `quick` is its count in `npm test` (kept small where a run is costly). */
export function fuzzParams<T>(quick = 100): fc.Parameters<T> {
  return { seed: envInt('FUZZ_SEED') ?? FIXED_SEED, numRuns: fuzzRuns(quick) };
}

/** Asserts a property with the policy's seed and runs. */
export function fuzz<T>(property: fc.IRawProperty<T>, quick = 100): void | Promise<void> {
  return fc.assert(property, fuzzParams<T>(quick)) as void | Promise<void>;
}

/** Text a hostile source might send: markup, script, control and astral characters, or very long. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=1</script>',
      '"><svg onload=alert(1)>',
      'javascript:alert(1)',
      '{{constructor.constructor("alert(1)")()}}',
      '__proto__',
      'constructor',
      '\u202e\u200b\u0000',
      '👩🏽‍🔬'.repeat(20),
    ),
    // Huge, built by repeating (generating 20 000 characters one by one would dominate the run).
    fc
      .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), fc.integer({ min: 1_000, max: 5_000 }))
      .map(([s, n]) => s.repeat(n)),
  );

/** Any JSON value (what JSON.parse can give), with hostile text among the strings. */
export const anyJson = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      hostileText(),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id', 'type')), tie('value'), {
        maxKeys: 5,
        noNullPrototype: true, // JSON.parse makes ordinary objects
      }),
    ),
  })).value;

/** `value`, or a JSON value of another type in its place, or missing (undefined). */
export const orJunk = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> =>
  fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: anyJson() }, { weight: 1, arbitrary: fc.constant(undefined) });
