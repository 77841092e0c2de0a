-- The race-day mix for wrk. run.mjs draws the paths from bench/raceday/lib/workload.mjs (the same weights as
-- `npm run raceday`) and writes them one per line; wrk passes that file and the thread count after `--`. Each thread
-- walks its own slice of the list, so no path is asked twice in a run until a thread runs past its slice; those
-- requests are counted as `repeats` (a run that repeats would flatter a response cache: make the list longer).

local paths = {}
local index = 1
local share = 0
-- Global, as `repeats`, so that a script appended to this one can read each thread's count (crowd/wrk/crowd.lua).
sent = 0
repeats = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  local threads = tonumber(args[2]) or 1
  share = math.floor(#paths / threads)
  index = share * (id or 0) + 1
end

function request()
  local path = paths[index]
  index = index + 1
  if index > #paths then index = 1 end
  sent = sent + 1
  if sent > share then repeats = repeats + 1 end
  return wrk.format(nil, path)
end
