import { HealthResponse } from '@finishline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppWithDb,
  expectValid,
  getJson,
  openTestApp,
  testDbKinds,
  type TestApp,
} from '../../testing/test-app.js';

describe.each(testDbKinds())('operations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    const live = await getJson(t.app, '/healthz');
    expect(live.status).toBe(200);
    expectValid(HealthResponse, live.body);
    expect(live.response.headers['cache-control']).toBe('no-store');
    const ready = await getJson(t.app, '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('is not ready when the database does not answer', async () => {
    const broken = await buildAppWithDb({
      ...t.db,
      query: () => Promise.reject(new Error('connection refused')),
    });
    const ready = await getJson(broken, '/readyz');
    expect(ready).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'unavailable' } });
    expect((await getJson(broken, '/healthz')).status).toBe(200);
    // A database failure on a read is a 500 without internals.
    const failed = await getJson(broken, '/api/events');
    expect(failed).toMatchObject({
      status: 500,
      body: { error: { code: 'internal_error', message: 'Internal server error.' } },
    });
    expect(failed.response.body).not.toContain('refused');
    await broken.close();
  });

  it('exposes Prometheus metrics by route and status, and process memory', async () => {
    await getJson(t.app, '/api/events');
    await getJson(t.app, '/api/events/nope');
    await getJson(t.app, '/no/such/path/%3Cscript%3E');
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = response.body;
    expect(text).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/events",status="200"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/events\/:eventId",status="404"\} 1$/m,
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{method="GET",route="\/api\/events",status="200",le="\+Inf"\} \d+$/m,
    );
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).not.toContain('script');
  });
});
