/**
 * A contest's course (GPX) turned into a small drawing on the server: track points read from the
 * GPX, projected to a flat plane (equirectangular at the course's mid latitude: faithful over a
 * race's few kilometres), fitted into a box, simplified (Douglas–Peucker) and sent as a handful of
 * points with their share of the course length, so checkpoints can be placed by distance.
 */

export type LatLon = { lat: number; lon: number };
/** x, y in the box; `at` is the share of the course length from the start (0…1). */
export type CoursePoint = { x: number; y: number; at: number };
export type CourseShape = {
  width: number;
  height: number;
  points: CoursePoint[];
  /** Length of the GPX track in metres. */
  lengthM: number;
  /** Start and finish within 200 m of each other. */
  isLoop: boolean;
  /** Ground metres per unit of the drawing, for a scale bar. */
  metresPerUnit: number;
};

const EARTH_RADIUS_M = 6_371_008.8;
/** Guard against hostile or huge files: GPX of a long course rarely has more. */
const MAX_POINTS = 50_000;

function attribute(tag: string, name: string): number | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(tag);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : null;
}

/**
 * The track points of a GPX document, in order: `<trkpt>` of every track segment, else `<rtept>`
 * of a route. Points without valid coordinates are skipped.
 */
export function parseGpx(gpx: string): LatLon[] {
  for (const tag of ['trkpt', 'rtept']) {
    const points: LatLon[] = [];
    const pattern = new RegExp(`<${tag}\\b([^>]*)>`, 'g');
    for (let match = pattern.exec(gpx); match && points.length < MAX_POINTS; match = pattern.exec(gpx)) {
      const attrs = match[1] ?? '';
      const lat = attribute(attrs, 'lat');
      const lon = attribute(attrs, 'lon');
      if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
      points.push({ lat, lon });
    }
    if (points.length > 0) return points;
  }
  return [];
}

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Flat = { x: number; y: number; d: number };

/** Douglas–Peucker on the projected points, iteratively (no recursion depth limit). */
export function simplify<T extends { x: number; y: number }>(points: T[], tolerance: number): T[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    const a = points[first];
    const b = points[last];
    if (!a || !b) continue;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const p = points[i];
      if (!p) continue;
      const d = segmentDistance(p, a, b);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function segmentDistance(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Projects a track into a box of `size` × `size` at most (the longer side fills it, the other keeps
 * the proportions), with `padding` on every side; north is up. Null for fewer than two points.
 */
export function projectCourse(
  track: LatLon[],
  { size = 600, padding = 24, tolerance = 1 }: { size?: number; padding?: number; tolerance?: number } = {},
): CourseShape | null {
  const first = track[0];
  const last = track.at(-1);
  if (track.length < 2 || !first || !last) return null;
  const lats = bounds(track.map((p) => p.lat));
  const midLat = (lats.min + lats.max) / 2;
  const kx = Math.cos((midLat * Math.PI) / 180);
  let travelled = 0;
  const flat: Flat[] = track.map((point, i) => {
    const previous = track[i - 1];
    if (previous) travelled += distanceM(previous, point);
    return { x: point.lon * kx, y: -point.lat, d: travelled };
  });
  const { min: minX, max: maxX } = bounds(flat.map((p) => p.x));
  const { min: minY, max: maxY } = bounds(flat.map((p) => p.y));
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const span = Math.max(spanX, spanY) || 1;
  const scale = (size - 2 * padding) / span;
  const width = Math.round(spanX * scale + 2 * padding);
  const height = Math.round(spanY * scale + 2 * padding);
  const fitted = flat.map((p) => ({
    x: round((p.x - minX) * scale + padding),
    y: round((p.y - minY) * scale + padding),
    at: travelled > 0 ? p.d / travelled : 0,
  }));
  return {
    width,
    height,
    points: simplify(fitted, tolerance).map((p) => ({ ...p, at: Math.round(p.at * 10_000) / 10_000 })),
    lengthM: Math.round(travelled),
    isLoop: distanceM(first, last) <= 200,
    metresPerUnit: (EARTH_RADIUS_M * Math.PI) / 180 / scale,
  };
}

/** Min and max without spreading tens of thousands of arguments. */
function bounds(values: number[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** A round scale-bar length (100 m, 200 m, 500 m, 1 km, 2 km, 5 km…) near a quarter of the width. */
export function scaleBar(shape: CourseShape): { metres: number; units: number } {
  const target = (shape.width / 4) * shape.metresPerUnit;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(target, 1)));
  const step =
    [1, 2, 5, 10]
      .map((k) => k * magnitude)
      .filter((m) => m <= target)
      .at(-1) ?? magnitude;
  return { metres: step, units: round(step / shape.metresPerUnit) };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The SVG path data of the shape: `M x y L x y …`. */
export function coursePath(shape: CourseShape): string {
  return shape.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/**
 * Where a share of the course lies on the drawing (a checkpoint at 10 km of 42.195 km is at 0.237),
 * interpolated between the simplified points.
 */
export function pointAt(shape: CourseShape, share: number): { x: number; y: number } {
  const at = Math.max(0, Math.min(1, share));
  const points = shape.points;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b || b.at < at) continue;
    const t = b.at === a.at ? 0 : (at - a.at) / (b.at - a.at);
    return { x: round(a.x + t * (b.x - a.x)), y: round(a.y + t * (b.y - a.y)) };
  }
  const end = points.at(-1) ?? { x: 0, y: 0 };
  return { x: end.x, y: end.y };
}
