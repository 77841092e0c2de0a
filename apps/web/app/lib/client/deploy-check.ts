/**
 * Notices a new deployment: this page's build id (compiled in) against /build-id.json and the
 * `Server-Timing: build;desc=…` entry of every page and data response. Once they differ, the next navigation is a full page
 * load, so the visitor gets the new build instead of failing on chunks that no longer exist.
 */
const CHECK_INTERVAL_MS = 5 * 60_000;
const MIN_GAP_MS = 30_000;

let isStale = false;
let lastCheck = 0;

export function isBuildStale(): boolean {
  return isStale;
}

/** Records a build id seen from the server. */
export function noteServerBuildId(buildId: string | null): void {
  if (buildId && buildId !== __BUILD_ID__) {
    if (!isStale)
      console.info(`[deploy] new build ${buildId} (this page: ${__BUILD_ID__}); next navigation loads it`);
    isStale = true;
  }
}

export async function checkBuildId(): Promise<void> {
  lastCheck = Date.now();
  try {
    const response = await fetch('/build-id.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const buildId =
      typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string'
        ? body.buildId
        : null;
    if (!buildId) throw new Error('no buildId in the response');
    noteServerBuildId(buildId);
  } catch (error) {
    console.error('[deploy] could not fetch /build-id.json', error);
  }
}

/** Reads the build id the server reports in Server-Timing on each response the page fetches. */
function observeServerTiming(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!('serverTiming' in entry) || !Array.isArray(entry.serverTiming)) continue;
      for (const timing of entry.serverTiming) {
        if (timing instanceof PerformanceServerTiming && timing.name === 'build')
          noteServerBuildId(timing.description);
      }
    }
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // Older browsers: the periodic check still runs.
  }
}

/** Checks when the tab comes back into view and every few minutes while it is visible. */
export function startDeployCheck(): void {
  observeServerTiming();
  const maybeCheck = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= MIN_GAP_MS) void checkBuildId();
  };
  document.addEventListener('visibilitychange', maybeCheck);
  window.addEventListener('focus', maybeCheck);
  setInterval(maybeCheck, CHECK_INTERVAL_MS);
  lastCheck = Date.now();
}
