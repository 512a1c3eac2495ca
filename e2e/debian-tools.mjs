import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Whether a file is there and may be run. */
export const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs a command (an apt-get install of a browser's Debian packages), its output shown with the runner's tag;
 * true when it succeeded. A lock held by another apt run fails after two minutes rather than hanging the tests.
 */
export function runTagged(tag, command, args) {
  console.log(`[${tag}] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    timeout: 15 * 60_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}
