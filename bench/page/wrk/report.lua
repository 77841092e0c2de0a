-- Appended to every wrk script of bench/page (run.mjs writes the combined script to its temp folder): numbers the
-- threads (mix.lua starts each one at its own place in the path list) and prints the run's figures as one JSON
-- line, which run.mjs reads. Latencies are in microseconds; `status` counts answers with a status of 400 or more.

local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function done(summary, latency, requests)
  local repeats = 0
  for _, thread in ipairs(threads) do
    repeats = repeats + (tonumber(thread:get("repeats")) or 0)
  end
  local errors = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,' ..
      '"timeout":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%d,"repeats":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write, errors.status,
    errors.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    latency.mean, repeats))
end
