import { MAX_TRACKED_BIBS } from '@finishline/contract';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FOLLOWED as TRACKING_MAX, parseBibs, storageKey } from '../../contest/tracking/tracking-bibs';
import {
  createFollowStore,
  followKey,
  MAX_FOLLOWED,
  parseEventSnapshot,
  parseFollowed,
  type StorageLike,
} from './follow-store';

/** An in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A window stand-in that can fire `storage` events as another tab would. */
function fakeWindow() {
  const target = new EventTarget();
  return {
    target,
    fire: (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key })),
  };
}

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const win = fakeWindow();
  const store = createFollowStore({ storage: () => storage, events: () => win.target as unknown as Window });
  return { storage, win, store };
}

const bibs = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

describe('the followed lists are the Tracking tab’s lists', () => {
  it('uses its storage key, its limit and its reading of bibs', () => {
    expect(followKey('marrakech', 'half')).toBe(storageKey('marrakech', 'half'));
    expect(MAX_FOLLOWED).toBe(TRACKING_MAX);
    expect(MAX_FOLLOWED).toBe(MAX_TRACKED_BIBS);
    for (const text of ['12, 345;A-7  12 a-7 <b> ' + 'x'.repeat(17), '', bibs(250).join(',')])
      expect(parseFollowed(text)).toEqual(parseBibs(text));
  });

  it('reads what the Tracking tab saved', () => {
    const { store } = setup({ [storageKey('e', 'c')]: '7,12' });
    expect(store.read('e', 'c')).toEqual(['7', '12']);
  });
});

describe('a star', () => {
  it('follows, then unfollows, ignoring the case of a bib', () => {
    const { store, storage } = setup();
    expect(store.toggle('e', 'c', 'a-7')).toBe('followed');
    expect(store.toggle('e', 'c', '12')).toBe('followed');
    expect(storage.data.get('finishline:tracking:e:c')).toBe('a-7,12');
    expect(store.toggle('e', 'c', 'A-7')).toBe('unfollowed');
    expect(store.read('e', 'c')).toEqual(['12']);
  });

  it('removes the key when the last runner is unfollowed', () => {
    const { store, storage } = setup();
    store.toggle('e', 'c', '12');
    store.toggle('e', 'c', '12');
    expect(storage.data.size).toBe(0);
  });

  it('says when the list is full, and changes nothing', () => {
    const { store } = setup({ [followKey('e', 'c')]: bibs(MAX_FOLLOWED).join(',') });
    expect(store.toggle('e', 'c', '9999')).toBe('full');
    expect(store.read('e', 'c')).toHaveLength(MAX_FOLLOWED);
    expect(store.toggle('e', 'c', '1')).toBe('unfollowed');
  });

  it('refuses a bib that is not one', () => {
    const { store, storage } = setup();
    expect(store.toggle('e', 'c', '<b>')).toBe('unavailable');
    expect(storage.data.size).toBe(0);
  });

  it('does nothing, and does not throw, when storage is blocked', () => {
    const store = createFollowStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      events: () => null,
    });
    expect(store.toggle('e', 'c', '12')).toBe('unavailable');
    expect(store.read('e', 'c')).toEqual([]);
    expect(store.eventSnapshot('e')).toBe('');
  });
});

describe('a whole club', () => {
  it('adds every bib not followed yet, per contest, and removes them again', () => {
    const { store } = setup({ [followKey('e', 'half')]: '5' });
    const club = [
      { contestId: 'half', bibs: ['5', '6'] },
      { contestId: 'marathon', bibs: ['100', '101', '102'] },
    ];
    expect(store.followAll('e', club)).toEqual({ added: 4, isFull: false });
    expect(store.read('e', 'half')).toEqual(['5', '6']);
    expect(store.read('e', 'marathon')).toEqual(['100', '101', '102']);
    expect(store.followAll('e', club)).toEqual({ added: 0, isFull: false });
    expect(store.unfollowAll('e', [{ contestId: 'marathon', bibs: ['101', '999'] }])).toBe(1);
    expect(store.read('e', 'marathon')).toEqual(['100', '102']);
  });

  it('stops at the limit and says so', () => {
    const { store } = setup({ [followKey('e', 'c')]: bibs(MAX_FOLLOWED - 1).join(',') });
    expect(store.followAll('e', [{ contestId: 'c', bibs: ['x1', 'x2', 'x3'] }])).toEqual({
      added: 1,
      isFull: true,
    });
    expect(store.read('e', 'c').at(-1)).toBe('x1');
  });
});

describe('an event’s lists', () => {
  it('lists every contest of the event, and no other event’s', () => {
    const { store } = setup({
      [followKey('e', 'marathon')]: '1,2',
      [followKey('e', 'half')]: '9',
      [followKey('other', 'marathon')]: '3',
      [followKey('e', 'empty')]: '',
      theme: 'dark',
    });
    const snapshot = store.eventSnapshot('e');
    expect(snapshot).toBe('half\t9\nmarathon\t1,2');
    expect(parseEventSnapshot(snapshot)).toEqual([
      { contestId: 'half', bibs: ['9'] },
      { contestId: 'marathon', bibs: ['1', '2'] },
    ]);
    expect(parseEventSnapshot('')).toEqual([]);
  });

  it('gives the same snapshot while nothing changes (React compares them)', () => {
    const { store } = setup({ [followKey('e', 'c')]: '1' });
    expect(store.eventSnapshot('e')).toBe(store.eventSnapshot('e'));
    expect(store.contestSnapshot('e', 'c')).toBe('1');
    expect(store.contestSnapshot('e', 'none')).toBe('');
  });
});

describe('subscribers', () => {
  it('hear this tab’s writes, other tabs’ writes to the lists, and refreshes', () => {
    const { store, win } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle('e', 'c', '1');
    expect(listener).toHaveBeenCalledTimes(1);
    win.fire('finishline:tracking:e:c');
    win.fire(null);
    expect(listener).toHaveBeenCalledTimes(3);
    win.fire('theme');
    expect(listener).toHaveBeenCalledTimes(3);
    store.refresh();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    win.fire('finishline:tracking:e:c');
    store.toggle('e', 'c', '1');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('listen to the window only while someone subscribes', () => {
    const storage = memoryStorage();
    const events = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const store = createFollowStore({ storage: () => storage, events: () => events as unknown as Window });
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(events.addEventListener).toHaveBeenCalledTimes(1);
    first();
    expect(events.removeEventListener).not.toHaveBeenCalled();
    second();
    expect(events.removeEventListener).toHaveBeenCalledTimes(1);
  });
});
