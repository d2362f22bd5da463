#!/usr/bin/python3
"""End-to-end test of vsm-profile-gtk, driven like a person would, over AT-SPI.

Run with scripts/e2e.sh (a private session bus from dbus-run-session, Xvfb, and
Debian's python3-pyatspi under /usr/bin/python3). It launches the built binary
on a fresh --data-dir, finds the controls by their accessible names, types a
username, presses Save, and checks the result the way a user would: after a
restart the new name is there. A rejected name shows the validation message
and keeps the typed text. The English tests run with LANGUAGE unset; one runs with
LANGUAGE=de and finds the German names, one with an untranslated language (fr) and
finds the English ones.

Environment: VSM_PROFILE_BINARY overrides the binary (default: .build/debug, whose
translations `make data` compiles into .build/share/locale; an installed binary reads
/usr/share/locale). SCRATCH names another build folder than .build, as for make.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unittest

import pyatspi

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRATCH = os.path.join(ROOT, os.environ.get("SCRATCH", ".build"))
BINARY = os.environ.get("VSM_PROFILE_BINARY", os.path.join(SCRATCH, "debug", "vsm-profile-gtk"))
TIMEOUT = 20.0
# Where the source build finds its catalogue (make data); not set for an installed binary.
LOCALE_DIR = None if "VSM_PROFILE_BINARY" in os.environ else os.path.join(SCRATCH, "share", "locale")


def wait_for(what, predicate, timeout=TIMEOUT, interval=0.1):
    """Polls an AT-SPI condition (the tree is remote: there is no local event loop
    to iterate) every `interval` seconds until it holds; fails with `what` after `timeout`
    seconds."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            result = predicate()
            if result:
                return result
        except Exception as error:  # the remote tree changes under us
            last_error = error
        time.sleep(interval)
    raise AssertionError("timed out waiting for %s (last error: %r)" % (what, last_error))


def is_shown(node):
    """GTK 4.8 reports children as `visible` but not `showing`: judge visibility up
    the ancestor chain (docs/Design.md, "Testing")."""
    while node is not None:
        states = node.getState()
        if not states.contains(pyatspi.STATE_VISIBLE):
            return False
        if node.getRole() == pyatspi.ROLE_FRAME:
            return True
        node = node.parent
    return True


def find(app, name, role=None):
    """The first node whose accessible name starts with `name` (and has `role`)."""
    def matches(node):
        return (node is not None and (node.name or "").startswith(name)
                and (role is None or node.getRole() == role))
    return pyatspi.findDescendant(app, matches, True)


def find_role(app, role):
    """The first node with `role`."""
    return pyatspi.findDescendant(app, lambda node: node is not None and node.getRole() == role, True)


def top_of(node):
    """The node's top edge on the screen."""
    return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y


def settled(measure, polls=10, interval=0.05, timeout=TIMEOUT):
    """`measure()` once it has returned the same value `polls` times in a row, polled every
    `interval` seconds: a layout that has stopped moving. Fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    value, same = measure(), 0
    while same < polls:
        if time.monotonic() > deadline:
            raise AssertionError("still moving after %.0f s (last %r)" % (timeout, value))
        time.sleep(interval)
        current = measure()
        same = same + 1 if current == value else 0
        value = current
    return value


class AppProcess:
    def __init__(self, data_dir, extra_arguments=(), language=None):
        env = dict(os.environ, GSETTINGS_BACKEND="memory", VSM_DEBUG="1")
        # The locale of a plain desktop session; LANGUAGE alone picks the translation.
        for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
            env.pop(variable, None)
        env["LANG"] = "C.UTF-8"
        if language is not None:
            env["LANGUAGE"] = language
        if LOCALE_DIR is not None:
            env["VSM_PROFILE_LOCALE_DIR"] = LOCALE_DIR
        self.process = subprocess.Popen(
            [BINARY, "--data-dir", data_dir, *extra_arguments],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=env,
        )
        # The output (VSM_DEBUG's state transitions) is read as it comes, so a test can act
        # the moment a state is entered.
        self.lines = []
        self.new_line = threading.Condition()
        self.reader = threading.Thread(target=self._read_output, daemon=True)
        self.reader.start()
        self.app = wait_for("the app on the accessibility bus", self._find_app)

    def _read_output(self):
        for raw in self.process.stdout:
            with self.new_line:
                self.lines.append(raw.decode(errors="replace"))
                self.new_line.notify_all()
        with self.new_line:
            self.lines.append(None)   # the end of the output
            self.new_line.notify_all()

    def wait_for_output(self, fragment, timeout=TIMEOUT):
        """Blocks until the app prints a line containing `fragment` (woken by each line, not
        polling); fails after `timeout` seconds or when the app's output ends."""
        deadline = time.monotonic() + timeout
        with self.new_line:
            seen = 0
            while True:
                for line in self.lines[seen:]:
                    if line is None:
                        raise AssertionError("the app ended before printing %r" % fragment)
                    if fragment in line:
                        return line
                seen = len(self.lines)
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError("the app did not print %r within %.0f s" % (fragment, timeout))
                self.new_line.wait(remaining)

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == self.process.pid:
                return app
        return None

    def entry(self, name="Username", interval=0.1):
        return wait_for("the %s entry" % name, lambda: self._shown(name, pyatspi.ROLE_ENTRY)
                        or self._shown(name, pyatspi.ROLE_TEXT), interval=interval)

    def x_window(self):
        """The app's top-level X window (GTK sets _NET_WM_PID)."""
        def search():
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                                   capture_output=True, text=True)
            return found.stdout.split()[-1] if found.stdout.split() else None
        return wait_for("the app's X window", search, interval=0.02)

    def xdotool(self, *arguments):
        """Real key events (XTest), as a keyboard sends them."""
        subprocess.run(["xdotool", *arguments], check=True, capture_output=True, timeout=30)

    def _shown(self, name, role=None):
        node = find(self.app, name, role)
        return node if node is not None and is_shown(node) else None

    def button(self, name):
        return wait_for("the %r button" % name, lambda: self._shown(name, pyatspi.ROLE_PUSH_BUTTON))

    def text_of(self, node):
        text = node.queryText()
        return text.getText(0, text.characterCount)

    def type_into(self, entry, value):
        editable = entry.queryEditableText()
        editable.setTextContents(value)
        wait_for("the entry to contain %r" % value, lambda: self.text_of(entry) == value)

    def press(self, button):
        action = button.queryAction()
        for index in range(action.nActions):
            if action.getName(index) in ("click", "press", "activate"):
                action.doAction(index)
                return
        action.doAction(0)

    def is_busy(self):
        """Whether a part of the window tells assistive technology it is busy (the profile
        screen loading, the editor saving or reloading): set as the work starts, before any
        spinner shows. The states of the widgets above the entry, read through its parents,
        do not follow (GTK 4.8), so this searches down from the app; that is slow while a
        spinner turns (every call waits for a frame)."""
        def search(node, depth=0):
            if node is None or depth > 40:
                return False
            if node.getState().contains(pyatspi.STATE_BUSY):
                return True
            return any(search(node.getChildAtIndex(index), depth + 1) for index in range(node.childCount))
        return search(self.app)

    def shown_label_containing(self, fragment):
        def search():
            node = pyatspi.findDescendant(
                self.app,
                lambda n: n is not None and n.getRole() == pyatspi.ROLE_LABEL and fragment in (n.name or ""),
                True,
            )
            return node if node is not None and is_shown(node) else None
        return wait_for("a label containing %r" % fragment, search)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.reader.join(timeout=10)
        with self.new_line:
            return "".join(line for line in self.lines if line is not None)


class EndToEndTest(unittest.TestCase):
    def setUp(self):
        if not os.path.exists(BINARY):
            self.skipTest("build the app first: make e2e, or swift build --package-path App --scratch-path .build (%s)" % BINARY)
        self.data_dir = tempfile.mkdtemp(prefix="vsm-profile-e2e-")
        self.apps = []

    def tearDown(self):
        for app in self.apps:
            output = app.stop()
            if self._outcome_failed():
                sys.stderr.write("--- app output ---\n%s\n" % output)
        shutil.rmtree(self.data_dir, ignore_errors=True)

    def _outcome_failed(self):
        # unittest keeps the running result on the outcome; any failure or error so far
        # means the app's log (VSM_DEBUG transitions) helps.
        result = getattr(getattr(self, "_outcome", None), "result", None)
        return bool(result and (result.failures or result.errors))

    def launch(self, *extra_arguments, language=None):
        app = AppProcess(self.data_dir, extra_arguments, language=language)
        self.apps.append(app)
        return app

    def test_type_a_username_save_and_find_it_after_a_restart(self):
        app = self.launch()
        entry = app.entry()
        self.assertTrue(app.text_of(entry), "the sample profile has a username")
        app.type_into(entry, "Zoë the tester")
        # Each control is announced once: by its accessible label, not also by its visible
        # text (GTK 4.8 joins the two: "Save username Save", "Username Username").
        self.assertEqual(app.button("Save username").name, "Save username")
        self.assertEqual(app.button("Reload profile").name, "Reload profile")
        self.assertEqual(entry.name, "Username")
        app.press(app.button("Save username"))
        # The window confirms a stored name with a "Saved" toast.
        app.shown_label_containing("Saved")
        self.assertTrue(app.button("Save username").getState().contains(pyatspi.STATE_SENSITIVE))
        self.assertEqual(app.text_of(entry), "Zoë the tester")
        app.stop()
        self.apps.remove(app)

        again = self.launch()
        entry = again.entry()
        try:
            wait_for("the stored name after a restart", lambda: again.text_of(entry) == "Zoë the tester")
        except AssertionError:
            raise AssertionError("after a restart the entry shows %r" % again.text_of(entry))

    def test_a_slow_save_shows_that_it_is_saving_until_the_store_answers(self):
        # Every store operation takes 3 s. A save looks busy once it has run for a moment (a
        # fast one changes nothing on screen): Save turns insensitive while the spinner shows
        # (GTK 4.8 does not update the spinner's and its label's visibility over AT-SPI), and
        # the window confirms the end. The accessible busy state is the editor's tests' to
        # check: reading it here means walking the whole tree, each call waiting for a frame
        # while the spinner turns, which on a loaded machine outlasts the save.
        app = self.launch("--simulate-latency", "3")
        entry = app.entry()
        app.type_into(entry, "Slow Saver")
        save = app.button("Save username")
        app.press(save)
        wait_for("Save to turn insensitive", lambda: not save.getState().contains(pyatspi.STATE_SENSITIVE))
        app.shown_label_containing("Saved")
        wait_for("Save to be sensitive again", lambda: save.getState().contains(pyatspi.STATE_SENSITIVE))
        self.assertEqual(app.text_of(entry), "Slow Saver")

    def test_an_accessibility_client_reads_what_each_state_shows(self):
        # Read as a screen reader's calls go, each asking the app (this client keeps no
        # cache): every state's look (the controls insensitive, what the progress label
        # says, the failed save's message and buttons) is what the window
        # shows. Each store operation takes 8 s, past the busy look's delay; saves fail. The
        # reads search the editor only: while the spinner turns each call waits for a frame,
        # and a walk of the whole window outlasts the state.
        def sensitive(node):
            return node.getState().contains(pyatspi.STATE_SENSITIVE)

        def insensitive(**nodes):
            """Whether every node is insensitive; names the ones that are not when it fails."""
            still = [name for name, node in nodes.items() if sensitive(node)]
            insensitive.still = still
            return not still

        app = self.launch("--simulate-latency", "8", "--simulate-failures", "save")
        entry = app.entry()
        save, reload = app.button("Save username"), app.button("Reload profile")
        editor = save.parent.parent   # the entry, the buttons, the progress and the error

        def shown_in_editor():
            """The names of the nodes shown in the editor (whatever their role: the spinner's
            differs between GTK releases), in one walk that enters only visible nodes."""
            names = set()

            def walk(node):
                if node is None or not node.getState().contains(pyatspi.STATE_VISIBLE):
                    return
                names.add(node.name or "")
                for index in range(node.childCount):
                    walk(node.getChildAtIndex(index))
            walk(editor)
            return names

        def shows(*fragments):
            started = time.monotonic()
            names = shown_in_editor()
            shows.last = "%s (read in %.1f s)" % (sorted(names), time.monotonic() - started)
            return all(any(name.startswith(fragment) for name in names) for fragment in fragments)

        def wait_to_show(what, *fragments):
            try:
                wait_for(what, lambda: shows(*fragments))
            except AssertionError:
                raise AssertionError("%s: the editor shows %s" % (what, shows.last))

        app.type_into(entry, "Slow Saver")
        app.press(save)
        try:
            wait_for("the entry, Save and Reload insensitive while saving",
                     lambda: insensitive(entry=entry, save=save, reload=reload))
        except AssertionError:
            raise AssertionError("while saving, still sensitive: %s" % insensitive.still)
        # The progress is said by its label: GTK 4.18 does not name the spinner (4.8 calls
        # it "In progress"), so it is not what a screen reader relies on.
        wait_to_show("'Saving…'", "Saving…")
        wait_to_show("the failed save's message, Retry and Cancel", "Could not save the username.", "Retry", "Cancel")
        self.assertFalse(shows("Saving…"), "no progress once it failed")
        app.press(app.button("Cancel"))
        wait_for("editing again after Cancel", lambda: sensitive(save) and sensitive(entry))
        self.assertEqual(app.text_of(entry), "Slow Saver", "the typed text is kept")

        app.press(reload)
        try:
            wait_for("the entry, Save and Reload insensitive while reloading",
                     lambda: insensitive(entry=entry, save=save, reload=reload))
        except AssertionError:
            raise AssertionError("while reloading, still sensitive: %s" % insensitive.still)
        wait_to_show("'Reloading…'", "Reloading…")
        wait_for("editing again after the reload", lambda: sensitive(save) and sensitive(reload))
        self.assertFalse(shows("Reloading…"), "no progress once it is done")

    def test_invalid_username_shows_why_and_keeps_the_text(self):
        app = self.launch()
        entry = app.entry()
        original = app.text_of(entry)
        app.type_into(entry, "   ")
        app.press(app.button("Save username"))
        app.shown_label_containing("Enter a username.")
        self.assertEqual(app.text_of(entry), "   ", "the typed text is kept")
        app.stop()
        self.apps.remove(app)

        again = self.launch()
        entry = again.entry()
        wait_for("the unchanged stored name", lambda: again.text_of(entry) == original)

    def test_a_failing_store_shows_the_error_and_retry(self):
        app = self.launch("--simulate-failures", "load")
        app.shown_label_containing("Could not load the profile.")
        retry = app.button("Retry loading")
        self.assertEqual(retry.name, "Retry loading", "announced once")
        app.press(retry)
        # Loading fails again (the simulated failure always fails): the error comes back.
        app.shown_label_containing("Simulated load failure")
        self.assertIsNone(find(app.app, "Save username", pyatspi.ROLE_PUSH_BUTTON))

    def test_every_launch_opens_at_the_top_of_the_profile(self):
        # The keyboard focus goes into the username entry once the profile has loaded; that
        # must not scroll the list, which cut off the avatar and the name at the top in most
        # launches before. Fresh and existing stores, several launches each.
        for launch in range(8):
            if launch == 4:
                shutil.rmtree(self.data_dir, ignore_errors=True)
                os.makedirs(self.data_dir)
            app = self.launch()
            app.entry()
            avatar = wait_for("the profile picture", lambda: find(app.app, "Profile picture"))
            profile_list = wait_for("the list", lambda: find_role(app.app, pyatspi.ROLE_LIST))
            offset = settled(lambda: top_of(avatar) - top_of(profile_list))
            self.assertGreaterEqual(offset, 0, "launch %d: the avatar starts %d px above the list's top"
                                    % (launch + 1, -offset))
            app.stop()
            self.apps.remove(app)

    def test_keys_typed_the_moment_the_editor_shows_all_reach_the_entry(self):
        # The entry takes the keyboard focus a frame or two after the editor appears (sooner
        # scrolls the list, the test above). Keys typed in between went to the main menu's
        # button: letters were lost and Space opened the menu. Typed as soon as the entry is
        # on the accessibility bus, every key must land in it, replacing the loaded name as
        # typing into a freshly focused entry does; the list must stay at the top.
        for launch, typed in enumerate(["abcdefgh", "x yz", "Quick Ada", "k2 l3 m4"]):
            if launch == 2:
                shutil.rmtree(self.data_dir, ignore_errors=True)
                os.makedirs(self.data_dir)
            # Each store operation takes a second, so the window is up and focused before the
            # profile loads; the keys go the moment the state log says it has loaded.
            app = self.launch("--simulate-latency", "1")
            app.xdotool("windowfocus", "--sync", app.x_window())
            app.wait_for_output("LoadUserProfileViewState didSet loaded")
            app.xdotool("type", "--delay", "2", typed)
            entry = app.entry()
            try:
                wait_for("the entry to hold what was typed", lambda: app.text_of(entry) == typed)
            except AssertionError:
                raise AssertionError("launch %d: typed %r, the entry holds %r" % (launch + 1, typed, app.text_of(entry)))
            avatar = wait_for("the profile picture", lambda: find(app.app, "Profile picture"))
            profile_list = wait_for("the list", lambda: find_role(app.app, pyatspi.ROLE_LIST))
            self.assertGreaterEqual(settled(lambda: top_of(avatar) - top_of(profile_list)), 0,
                                    "launch %d: the avatar starts above the list's top" % (launch + 1))
            # The layout has settled, so the entry has taken the focus (GTK 4.8 does not say
            # so over AT-SPI): a key now goes on after the text rather than replacing it.
            app.xdotool("type", "--delay", "2", "!")
            wait_for("the entry to hold %r" % (typed + "!"), lambda: app.text_of(entry) == typed + "!")
            app.stop()
            self.apps.remove(app)

    def test_the_posts_are_shown_below_the_profile(self):
        app = self.launch()
        app.entry()
        app.shown_label_containing("Posts")
        app.shown_label_containing("Welcome! This is a sample post.")
        app.shown_label_containing("Change your username in the editor")

    def test_a_posts_failure_keeps_the_profile_and_retry_shows_the_posts(self):
        # Half of the posts reads fail (a rate, so Retry can succeed in the same run).
        app = self.launch("--simulate-failures", "posts:0.5")
        entry = app.entry()

        def posts_error():
            return app._shown("Retry loading posts", pyatspi.ROLE_PUSH_BUTTON)

        def posts_shown():
            node = pyatspi.findDescendant(
                app.app, lambda n: n is not None and "Welcome! This is a sample post." in (n.name or ""), True)
            return node is not None and is_shown(node)

        # Until a read fails: the first may succeed, then Reload (which reads the posts
        # again with the profile) draws again. 40 draws at 1/2 all succeeding: 1e-12.
        for _ in range(40):
            wait_for("the posts or their error", lambda: posts_error() or posts_shown())
            if posts_error():
                break
            app.press(app.button("Reload profile"))
            wait_for("the reload to finish", lambda: not app.is_busy())
        retry = wait_for("the posts error", posts_error)
        self.assertEqual(retry.name, "Retry loading posts", "announced once")
        app.shown_label_containing("Could not load the posts.")
        # The profile stays: its editor is there and usable.
        self.assertTrue(is_shown(entry))
        self.assertTrue(app.button("Save username").getState().contains(pyatspi.STATE_SENSITIVE))
        # Retry until a read succeeds (same odds).
        for _ in range(40):
            if posts_shown():
                break
            app.press(wait_for("Retry", posts_error))
            wait_for("the next outcome", lambda: posts_error() or posts_shown())
        wait_for("the posts after Retry", posts_shown)
        self.assertIsNone(posts_error(), "the error row is gone")

    def test_in_german_the_accessible_names_and_messages_are_german(self):
        if LOCALE_DIR is not None and not os.path.exists(os.path.join(LOCALE_DIR, "de", "LC_MESSAGES", "vsm-profile-gtk.mo")):
            self.fail("no German catalogue in %s: run `make data` (make e2e does)" % LOCALE_DIR)
        app = self.launch(language="de")
        entry = app.entry("Benutzername")
        self.assertEqual(app.button("Benutzernamen speichern").name, "Benutzernamen speichern")
        self.assertIsNone(find(app.app, "Save username", pyatspi.ROLE_PUSH_BUTTON), "English left in German")
        app.type_into(entry, "   ")
        app.press(app.button("Benutzernamen speichern"))
        app.shown_label_containing("Geben Sie einen Benutzernamen ein.")
        app.type_into(entry, "Zoë")
        app.press(app.button("Benutzernamen speichern"))
        app.shown_label_containing("Gespeichert")
        app.shown_label_containing("Beiträge")

    def test_an_untranslated_language_falls_back_to_english(self):
        app = self.launch(language="fr")
        app.entry("Username")
        app.button("Save username")
        self.assertIsNone(find(app.app, "Benutzernamen speichern", pyatspi.ROLE_PUSH_BUTTON))


if __name__ == "__main__":
    unittest.main(verbosity=2)
