/**
 * The time from an ingested read to the changed answer at the edge: a runner on the course gets a read at their next
 * checkpoint through the ingest endpoint (as a timing system sends it), and their participant JSON is asked at the
 * edge every 25 ms until it shows that checkpoint reached. The answer is cached at the edge first, so only a purge
 * brings the change before its s-maxage.
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function detailOf(edge, eventId, id) {
  const response = await fetch(`${edge}/api/events/${eventId}/participants/${encodeURIComponent(id)}`);
  return response.ok ? response.json() : null;
}

/** A runner of `participants` on the course: a split reached, the next one not yet; with that next split. */
async function onCourse(edge, live, participants, next) {
  for (let tries = 0; tries < 200; tries++) {
    const { id } = participants[Math.floor(next() * participants.length)];
    const detail = await detailOf(edge, live.eventId, id);
    const splits = detail?.splits ?? [];
    const reached = splits.filter((split) => split.isReached);
    const last = reached.at(-1);
    const ahead = splits.find(
      (split) => !split.isReached && split.order > (last?.order ?? 0) && split.kind !== 'start',
    );
    if (detail?.participant?.contestId !== live.contestId || detail.result?.status !== 'started') continue;
    if (last?.at && ahead) return { detail, last, ahead };
  }
  return null;
}

/**
 * `count` probes one after another; resolves with the latencies in ms (from the ingest's answer to the first edge
 * answer that shows the read) and how many never showed within `limitMs`.
 */
export async function probeLatency({ edge, live, participants, token, count, next, limitMs = 15_000 }) {
  const latencies = [];
  let missed = 0;
  let notFound = 0;
  const rejected = [];
  const used = new Set();
  for (let i = 0; i < count; i++) {
    const runner = await onCourse(edge, live, participants, next);
    if (!runner || used.has(runner.detail.participant.id)) {
      notFound += 1;
      continue;
    }
    used.add(runner.detail.participant.id);
    const { detail, last, ahead } = runner;
    // Kept at the edge before the read: what a visitor already had.
    await detailOf(edge, live.eventId, detail.participant.id);
    const secondsPerKm = 270;
    const at = new Date(
      Date.parse(last.at) + ((ahead.distanceM - last.distanceM) / 1000) * secondsPerKm * 1000,
    );
    const posted = await fetch(`${edge}/api/ingest/passings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        passings: [
          {
            eventId: live.eventId,
            contestId: live.contestId,
            bib: detail.participant.bib,
            checkpointId: ahead.checkpointId,
            at: at.toISOString(),
          },
        ],
      }),
    });
    if (!posted.ok) throw new Error(`ingest: ${posted.status} ${await posted.text()}`);
    const stored = await posted.json();
    if (stored.inserted !== 1) {
      rejected.push(stored.rejected?.[0]?.reason ?? JSON.stringify(stored));
      continue;
    }
    const sent = performance.now();
    let seen = false;
    while (performance.now() - sent < limitMs) {
      const now = await detailOf(edge, live.eventId, detail.participant.id);
      if (now?.splits?.find((split) => split.checkpointId === ahead.checkpointId)?.isReached) {
        latencies.push(performance.now() - sent);
        seen = true;
        break;
      }
      await sleep(25);
    }
    if (!seen) missed += 1;
    await sleep(200);
  }
  return { latencies, missed, notFound, rejected };
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
