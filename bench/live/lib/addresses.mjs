/**
 * Where each stream client comes from. The server caps the live streams one client address may hold
 * (LIVE_STREAMS_PER_CLIENT, 50 by default), as it should: the crowd is many homes, each an address. Thousands of
 * clients from 127.0.0.1 would be 50 streams and thousands of 429s, and the bench would measure 50 clients. Linux
 * routes the whole of 127.0.0.0/8 to the loopback interface, so a socket can take any of those addresses as its
 * source (http.request's `localAddress`) with no setup. Client i (0-based) of round r (1-based) comes from
 *
 *   127.r.⌊a / 250⌋.(1 + a mod 250), where a = ⌊i / perAddress⌋ (perAddress: 40 by default)
 *
 * so 40 streams an address — a large household or a small office behind one NAT, under the cap with room to spare;
 * 5,000 clients are 125 addresses (127.1.0.1–127.1.0.125), 20,000 are 500 (127.2.0.1–127.2.1.250). Each round has
 * its own /16, so a round never binds an address whose sockets of the round before are still in TIME_WAIT; 127.0.x.x
 * (127.0.0.1 is the server's and the ingest driver's) and last bytes .0 and .255 are never used. 62,500 addresses a
 * round: up to 2.5 million clients at 40 each. (macOS answers only 127.0.0.1 without aliases: EADDRNOTAVAIL there.)
 */
export const DEFAULT_PER_ADDRESS = 40;
const PER_THIRD_BYTE = 250;
const MAX_ADDRESSES = 250 * PER_THIRD_BYTE;

/** The source address of client `index` of round `round`, `perAddress` clients an address. */
export function clientAddress(round, index, perAddress = DEFAULT_PER_ADDRESS) {
  const address = Math.floor(index / perAddress);
  if (!Number.isInteger(round) || round < 1 || round > 254 || address >= MAX_ADDRESSES)
    throw new RangeError(
      `No loopback address for client ${index} of round ${round} (${perAddress} an address)`,
    );
  return `127.${round}.${Math.floor(address / PER_THIRD_BYTE)}.${1 + (address % PER_THIRD_BYTE)}`;
}

/** How many addresses `count` clients use, and the first and the last. */
export function addressSpan(round, count, perAddress = DEFAULT_PER_ADDRESS) {
  return {
    count: Math.ceil(count / perAddress),
    first: clientAddress(round, 0, perAddress),
    last: clientAddress(round, Math.max(0, count - 1), perAddress),
  };
}
