"""Opens CLIENTS event streams on a running `seatchart serve`, then makes CHANGES one-seat holds,
one every 100 ms, and reports how long each change took to reach every client, measured from
the moment its request was sent (an upper bound of the time from its commit). With WRITE_PORT
the holds go to another server on the same state (PostgreSQL), so each change crosses over.
Usage: sse_latency.py HOST PORT CLIENTS CHANGES [WRITE_PORT]"""
import asyncio
import json
import statistics
import sys
import time

host, port, clients, changes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
write_port = int(sys.argv[5]) if len(sys.argv) > 5 else port
arrivals = {}  # seat -> list of arrival times
ready = 0


async def listen(done: asyncio.Event):
    global ready
    reader, writer = await asyncio.open_connection(host, port, limit=1 << 20)
    writer.write(f"GET /api/events HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    counted = False
    while not done.is_set():
        line = await reader.readline()
        if not line:
            break
        if line.startswith(b"event: ready") and not counted:
            counted = True
            ready += 1
        elif line.startswith(b"data: {\"seq\"") and b"seat" in line:
            seat = json.loads(line[6:])["seat"]
            arrivals.setdefault(seat, []).append(time.perf_counter())
    writer.close()


async def request(method, path, headers="", body=""):
    reader, writer = await asyncio.open_connection(host, write_port)
    writer.write(f"{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nContent-Length: {len(body)}\r\n{headers}\r\n{body}".encode())
    await writer.drain()
    answer = await reader.read()
    writer.close()
    head, _, payload = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), payload


async def main():
    done = asyncio.Event()
    listeners = [asyncio.create_task(listen(done)) for _ in range(clients)]
    while ready < clients:
        await asyncio.sleep(0.05)
    _, payload = await request("POST", "/api/holders")
    token = json.loads(payload)["holder"]
    _, payload = await request("GET", "/api/seats?offset=0")
    free = [s["id"] for s in json.loads(payload)["seats"] if s["state"] == "available"][-changes:]
    sent = {}
    for seat in free:
        sent[seat] = time.perf_counter()
        status, _ = await request("POST", "/api/holds", f"Authorization: Bearer {token}\r\nContent-Type: application/json\r\n",
                                  json.dumps({"seats": [seat]}))
        assert status == 200, status
        await asyncio.sleep(0.1)
    await asyncio.sleep(1.0)
    done.set()
    delays = []
    missing = 0
    for seat in free:
        got = arrivals.get(seat, [])
        missing += clients - len(got)
        delays += [(t - sent[seat]) * 1000 for t in got]
    delays.sort()
    p = lambda q: delays[min(len(delays) - 1, int(q * len(delays)))]
    print(f"clients {clients}, changes {changes}, deliveries {len(delays)}, missing {missing}")
    print(f"delay ms: p50 {p(0.5):.1f}, p99 {p(0.99):.1f}, max {delays[-1]:.1f}, mean {statistics.mean(delays):.1f}")
    for task in listeners:
        task.cancel()


asyncio.run(main())
