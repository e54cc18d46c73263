"""Writes the wrk scripts of scripts/bench-serve: one-seat holds on distinct free seats with
many hold tokens, and hit tests at random points of the chart's bounds.
Usage: serve_prepare.py BASE_URL OUT_FOLDER TOKEN_COUNT [K/N]
With K/N the holds take only the K-th of N shares of the free seats (0-based), so that N
servers on one state each get seats of their own."""
import json
import random
import sys
import urllib.request

base, out, token_count = sys.argv[1], sys.argv[2], int(sys.argv[3])
seats, offset = [], 0
while offset is not None:  # the whole chart's seats come in pages
    with urllib.request.urlopen(f"{base}/api/seats?offset={offset}") as answer:
        page = json.load(answer)
    seats += [s["id"] for s in page["seats"] if s["state"] == "available"]
    offset = page["next"]
with urllib.request.urlopen(base + "/api/chart") as answer:
    bounds = json.load(answer)["bounds"]
tokens = []
for _ in range(token_count):
    request = urllib.request.Request(base + "/api/holders", method="POST")
    with urllib.request.urlopen(request) as answer:
        tokens.append(json.load(answer)["holder"])
random.Random(7).shuffle(seats)
if len(sys.argv) > 4:
    part, parts = (int(n) for n in sys.argv[4].split("/"))
    seats = seats[part::parts]


def lua_list(items):
    return "{" + ",".join('"%s"' % item for item in items) + "}"


with open(f"{out}/holds{sys.argv[4].split('/')[0] if len(sys.argv) > 4 else ''}.lua", "w") as f:
    f.write(f"""-- One-seat holds, each its own request and transaction, on distinct seats.
local seats = {lua_list(seats)}
local tokens = {lua_list(tokens)}
local threads = 0
function setup(thread) thread:set("id", threads); threads = threads + 1 end
function init(args) n = 0 end
function request()
  n = n + 1
  local i = id + 2 * n
  local seat = seats[(i % #seats) + 1]
  local token = tokens[(i % #tokens) + 1]
  return wrk.format("POST", "/api/holds",
    {{["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json"}},
    '{{"seats":["' .. seat .. '"]}}')
end
""")
with open(f"{out}/costly.lua", "w") as f:
    f.write(f"""-- The costliest reads, in turn: the SVG at the widest allowed and a page of every seat.
local n = 0
function request()
  n = n + 1
  if n % 2 == 0 then return wrk.format("GET", "/api/chart.svg?width=4000") end
  return wrk.format("GET", string.format("/api/seats?offset=%d", (n * 10000) % {len(seats) + 10000}))
end
""")
with open(f"{out}/holders.lua", "w") as f:
    f.write("""-- New hold tokens, as fast as the server gives them.
function request() return wrk.format("POST", "/api/holders") end
""")
with open(f"{out}/hit.lua", "w") as f:
    f.write(f"""-- GET /api/hit at random points of the chart's bounds.
math.randomseed(7)
function request()
  local x = {bounds['x']} + math.random() * {bounds['width']}
  local y = {bounds['y']} + math.random() * {bounds['height']}
  return wrk.format("GET", string.format("/api/hit?x=%.3f&y=%.3f", x, y))
end
""")
print(f"{len(seats)} free seats, {len(tokens)} tokens")
