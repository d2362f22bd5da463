#!/usr/bin/python3
"""End-to-end test of vsm-profile-gtk as the profile server's client, driven like a person
over AT-SPI, against the real server across a real link (scripts/netlab-server.sh: the
server and its PostgreSQL in a network namespace joined to this one by a veth pair).

The course (docs/UsingTheApp.md, "With a server"): edit while connected, and the server has
it; cut the link; edit, and the window says it is offline and will send it; kill it with
SIGKILL; start again still offline, and the pending name is shown; restore the link, press
Try Again, and the server has it; a second window on the other server instance shows it, and shows live what
the first window saves next.

Run by scripts/e2e.sh after test_app.py (same bus, Xvfb and pyatspi). Root (namespaces).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_app import AppProcess, BINARY, ROOT, find, is_shown, wait_for  # noqa: E402

LAB = "e2e"


def lab(*arguments):
    """Runs a lab script; its key=value lines as a dict."""
    output = subprocess.run([os.path.join(ROOT, "scripts", arguments[0]), *arguments[1:]],
                            check=True, capture_output=True, text=True).stdout
    return dict(line.split("=", 1) for line in output.splitlines() if "=" in line)


def server_binary():
    """SERVER_BIN, else the server the Makefile builds, in its own build folder (SERVER_SCRATCH)."""
    scratch = os.environ.get("SERVER_SCRATCH", os.path.join(os.environ.get("SCRATCH", ".build"), "server"))
    return os.environ.get("SERVER_BIN", os.path.join(ROOT, scratch, "debug", "vsm-profile-server"))


class ServerModeTest(unittest.TestCase):
    def setUp(self):
        if os.geteuid() != 0:
            self.skipTest("the network lab needs root (network namespaces)")
        for path in (BINARY, server_binary()):
            if not os.path.exists(path):
                self.fail("build first (make e2e builds the app and the server): %s" % path)
        self.folder = tempfile.mkdtemp(prefix="vsm-e2e-server-")
        os.chmod(self.folder, 0o755)
        self.apps = []
        env = {"SERVER_BIN": server_binary(), "SERVER_ARGS": "--heartbeat-interval 1"}
        subprocess.run([os.path.join(ROOT, "scripts", "netlab.sh"), "down", LAB], capture_output=True)
        started = self._lab_env(env, "netlab-server.sh", "start", self.folder, LAB)
        self.url, self.database_url = started["url"], started["database_url"]
        self.second_url = self._lab_env(env, "netlab-server.sh", "start-instance", self.folder, LAB, "8081")["url"]
        self.token_file = os.path.join(self.folder, "token")
        with open(self.token_file, "w") as handle:
            handle.write(started["token"] + "\n")
        os.chmod(self.token_file, 0o600)

    def _lab_env(self, env, *arguments):
        output = subprocess.run([os.path.join(ROOT, "scripts", arguments[0]), *arguments[1:]], check=True,
                                capture_output=True, text=True, env=dict(os.environ, **env)).stdout
        return dict(line.split("=", 1) for line in output.splitlines() if "=" in line)

    def tearDown(self):
        for app in self.apps:
            output = app.stop()
            result = getattr(getattr(self, "_outcome", None), "result", None)
            if result and (result.failures or result.errors):
                sys.stderr.write("--- app output ---\n%s\n" % output)
        subprocess.run([os.path.join(ROOT, "scripts", "netlab-server.sh"), "stop", self.folder, LAB], capture_output=True)
        subprocess.run([os.path.join(ROOT, "scripts", "netlab.sh"), "down", LAB], capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)

    def server_username(self):
        output = subprocess.run([os.path.join(ROOT, "scripts", "netlab.sh"), "exec", LAB, "psql", "-At",
                                 self.database_url, "-c", "SELECT username FROM users WHERE id = 1"],
                                check=True, capture_output=True, text=True).stdout
        return output.strip()

    def launch(self, data, url):
        app = AppProcess(os.path.join(self.folder, data), ("--server", url, "--token-file", self.token_file))
        self.apps.append(app)
        return app

    def save(self, app, entry, name):
        app.type_into(entry, name)
        app.press(app.button("Save username"))

    def test_an_edit_made_offline_survives_a_restart_reaches_the_server_and_shows_live_elsewhere(self):
        app = self.launch("first", self.url)
        entry = app.entry()
        wait_for("the server's profile", lambda: app.text_of(entry) == self.server_username())

        self.save(app, entry, "Connected Name")
        app.shown_label_containing("Saved")
        wait_for("the server to have the connected edit", lambda: self.server_username() == "Connected Name")

        lab("netlab.sh", "cut", LAB)
        self.save(app, entry, "Offline Name")
        app.shown_label_containing("Offline: your new username")
        self.assertEqual(app.text_of(entry), "Offline Name")
        self.assertEqual(self.server_username(), "Connected Name", "nothing reached the server")
        # Not a quit: the process is killed (SIGKILL), as a crash or a power cut would end it.
        app.process.kill()
        app.stop()
        self.apps.remove(app)

        app = self.launch("first", self.url)
        entry = app.entry()
        wait_for("the pending name after a restart", lambda: app.text_of(entry) == "Offline Name")
        app.shown_label_containing("Offline: your new username")

        # The offline mark's Try Again, found while it shows; pressed once the link is back
        # (the app may also have got through by itself by then: pressing it then does nothing).
        retry = app.button("Try Again")
        lab("netlab.sh", "restore", LAB)
        app.press(retry)
        wait_for("the server to have the name typed offline", lambda: self.server_username() == "Offline Name")
        wait_for("the offline mark to go", lambda: find(app.app, "Offline: your new username") is None
                 or not is_shown(find(app.app, "Offline: your new username")))

        # Another window, on the other server instance with a cache of its own: a second
        # launch joins the running app (one instance per session), with its own server.
        # With a token file: without one the app would ask the Secret Service, and the session
        # bus would start a keyring daemon that the keyring test then finds in its way.
        second = subprocess.run([BINARY, "--data-dir", os.path.join(self.folder, "second"), "--server", self.second_url,
                                 "--token-file", self.token_file],
                                env=dict(os.environ, GSETTINGS_BACKEND="memory"), capture_output=True, text=True, timeout=30)
        self.assertEqual(second.returncode, 0, second.stdout + second.stderr)
        frames = wait_for("two windows", lambda: [child for child in (app.app.getChildAtIndex(index)
                          for index in range(app.app.childCount)) if child is not None
                          and child.getRole() == pyatspi.ROLE_FRAME] if app.app.childCount >= 2 else None)
        second_entry = wait_for("the second window's entry", lambda: find(frames[-1], "Username", pyatspi.ROLE_TEXT)
                                or find(frames[-1], "Username", pyatspi.ROLE_ENTRY))
        wait_for("the second window shows the server's name", lambda: app.text_of(second_entry) == "Offline Name")

        self.save(app, entry, "Live Name")
        wait_for("the second window shows it live", lambda: app.text_of(second_entry) == "Live Name", timeout=5)

    def test_the_desktops_proxy_is_used_and_a_cut_behind_it_is_offline_not_a_hang(self):
        # tinyproxy on this side of the link, named the way a desktop session without GNOME's
        # settings names it (http_proxy, which GIO's libproxy module reads).
        proxy = lab("netlab-peers.sh", "proxy", LAB, "0")
        os.environ["http_proxy"] = proxy["url"]
        try:
            app = self.launch("proxied", self.url)
        finally:
            del os.environ["http_proxy"]
        entry = app.entry()
        wait_for("the server's profile through the proxy", lambda: app.text_of(entry) == self.server_username())
        with open(proxy["log"]) as handle:
            self.assertIn("/v1/users/1/profile", handle.read(), "the request went through the proxy")

        lab("netlab.sh", "cut", LAB)
        self.save(app, entry, "Behind A Proxy")
        # The proxy answers (an error page) while the server is cut off behind it: the app
        # must still call that offline and keep the name to send.
        app.shown_label_containing("Offline: your new username")
        lab("netlab.sh", "restore", LAB)
        app.press(app.button("Try Again"))
        wait_for("the name through the proxy once the link is back", lambda: self.server_username() == "Behind A Proxy")

    def test_the_token_comes_from_the_secret_service_when_no_file_is_named(self):
        # The desktop's Secret Service (GNOME Keyring) on this test's session bus, with a
        # keyring of its own, holding the token under the app's schema for this server.
        keyring_home = os.path.join(self.folder, "keyring")
        os.makedirs(keyring_home)
        env = dict(os.environ, XDG_DATA_HOME=keyring_home, XDG_RUNTIME_DIR=keyring_home)
        daemon = subprocess.Popen(["gnome-keyring-daemon", "--unlock", "--components=secrets", "--foreground"],
                                  stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        try:
            daemon.stdin.write(b"keyring password")
            daemon.stdin.close()
            # Until this daemon owns the Secret Service's name, a client's call would make
            # the bus start another one (D-Bus activation), with no unlocked keyring: it
            # asks for a password on a screen it cannot open, and every store fails.
            wait_for("this test's keyring daemon on the bus", lambda: secret_service_pid() == daemon.pid)
            with open(self.token_file) as handle:
                token = handle.read().strip()

            def store():
                stored = subprocess.run(["secret-tool", "store", "--label=VSM Profile", "xdg:schema",
                                         "io.github.vsmgtk.VSMProfile.ServerToken", "server", self.url],
                                        input=token, text=True, capture_output=True, env=env)
                return stored.returncode == 0
            wait_for("the token stored in the keyring", store)

            app = AppProcess(os.path.join(self.folder, "keyring-user"), ("--server", self.url))
            self.apps.append(app)
            entry = app.entry()
            wait_for("the server's profile", lambda: app.text_of(entry) == self.server_username())
            self.save(app, entry, "From The Keyring")
            app.shown_label_containing("Saved")
            wait_for("the server to have it, authorized by the keyring's token",
                     lambda: self.server_username() == "From The Keyring")
        finally:
            daemon.terminate()
            daemon.wait(timeout=10)


def secret_service_pid():
    """The process that owns the Secret Service's bus name, or None; asking the bus itself
    starts nothing."""
    answer = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus",
                             "--object-path", "/org/freedesktop/DBus",
                             "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.freedesktop.secrets"],
                            capture_output=True, text=True)
    match = re.search(r"uint32 (\d+)", answer.stdout) if answer.returncode == 0 else None
    return int(match.group(1)) if match else None


if __name__ == "__main__":
    unittest.main(verbosity=2)
