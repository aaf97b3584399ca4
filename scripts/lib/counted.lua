-- wrk script for a fixed number of requests (scripts/soak, Performance/http/bench-http): cycles through the
-- requests listed in the file COUNTED_REQUESTS, one "METHOD TARGET" a line, or
-- "METHOD TARGET CONTENT-TYPE BODY" for a request with a body ('#' starts a comment), until each thread has COUNTED_PER_THREAD answers, then stops that thread. wrk's main
-- thread sleeps for the whole -d duration regardless, so each stopped thread leaves a file in
-- COUNTED_DONE_DIR, for the script that watches the folder (scripts/lib/wrk.py) to interrupt
-- it. An answer 5xx is reported on stderr as "server error STATUS".
local share = tonumber(os.getenv("COUNTED_PER_THREAD") or "100000")
local done_dir = os.getenv("COUNTED_DONE_DIR") or "/tmp"
local requests = {}
local answers = 0
local sent = 0
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end

function init(args)
  for line in io.lines(os.getenv("COUNTED_REQUESTS")) do
    local method, target, rest = line:gsub("#.*", ""):match("^%s*(%u+)%s+(%S+)%s*(.*)$")
    local content_type, body = rest and rest:match("^(%S+)%s+(%S+)")
    if method and content_type then
      requests[#requests + 1] = wrk.format(method, target, {["Content-Type"] = content_type}, body)
    elseif method then
      requests[#requests + 1] = wrk.format(method, target)
    end
  end
end

function request()
  sent = sent % #requests + 1
  return requests[sent]
end

function response(status, headers, body)
  answers = answers + 1
  if status >= 500 then
    io.stderr:write("server error " .. status .. "\n")
  end
  if answers == share then
    local file = io.open(done_dir .. "/" .. id, "w")
    file:write(answers)
    file:close()
    wrk.thread:stop()
  end
end
