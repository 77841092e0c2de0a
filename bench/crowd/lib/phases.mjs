/**
 * The benchmark's servers, one after the other on the same database. The quiet one reads the field, measures nginx
 * beside it and the misses with no replay, and is stopped; then a race-day one per replay speed (--speeds), each
 * starting with an empty cache: the replay (from --from, the marathon reset by simulate --reset, so each speed starts
 * from the same race), the misses during it, then the crowd — its warm-up, then the measured run.
 */
import { join } from 'node:path';
import { closeConnections, freePort, get, startServe } from '../../page/lib/serve.mjs';
import { startStaticNginx } from '../../page/lib/nginx-static.mjs';
import { crowdDrawer } from './crowd-paths.mjs';
import { printCrowdProfile, profileArgs } from './crowd-profile.mjs';
import { countRecomputes, storedReads } from './database.mjs';
import { readField, refreshCheckpointPages, warmDetails } from './field.mjs';
import { measureCrowd } from './measure-crowd.mjs';
import { missCpu } from './miss-cpu.mjs';
import { missUrls, reserveParticipants } from './miss-urls.mjs';
import { HEADERS, LIVE, options } from './options.mjs';
import { CATCH_UP_LIMIT_MS, startReplay } from './replay.mjs';
import { serverProcesses, watchMemory } from './server-tree.mjs';

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The error to report: `error`, or serve's exit (with its last log lines) if it exited before it was stopped. */
async function explained(serve, error) {
  const exit = await Promise.race([serve.exited, sleep(0.5).then(() => null)]);
  if (!exit) return error;
  return new Error(
    `serve exited during the run (${exit.code ?? exit.signal}; ${error?.message ?? 'seen after the crowd'}); ` +
      `its log ends:\n${serve.tail()}`,
    { cause: error },
  );
}

/** Throws if serve exited before the benchmark stopped it: its figures would lie. */
async function stillServing(serve) {
  const error = await explained(serve, null);
  if (error) throw error;
}

/** The quiet server: the field, nginx's static copy of the marathon's results page, the misses without a replay. */
export async function quietPhase(ctx) {
  const serve = await startServe({ name: 'serve-quiet', ...ctx.serveOptions });
  const memory = watchMemory(serve.pid);
  try {
    const field = await readField(serve.url);
    const live = field.contests.find((c) => c.eventId === LIVE.eventId && c.id === LIVE.contestId);
    if (!live) throw new Error(`No contest ${LIVE.eventId}/${LIVE.contestId}: is this the demo data?`);
    console.log(
      `Field: ${field.events.length} events, ${field.contests.length} contests, ${field.participants.length} ` +
        `participants; the marathon's results: ${live.pages} pages, ${live.filtered.length} filters. ` +
        `Server: ${(await serverProcesses(serve.pid)).length} process(es), WEB_CONCURRENCY=` +
        `${process.env.WEB_CONCURRENCY ?? '(unset)'}.`,
    );
    const path = `/event/${live.eventId}/contest/${live.id}/results`;
    const plain = await get(`${serve.url}${path}`, { ...HEADERS, 'Accept-Encoding': 'identity' });
    if (plain.status !== 200) throw new Error(`${path}: status ${plain.status}`);
    const nginx = await startStaticNginx(join(ctx.workDir, 'nginx'), {
      path,
      body: plain.body,
      port: await freePort(),
      precompressed: true,
    });
    const nginxRow = await measureCrowd({ ...ctx, base: nginx.url, pid: nginx.pid, path });
    await nginx.stop();
    const reserved = reserveParticipants(field, { count: options.requests, passes: 2, seed: options.seed });
    const urls = missUrls(field, reserved, { count: options.requests, pass: 0, seed: options.seed });
    const misses = await missCpu(serve, urls, { idleS: options.idle, db: ctx.db });
    await stillServing(serve);
    return { field, live, reserved, nginxRow, misses, memory: await memory.stop() };
  } catch (error) {
    throw await explained(serve, error);
  } finally {
    closeConnections();
    await serve.stop();
  }
}

/** The replay at `speed`, caught up and warmed up, with a counter of its recomputes (`replay.recomputes`). */
async function startLiveReplay(ctx, serve, quiet, speed) {
  const started = performance.now();
  const replay = startReplay({
    live: LIVE,
    base: serve.url,
    token: ctx.token,
    databaseUrl: ctx.db.url,
    speed,
    from: options.from,
    log: join(ctx.workDir, `simulate-${speed}x.log`),
    // More runners, more reads due by --from.
    catchUpLimitMs: CATCH_UP_LIMIT_MS * Math.max(1, options.scale),
  });
  try {
    await replay.caughtUp;
    replay.caughtUpS = (performance.now() - started) / 1000;
    replay.recomputes = await countRecomputes(ctx.db.url, LIVE);
    await sleep(options.replayWarmup);
    // The lists ranked at a checkpoint grow as the race goes on.
    await refreshCheckpointPages(serve.url, quiet.live);
    return replay;
  } catch (error) {
    await replay.recomputes?.close();
    await replay.stop();
    throw error;
  }
}

/**
 * A race-day server: the replay at `speed` (null: none, --no-replay), the misses during it, then the crowd. The
 * misses and the crowd's lists are the same at every speed (a fresh server each time: still new to it).
 */
export async function raceDayPhase(ctx, quiet, speed) {
  const tag = speed === null ? '' : `-${speed}x`;
  const profile = profileArgs(ctx.workDir, tag, options.profile);
  const serve = await startServe({
    name: `serve-raceday${tag}`,
    ...ctx.serveOptions,
    nodeArgs: profile.nodeArgs,
  });
  let crowd = null;
  const memory = watchMemory(serve.pid);
  let replay = null;
  try {
    await warmDetails(serve.url, quiet.field);
    let misses = null;
    if (speed !== null) {
      replay = await startLiveReplay(ctx, serve, quiet, speed);
      const urls = missUrls(quiet.field, quiet.reserved, {
        count: options.requests,
        pass: 1,
        seed: options.seed,
      });
      misses = await missCpu(serve, urls, {
        idleS: options.idle,
        db: ctx.db,
        recomputes: replay.recomputes,
        countReads: () => storedReads(ctx.db.url, LIVE),
      });
    }
    // One drawer for both lists: the warm-up asks for the same popular runners the measured run will, as a crowd
    // that has been there a while did. --paths is for --duration; the warm-up's list is as long per second, so
    // that it wraps no sooner.
    const drawer = crowdDrawer(quiet.field, { seed: options.seed, exclude: quiet.reserved.keys });
    const lists = {
      warmup: drawer.draw(Math.ceil((options.paths * options.crowdWarmup) / Math.max(1, options.duration))),
      measured: drawer.draw(options.paths),
    };
    crowd = await measureCrowd({ ...ctx, base: serve.url, pid: serve.pid, lists, replay, speed, tag });
    await stillServing(serve);
    const totals = replay ? await replay.stop() : null;
    return { speed, misses, crowd, totals, memory: await memory.stop() };
  } catch (error) {
    throw await explained(serve, error);
  } finally {
    closeConnections();
    await replay?.recomputes?.close();
    await replay?.stop();
    await serve.stop();
    if (profile.dir !== null && crowd !== null) {
      const label = speed === null ? 'without a replay' : `during the ${speed}× replay`;
      printCrowdProfile(profile.dir, crowd.window, crowd.row.result.requests, label);
    }
  }
}
