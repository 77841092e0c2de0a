/**
 * "Where the time goes": self time of a V8 CPU profile (`node --cpu-prof`, the server's main thread), within a
 * time window, by package and by function. Native frames without a script (JSON.parse, a zlib or crypto binding,
 * a regular-expression run) are charged to the nearest caller that has one, so that the time lands on the package
 * that asked for the work; what V8 cannot attribute at all is "(program)", and garbage collection is its own row.
 */
import { readFileSync } from 'node:fs';

/** Packages grouped as the team talks about them; any other package is its own group. */
const PACKAGE_GROUPS = [
  [/^react-dom$/, 'react-dom'],
  [/^(react|scheduler)$/, 'react'],
  [/^(react-router|@react-router\/.*|cookie|set-cookie-parser)$/, 'react-router'],
  [
    /^(fastify|@fastify\/.*|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|fast-uri|ajv|ajv-.*|pino|pino-.*|sonic-boom|thread-stream|fast-redact|secure-json-parse|fastq|process-warning|toad-cache|abstract-logging|rfdc|json-schema-ref-resolver|@sinclair\/typebox)$/,
    'fastify (+ ajv, pino, find-my-way…)',
  ],
  [
    /^(express|compression|send|serve-static|body-parser|router|finalhandler|accepts|negotiator|on-headers|vary|etag|fresh|mime|mime-types|debug|ms|qs|path-to-regexp|parseurl|encodeurl|escape-html|range-parser|statuses|depd|content-type|content-disposition|type-is|media-typer|safe-buffer|cookie-signature|merge-descriptors|utils-merge|methods|proxy-addr|forwarded|ipaddr\.js|on-finished|ee-first|http-errors|iconv-lite|raw-body|bytes|destroy|unpipe|setprototypeof|toidentifier|inherits|array-flatten)$/,
    'express + compression',
  ],
  [/^@electric-sql\/pglite.*$/, 'pglite (database, WebAssembly)'],
  [/^(pg|pg-.*|postgres-.*|pgpass)$/, 'pg'],
  [/^drizzle-orm$/, 'drizzle-orm'],
  [/^(intl-messageformat|@formatjs\/.*)$/, 'intl-messageformat'],
];

function packageGroup(name) {
  for (const [pattern, group] of PACKAGE_GROUPS) if (pattern.test(name)) return group;
  return name;
}

/** The group of Node's own modules; null for the rest (fs, buffers, text codecs, timers): charged to the caller. */
function nodeGroup(module) {
  if (/^internal\/deps\/undici/.test(module)) return 'node: fetch (undici)';
  if (/zlib/.test(module)) return 'zlib (main thread only)';
  if (
    /^(_http_|http$|internal\/http|net$|internal\/net|internal\/stream_base_commons|internal\/js_stream_socket)/.test(
      module,
    )
  )
    return 'node:http + net';
  if (/stream|internal\/webstreams/.test(module)) return 'node: streams';
  return null;
}

/**
 * The group of a frame; null for a native frame and for Node's general-purpose modules, which are charged to their
 * caller (PGlite's file reads and text decoding are the database's time).
 */
function groupOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return 'V8: garbage collection';
  if (functionName === '(program)') return 'V8: (program), unattributed native work';
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(root)') return 'root';
  if (!url) return /^(wasm-function|\$)/.test(functionName) ? 'pglite (database, WebAssembly)' : null;
  if (url.startsWith('wasm://')) return 'pglite (database, WebAssembly)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return packageGroup(rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]);
  }
  if (url.startsWith('node:')) return nodeGroup(url.slice('node:'.length));
  if (url.includes('/apps/web/build/')) return 'our code: the site (web build)';
  const ours = /\/(packages|apps)\/([^/]+)\//.exec(url);
  if (ours) return `our code: ${ours[2]}`;
  return url;
}

function shortPlace(url, line) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  const place =
    modules >= 0
      ? url.slice(modules + '/node_modules/'.length)
      : url.replace(/^file:\/\/.*?\/(packages|apps)\//, '$1/').replace(/^node:/, 'node:');
  return `${place}:${line + 1}`;
}

/**
 * Self time in [fromUs, toUs] (the monotonic clock of process.hrtime, which V8's profile timestamps share on
 * Linux); the whole profile when the window does not overlap it (then `windowed` is false).
 */
export function summariseProfile(file, fromUs, toUs) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const windowed = fromUs < profile.endTime && toUs > profile.startTime;

  // A sample lasts until the next one (the DevTools convention).
  const selfUs = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const lasts = profile.timeDeltas[i + 1] ?? 0;
    if (windowed && (at < fromUs || at > toUs)) continue;
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + lasts);
  }

  // A frame without a group of its own takes its nearest caller's; Node's own frames with no caller but the event
  // loop (timers, ticks) are "node: other", native ones "V8: native".
  const groupCache = new Map();
  function chargedGroup(id) {
    if (groupCache.has(id)) return groupCache.get(id);
    const node = nodes.get(id);
    let group = groupOf(node.callFrame);
    if (group === null) group = parent.has(id) ? chargedGroup(parent.get(id)) : 'root';
    if (group === 'root') group = node.callFrame.url ? 'node: other' : 'V8: native';
    groupCache.set(id, group);
    return group;
  }

  const byGroup = new Map();
  const byFunction = new Map();
  let idleUs = 0;
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const group = chargedGroup(id);
    if (group === '(idle)') {
      idleUs += us;
      continue;
    }
    busyUs += us;
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const key = `${functionName || '(anonymous)'}  ${shortPlace(url, lineNumber)}`;
    const entry = byFunction.get(key) ?? { name: key, group, us: 0 };
    entry.us += us;
    byFunction.set(key, entry);
  }
  return {
    windowed,
    busyUs,
    idleUs,
    groups: [...byGroup].map(([group, us]) => ({ group, us })).sort((a, b) => b.us - a.us),
    functions: [...byFunction.values()].sort((a, b) => b.us - a.us),
  };
}
