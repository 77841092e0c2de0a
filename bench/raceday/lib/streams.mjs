/** N open live streams (Server-Sent Events), as browsers on the live tab hold them, with what they received. */
import { request } from 'node:http';

export function openStreams(url, count) {
  const counts = { requested: count, open: 0, refused: 0, dropped: 0, events: 0, pings: 0, bytes: 0 };
  const requests = [];
  const opened = [];
  for (let i = 0; i < count; i++) {
    opened.push(
      new Promise((resolve) => {
        const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
          if (res.statusCode !== 200) {
            counts.refused += 1;
            res.resume();
            resolve();
            return;
          }
          counts.open += 1;
          resolve();
          res.on('data', (chunk) => {
            counts.bytes += chunk.length;
            const text = chunk.toString('latin1');
            counts.events += text.match(/^event: /gm)?.length ?? 0;
            counts.pings += text.match(/^: ping/gm)?.length ?? 0;
          });
          res.on('close', () => {
            if (!req.isClosing) counts.dropped += 1;
            counts.open -= 1;
          });
        });
        req.on('error', () => {
          counts.refused += 1;
          resolve();
        });
        req.end();
        requests.push(req);
      }),
    );
  }
  return {
    counts,
    ready: Promise.all(opened),
    close() {
      for (const req of requests) {
        req.isClosing = true;
        req.destroy();
      }
    },
  };
}
