"""Drives the built vsm-profile-gtk like a person: one Xvfb for the whole suite, the app's
VSM_DEBUG state log read from stderr, keys typed with xdotool (XTest).

The app logs every state transition as
    vsm[<monotonic s>] <StateType> didSet <state>
so the harness knows when the editor is shown, when a save starts and ends, and when a
loading error is on screen, without any sleep-and-hope timing: every wait is a bounded
wait on a condition.
"""
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The Makefile's build folder (SCRATCH, shared by all packages), where `make` puts the debug app.
SCRATCH = os.path.join(ROOT, os.environ.get("SCRATCH", ".build"))
BINARY = os.environ.get("VSM_PROFILE_BINARY", os.path.join(SCRATCH, "debug", "vsm-profile-gtk"))
DB_NAME = "profile.sqlite"

STATE_LINE = re.compile(r"^vsm\[(?P<t>[0-9.]+)\] (?P<type>\w+) didSet (?P<state>.*)$")
# The frame trace (VSM_PROFILE_TRACE_FRAMES): the first frame that showed a new editor.
EDITOR_FRAME = re.compile(r"^frame [0-9]+ editing\.opened ")
# How long a shown editor may take to get the keyboard focus (a few frames; valgrind is slow).
FOCUS_TIMEOUT = 60
USERNAME_IN_STATE = re.compile(r'UserData\(id: (?P<id>-?\d+), username: (?P<username>"(?:[^"\\]|\\.)*")')


class HarnessError(Exception):
    """The harness itself could not do its job (no Xvfb, no window): not an app failure."""


class Xvfb:
    """One virtual X server for the whole suite (`-displayfd` picks a free display)."""

    def __init__(self):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        number = b""
        deadline = time.monotonic() + 30
        while not number.endswith(b"\n"):
            if time.monotonic() > deadline:
                raise HarnessError("Xvfb did not report its display within 30 s")
            chunk = os.read(read_end, 16)
            if not chunk:
                raise HarnessError("Xvfb exited before reporting its display")
            number += chunk
        os.close(read_end)
        self.display = ":" + number.decode().strip()

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def app_environment(display, extra=None):
    """The environment every launch gets: our display, no accessibility bus, GSettings in
    memory, debug state log on, and a non-unique application (each trial is its own
    process on its own --data-dir, whatever the app's uniqueness policy)."""
    env = dict(os.environ)
    for name in ("WAYLAND_DISPLAY", "GTK_A11Y"):
        env.pop(name, None)
    env.update({
        "DISPLAY": display,
        "GTK_A11Y": "none",
        "NO_AT_BRIDGE": "1",
        "GSETTINGS_BACKEND": "memory",
        "G_APPLICATION_NON_UNIQUE": "1",
        "VSM_DEBUG": "1",
        "GDK_BACKEND": "x11",
        # Frame lines, so a driver knows when the editor has taken the keyboard focus.
        "VSM_PROFILE_TRACE_FRAMES": "1",
        "VSM_PROFILE_TRACE_PAINTS": "1",
    })
    if extra:
        env.update(extra)
    return env


class StateLog:
    """The app's stderr, read on a thread: state lines with the time we saw them, and
    every other line (warnings, crash messages) kept for the report."""

    def __init__(self, stream):
        self.states = []        # (host monotonic time, type, state text)
        self.other = []         # other stderr lines
        self._condition = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream):
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\n")
            match = STATE_LINE.match(line)
            with self._condition:
                if match:
                    self.states.append((time.monotonic(), match.group("type"), match.group("state")))
                else:
                    self.other.append(line)
                self._condition.notify_all()
        with self._condition:
            self._closed = True
            self._condition.notify_all()

    def wait_for(self, predicate, timeout, start_index=0):
        """Waits until a state at index >= start_index satisfies predicate(type, state);
        returns (index, time, type, state), or None on timeout or when stderr closed."""
        deadline = time.monotonic() + timeout
        with self._condition:
            index = start_index
            while True:
                while index < len(self.states):
                    seen, kind, state = self.states[index]
                    if predicate(kind, state):
                        return index, seen, kind, state
                    index += 1
                remaining = deadline - time.monotonic()
                if remaining <= 0 or self._closed:
                    return None
                self._condition.wait(remaining)

    def wait_other(self, predicate, timeout):
        """Waits until predicate(the other stderr lines so far) holds; returns whether it did
        (False on timeout or when stderr closed)."""
        deadline = time.monotonic() + timeout
        with self._condition:
            while not predicate(self.other):
                remaining = deadline - time.monotonic()
                if remaining <= 0 or self._closed:
                    return False
                self._condition.wait(remaining)
            return True

    def count(self):
        with self._condition:
            return len(self.states)

    def join(self, timeout=5):
        self._thread.join(timeout)

    def crash_summary(self):
        """The runtime's own words when the process trapped (Swift's "Fatal error" line,
        the backtracer's crash line), else the last lines."""
        with self._condition:
            wanted = [line.strip() for line in self.other
                      if "Fatal error" in line or "💣" in line or "Program crashed" in line
                      or line.lstrip().startswith("at /") and "/Sources/" in line]
        return wanted[:4] or self.tail()

    def tail(self, n=6):
        with self._condition:
            lines = ["%s %s" % (kind, state[:160]) for _, kind, state in self.states[-n:]]
            return lines + self.other[-n:]


def is_editor_shown(kind, state):
    """The loader hands over to the editor on `loaded` (the editor's first state is set at
    construction, so it is not a didSet line)."""
    return kind == "LoadUserProfileViewState" and state.startswith("loaded(")


def entry_has_focus(lines):
    """The editor takes the keyboard focus at the start of the second frame after the first
    one that showed it (the trace's `frame <ns> editing.opened`): two paints after that line,
    typed keys reach the entry rather than the window's first control."""
    shown = [index for index, line in enumerate(lines) if EDITOR_FRAME.match(line)]
    return bool(shown) and sum(1 for line in lines[shown[-1] + 1:] if line.startswith("paint ")) >= 2


def is_load_outcome(kind, state):
    return is_editor_shown(kind, state) or is_loading_error(kind, state)


def is_editing(kind, state):
    return kind == "EditUserProfileViewState" and "editingState: editing(" in state


def is_saving(kind, state):
    return kind == "EditUserProfileViewState" and state.endswith("editingState: saving)")


def is_saving_error(kind, state):
    return kind == "EditUserProfileViewState" and "editingState: savingError(" in state


def is_loading_error(kind, state):
    return kind == "LoadUserProfileViewState" and state.startswith("loadingError(")


def username_of(state):
    """The username a logged editor state shows (Swift debugDescription unescaped for
    the plain ASCII values the harness types)."""
    match = USERNAME_IN_STATE.search(state)
    if not match:
        return None
    text = match.group("username")[1:-1]
    return text.replace('\\"', '"').replace("\\\\", "\\")


class App:
    """One running vsm-profile-gtk process with its state log."""

    def __init__(self, display, data_dir, args=(), extra_env=None, wrapper=(), binary=BINARY):
        self.data_dir = data_dir
        command = list(wrapper) + [binary, "--data-dir", data_dir] + list(args)
        self.process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            env=app_environment(display, extra_env), start_new_session=True)
        self.display = display
        self.log = StateLog(self.process.stderr)
        self.window = None

    @property
    def pid(self):
        return self.process.pid

    def alive(self):
        return self.process.poll() is None

    def wait_state(self, predicate, timeout, start_index=0):
        return self.log.wait_for(predicate, timeout, start_index)

    def find_window(self, timeout=20, pid=None):
        """The app's top-level X window (GTK sets _NET_WM_PID), polled with a bound."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            result = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(pid or self.pid)],
                env=app_environment(self.display), capture_output=True, text=True)
            ids = result.stdout.split()
            if ids:
                self.window = ids[-1]
                return ids
            if not self.alive():
                break
            time.sleep(0.02)
        raise HarnessError("no visible window for pid %d within %d s" % (self.pid, timeout))

    def xdotool(self, *args):
        subprocess.run(["xdotool"] + list(args), env=app_environment(self.display),
                       check=True, capture_output=True, timeout=30)

    def focus(self):
        if self.window is None:
            self.find_window()
        self.xdotool("windowfocus", "--sync", self.window)

    def replace_text(self, text):
        """Once the editor's entry has the keyboard focus, selects everything in it and types
        `text` (XTest key events)."""
        if not self.log.wait_other(entry_has_focus, FOCUS_TIMEOUT):
            raise HarnessError("the username entry never took the keyboard focus: %s" % self.log.tail())
        self.focus()
        self.xdotool("key", "--clearmodifiers", "ctrl+a")
        self.xdotool("type", "--clearmodifiers", "--delay", "2", text)

    def key(self, *keys):
        self.focus()
        self.xdotool("key", "--clearmodifiers", *keys)

    def send(self, sig):
        try:
            os.kill(self.pid, sig)
        except ProcessLookupError:
            pass

    def stop(self, timeout=10):
        """Ends the app if it still runs (SIGTERM, then SIGKILL); returns its exit status."""
        if self.alive():
            self.send(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.send(signal.SIGKILL)
                self.process.wait(10)
        self.log.join()
        return self.process.returncode


def sqlite(path, sql, readonly=False):
    """Runs sqlite3 on a path; returns (exit status, stdout stripped, stderr stripped)."""
    command = ["sqlite3", "-batch", "-bail"]
    if readonly:
        command.append("-readonly")
    result = subprocess.run(command + [path, sql], capture_output=True, timeout=60)
    return (result.returncode, result.stdout.decode("utf-8", "replace").strip(),
            result.stderr.decode("utf-8", "replace").strip())


def inspect_copy(data_dir):
    """Integrity and stored username of the store as SQLite itself recovers it, checked on
    a copy (database plus any -journal/-wal), so the original is left exactly as the kill
    left it for the app's relaunch."""
    scratch = tempfile.mkdtemp(prefix="vsm-proof-copy-")
    try:
        for name in os.listdir(data_dir):
            if name.startswith(DB_NAME):
                shutil.copy2(os.path.join(data_dir, name), os.path.join(scratch, name))
        path = os.path.join(scratch, DB_NAME)
        if not os.path.exists(path):
            return {"exists": False}
        size = os.path.getsize(path)
        status, out, err = sqlite(path, "PRAGMA integrity_check;")
        integrity = out if status == 0 else "sqlite3 failed: " + err
        status, out, err = sqlite(path, "SELECT hex(username) FROM profile WHERE id = 1;")
        username = bytes.fromhex(out).decode("utf-8", "replace") if status == 0 and out else None
        value_error = None if status == 0 else err
        status, out, _ = sqlite(path, "SELECT count(*) FROM sqlite_master;")
        objects = int(out) if status == 0 and out.isdigit() else None
        return {"exists": True, "size": size, "integrity": integrity, "username": username,
                "value_error": value_error, "objects": objects}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
