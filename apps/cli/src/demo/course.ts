/** Draws a plausible closed course as GPX: a wobbly loop whose length matches the distance. */
import { type Random } from './random.js';

const EARTH_KM_PER_DEG_LAT = 111.32;

export function generateCourseGpx(
  name: string,
  distanceKm: number,
  at: { lat: number; lon: number },
  random: Random,
): string {
  const points = 120;
  const wobble = Array.from({ length: 5 }, () => random.next() * 0.35);
  const phases = Array.from({ length: 5 }, () => random.next() * Math.PI * 2);
  // A loop of circumference ≈ distance: radius = distance / 2π, shaped by a few harmonics.
  const radiusKm = Math.min(distanceKm / (2 * Math.PI), 12);
  const kmPerDegLon = EARTH_KM_PER_DEG_LAT * Math.cos((at.lat * Math.PI) / 180);
  const trkpts: string[] = [];
  for (let i = 0; i <= points; i++) {
    const a = (i / points) * Math.PI * 2;
    const r =
      radiusKm *
      (1 + wobble.reduce((sum, w, k) => sum + w * Math.sin((k + 2) * a + (phases[k] ?? 0)) * 0.5, 0));
    const lat = at.lat + (r * Math.sin(a)) / EARTH_KM_PER_DEG_LAT;
    const lon = at.lon + (r * Math.cos(a) - radiusKm) / kmPerDegLon;
    const ele = 200 + 40 * Math.sin(a * 3 + (phases[0] ?? 0));
    trkpts.push(
      `<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Finishline demo" xmlns="http://www.topografix.com/GPX/1/1">',
    `<trk><name>${escapeXml(name)}</name><trkseg>`,
    ...trkpts,
    '</trkseg></trk></gpx>',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
