// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Code, tests and docs say the rule itself, never a pointer into an issue tracker the repository does not contain:
 * a reader cannot follow one, and it means nothing once the tracker moves. package-lock.json is npm's, not ours.
 */
const TRACKER_REFERENCE = /\bissues?[\s#-]*\d+/i;

const EXEMPT = new Set(['package-lock.json']);

/** Every file git tracks, and new ones not ignored, as they are in the work tree (read as text; binaries skipped). */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f !== '' && !EXEMPT.has(f));
}

function referencesIn(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return []; // Deleted in the work tree, or a folder (a submodule): nothing to read.
  }
  if (text.includes('\0')) return [];
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const match = TRACKER_REFERENCE.exec(line);
    if (match) found.push(`${file}:${i + 1}: ${match[0]}`);
  });
  return found;
}

/** Written in pieces so this file holds no reference itself. */
const ISSUE = ['Iss', 'ue'].join('');

describe('tracker references', () => {
  it('are recognised however they are written, and ordinary words are not', () => {
    for (const ref of [`${ISSUE} 22`, `(${ISSUE.toLowerCase()} 15 item 11)`, `${ISSUE}s 16 and 22`, `${ISSUE} #19`, `${ISSUE}-7`]) {
      expect(ref).toMatch(TRACKER_REFERENCE);
    }
    for (const text of [
      `t${ISSUE.toLowerCase()} 3`,
      `an ${ISSUE.toLowerCase()} with 3 files`,
      'spec 2 §5',
      `${ISSUE.toLowerCase()}d 2 codes`,
    ]) {
      expect(text).not.toMatch(TRACKER_REFERENCE);
    }
  });

  it('appear in no file of the repository but package-lock.json', () => {
    const files = repositoryFiles();
    expect(files).toContain('ARCHITECTURE.md');
    expect(files.flatMap(referencesIn)).toEqual([]);
  });
});
