/**
 * How many live streams one client (an address, an IPv6 /64: @finishline/reads' clientAddress) may hold open at
 * once at the origin: each stream holds a socket and a place in every broadcast, so one client opening hundreds
 * would starve the rest. Beyond the limit a stream is answered with a `poll` event (ADR 033). Counted per process here; a
 * cluster of workers counts in its primary instead (packages/server's cluster permits), behind the same interface.
 */
export type StreamPermits = {
  /** Takes a permit for `client`; false when it already holds as many streams as it may. */
  acquire(client: string): Promise<boolean>;
  /** Gives back a permit taken with acquire. */
  release(client: string): void;
};

/** Streams a client may hold by default (LIVE_STREAMS_PER_CLIENT): a family's phones and tabs behind one address. */
export const DEFAULT_STREAMS_PER_CLIENT = 50;

/** A ledger of permits per client, with at most `perClient` each: the counting itself, wherever it runs. */
export class PermitLedger {
  private readonly held = new Map<string, number>();

  constructor(private readonly perClient: number) {}

  acquire(client: string): boolean {
    const count = this.held.get(client) ?? 0;
    if (count >= this.perClient) return false;
    this.held.set(client, count + 1);
    return true;
  }

  release(client: string): void {
    const count = (this.held.get(client) ?? 0) - 1;
    if (count > 0) this.held.set(client, count);
    else this.held.delete(client);
  }

  get clients(): number {
    return this.held.size;
  }
}

/** Permits counted in this process. */
export function localStreamPermits(perClient = DEFAULT_STREAMS_PER_CLIENT): StreamPermits {
  const ledger = new PermitLedger(perClient);
  return {
    acquire: async (client) => ledger.acquire(client),
    release: (client) => ledger.release(client),
  };
}
