/** The OpenAPI 3.1 description generated from the contract: every endpoint, parameter and field documented. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './testing/endpoints.js';
import { openTestApp, type TestApp } from './testing/test-app.js';

type Schema = { description?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

/** Paths of fields without a description, walking objects and arrays. */
function undocumented(schema: Schema, path: string): string[] {
  const missing: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!property.description) missing.push(`${path}.${name}`);
    missing.push(...undocumented(property, `${path}.${name}`));
  }
  if (schema.items) missing.push(...undocumented(schema.items, `${path}[]`));
  for (const option of schema.anyOf ?? []) missing.push(...undocumented(option, path));
  return missing;
}

describe('OpenAPI', () => {
  let t: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await openTestApp('pglite');
    document = (await t.app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 with the 13 endpoints of the specification at their exact paths', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINTS) expect(document.paths[endpoint.path]?.get, endpoint.path).toBeDefined();
  });

  it('describes every parameter and every response field', () => {
    const missing: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const operation = document.paths[endpoint.path]?.get;
      if (!operation) continue;
      if (!operation.summary) missing.push(`${endpoint.path} summary`);
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.description && !parameter.schema?.description)
          missing.push(`${endpoint.path} ?${parameter.name}`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) missing.push(...undocumented(schema, `${endpoint.path} ${status}`));
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents the error answers', () => {
    const results = document.paths['/api/events/{eventId}/contests/{contestId}/results']?.get;
    expect(Object.keys(results?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    const parameters = (results?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(parameters).toEqual(
      expect.arrayContaining([
        'path:eventId',
        'path:contestId',
        'query:gender',
        'query:ageGroup',
        'query:country',
        'query:club',
        'query:status',
        'query:checkpoint',
        'query:page',
        'query:pageSize',
      ]),
    );
  });

  it('serves a browsable page', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    const html = page.statusCode === 302 ? await t.app.inject({ url: String(page.headers.location) }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger');
  });
});
