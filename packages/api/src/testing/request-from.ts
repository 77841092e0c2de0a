/**
 * One HTTP request to a test server listening on 127.0.0.1, sent from the local address `from`: Linux routes all
 * of 127/8 to loopback, so tests can play several visitors (client addresses, forwarded-for chains) over real
 * sockets.
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export function requestFrom(
  server: Server,
  path: string,
  options: { from: string; method?: string; body?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: options.headers ?? {},
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
