/** Epoch milliseconds to an ISO 8601 UTC instant. */
export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
