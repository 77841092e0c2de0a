/** Row fingerprints for the results rewrite. */

/**
 * A 53-bit fingerprint of a row (cyrb53-style mixing), fed the values directly rather than a string built
 * for the purpose. Collisions (~1 in 2^53 per changed row) are not a practical concern.
 */
export class RowHasher {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  /** Starts a new row. */
  reset(): void {
    this.h1 = 0xdeadbeef;
    this.h2 = 0x41c6ce57;
  }

  private mix(value: number): void {
    this.h1 = Math.imul(this.h1 ^ value, 2_654_435_761);
    this.h2 = Math.imul(this.h2 ^ value, 1_597_334_677);
  }

  add(value: string | number | null): void {
    if (value === null) {
      this.mix(0x9e3779b9);
    } else if (typeof value === 'string') {
      this.mix(value.length);
      for (let index = 0; index < value.length; index++) this.mix(value.charCodeAt(index));
    } else if (Number.isNaN(value)) {
      this.mix(0x9e3779b9);
    } else if (Number.isSafeInteger(value)) {
      this.mix(value % 4_294_967_296);
      this.mix(Math.floor(value / 4_294_967_296));
    } else {
      this.add(String(value));
    }
  }

  digest(): number {
    let { h1, h2 } = this;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
    return 4_294_967_296 * (2_097_151 & h2) + (h1 >>> 0);
  }
}
