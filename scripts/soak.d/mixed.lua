-- wrk script for scripts/soak: cycles through valid and invalid requests on every endpoint,
-- and stops each thread after its share of the total.
local requests = {
  {"GET", "/layout?count=20&offset=300"},
  {"GET", "/layout?count=1000000&offset=123456.5&radius=400"},
  {"GET", "/layout?layout=circle&count=12&offset=-64"},
  {"GET", "/layout?layout=parallax&count=4,3,5&offset=640"},
  {"GET", "/layout?layout=parallax&count=100000&offset=500000&stickyMenu=false"},
  {"GET", "/snap?count=20&offset=310&velocity=-2"},
  {"GET", "/layout?layout=carousel&type=rotary&count=1000000&offset=4450"},
  {"GET", "/layout?layout=carousel&type=coverFlow2&count=40&offset=-130&vertical=true&fadeMax=2"},
  {"GET", "/snap?layout=carousel&type=cylinder&count=30&offset=4450&velocity=3000"},
  {"GET", "/layout?layout=carousel&type=spiral&count=3"},
  {"GET", "/motion?count=20&offset=250&velocity=600&fields=css,transformOrigin,zIndex,alpha"},
  {"GET", "/motion?layout=carousel&type=coverFlow2&count=40&offset=-130&velocity=-2500&fields=css,zIndex,alpha"},
  {"GET", "/motion?layout=parallax&count=4,3,5&item=2&section=1&rate=fast"},
  {"GET", "/motion?count=10000000&velocity=10000&fps=240"},
  {"GET", "/motion?count=20&velocity=600&item=3"},
  {"GET", "/hit?layout=carousel&type=coverFlow&count=20&x=330&y=333.5"},
  {"GET", "/hit?layout=parallax&count=4,3,5&offset=640&x=100&y=95"},
  {"GET", "/hit?count=20&x=1"},
  {"GET", "/layout?count=20&offset=300&fields=css,bogus"},
  {"GET", "/"},
  {"GET", "/healthz"},
  {"GET", "/openapi.yaml"},
  {"GET", "/metrics"},
  {"GET", "/layout?count=abc"},
  {"GET", "/layout?count=1&offset=nan"},
  {"GET", "/layout?layout=circle&count=3&radius=5"},
  {"GET", "/layout?count=1&offset=1&offset=2"},
  {"GET", "/layout?count=2000&cull=false"},
  {"GET", "/nowhere"},
  {"POST", "/layout?count=3"},
  {"DELETE", "/snap"},
  -- no HEAD: wrk would wait for the body its Content-Length announces
}
local share = tonumber(os.getenv("SOAK_PER_THREAD") or "100000")
local done_dir = os.getenv("SOAK_DONE_DIR") or "/tmp"
local counter = 0
local sent = 0
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end

request = function()
  sent = sent + 1
  local entry = requests[(sent % #requests) + 1]
  return wrk.format(entry[1], entry[2])
end

response = function(status, headers, body)
  counter = counter + 1
  if status >= 500 then
    io.stderr:write("server error " .. status .. "\n")
  end
  if counter == share then
    -- wrk's main thread sleeps for the whole -d duration; the script watching this folder
    -- interrupts it once every thread is done.
    local file = io.open(done_dir .. "/" .. id, "w")
    file:write(counter)
    file:close()
    wrk.thread:stop()
  end
end
