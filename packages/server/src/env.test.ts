import { afterEach, describe, expect, it } from 'vitest';
import { defaultToProduction } from './env.js';

describe('defaultToProduction', () => {
  const original = process.env.NODE_ENV;
  afterEach(() => {
    if (original === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = original;
  });

  it('runs in production unless NODE_ENV asks for another mode', () => {
    delete process.env.NODE_ENV;
    defaultToProduction();
    expect(process.env.NODE_ENV).toBe('production');
    process.env.NODE_ENV = '';
    defaultToProduction();
    expect(process.env.NODE_ENV).toBe('production');
    process.env.NODE_ENV = 'development';
    defaultToProduction();
    expect(process.env.NODE_ENV).toBe('development');
  });
});
