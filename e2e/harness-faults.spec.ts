import { expect, test, type APIRequestContext } from './test';
import { Harness, type FaultSetting } from './harness';

/** The fault helpers: a fault the store refuses fails the test, and `withFault` leaves no fault behind. */
const faults = async (request: APIRequestContext) => (await (await request.get('/__harness/faults')).json()) as FaultSetting[];

test('a fault the store refuses fails the step that set it, and sets nothing', async ({ request }) => {
  // An unknown kind: steps run without it would pass for the wrong reason.
  const refused = { server: 'api', path: '/api/get_skin_tone', kind: 'sluggish' } as unknown as FaultSetting;
  await expect(Harness.fault(request, refused)).rejects.toThrow(/the store took the fault .*sluggish/);
  let ran = false;
  await expect(
    Harness.withFault(request, { server: 'api', path: 'api/get_skin_tone', kind: 'drop' }, async () => {
      ran = true;
    }),
  ).rejects.toThrow(/A fault needs a path starting with \//);
  expect(ran).toBe(false);
  expect(await faults(request)).toEqual([]);
});

test('withFault holds its faults during the steps and clears them however the steps end', async ({ request }) => {
  const drop: FaultSetting = { server: 'api', path: '/api/get_skin_tone', kind: 'drop' };
  const status: FaultSetting = { server: 'store', path: '/cart/add.js', kind: 'status', status: 500 };
  const seen = await Harness.withFault(request, [drop, status], async () => (await faults(request)).map((f) => f.kind));
  expect(seen).toEqual(['drop', 'status']);
  expect(await faults(request)).toEqual([]);

  await expect(
    Harness.withFault(request, drop, async () => {
      expect(await faults(request)).toHaveLength(1);
      throw new Error('a step failed');
    }),
  ).rejects.toThrow('a step failed');
  expect(await faults(request)).toEqual([]);
});
