"""Writes the wrk script of scripts/bench-events: one-seat holds on distinct free seats, each
request in one of the given events (round robin), with hold tokens of that event.
Usage: events_prepare.py BASE_URL OUT_FILE TOKENS_PER_EVENT EVENT..."""
import json
import random
import sys
import urllib.request

base, out, per_event, events = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
seats, offset = [], 0
while offset is not None:  # the whole chart's seats come in pages (every event has them all)
    with urllib.request.urlopen(f"{base}/api/seats?offset={offset}") as answer:
        page = json.load(answer)
    seats += [s["id"] for s in page["seats"] if s["state"] == "available"]
    offset = page["next"]
random.Random(7).shuffle(seats)
tokens = []
for event in events:
    for _ in range(per_event):
        request = urllib.request.Request(f"{base}/events/{event}/api/holders", method="POST")
        with urllib.request.urlopen(request) as answer:
            tokens.append(json.load(answer)["holder"])


def lua_list(items):
    return "{" + ",".join('"%s"' % item for item in items) + "}"


with open(out, "w") as f:
    f.write(f"""-- One-seat holds spread over {len(events)} events, each its own request and transaction.
local seats = {lua_list(seats)}
local events = {lua_list(events)}
local tokens = {lua_list(tokens)}
local per = {per_event}
local threads = 0
function setup(thread) thread:set("id", threads); threads = threads + 1 end
function init(args) n = 0 end
function request()
  n = n + 1
  local i = id + 2 * n
  local e = i % #events
  local k = math.floor(i / #events)
  local seat = seats[(k % #seats) + 1]
  local token = tokens[e * per + (k % per) + 1]
  return wrk.format("POST", "/events/" .. events[e + 1] .. "/api/holds",
    {{["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json"}},
    '{{"seats":["' .. seat .. '"]}}')
end
""")
