/** A contest's course (GPX text), apart from the contest detail: only the course map asks for it. */
import { type SqlClient } from './sql-client.js';

/** The GPX document, '' when the contest has none, or null for an unknown contest. */
export async function findCourseGpx(
  sql: SqlClient,
  eventId: string,
  contestId: string,
): Promise<string | null> {
  const [row] = await sql.query<{ gpx: string | null }>(
    'select course_gpx as gpx from contests where event_id = $1 and id = $2',
    [eventId, contestId],
  );
  return row === undefined ? null : (row.gpx ?? '');
}
