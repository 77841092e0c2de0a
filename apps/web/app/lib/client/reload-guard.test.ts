import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, reloadKey } from './reload-guard';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('claimReload', () => {
  it('allows one reload per path within 10 seconds', () => {
    const store = memoryStore();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload('/event/a', 1_000, store)).toBe(true);
    expect(claimReload('/event/a', 5_000, store)).toBe(false);
    expect(claimReload('/event/a', 10_999, store)).toBe(false);
    expect(claimReload('/event/a', 11_000, store)).toBe(true);
  });

  it('guards each path on its own', () => {
    const store = memoryStore();
    expect(claimReload('/a', 0, store)).toBe(true);
    expect(claimReload('/b', 1, store)).toBe(true);
    expect(claimReload('/a', 2, store)).toBe(false);
  });

  it('survives a corrupt record and refuses when storage fails', () => {
    const store = memoryStore();
    store.setItem('fl-chunk-reloads', '{oops');
    expect(claimReload('/a', 0, store)).toBe(true);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimReload('/a', 0, broken)).toBe(false);
  });
});

describe('reloadKey', () => {
  it('is the path alone: another page, filter or anchor of the same path shares the one reload', () => {
    const base = 'https://finishline.test/event/a/contest/m/results?gender=f';
    expect(reloadKey('/event/a/contest/m/results?page=2#top', base)).toBe('/event/a/contest/m/results');
    expect(reloadKey('?page=3', base)).toBe('/event/a/contest/m/results');
    expect(reloadKey('https://finishline.test/fr?q=x', base)).toBe('/fr');
    const store = memoryStore();
    expect(claimReload(reloadKey('/x?page=2', base), 0, store)).toBe(true);
    expect(claimReload(reloadKey('/x?page=3', base), 1, store)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
