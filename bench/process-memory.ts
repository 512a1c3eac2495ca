import { readdirSync, readFileSync } from 'node:fs';

/**
 * The proportional memory (PSS) of a Chromium's renderer processes, as the kernel reports it in
 * /proc/<pid>/smaps_rollup: Linux only. The browser is found by a marker in its command line; its renderers are
 * the descendants started with --type=renderer (a dedicated worker runs in its page's renderer).
 */
export function rendererPssMB(marker: string): number {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => ({ pid: Number(pid), ppid: parentOf(pid), cmd: read(`/proc/${pid}/cmdline`).replace(/\0/g, ' ') }))
    .filter((p) => p.ppid !== null);
  const root = procs.find((p) => p.cmd.includes(marker) && !p.cmd.includes('--type='));
  if (!root) throw new Error(`No Chromium with ${marker} is running`);
  const family = new Set([root.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) {
      if (family.has(p.pid) || !family.has(p.ppid!)) continue;
      family.add(p.pid);
      grew = true;
    }
  }
  const kb = procs.filter((p) => family.has(p.pid) && p.cmd.includes('--type=renderer')).reduce((sum, p) => sum + pssKb(p.pid), 0);
  return Math.round(kb / 1024);
}

/** Parses smaps_rollup's Pss line (kB). */
export function pssOf(smapsRollup: string): number {
  return Number(/^Pss:\s+(\d+) kB/m.exec(smapsRollup)?.[1] ?? 0);
}

function pssKb(pid: number): number {
  return pssOf(read(`/proc/${pid}/smaps_rollup`));
}

function parentOf(pid: string): number | null {
  // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
  const stat = read(`/proc/${pid}/stat`);
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return after.length > 1 ? Number(after[1]) : null;
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
