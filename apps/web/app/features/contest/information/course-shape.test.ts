import { describe, expect, it } from 'vitest';
import { coursePath, distanceM, parseGpx, pointAt, projectCourse, scaleBar, simplify } from './course-shape';

const gpx = (points: string) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points}</trkseg></trk></gpx>`;

describe('parseGpx', () => {
  it('reads track points in order, whatever the attribute order or quotes', () => {
    const text = gpx(
      `<trkpt lat="31.6" lon="-7.9"><ele>450</ele></trkpt><trkpt lon='-7.8' lat='31.7'/><trkpt lat="31.8" lon="-7.7"></trkpt>`,
    );
    expect(parseGpx(text)).toEqual([
      { lat: 31.6, lon: -7.9 },
      { lat: 31.7, lon: -7.8 },
      { lat: 31.8, lon: -7.7 },
    ]);
  });

  it('falls back to route points and skips invalid coordinates', () => {
    const text = `<gpx><rte><rtept lat="10" lon="20"/><rtept lat="abc" lon="1"/><rtept lat="95" lon="1"/><rtept lat="11" lon="21"/></rte></gpx>`;
    expect(parseGpx(text)).toEqual([
      { lat: 10, lon: 20 },
      { lat: 11, lon: 21 },
    ]);
  });

  it('finds nothing in a document without points', () => {
    expect(parseGpx('<gpx></gpx>')).toEqual([]);
    expect(parseGpx('not xml at all')).toEqual([]);
  });
});

describe('distanceM', () => {
  it('measures a degree of latitude as about 111 km', () => {
    expect(distanceM({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
  });
});

describe('projectCourse', () => {
  // An L: 1 km north, then 2 km east, around Marrakech.
  const north = 1000 / 111_195;
  const east = 2000 / (111_195 * Math.cos((31.63 * Math.PI) / 180));
  const track = [
    { lat: 31.63, lon: -7.98 },
    { lat: 31.63 + north / 2, lon: -7.98 },
    { lat: 31.63 + north, lon: -7.98 },
    { lat: 31.63 + north, lon: -7.98 + east },
  ];

  it('fits the longer side into the box, keeps proportions and puts north up', () => {
    const shape = projectCourse(track, { size: 420, padding: 10 });
    expect(shape).not.toBeNull();
    if (!shape) return;
    expect(shape.width).toBe(420);
    expect(shape.height).toBeCloseTo(10 + 200 + 10, -1);
    const [start, , corner, end] = [shape.points[0], null, shape.points[1], shape.points.at(-1)];
    expect(start?.y).toBeGreaterThan(corner?.y ?? 0);
    expect(end?.x).toBeGreaterThan(corner?.x ?? 0);
    expect(shape.lengthM).toBeCloseTo(3000, -1);
    expect(shape.isLoop).toBe(false);
  });

  it('drops the points a straight line makes useless and keeps the share of length', () => {
    const shape = projectCourse(track, { size: 420, padding: 10 });
    expect(shape?.points.map((p) => p.at)).toEqual([0, expect.closeTo(1 / 3, 3), 1]);
  });

  it('knows its scale: a round scale bar near a quarter of the width', () => {
    const shape = projectCourse(track, { size: 420, padding: 10 });
    if (!shape) throw new Error('no shape');
    // 2 km fill 400 units: 5 m per unit, and 100 units (a quarter) are 500 m.
    expect(shape.metresPerUnit).toBeCloseTo(5, 1);
    expect(scaleBar(shape)).toEqual({ metres: 500, units: expect.closeTo(100, 0) });
  });

  it('needs two points', () => {
    expect(projectCourse([{ lat: 1, lon: 1 }])).toBeNull();
  });

  it('recognises a loop', () => {
    const loop = [...track, track[0] ?? { lat: 0, lon: 0 }];
    expect(projectCourse(loop)?.isLoop).toBe(true);
  });
});

describe('simplify', () => {
  it('keeps the ends and the corners beyond the tolerance', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 0.1 },
      { x: 2, y: 0 },
      { x: 2, y: 5 },
    ];
    expect(simplify(points, 0.5)).toEqual([points[0], points[2], points[3]]);
  });

  it('handles tens of thousands of points', () => {
    const points = Array.from({ length: 40_000 }, (_, i) => ({ x: i, y: Math.sin(i / 500) * 100 }));
    const kept = simplify(points, 1);
    expect(kept.length).toBeLessThan(400);
    expect(kept[0]).toBe(points[0]);
    expect(kept.at(-1)).toBe(points.at(-1));
  });
});

describe('pointAt and coursePath', () => {
  const shape = {
    width: 100,
    height: 100,
    points: [
      { x: 0, y: 0, at: 0 },
      { x: 100, y: 0, at: 0.5 },
      { x: 100, y: 100, at: 1 },
    ],
    lengthM: 2000,
    isLoop: false,
    metresPerUnit: 10,
  };

  it('places a share of the course between the points', () => {
    expect(pointAt(shape, 0.25)).toEqual({ x: 50, y: 0 });
    expect(pointAt(shape, 0.75)).toEqual({ x: 100, y: 50 });
    expect(pointAt(shape, 0)).toEqual({ x: 0, y: 0 });
    expect(pointAt(shape, 2)).toEqual({ x: 100, y: 100 });
  });

  it('draws the path', () => {
    expect(coursePath(shape)).toBe('M0 0 L100 0 L100 100');
  });
});
