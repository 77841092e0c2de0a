-- Appended to page/wrk/mix.lua and page/wrk/report.lua (crowd/lib/crowd-wrk.mjs writes the combined script): counts
-- each thread's answers by status and prints, after report.lua's line, one JSON line with what each thread sent
-- (mix.lua's `sent`: the thread walked its slice of the path list from its start that far) and the statuses.

local crowd_threads = {}
local report_setup = setup
local report_done = done
statuses = {}

function setup(thread)
  report_setup(thread)
  table.insert(crowd_threads, thread)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  report_done(summary, latency, requests)
  local threads = {}
  local totals = {}
  for _, thread in ipairs(crowd_threads) do
    threads[#threads + 1] = tostring(tonumber(thread:get("sent")) or 0)
    for status, count in pairs(thread:get("statuses") or {}) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do
    parts[#parts + 1] = string.format('"%d":%d', status, count)
  end
  io.write(string.format('CROWD_JSON {"sent":[%s],"statuses":{%s}}\n', table.concat(threads, ","),
    table.concat(parts, ",")))
end
