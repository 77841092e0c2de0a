/**
 * The public API's examples on the developers page, with the site's own origin and real ids: code is never
 * translated (the prose around it is). The conventions are the versioned API's (docs/api.md): base path /api/v1,
 * CORS from any origin, a per-client rate limit with RateLimit-* headers and 429 + Retry-After, strong ETags.
 */
export type ExampleIds = { eventId: string; contestId: string; participantId: string };

export type ApiExamples = {
  base: string;
  openApi: string;
  docs: string;
  listEvents: string;
  results: string;
  splits: string;
  conditional: string;
  fetchAll: string;
  downloads: { csv: string; json: string; xml: string; card: string; ics: string };
};

const enc = encodeURIComponent;

export function apiExamples(origin: string, ids: ExampleIds): ApiExamples {
  const base = `${origin}/api/v1`;
  const event = `${base}/events/${enc(ids.eventId)}`;
  const contest = `${event}/contests/${enc(ids.contestId)}`;
  return {
    base,
    openApi: `${base}/openapi.json`,
    docs: `${origin}/api/docs`,
    listEvents: `curl "${base}/events?period=past&pageSize=20"`,
    results: `curl "${contest}/results?page=1&pageSize=100"`,
    splits: `curl "${event}/participants/${enc(ids.participantId)}"`,
    conditional: [
      `# The first answer carries an ETag, e.g. ETag: "r42"`,
      `curl -i "${contest}/results?page=1&pageSize=100"`,
      ``,
      `# Send it back: 304 Not Modified, no body, while nothing changed`,
      `curl -i -H 'If-None-Match: "r42"' "${contest}/results?page=1&pageSize=100"`,
    ].join('\n'),
    fetchAll: `const BASE = '${base}';
const etags = new Map(); // url → [etag, body]: unchanged pages answer 304

async function getJson(url) {
  for (;;) {
    const known = etags.get(url);
    const response = await fetch(url, {
      headers: known ? { 'If-None-Match': known[0] } : {},
    });
    if (response.status === 304) return known[1];
    if (response.status === 429) {
      // Over the rate limit: wait as long as the API says, then try again.
      const seconds = Number(response.headers.get('Retry-After') ?? 60);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!response.ok) throw new Error(\`\${url} → \${response.status}\`);
    const body = await response.json();
    etags.set(url, [response.headers.get('ETag'), body]);
    return body;
  }
}

/** Every result of a contest, page by page. */
async function allResults(eventId, contestId) {
  const rows = [];
  for (let page = 1; ; page++) {
    const url = \`\${BASE}/events/\${eventId}/contests/\${contestId}/results?page=\${page}&pageSize=100\`;
    const { items, total } = await getJson(url);
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) return rows;
  }
}

const rows = await allResults('${ids.eventId}', '${ids.contestId}');
console.log(rows.length, rows[0]?.name, rows[0]?.officialTimeMs);`,
    downloads: {
      csv: `${contest}/results.csv`,
      json: `${contest}/results.json`,
      xml: `${contest}/results.xml`,
      card: `${event}/participants/${enc(ids.participantId)}/card.png`,
      ics: `${event}/calendar.ics`,
    },
  };
}
