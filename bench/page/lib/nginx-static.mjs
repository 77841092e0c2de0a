/**
 * Rows (a) and (a′): nginx serving a saved copy of a page as a static file, at the page's own path, with the
 * compression settings of deploy/nginx.conf (gzip on, level 5, from 1 kB; no brotli, which deploy/nginx.conf does
 * not use either: Debian has it as a separate module). `precompressed` adds the copy gzipped once (level 6, as
 * serve's cache keeps it) beside it, sent by gzip_static: what deploy/nginx.conf's proxy cache does with a page,
 * which it stores compressed. Without it, nginx compresses the page again for every request. One worker, as the
 * instance under test is one Node process. Debian/Ubuntu: apt-get install nginx.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { start } from './children.mjs';

export function hasNginx() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error === undefined;
}

/** Writes `body` to `dir`/www`path` (and its .gz) and starts nginx on 127.0.0.1:`port`; resolves once it answers. */
export async function startStaticNginx(dir, { path, body, port, workers = 1, precompressed = false }) {
  const root = join(dir, 'www');
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  if (precompressed) writeFileSync(`${file}.gz`, gzipSync(body, { level: 6 }));
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  // As root, workers would otherwise run as nobody, who cannot read the private temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
${user}
worker_processes ${workers};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  access_log off;
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 10000;
  etag on;
  gzip on;
  gzip_vary on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_static ${precompressed ? 'on' : 'off'};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri =404; }
  }
}
`,
  );
  const check = spawnSync('nginx', ['-t', '-q', '-e', join(dir, 'error.log'), '-c', config, '-p', dir], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const nginx = start(
    'nginx',
    'nginx',
    ['-c', config, '-p', dir],
    { stdio: 'ignore' },
    { stopSignal: 'SIGQUIT' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (nginx.child.exitCode !== null)
      throw new Error(`nginx exited (${nginx.child.exitCode}); see ${dir}/error.log`);
    try {
      if ((await fetch(`${url}${path}`)).ok) return { url, pid: nginx.child.pid, stop: nginx.stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await nginx.stop();
  throw new Error('nginx did not answer within 10 s');
}
