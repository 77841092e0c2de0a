/**
 * A segmented LRU bounded by bytes. New entries go to a probation segment, which uses whatever the protected segment
 * does not; a second use promotes an entry to the protected segment (at most four fifths of the budget). A flood of
 * distinct URLs, each asked once, so churns probation only: it can neither evict the hot pages (protected) nor grow
 * memory past the budget. One entry may take at most a fifth of the budget.
 */
export type Sized = { readonly bytes: number };

const PROBATION_SHARE = 0.2;

export class SegmentedLru<V extends Sized> {
  private readonly probation = new Map<string, V>();
  private readonly protected = new Map<string, V>();
  private probationBytes = 0;
  private protectedBytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  get size(): number {
    return this.probation.size + this.protected.size;
  }

  /** The entry, marked as used (a second use moves it to the protected segment). */
  get(key: string): V | undefined {
    const hot = this.protected.get(key);
    if (hot !== undefined) {
      this.protected.delete(key);
      this.protected.set(key, hot);
      return hot;
    }
    const cold = this.probation.get(key);
    if (cold === undefined) return undefined;
    this.probation.delete(key);
    this.probationBytes -= cold.bytes;
    this.protected.set(key, cold);
    this.protectedBytes += cold.bytes;
    this.shrinkProtected();
    return cold;
  }

  /** The entry without marking it used. */
  peek(key: string): V | undefined {
    return this.protected.get(key) ?? this.probation.get(key);
  }

  /** Stores `value`: a replacement keeps its segment, a new entry starts on probation. Too large: not kept. */
  set(key: string, value: V): void {
    if (this.protected.has(key)) {
      this.protectedBytes += value.bytes - (this.protected.get(key)?.bytes ?? 0);
      this.protected.delete(key);
      this.protected.set(key, value);
      this.shrinkProtected();
      return;
    }
    this.delete(key);
    if (value.bytes > this.maxBytes * PROBATION_SHARE) return;
    this.probation.set(key, value);
    this.probationBytes += value.bytes;
    this.shrinkProbation();
  }

  delete(key: string): boolean {
    const cold = this.probation.get(key);
    if (cold !== undefined) {
      this.probation.delete(key);
      this.probationBytes -= cold.bytes;
      return true;
    }
    const hot = this.protected.get(key);
    if (hot === undefined) return false;
    this.protected.delete(key);
    this.protectedBytes -= hot.bytes;
    return true;
  }

  /** Every entry, protected ones first (for invalidation by tag). */
  *entries(): IterableIterator<[string, V]> {
    yield* this.protected;
    yield* this.probation;
  }

  /** Protected entries past their share go back to probation (most recent first), which then trims itself. */
  private shrinkProtected(): void {
    const limit = this.maxBytes * (1 - PROBATION_SHARE);
    for (const [key, value] of this.protected) {
      if (this.protectedBytes <= limit) break;
      this.protected.delete(key);
      this.protectedBytes -= value.bytes;
      this.probation.set(key, value);
      this.probationBytes += value.bytes;
    }
    this.shrinkProbation();
  }

  private shrinkProbation(): void {
    const limit = this.maxBytes - this.protectedBytes;
    for (const [key, value] of this.probation) {
      if (this.probationBytes <= limit) break;
      this.probation.delete(key);
      this.probationBytes -= value.bytes;
    }
  }
}
