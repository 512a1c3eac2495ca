// npm run fuzz: the property tests (*.fuzz.test.ts) at length, from a fresh seed printed first so a failure
// reproduces (FUZZ_SEED=<seed> npm run fuzz). FUZZ_RUNS sets the runs per property (20000 by default).
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS || '20000';
console.log(`fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
const result = spawnSync('npx', ['vitest', 'run', '--testTimeout=0', '.fuzz.test.', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
if (result.status !== 0) console.log(`fuzz: failed; replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);
process.exit(result.status ?? 1);
