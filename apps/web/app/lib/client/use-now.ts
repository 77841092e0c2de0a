import { useSyncExternalStore } from 'react';

const STEP_MS = 15_000;

// One timer for every label of the page (a list of event cards would otherwise run one each).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  timer ??= setInterval(() => listeners.forEach((listener) => listener()), STEP_MS);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The time, stepped to 15 s so the snapshot is stable (server render and hydration agree within a step). */
function snapshot(): number {
  return Math.floor(Date.now() / STEP_MS) * STEP_MS;
}

/** The current time for labels like "Happening now", updated every 15 s in the browser. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
