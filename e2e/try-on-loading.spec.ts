import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { Harness } from './harness';
import { modelFile, modelFilesRead, modelFilesServed } from './model-files';
import { TryOnUI } from './try-on-ui';

/**
 * The model set starts downloading when the shopper
 * shows intent (never on page load), the tracker then reads it from the HTTP
 * cache, and while it downloads the loading screen shows bytes received over
 * the manifest's total.
 */

const modelFiles = modelFilesServed;

test('hovering Try it on fetches the model set; nothing loads on page load, and the session loads nothing twice', async ({
  page,
  request,
}) => {
  const [facemesh, blazeface] = [await modelFile(request, 'VTO-5-1', 'facemesh.bin'), await modelFile(request, 'VTO-5-1', 'blazeface.bin')];
  const start = Date.now();
  await page.goto('/products/velvet-matte-lipstick');
  const open = page.getByRole('button', { name: 'Try it on' });
  await expect(open).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await modelFiles(request, start)).toEqual([]);

  await open.hover();
  await expect.poll(() => modelFiles(request, start)).toContain(facemesh);
  await open.click();
  const chooser = page.waitForEvent('filechooser');
  await TryOnUI.dialog(page).getByRole('button', { name: 'Photo' }).click();
  await (await chooser).setFiles('fixtures/astronaut.png');
  await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
  const files = await modelFiles(request, start);
  // Every file once: the tracker's own requests, and its wasm build's, came from the HTTP cache.
  expect(files.filter((p) => p === facemesh)).toHaveLength(1);
  expect(files.filter((p) => p === blazeface)).toHaveLength(1);
  expect(files.filter((p) => p.endsWith('.wasm'))).toHaveLength(1);
  expect(new Set(files).size).toBe(files.length);
});

test("opening a product card's try-on menu fetches that product's model set", async ({ page, request }) => {
  const facemesh = await modelFile(request, 'FUTest-Brows-6', 'facemesh.bin');
  const iris = await modelFile(request, 'FUTest-Brows-6', 'iris.bin');
  const start = Date.now();
  await page.goto('/collections/all');
  const label = page.getByRole('button', { name: /Try on Brow Renew Pencil/ });
  await label.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect.poll(() => modelFiles(request, start)).toEqual(expect.arrayContaining([facemesh, iris]));
});

test("while the model set downloads, a progress bar shows bytes over the manifest's total with the spec's loading text", async ({
  page,
  request,
}) => {
  // The face mesh (most of the bytes) is held back until the test has read the bar; the detector comes at once.
  await Harness.holdNext(request, await modelFile(request, 'VTO-5-1', 'facemesh.bin'), 'cdn');
  await TryOnUI.choosePhoto(page, '/products/velvet-matte-lipstick');
  const dialog = TryOnUI.dialog(page);
  const bar = dialog.getByRole('progressbar', { name: 'Loading Virtual Try On...' });
  await expect(bar).toBeVisible();
  // The bar's value and its words agree; the download moves on between two reads, so both are read again until
  // they are of the same moment.
  await expect(async () => {
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThan(100);
    await expect(dialog.getByText(`${now}% loaded`)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(dialog.getByRole('status').filter({ hasText: 'Loading Virtual Try On...' })).toBeVisible();
  // Then the mesh arrives, and the session goes on as usual.
  await Harness.clearFaults(request);
  await expect(dialog.getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveCount(0);
});

/** The worker's chunk holding Human and tfjs, by the build's metafile (its name carries a hash). */
function trackerCodeChunk(): string {
  const { outputs } = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const [file] = Object.entries(outputs).find(
    ([name, o]) =>
      /\/worker-chunk-[A-Z0-9]+\.js$/.test(name) && Object.keys(o.inputs).some((i) => i.endsWith('@vladmandic/human/dist/human.esm.js')),
  )!;
  return `/${file.split('/').pop()}`;
}

test("the tracker's code (Human, tfjs) is requested while the model files are still downloading, not after them", async ({
  page,
  request,
}) => {
  const facemesh = await modelFile(request, 'VTO-5-1', 'facemesh.bin');
  const human = trackerCodeChunk();
  // The mesh's weights held back, as a slow network holds back the biggest file, until the test has looked.
  await Harness.holdNext(request, facemesh, 'cdn');
  const start = Date.now();
  await TryOnUI.choosePhoto(page, '/products/velvet-matte-lipstick');
  const requested = async () => (await Harness.cdnLog(request)).some((r) => r.path === human && Date.parse(r.at ?? '') >= start);
  await expect.poll(requested, { timeout: 7_000 }).toBe(true);
  expect(await modelFilesRead(page)).not.toContain(facemesh);
  // Then the mesh arrives, and the session goes on as usual, each file once.
  await Harness.clearFaults(request);
  await expect(TryOnUI.dialog(page).getByRole('img', { name: /^Your photo with/ })).toBeVisible({ timeout: 30_000 });
  expect((await modelFilesServed(request, start)).filter((p) => p === facemesh)).toHaveLength(1);
});

test("opening the try-on starts the tracker's code before a source is chosen, except where the browser asks to save data", async ({
  page,
  request,
}) => {
  const human = trackerCodeChunk();
  const humanSince = async (from: number) =>
    (await Harness.cdnLog(request)).some((r) => r.path === human && Date.parse(r.at ?? '') >= from);
  let start = Date.now();
  await TryOnUI.open(page, '/products/velvet-matte-lipstick');
  await expect.poll(() => humanSince(start)).toBe(true);

  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  start = Date.now();
  await TryOnUI.open(page, '/products/velvet-matte-lipstick');
  await page.waitForTimeout(1_500);
  expect(await humanSince(start)).toBe(false);
});
