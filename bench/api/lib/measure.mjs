/** One autocannon run: requests per second and latency percentiles. */
import autocannon from 'autocannon';

export async function measure(url, { headers = {}, duration, connections }) {
  const result = await autocannon({ url, headers, duration, connections, pipelining: 1 });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}
