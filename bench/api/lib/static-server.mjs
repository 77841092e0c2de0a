/**
 * The baseline: the same bytes served as static files, by nginx when it is installed (one worker, like the
 * single Node process of the API), else by a minimal Node static server (the output says which).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

function hasNginx() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

const NODE_STATIC = `
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
const dir = process.argv[2];
const files = new Map(readdirSync(dir).map((name) => {
  const body = readFileSync(dir + '/' + name);
  return ['/' + name, { body, etag: '"' + createHash('sha1').update(body).digest('hex') + '"' }];
}));
createServer((req, res) => {
  const file = files.get(req.url);
  if (!file) { res.writeHead(404).end(); return; }
  if (req.headers['if-none-match'] === file.etag) { res.writeHead(304, { etag: file.etag }).end(); return; }
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': file.body.length, etag: file.etag }).end(file.body);
}).listen(Number(process.argv[3]), '127.0.0.1');
`;

/** Writes the files and starts the server; returns { kind, url, stop }. */
export async function startStaticServer(dir, files, port) {
  const root = join(dir, 'www');
  await mkdir(root, { recursive: true });
  for (const [name, body] of Object.entries(files)) await writeFile(join(root, name), body);
  let child;
  let kind;
  if (hasNginx()) {
    kind = 'nginx';
    const conf = join(dir, 'nginx.conf');
    await mkdir(join(dir, 'nginx-temp'), { recursive: true });
    await writeFile(
      conf,
      `daemon off; worker_processes 1; user root; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'nginx-error.log')};
events { worker_connections 1024; }
http {
  access_log off; default_type application/json; etag on; keepalive_requests 1000000;
  client_body_temp_path ${join(dir, 'nginx-temp')}; proxy_temp_path ${join(dir, 'nginx-temp')};
  fastcgi_temp_path ${join(dir, 'nginx-temp')}; uwsgi_temp_path ${join(dir, 'nginx-temp')}; scgi_temp_path ${join(dir, 'nginx-temp')};
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri =404; } }
}
`,
    );
    child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  } else {
    kind = 'node static server (nginx not installed)';
    const script = join(dir, 'static.mjs');
    await writeFile(script, NODE_STATIC);
    child = spawn(process.execPath, [script, root, String(port)], { stdio: 'ignore' });
  }
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/${Object.keys(files)[0]}`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    kind,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** sha1 of bytes, to show both servers send the same. */
export function digest(bytes) {
  return createHash('sha1').update(bytes).digest('hex').slice(0, 12);
}
