"""Runs browser checks one after another in one process with one Chromium (browser_session.py).

The Swift tests (SeatChartTestSupport/BrowserWorkers.swift) keep a few of these running and
hand each check to an idle one. On standard input, one JSON line a check:
`{"script": PATH, "argv": [...], "cwd": DIR, "stdout": FILE, "stderr": FILE}`; the script runs
as `__main__` with that `sys.argv`, in that directory, its standard output and error (and its
children's) written to the two files; then one line on standard output, `{"status": N}`: the
script's exit status, 1 for an exception (its traceback in the error file). The worker ends
when its standard input does."""
import json
import os
import runpy
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_session  # noqa: E402


def run(job, worker):
    """Runs one check; returns its exit status."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    out = os.open(job["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open(job["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(out, 1)
    os.dup2(err, 2)
    os.close(out)
    os.close(err)
    argv, path, cwd = sys.argv, list(sys.path), os.getcwd()
    status = 0
    try:
        sys.argv = [job["script"], *job["argv"]]
        sys.path.insert(0, os.path.dirname(os.path.abspath(job["script"])))
        os.chdir(job.get("cwd") or cwd)
        runpy.run_path(job["script"], run_name="__main__")
    except SystemExit as end:
        if end.code is None:
            status = 0
        elif isinstance(end.code, int):
            status = end.code
        else:
            print(end.code, file=sys.stderr)
            status = 1
    except BaseException:
        traceback.print_exc()
        status = 1
    finally:
        worker.after_check(failed=status != 0)
        sys.stdout.flush()
        sys.stderr.flush()
        sys.argv, sys.path[:] = argv, path
        os.chdir(cwd)
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.close(saved[0])
        os.close(saved[1])
    return status


def main():
    answers = os.fdopen(os.dup(1), "w")
    worker = browser_session.start_worker()
    try:
        for line in sys.stdin:
            if line.strip():
                status = run(json.loads(line), worker)
                answers.write(json.dumps({"status": status}) + "\n")
                answers.flush()
    finally:
        worker.stop()


if __name__ == "__main__":
    main()
