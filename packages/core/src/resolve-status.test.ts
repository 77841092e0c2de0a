import { describe, expect, it } from 'vitest';
import { resolveStatus } from './resolve-status.js';

describe('resolveStatus', () => {
  it('DSQ wins over a finish read', () => {
    expect(resolveStatus('dsq', true, true)).toBe('dsq');
  });

  it('DNF and DNS set by the timer win over reads', () => {
    expect(resolveStatus('dnf', false, true)).toBe('dnf');
    expect(resolveStatus('dns', true, true)).toBe('dns');
  });

  it('a finish read makes a participant finished', () => {
    expect(resolveStatus(null, true, true)).toBe('finished');
  });

  it('any read, the start mat included, makes a participant started', () => {
    expect(resolveStatus(null, false, true)).toBe('started');
  });

  it('without reads a participant is registered', () => {
    expect(resolveStatus(null, false, false)).toBe('registered');
  });
});
