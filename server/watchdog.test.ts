import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';

function run(mode: 'spin' | 'finish') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/watched-process.ts', mode], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = Date.now();
  return new Promise<{ code: number | null; signal: string | null; stderr: string; seconds: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stderr, seconds: (Date.now() - started) / 1000 })),
  );
}

test('a process stuck without yielding is killed at the bound, after saying what was stuck', async () => {
  const result = await run('spin');
  expect(result.signal).toBe('SIGKILL');
  expect(result.stderr).toContain(
    'shutdown did not finish within 1 s; stuck at: closing the database. Restore a backup.',
  );
  // Started with tsx (a second or two on a busy machine) plus the 1-second bound; never left spinning.
  expect(result.seconds).toBeLessThan(15);
});

test('a process that finishes in time exits normally: the watchdog neither holds it open nor kills it', async () => {
  const result = await run('finish');
  expect(result).toMatchObject({ code: 0, signal: null, stderr: '' });
});
