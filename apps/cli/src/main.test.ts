import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the finishline command', () => {
  it('answers a malformed option with the usage and status 2, not a stack trace', () => {
    const { status, stderr } = cli('claims', 'list', '--bogus');
    expect(status).toBe(2);
    expect(stderr).toMatch(/Unknown option '--bogus'/);
    expect(stderr).toMatch(/Usage: finishline/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('prints the usage for --help after a command, and refuses an unknown command', () => {
    expect(cli('serve', '--help')).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^Usage/) as unknown,
    });
    const unknown = cli('launch');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "launch"/);
  });
});
