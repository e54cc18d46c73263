"""The open-internet measures of scripts/bench-serve, against a running `seatchart serve`
(loopback only, every loop bounded). Prints one line of figures per measure.

Usage:
  serve_public.py never-read PORT PID COUNT PATH SECONDS
      COUNT clients ask for PATH and never read: the server's peak resident memory.
  serve_public.py idle-flood PORT PID COUNT
      COUNT idle connections (twice the server's descriptor limit): refusals, CPU while they
      stay open, the time until a request is served once they close.
  serve_public.py stream-backlog PORT PID STREAMS ADMIN_TOKEN
      STREAMS event streams that never read while the box office blocks and unblocks seats:
      the memory they cost and whether the server closed them.
"""
import json
import resource
import socket
import sys
import time
import urllib.request


def status(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])  # kB
    return 0


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def slow_socket(port, receive_buffer=4096):
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    s.settimeout(10)
    s.connect(("127.0.0.1", port))
    return s


def closed_by_server(s, seconds):
    """Reads what waits until the server closes (True) or `seconds` pass (False)."""
    s.settimeout(0.5)
    end = time.time() + seconds
    while time.time() < end:
        try:
            if not s.recv(1 << 20):
                return True
        except socket.timeout:
            continue
        except OSError:
            return True
    return False


def never_read(port, pid, count, path, seconds):
    before = status(pid, "VmRSS")
    sockets = []
    for _ in range(count):
        s = slow_socket(port)
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
        sockets.append(s)
    peak, end = before, time.time() + seconds
    while time.time() < end:
        peak = max(peak, status(pid, "VmRSS"))
        time.sleep(0.1)
    closed = sum(closed_by_server(s, 0.2) for s in sockets)
    print(f"{count} clients never reading {path} for {seconds} s: resident {before / 1024:.0f} MB before, "
          f"peak {peak / 1024:.0f} MB (VmHWM {status(pid, 'VmHWM') / 1024:.0f} MB); {closed} cut off by then")


def idle_flood(port, pid, count):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    sockets, failed = [], 0
    for _ in range(count):
        s = socket.socket()
        s.settimeout(5)
        try:
            s.connect(("127.0.0.1", port))
            sockets.append(s)
        except OSError:
            failed += 1
    refused = 0
    for s in sockets:
        s.settimeout(0.02)
        try:
            if s.recv(64).startswith(b"HTTP/1.1 503"):
                refused += 1
        except OSError:
            pass
    ticks = cpu_ticks(pid)
    time.sleep(2)
    used = cpu_ticks(pid) - ticks
    alive = True
    try:
        with open(f"/proc/{pid}/status"):
            pass
    except OSError:
        alive = False
    for s in sockets:
        s.close()
    start, served = time.time(), None
    while time.time() - start < 30 and served is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/chart", timeout=2) as answer:
                if answer.status == 200:
                    served = time.time() - start
        except Exception:
            time.sleep(0.01)
    print(f"{count} idle connections: {len(sockets)} connected, {failed} not, {refused} answered 503; server alive: {alive}; "
          f"CPU {used} ticks in 2 s while they stayed open; served again {served if served is None else f'{served * 1000:.0f} ms'} after they closed")


def stream_backlog(port, pid, streams, admin):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/chart") as answer:
        tribunes = [t["id"] for t in json.load(answer)["tribunes"]]
    before = status(pid, "VmRSS")
    sockets = []
    for _ in range(streams):
        s = slow_socket(port)
        s.sendall(b"GET /api/events HTTP/1.1\r\nHost: bench\r\n\r\n")
        sockets.append(s)
    time.sleep(1)
    peak, changes, start = before, 0, time.time()

    def admin_call(route, seats):
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/admin/{route}", method="POST", data=json.dumps({"seats": seats}).encode(),
            headers={"Authorization": f"Bearer {admin}", "Content-Type": "application/json"})
        with urllib.request.urlopen(request) as answer:
            return len(json.load(answer)["seats"])

    for tribune in tribunes:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/seats?tribune={tribune}") as answer:
            ids = [s["id"] for s in json.load(answer)["seats"] if s["state"] == "available"]
        for route in ("block", "unblock"):
            for i in range(0, len(ids), 1000):
                changes += admin_call(route, ids[i:i + 1000])
                peak = max(peak, status(pid, "VmRSS"))
        if changes > 200_000 or time.time() - start > 120:
            break
    time.sleep(2)
    peak = max(peak, status(pid, "VmRSS"))
    closed = sum(closed_by_server(s, 2) for s in sockets)
    print(f"{streams} event streams never reading, {changes} changes: resident {before / 1024:.0f} MB before, peak "
          f"{peak / 1024:.0f} MB, {(peak - before) / 1024 / streams:.2f} MB a stream at most; {closed} closed by the server")


if __name__ == "__main__":
    command, port, pid = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if command == "never-read":
        never_read(port, pid, int(sys.argv[4]), sys.argv[5], float(sys.argv[6]))
    elif command == "idle-flood":
        idle_flood(port, pid, int(sys.argv[4]))
    elif command == "stream-backlog":
        stream_backlog(port, pid, int(sys.argv[4]), sys.argv[5])
    else:
        sys.exit(__doc__)
