import { once } from 'node:events';
import { createServer, get, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express, { type Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { singleDrainListener } from './single-drain-listener.js';

/** Writes like React Router's streaming render: on backpressure, once('drain') then off('drain') after it. */
async function writeWithBackpressure(res: Response, chunks: number): Promise<void> {
  for (let i = 0; i < chunks; i++) {
    // Incompressible bytes keep zlib busy, so writes meet backpressure.
    if (!res.write(randomBytes(32 * 1024))) {
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off('drain', onDrain);
          resolve();
        };
        res.once('drain', onDrain);
      });
    }
  }
  res.end();
}

let server: Server | undefined;
afterEach(() => server?.close());

async function warningsOfOneLargeResponse(withShim: boolean): Promise<{ warnings: string[]; bytes: number }> {
  const app = express();
  app.use(compression());
  if (withShim) app.use(singleDrainListener);
  app.get('/', (_req, res) => {
    res.type('text/html');
    void writeWithBackpressure(res, 200);
  });
  server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  try {
    const bytes = await new Promise<number>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let total = 0;
        response.on('data', (chunk: Buffer) => (total += chunk.length));
        response.on('end', () => resolve(total));
      }).on('error', reject);
    });
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    return { warnings: warnings.filter((w) => w.includes('drain')), bytes };
  } finally {
    process.off('warning', onWarning);
  }
}

describe('singleDrainListener', () => {
  it('leaves no drain listeners piling up on the compression stream', async () => {
    const { warnings, bytes } = await warningsOfOneLargeResponse(true);
    expect(bytes).toBeGreaterThan(6_000_000);
    expect(warnings).toEqual([]);
  });

  it('is needed: without it the same response piles them up (the warning of expressjs/compression#135)', async () => {
    const { warnings } = await warningsOfOneLargeResponse(false);
    expect(warnings.join('\n')).toMatch(/MaxListenersExceededWarning: .*drain listeners/);
  });
});
