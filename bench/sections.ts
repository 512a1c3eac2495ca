/**
 * `npm run bench -- --only quality,tryOn` measures only those sections and
 * keeps the others' last figures in results.json.
 */
export const SECTIONS = [
  'bytes',
  'paint',
  'downscale',
  'tryOn',
  'motion',
  'models',
  'shade',
  'live',
  'quality',
  'memory',
  'phone',
  'lighthouse',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections named by --only (or --only=), all without it. */
export function onlySections(argv: string[]): Set<Section> {
  const onlyArg = argv.find((a, i) => a.startsWith('--only=') || argv[i - 1] === '--only');
  return new Set<Section>(
    onlyArg
      ? onlyArg
          .replace(/^--only=/, '')
          .split(',')
          .map((s) => {
            if (!SECTIONS.includes(s as Section)) throw new Error(`--only: unknown section ${s} (${SECTIONS.join(', ')})`);
            return s as Section;
          })
      : SECTIONS,
  );
}

/** With --only, the table lists the figures just measured. */
export function onlyShows(only: Set<Section>, figure: string): boolean {
  if (only.size === SECTIONS.length) return true;
  const of: Record<Section, (f: string) => boolean> = {
    bytes: (f) => f.startsWith('bytes.'),
    paint: (f) => f.startsWith('firstWidgetPaintMs') || f.startsWith('collection.labelClickTo'),
    downscale: (f) => f.startsWith('worker.'),
    tryOn: (f) =>
      f.startsWith('tryOn.') &&
      !f.startsWith('tryOn.quality') &&
      !f.startsWith('tryOn.modelBytesGz') &&
      !f.startsWith('tryOn.motion') &&
      !f.startsWith('tryOn.memory'),
    memory: (f) => f.startsWith('tryOn.memory'),
    motion: (f) => f.startsWith('tryOn.motion'),
    models: (f) => f.startsWith('tryOn.modelBytesGz'),
    quality: (f) => f.startsWith('tryOn.quality'),
    shade: (f) => f.startsWith('shade.'),
    live: (f) => f.startsWith('live.'),
    phone: (f) => f.startsWith('phone.') || f.startsWith('requests.'),
    lighthouse: (f) => f.startsWith('lighthouse.'),
  };
  return [...only].some((s) => of[s](figure));
}
