#!/usr/bin/env node
/**
 * Writes a bundle for the browser tests of live updates: a 10 km race under way right now (its gun 23 minutes
 * before this script runs, its event dated in UTC through tomorrow), six runners, two of them already past 5 km,
 * and a course. The tests then push reads through the real ingest endpoint and watch the Live and Tracking tabs
 * change.
 * Usage: node e2e/support/live-race.mjs <out.json>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const out = process.argv[2];
if (!out) throw new Error('Usage: live-race.mjs <out.json>');
const now = Date.now();
const gun = now - 23 * 60_000;
const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms) => new Date(ms).toISOString();

// A 2.5 km × 2.5 km square near Casablanca, a point every 500 m: a 10 km loop.
const corners = [
  [33.5, -7.65],
  [33.5225, -7.65],
  [33.5225, -7.623],
  [33.5, -7.623],
  [33.5, -7.65],
];
const points = [];
for (let side = 0; side < 4; side++) {
  const [aLat, aLon] = corners[side];
  const [bLat, bLon] = corners[side + 1];
  for (let step = 0; step < 5; step++)
    points.push([aLat + ((bLat - aLat) * step) / 5, aLon + ((bLon - aLon) * step) / 5]);
}
points.push(corners[4]);
const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="finishline-e2e"><trk><trkseg>${points
  .map(([lat, lon]) => `<trkpt lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}"/>`)
  .join('')}</trkseg></trk></gpx>`;

const names = [
  ['Amina', 'Live'],
  ['Youssef', 'Tracker'],
  ['Leila', 'Stream'],
  ['Omar', 'Resume'],
  ['Sara', 'Follow'],
  ['Karim', 'Estimate'],
  // alerts.spec.ts: a runner to ask alerts about, and one whose read the live tab shows with the service worker on.
  ['Nadia', 'Alert'],
  ['Hamza', 'Worker'],
  // live-updates.spec.ts: runners whose own pages a read changes at once (en, ar).
  ['Salma', 'Page'],
  ['Rachid', 'Page'],
];
const bundle = {
  version: 1,
  events: [
    {
      id: 'e2e-live-race',
      name: 'E2E Live Race',
      type: 'running',
      country: 'MA',
      city: 'Casablanca',
      dateFrom: day(gun),
      // Through tomorrow: a test run that passes midnight UTC must still find the race under way.
      dateTo: day(now + 24 * 3_600_000),
      timeZone: 'UTC',
      description: 'A race under way, for the browser tests of live results.',
    },
  ],
  contests: [
    {
      eventId: 'e2e-live-race',
      id: '10k',
      name: '10K',
      startTime: iso(gun),
      distanceM: 10_000,
      timeBasis: 'gun',
      courseGpx: gpx,
      checkpoints: [
        { id: 'km5', distanceM: 5_000 },
        { id: 'finish', distanceM: 10_000 },
      ],
    },
  ],
  participants: names.map(([firstName, lastName], i) => ({
    eventId: 'e2e-live-race',
    contestId: '10k',
    bib: String(i + 1),
    firstName,
    lastName,
    gender: i % 2 === 0 ? 'f' : 'm',
    country: 'MA',
    nation: 'MA',
    birthYear: 1990,
  })),
  // Bibs 1 and 2 passed 5 km 3 and 1 minutes ago (4:00 and 4:24 per km): on course, estimates moving.
  passings: [
    { eventId: 'e2e-live-race', contestId: '10k', bib: '1', checkpointId: 'km5', at: iso(gun + 20 * 60_000) },
    { eventId: 'e2e-live-race', contestId: '10k', bib: '2', checkpointId: 'km5', at: iso(gun + 22 * 60_000) },
  ],
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(bundle, null, 2)}\n`);
