#!/usr/bin/python3
"""External change -> shown in another process's window: latency over N trials.

Usage (under Xvfb; needs sqlite3 and xdotool):
  xvfb-run -a -s "-screen 0 1280x1024x24" /usr/bin/python3 scripts/measure-live-sync.py \
      .build/release/vsm-profile-gtk 60 [module,cli,save,inproc]

Two app processes on one store (no session bus, so each runs on its own). Scenarios:
  module: UPDATE through libsqlite3 (Python's sqlite3) in this process; t0 = commit returned
  cli:    the sqlite3 program; t0 = just before spawning it (includes process start)
  save:   a save typed (xdotool) into app 2; t0 = app 2's `saved` state (after its commit,
          so it can be negative) and app 2's `saving` state (before its write)
  inproc: baseline, the same typed save in a second window of app 1 (Ctrl+N), shown in its
          first window by GRDB's own observation
Latency = the app's VSM_DEBUG line for the storeChanged state (CLOCK_MONOTONIC, the clock
of time.monotonic()) - t0. The state is rendered synchronously when it is set; the frame
is painted at the next frame clock tick after that.
"""
import os, re, sqlite3, statistics, subprocess, sys, tempfile, threading, time

BIN, N = sys.argv[1], int(sys.argv[2])
SCENARIOS = sys.argv[3].split(",") if len(sys.argv) > 3 else ["module", "cli", "save", "inproc"]
data = tempfile.mkdtemp(prefix="vsm-measure-")
db = os.path.join(data, "profile.sqlite")
env = dict(os.environ, VSM_DEBUG="1", GSETTINGS_BACKEND="memory", GTK_A11Y="none",
           DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent/vsm-measure")
STAMP = re.compile(r"^vsm\[([0-9.]+)\] ")

class App:
    def __init__(self):
        self.p = subprocess.Popen([BIN, "--data-dir", data], stderr=subprocess.PIPE, env=env, text=True)
        self.lines, self.cv = [], threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
    def read(self):
        for line in self.p.stderr:
            with self.cv:
                self.lines.append(line)
                self.cv.notify_all()
    def wait(self, *fragments, start=0, timeout=10):
        deadline = time.monotonic() + timeout
        with self.cv:
            while True:
                for index in range(start, len(self.lines)):
                    line = self.lines[index]
                    if all(f in line for f in fragments):
                        return float(STAMP.match(line).group(1)), index
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("no line with %r" % (fragments,))
                self.cv.wait(left)
    def stop(self):
        self.p.terminate()
        self.p.wait(10)

def summary(name, values):
    ms = sorted(v * 1000 for v in values)
    def pct(p):
        return ms[min(len(ms) - 1, int(round(p / 100 * (len(ms) - 1))))]
    print("%-28s n=%d  p50=%.1f ms  p90=%.1f ms  p99=%.1f ms  max=%.1f ms  min=%.1f ms" %
          (name, len(ms), pct(50), pct(90), pct(99), ms[-1], ms[0]), flush=True)

apps = [App()]
apps[0].wait("LoadUserProfileViewState didSet loaded")
apps.append(App())
apps[1].wait("LoadUserProfileViewState didSet loaded")
time.sleep(0.5)
try:
    if "module" in SCENARIOS:
        lat = [[], []]
        for i in range(N):
            name = "module-%d" % i
            mark = [len(a.lines) for a in apps]
            con = sqlite3.connect(db, timeout=5)
            con.execute("UPDATE profile SET username = ? WHERE id = 1", (name,))
            con.commit()
            t0 = time.monotonic()
            con.close()
            for k, a in enumerate(apps):
                ts, _ = a.wait('username: "%s"' % name, "storeChanged", start=mark[k])
                lat[k].append(ts - t0)
            time.sleep(0.05)
        summary("module -> app 1", lat[0]); summary("module -> app 2", lat[1])
    if "cli" in SCENARIOS:
        lat = [[], []]
        for i in range(N):
            name = "cli-%d" % i
            mark = [len(a.lines) for a in apps]
            t0 = time.monotonic()
            subprocess.run(["sqlite3", "-cmd", ".timeout 5000", db,
                            "UPDATE profile SET username = '%s' WHERE id = 1" % name], check=True)
            for k, a in enumerate(apps):
                ts, _ = a.wait('username: "%s"' % name, "storeChanged", start=mark[k])
                lat[k].append(ts - t0)
            time.sleep(0.05)
        summary("sqlite3 CLI -> app 1", lat[0]); summary("sqlite3 CLI -> app 2", lat[1])
    if "save" in SCENARIOS:
        windows = subprocess.run(["xdotool", "search", "--pid", str(apps[1].p.pid)],
                                 capture_output=True, text=True).stdout.split()
        window = windows[-1]
        subprocess.run(["xdotool", "windowraise", window, "windowfocus", "--sync", window], check=False)
        from_saved, from_saving = [], []
        for i in range(N):
            name = "save-%d" % i
            mark = [len(a.lines) for a in apps]
            subprocess.run(["xdotool", "key", "--window", window, "ctrl+a", "BackSpace"], check=True)
            subprocess.run(["xdotool", "type", "--window", window, "--delay", "1", name], check=True)
            subprocess.run(["xdotool", "key", "--window", window, "Return"], check=True)
            saving, _ = apps[1].wait("editingState: saving", start=mark[1])
            saved, _ = apps[1].wait('username: "%s"' % name, "cause: saved", start=mark[1])
            shown, _ = apps[0].wait('username: "%s"' % name, "storeChanged", start=mark[0])
            from_saved.append(shown - saved)
            from_saving.append(shown - saving)
            time.sleep(0.05)
        summary("app 2 saved -> app 1", from_saved); summary("app 2 saving -> app 1", from_saving)
    if "inproc" in SCENARIOS:
        # Baseline: the same save, typed into a second window of app 1 itself (Ctrl+N), shown
        # in its first window through GRDB's own observation (no watcher involved).
        before = set(subprocess.run(["xdotool", "search", "--pid", str(apps[0].p.pid)],
                                    capture_output=True, text=True).stdout.split())
        first = sorted(before)[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", first], check=False)
        mark = len(apps[0].lines)
        subprocess.run(["xdotool", "key", "--window", first, "ctrl+n"], check=True)
        apps[0].wait("LoadUserProfileViewState didSet loaded", start=mark)
        time.sleep(0.5)
        after = set(subprocess.run(["xdotool", "search", "--pid", str(apps[0].p.pid)],
                                   capture_output=True, text=True).stdout.split())
        window = sorted(after - before)[-1]
        subprocess.run(["xdotool", "windowraise", window, "windowfocus", "--sync", window], check=False)
        from_saved, from_saving = [], []
        for i in range(N):
            name = "inproc-%d" % i
            mark = len(apps[0].lines)
            subprocess.run(["xdotool", "key", "--window", window, "ctrl+a", "BackSpace"], check=True)
            subprocess.run(["xdotool", "type", "--window", window, "--delay", "1", name], check=True)
            subprocess.run(["xdotool", "key", "--window", window, "Return"], check=True)
            saving, _ = apps[0].wait("editingState: saving", start=mark)
            saved, _ = apps[0].wait('username: "%s"' % name, "cause: saved", start=mark)
            shown, _ = apps[0].wait('username: "%s"' % name, "storeChanged", start=mark)
            from_saved.append(shown - saved)
            from_saving.append(shown - saving)
            time.sleep(0.05)
        summary("same process saved -> other", from_saved); summary("same process saving -> other", from_saving)
finally:
    for a in apps:
        a.stop()
    subprocess.run(["rm", "-rf", data])
