import { useSyncExternalStore } from 'react';

const STEP_MS = 15_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, STEP_MS);
  return () => clearInterval(timer);
}

/** The time, stepped to 15 s so the snapshot is stable (server render and hydration agree within a step). */
function snapshot(): number {
  return Math.floor(Date.now() / STEP_MS) * STEP_MS;
}

/** The current time for labels like "Happening now", updated every 15 s in the browser. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
