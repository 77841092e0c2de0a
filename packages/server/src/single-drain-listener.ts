/**
 * `compression` forwards `res.on('drain')` to its zlib stream but leaves `res.off` on the response, so a
 * listener added with `once('drain')` and taken off with `off` (React Router's streaming render does this on
 * every backpressured write) stays on the zlib stream until the response ends: dozens per large page under load,
 * and a MaxListenersExceededWarning (expressjs/compression#135). This middleware, mounted after compression,
 * gives the response one real 'drain' listener and keeps the waiters in a set that `off` can reach.
 */
import { type NextFunction, type Request, type Response } from 'express';

type Listener = (...args: unknown[]) => void;

export function singleDrainListener(_req: Request, res: Response, next: NextFunction): void {
  const waiting = new Set<Listener>();
  let isHooked = false;
  const once = res.once.bind(res);
  const off = res.off.bind(res);
  const removeListener = res.removeListener.bind(res);

  const onceDrain = function onceDrain(event: string | symbol, listener: Listener) {
    if (event !== 'drain') return once(event, listener);
    if (!isHooked) {
      isHooked = true;
      res.on('drain', () => {
        const ready = [...waiting];
        waiting.clear();
        for (const waiter of ready) waiter();
      });
    }
    waiting.add(listener);
    return res;
  };
  res.once = onceDrain as typeof res.once;
  const forget = (original: typeof off) =>
    function forgetDrain(event: string | symbol, listener: Listener) {
      if (event === 'drain' && waiting.delete(listener)) return res;
      return original(event, listener);
    } as typeof off;
  res.off = forget(off);
  res.removeListener = forget(removeListener);
  next();
}
