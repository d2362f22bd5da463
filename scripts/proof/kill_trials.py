"""Kill trials: SIGKILL at random moments during a save, during the first run and during
the upgrade of a previous version's store (schema v1 -> current), and SIGTERM during a save,
each followed by these checks:

- `PRAGMA integrity_check` is ok (run on a copy, so SQLite's own recovery of a hot
  journal happens there and the original stays exactly as the kill left it);
- the stored username is exactly the old or the new one (and the new one whenever the
  app had already shown the save as done);
- the app, started again on that store, reaches the editor and shows that same value;
- after SIGTERM: the process exits by itself and no `-journal` is left behind;
- after a kill during the upgrade: the store is exactly v1 or exactly the current schema
  (never a mix), with the profile's username, and the relaunch shows it and leaves the
  current schema.
"""
import os
import random
import shutil
import signal
import tempfile
import time
import traceback

from appdriver import (App, DB_NAME, HarnessError, inspect_copy, is_editor_shown, is_load_outcome,
                       is_loading_error, is_saving, is_editing, username_of)
from previous_version import CURRENT_NAME, make_v1_store, schema_of
from results import Section

LAUNCH_TIMEOUT = 30
SAVE_WINDOW = 0.04        # kill delay after `saving` is logged: U(0, 40 ms); a save takes 15–35 ms here, so kills land before, during and after the commit
# SIGTERM takes a few ms to turn into a quit on the main loop, so aim at the early part of the save.
TERM_WINDOW = 0.02
FIRST_RUN_WINDOW = 0.08   # 0–80 ms after the database file appears, while the first run writes it
# The upgrade runs right after the loader logs `loading` (the first operation opens the
# store); the window is 1.5 times the calibrated loading -> loaded time of an upgrade.
UPGRADE_WINDOW_FACTOR = 1.5
# Half the trials aim inside the upgrade's transaction instead: they kill 0-2 ms after its
# rollback journal appears (it exists from the first page written to the commit).
UPGRADE_AIMED_WINDOW = 0.002
TERM_EXIT_TIMEOUT = 15


class Store:
    """A finished store made by the app's own first run, copied for each trial."""

    def __init__(self, display, root):
        self.root = root
        data = os.path.join(root, "template")
        app = App(display, data)
        seen = app.wait_state(is_editor_shown, LAUNCH_TIMEOUT)
        app.stop()
        if not seen:
            raise HarnessError("the app did not reach the editor on a fresh store: %s" % app.log.tail())
        self.sample_username = username_of(seen[3])
        self.template = os.path.join(data, DB_NAME)
        if os.path.exists(self.template + "-journal"):
            raise HarnessError("a clean quit left a journal next to the template store")

    def copy_to(self, data_dir):
        os.makedirs(data_dir, mode=0o700)
        shutil.copy2(self.template, os.path.join(data_dir, DB_NAME))


def relaunch_check(section, label, display, data_dir, expected_values):
    """Starts the app on the store; it must reach the editor showing one of the values."""
    app = App(display, data_dir)
    seen = app.wait_state(is_load_outcome, LAUNCH_TIMEOUT)
    alive = app.alive()
    status = app.stop()
    if not alive:
        section.fail(label, "relaunch crashed (exit %s): %s" % (status, app.log.crash_summary()))
        return None
    if seen is None:
        section.fail(label, "relaunch did not reach the editor within %d s: %s" % (LAUNCH_TIMEOUT, app.log.tail()))
        return None
    if is_loading_error(seen[2], seen[3]):
        section.fail(label, "relaunch shows a loading error instead of the editor: %s" % seen[3][:300])
        return None
    shown = username_of(seen[3])
    if shown not in expected_values:
        section.fail(label, "relaunch shows username %r, expected one of %r" % (shown, sorted(expected_values)))
    return shown


def check_store(section, label, data_dir, allowed, must_be=None):
    """Integrity and value on a copy of the store; returns the stored username."""
    found = inspect_copy(data_dir)
    if not found["exists"]:
        section.fail(label, "the database file is gone")
        return None
    if found["integrity"] != "ok":
        section.fail(label, "integrity_check: %s" % found["integrity"][:300])
    value = found["username"]
    if value not in allowed:
        section.fail(label, "stored username is %r (read error: %s), expected exactly one of %r"
                     % (value, found["value_error"], sorted(allowed)))
    elif must_be is not None and value != must_be:
        section.fail(label, "the app showed the save as done, but the store holds %r instead of %r"
                     % (value, must_be))
    return value


def save_trial(section, display, store, root, number, sig, rng, outcomes):
    label = "%s #%d" % (section.name, number)
    data_dir = os.path.join(root, "%s-%d" % (signal.Signals(sig).name, number))
    store.copy_to(data_dir)
    old = store.sample_username
    new = "proof-%d-%06d" % (number, rng.randrange(10 ** 6))
    delay = rng.uniform(0, SAVE_WINDOW if sig == signal.SIGKILL else TERM_WINDOW)
    app = App(display, data_dir)
    try:
        if not app.wait_state(is_editor_shown, LAUNCH_TIMEOUT):
            section.fail(label, "the app did not reach the editor before the save: %s" % app.log.tail())
            return
        app.find_window()
        before_save = app.log.count()
        app.replace_text(new)
        app.key("ctrl+s")
        saving = app.wait_state(is_saving, 10, before_save)
        if not saving:
            section.fail(label, "Ctrl+S did not start a save: %s" % app.log.tail())
            return
        time.sleep(delay)
        saved_before_signal = app.wait_state(
            lambda kind, state: is_editing(kind, state) and "cause: saved" in state, 0, saving[0]) is not None
        app.send(sig)
        if sig == signal.SIGTERM:
            try:
                app.process.wait(TERM_EXIT_TIMEOUT)
            except Exception:
                section.fail(label, "did not exit within %d s of SIGTERM" % TERM_EXIT_TIMEOUT)
                app.send(signal.SIGKILL)
                app.process.wait(10)
            if app.process.returncode != 0:
                section.fail(label, "exit status %s after SIGTERM (expected 0, a clean quit)" % app.process.returncode)
            journal = os.path.join(data_dir, DB_NAME + "-journal")
            if os.path.exists(journal):
                section.fail(label, "journal left behind after SIGTERM %.0f ms into the save (%d bytes)"
                             % (delay * 1000, os.path.getsize(journal)))
        else:
            app.process.wait(10)
    finally:
        app.stop()
    value = check_store(section, label, data_dir, {old, new}, must_be=new if saved_before_signal else None)
    outcomes["new" if value == new else "old" if value == old else "other"] += 1
    if os.path.exists(os.path.join(data_dir, DB_NAME + "-journal")):
        outcomes["journal"] += 1
    relaunch_check(section, label, display, data_dir, {value} if value in (old, new) else {old, new})
    if not section.failures or section.failures[-1][0] != label:
        shutil.rmtree(data_dir, ignore_errors=True)


def first_run_trial(section, display, store, root, number, rng, outcomes):
    label = "%s #%d" % (section.name, number)
    data_dir = os.path.join(root, "first-run-%d" % number, "data")
    database = os.path.join(data_dir, DB_NAME)
    delay = rng.uniform(0, FIRST_RUN_WINDOW)
    app = App(display, data_dir)
    try:
        deadline = time.monotonic() + LAUNCH_TIMEOUT
        while not os.path.exists(database):
            if time.monotonic() > deadline or not app.alive():
                section.fail(label, "the database file never appeared: %s" % app.log.tail())
                return
            time.sleep(0.0005)
        time.sleep(delay)
        app.send(signal.SIGKILL)
        app.process.wait(10)
    finally:
        app.stop()
    found = inspect_copy(data_dir)
    if not found["exists"] or found["size"] == 0 or found["objects"] == 0:
        # Nothing committed: no file, an empty one, or one whose journal rolls the
        # interrupted first transaction back to an empty database.
        outcomes["nothing"] += 1
    else:
        if found["integrity"] != "ok":
            section.fail(label, "integrity_check after a kill %.0f ms into the first run: %s"
                         % (delay * 1000, found["integrity"][:300]))
        if found["username"] == store.sample_username:
            outcomes["complete"] += 1
        else:
            outcomes["half-made"] += 1
            status, out, err = _tables(database)
            section.fail(label, "half-made store after a kill %.0f ms into the first run: %d bytes, tables [%s], "
                         "no sample profile (%s)" % (delay * 1000, found["size"], out, found["value_error"]))
    relaunch_check(section, label, display, data_dir, {store.sample_username})
    if not section.failures or section.failures[-1][0] != label:
        shutil.rmtree(os.path.dirname(data_dir), ignore_errors=True)


def calibrate_upgrade(display, root):
    """The time from `loading` to `loaded` when the app upgrades a v1 store (median of 3)."""
    times = []
    for number in range(3):
        data_dir = os.path.join(root, "upgrade-calibration-%d" % number)
        make_v1_store(data_dir, "calibration")
        app = App(display, data_dir)
        try:
            loading = app.wait_state(lambda kind, state: kind == "LoadUserProfileViewState" and state == "loading",
                                     LAUNCH_TIMEOUT)
            loaded = loading and app.wait_state(is_load_outcome, LAUNCH_TIMEOUT, loading[0])
            if not loaded or is_loading_error(loaded[2], loaded[3]):
                raise HarnessError("the app did not upgrade a v1 store: %s" % app.log.tail())
            times.append(loaded[1] - loading[1])
        finally:
            app.stop()
        shutil.rmtree(data_dir, ignore_errors=True)
    return sorted(times)[1]


def upgrade_trial(section, display, root, number, rng, outcomes, window):
    label = "%s #%d" % (section.name, number)
    data_dir = os.path.join(root, "upgrade-%d" % number)
    username = "legacy-%d" % number
    stamped = number % 2 == 0  # alternately with and without our application id
    make_v1_store(data_dir, username, stamped=stamped)
    aimed = number % 4 in (1, 2)  # aimed and random, each with and without our id
    delay = rng.uniform(0, UPGRADE_AIMED_WINDOW if aimed else window)
    journal = os.path.join(data_dir, DB_NAME + "-journal")
    app = App(display, data_dir)
    try:
        if aimed:
            # Spin (bounded) until the upgrade's journal exists: it lives only a few ms.
            deadline = time.monotonic() + LAUNCH_TIMEOUT
            while not os.path.exists(journal):
                if time.monotonic() > deadline or not app.alive() or app.log.count() > 1:
                    break
            else:
                outcomes["aimed"] += 1
        else:
            loading = app.wait_state(lambda kind, state: kind == "LoadUserProfileViewState" and state == "loading",
                                     LAUNCH_TIMEOUT)
            if not loading:
                section.fail(label, "the loader never started: %s" % app.log.tail())
                return
        time.sleep(delay)
        app.send(signal.SIGKILL)
        app.process.wait(10)
    finally:
        app.stop()
    schema = schema_of(data_dir)
    if schema in ("v1", CURRENT_NAME):
        outcomes[schema] += 1
    else:
        outcomes["mixed"] += 1
        section.fail(label, "a kill %.1f ms into loading left %s" % (delay * 1000, schema))
    if os.path.exists(os.path.join(data_dir, DB_NAME + "-journal")):
        outcomes["journal"] += 1
    check_store(section, label, data_dir, {username})
    relaunch_check(section, label, display, data_dir, {username})
    after = schema_of(data_dir)
    if after != CURRENT_NAME:
        section.fail(label, "after the relaunch the store is %s, not %s" % (after, CURRENT_NAME))
    if not section.failures or section.failures[-1][0] != label:
        shutil.rmtree(data_dir, ignore_errors=True)


def _tables(database):
    from appdriver import sqlite
    scratch = tempfile.mkdtemp(prefix="vsm-proof-tables-")
    try:
        # With its journal, so the listing is what SQLite sees after its own recovery.
        for suffix in ("", "-journal"):
            if os.path.exists(database + suffix):
                shutil.copy2(database + suffix, os.path.join(scratch, DB_NAME + suffix))
        return sqlite(os.path.join(scratch, DB_NAME),
                      "SELECT group_concat(name, ', ') FROM sqlite_master WHERE type = 'table';")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def run(display, trials, seed, work_root):
    """Runs the four kill scenarios with `trials` trials each; returns their Sections."""
    rng = random.Random(seed)
    root = tempfile.mkdtemp(prefix="kill-", dir=work_root)
    store = Store(display, root)
    sections = []
    scenarios = [
        ("kill -9 during save", lambda s, n, o: save_trial(s, display, store, root, n, signal.SIGKILL, rng, o),
         ["old", "new", "other", "journal"]),
        ("SIGTERM during save", lambda s, n, o: save_trial(s, display, store, root, n, signal.SIGTERM, rng, o),
         ["old", "new", "other", "journal"]),
        ("kill -9 in first run", lambda s, n, o: first_run_trial(s, display, store, root, n, rng, o),
         ["nothing", "complete", "half-made"]),
    ]
    try:
        window = calibrate_upgrade(display, root) * UPGRADE_WINDOW_FACTOR
        print("kill -9 during upgrade: loading -> loaded on a v1 store takes %.1f ms; kills in 0-%.1f ms"
              % (window / UPGRADE_WINDOW_FACTOR * 1000, window * 1000), flush=True)
        scenarios.append(("kill -9 during upgrade", lambda s, n, o: upgrade_trial(s, display, root, n, rng, o, window),
                          ["v1", CURRENT_NAME, "mixed", "journal", "aimed"]))
    except HarnessError as error:
        section = Section("kill -9 during upgrade")
        section.trials += 1
        section.fail("calibration", str(error))
        sections.append(section.done())
    for name, trial, keys in scenarios:
        section = Section(name)
        outcomes = dict.fromkeys(keys, 0)
        print("%s: %d trials" % (name, trials), flush=True)
        for number in range(1, trials + 1):
            section.trials += 1
            try:
                trial(section, number, outcomes)
            except HarnessError as error:
                section.fail("%s #%d" % (name, number), "harness: %s" % error)
            except Exception as error:  # a harness bug must not hide the other trials
                section.fail("%s #%d" % (name, number), "harness error: %r\n%s" % (error, traceback.format_exc()))
        section.figures.update(outcomes)
        sections.append(section.done())
        print("  " + section.summary(), flush=True)
    return sections
