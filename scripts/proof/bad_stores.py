"""Bad stores: every damaged, foreign or unusable store docs/Proof.md lists, plus the classics.

For each case the app is started on the store like a person would, and:
- it must not crash (still running when the harness stops it, exit 0 on SIGTERM);
- it must show a clear error state: `loadingError` in the VSM_DEBUG log (or, where reading
  is legitimately possible but writing is not, the editor and then `savingError` on save);
- the file must be byte-identical afterwards (sha256), unless it was empty and ours to create.
Two cases expect recovery instead of an error: a zero-byte file (ours: it becomes a store)
and a store with a hot rollback journal (SQLite rolls it back; the editor shows the old value).
Stores of the previous version (schema v1, with and without our application id) expect an
upgrade in place: the editor shows their profile and the file then holds the current schema.
"""
import hashlib
import os
import random
import shutil
import signal
import sqlite3 as pysqlite
import stat
import subprocess
import tempfile
import time

from appdriver import (App, DB_NAME, HarnessError, inspect_copy, is_editor_shown, is_load_outcome,
                       is_loading_error, is_saving_error, sqlite, username_of)
from previous_version import CURRENT_NAME, make_v1_store, schema_of
from results import Section

LOAD_TIMEOUT = 30


def fingerprint(path):
    """What "unchanged" means for the path: file bytes, or the kind of node it is."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return "absent"
    if stat.S_ISREG(info.st_mode):
        with open(path, "rb") as handle:
            return "file sha256=%s size=%d" % (hashlib.sha256(handle.read()).hexdigest(), info.st_size)
    if stat.S_ISDIR(info.st_mode):
        return "directory entries=%s" % sorted(os.listdir(path))
    if stat.S_ISFIFO(info.st_mode):
        return "fifo"
    return "mode %o" % info.st_mode


def must_run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, **kwargs)
    if result.returncode != 0:
        raise HarnessError("%s failed: %s" % (" ".join(command), result.stderr.decode(errors="replace").strip()))
    return result


class Case:
    """One bad store: how to make it, what the app must do, how to undo the setup."""

    def __init__(self, name, prepare, expect="loadingError", cleanup=None):
        self.name = name
        self.prepare = prepare          # (data_dir, context) -> None; raises Skip to skip
        self.expect = expect            # "loadingError" | "error" | "ours" | "recovered" | "upgraded"
        self.cleanup = cleanup          # (data_dir, context) -> None


class Skip(Exception):
    pass


def cases(template, sample_username, rng):
    def copy_template(data_dir, context):
        os.makedirs(data_dir, mode=0o700, exist_ok=True)
        shutil.copy2(template, os.path.join(data_dir, DB_NAME))

    def write_bytes(payload):
        def prepare(data_dir, context):
            os.makedirs(data_dir, mode=0o700, exist_ok=True)
            with open(os.path.join(data_dir, DB_NAME), "wb") as handle:
                handle.write(payload)
            os.chmod(os.path.join(data_dir, DB_NAME), 0o600)
        return prepare

    def with_sql(*scripts, base=None):
        def prepare(data_dir, context):
            if base:
                base(data_dir, context)
            else:
                os.makedirs(data_dir, mode=0o700, exist_ok=True)
            for script in scripts:
                status, out, err = sqlite(os.path.join(data_dir, DB_NAME), script)
                if status != 0:
                    raise HarnessError("sqlite3 %r: %s" % (script, err))
            if os.path.getsize(os.path.join(data_dir, DB_NAME)) == 0:
                raise HarnessError("the prepared database is empty")
        return prepare

    def truncated(size):
        def prepare(data_dir, context):
            copy_template(data_dir, context)
            os.truncate(os.path.join(data_dir, DB_NAME), size)
        return prepare

    def without_not_null(data_dir, context):
        # Our schema says NOT NULL; a damaged or hand-edited file need not. Drop the
        # constraint through writable_schema (a second connection sees the new schema).
        copy_template(data_dir, context)
        path = os.path.join(data_dir, DB_NAME)
        status, out, err = sqlite(path, "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = "
                                  "replace(sql, 'NOT NULL', '') WHERE name = 'profile'; "
                                  "PRAGMA schema_version = 100;")
        if status != 0:
            raise HarnessError("writable_schema: %s" % err)

    def chattr(flag_target):
        def prepare(data_dir, context):
            copy_template(data_dir, context)
            target = data_dir if flag_target == "folder" else os.path.join(data_dir, DB_NAME)
            result = subprocess.run(["chattr", "+i", target], capture_output=True)
            if result.returncode != 0:
                raise Skip("chattr +i is not supported here: %s" % result.stderr.decode(errors="replace").strip())
            context["immutable"] = target
        return prepare

    def chattr_undo(data_dir, context):
        if "immutable" in context:
            subprocess.run(["chattr", "-i", context["immutable"]], capture_output=True)

    def full_disk(with_store):
        def prepare(data_dir, context):
            if os.geteuid() != 0:
                raise Skip("needs root to mount a small tmpfs")
            mount = os.path.dirname(data_dir)
            os.makedirs(mount, exist_ok=True)
            result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k,mode=0700", "tmpfs", mount],
                                    capture_output=True)
            if result.returncode != 0:
                raise Skip("cannot mount a tmpfs: %s" % result.stderr.decode(errors="replace").strip())
            context["mount"] = mount
            os.makedirs(data_dir, mode=0o700)
            if with_store:
                copy_template(data_dir, context)
            # Fill every remaining block so the next write fails with ENOSPC.
            try:
                with open(os.path.join(mount, "filler"), "wb") as handle:
                    while True:
                        handle.write(b"\0" * 4096)
                        handle.flush()
            except OSError:
                pass
        return prepare

    def unmount(data_dir, context):
        if "mount" in context:
            subprocess.run(["umount", context["mount"]], capture_output=True)

    def locked(data_dir, context):
        copy_template(data_dir, context)
        holder = subprocess.Popen(["sqlite3", "-batch", os.path.join(data_dir, DB_NAME)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        holder.stdin.write(b"BEGIN EXCLUSIVE;\nUPDATE profile SET username = username;\n.print locked\n")
        holder.stdin.flush()
        line = holder.stdout.readline().strip()
        if line != b"locked":
            holder.kill()
            raise HarnessError("sqlite3 could not take the exclusive lock: %r" % line)
        context["holder"] = holder

    def unlock(data_dir, context):
        holder = context.get("holder")
        if holder:
            holder.stdin.write(b"ROLLBACK;\n.quit\n")
            holder.stdin.close()
            holder.wait(10)

    def hot_journal(data_dir, context):
        # A genuine hot journal: a transaction big enough to spill pages into the database
        # file (the journal is synced first), copied while still open, as a crash leaves it.
        os.makedirs(data_dir, mode=0o700)
        scratch = tempfile.mkdtemp(prefix="vsm-proof-hot-")
        try:
            work = os.path.join(scratch, DB_NAME)
            shutil.copy2(template, work)
            connection = pysqlite.connect(work, isolation_level=None)
            connection.execute("PRAGMA cache_size = 4")
            connection.execute("BEGIN")
            connection.execute("UPDATE profile SET username = 'uncommitted'")
            connection.execute("CREATE TABLE spill (x BLOB)")
            for _ in range(64):
                connection.execute("INSERT INTO spill VALUES (randomblob(4000))")
            if not os.path.exists(work + "-journal"):
                raise HarnessError("no journal during the open transaction")
            for suffix in ("", "-journal"):
                shutil.copy2(work + suffix, os.path.join(data_dir, DB_NAME + suffix))
            connection.execute("ROLLBACK")
            connection.close()
        finally:
            shutil.rmtree(scratch, ignore_errors=True)

    garbage = bytes(rng.randrange(256) for _ in range(8192))
    future = ("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from a future version');")
    return [
        Case("garbage", write_bytes(garbage)),
        Case("garbage after an SQLite header", write_bytes(b"SQLite format 3\0" + garbage[:4080])),
        Case("truncated to 6000 bytes", truncated(6000)),
        Case("truncated to 100 bytes", truncated(100)),
        Case("zero-byte file", write_bytes(b""), expect="ours"),
        Case("foreign schema", with_sql("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);"
                                        "INSERT INTO notes (body) VALUES ('not a profile');")),
        Case("foreign table named profile", with_sql("CREATE TABLE profile (name TEXT, email TEXT);"
                                                     "INSERT INTO profile VALUES ('x', 'y');")),
        Case("newer schema (future migration)", with_sql(future, base=copy_template)),
        Case("newer schema (user_version 99)", with_sql("PRAGMA user_version = 99;", base=copy_template)),
        Case("view-only database", with_sql("CREATE VIEW answer AS SELECT 42 AS value;")),
        Case("application_id set, no tables", with_sql("PRAGMA application_id = 1196310860; VACUUM;")),
        Case("realName X'C3' (invalid UTF-8)",
             with_sql("UPDATE profile SET realName = CAST(X'C3' AS TEXT);", base=copy_template)),
        Case("username X'FF' (invalid UTF-8)",
             with_sql("UPDATE profile SET username = CAST(X'FF' AS TEXT);", base=copy_template)),
        Case("username NULL", with_sql("UPDATE profile SET username = NULL;", base=without_not_null)),
        Case("realName NULL", with_sql("UPDATE profile SET realName = NULL;", base=without_not_null)),
        Case("directory in place of the file",
             lambda d, c: os.makedirs(os.path.join(d, DB_NAME), mode=0o700)),
        Case("FIFO in place of the file",
             lambda d, c: (os.makedirs(d, mode=0o700), os.mkfifo(os.path.join(d, DB_NAME), 0o600))),
        Case("immutable file (chattr +i)", chattr("file"), cleanup=chattr_undo),
        Case("immutable folder (chattr +i)", chattr("folder"), expect="error", cleanup=chattr_undo),
        Case("full disk, existing store (tmpfs)", full_disk(True), expect="error", cleanup=unmount),
        Case("full disk, first run (tmpfs)", full_disk(False), cleanup=unmount),
        Case("locked by another process", locked, cleanup=unlock),
        Case("hot rollback journal", hot_journal, expect="recovered"),
        Case("previous version (v1, stamped)",
             lambda d, c: make_v1_store(d, "previous-stamped", stamped=True), expect="upgraded"),
        Case("previous version (v1, unstamped)",
             lambda d, c: make_v1_store(d, "previous-unstamped", stamped=False), expect="upgraded"),
        Case("previous version (v1) + future step",
             lambda d, c: (make_v1_store(d, "previous", stamped=True),
                           with_sql(future)(d, c))),
    ]


def run_case(section, display, case, index, root, sample_username, messages):
    label = case.name
    case_root = os.path.join(root, "case-%02d" % index)
    data_dir = os.path.join(case_root, "mnt", "data")
    path = os.path.join(data_dir, DB_NAME)
    context = {}
    try:
        try:
            case.prepare(data_dir, context)
        except Skip as reason:
            section.skip(label, str(reason))
            return
        section.trials += 1
        before = fingerprint(path)
        app = App(display, data_dir)
        seen = app.wait_state(is_load_outcome, LOAD_TIMEOUT)
        outcome = None
        if seen and is_loading_error(seen[2], seen[3]):
            outcome = "loadingError"
            messages.append((label, seen[3]))
        elif seen:
            outcome = "editor"
        if outcome == "editor" and case.expect == "error":
            # Reading is possible; a save must then fail visibly, not silently.
            app.find_window()
            start = app.log.count()
            app.replace_text("proof-bad-store")
            app.key("ctrl+s")
            failed = app.wait_state(is_saving_error, LOAD_TIMEOUT, start)
            if failed:
                outcome = "savingError"
                messages.append((label, "editor, then " + failed[3]))
        alive = app.alive()
        status = app.stop()
        if not alive:
            section.fail(label, "crashed (exit %s): %s" % (status, app.log.crash_summary()))
        elif status != 0:
            section.fail(label, "exit status %s after SIGTERM" % status)
        after = fingerprint(path)
        if case.expect in ("loadingError", "error"):
            wanted = ("loadingError",) if case.expect == "loadingError" else ("loadingError", "savingError")
            if outcome not in wanted and alive:
                section.fail(label, "expected %s, saw %s" % (" or ".join(wanted),
                             outcome or "no load outcome within %d s" % LOAD_TIMEOUT)
                             + ("" if outcome else ": %s" % app.log.tail()))
            empty_and_ours = before == "absent" and (after == "absent" or after.endswith("size=0"))
            if after != before and not empty_and_ours:
                section.fail(label, "the store changed: before %s, after %s" % (before, after))
        elif case.expect == "ours":
            if outcome != "editor":
                section.fail(label, "expected the editor on a new store, saw %s" % (outcome or "nothing"))
            found = inspect_copy(data_dir)
            if found.get("integrity") != "ok" or found.get("username") != sample_username:
                section.fail(label, "not made into our store: %s" % found)
        elif case.expect == "upgraded":
            expected = {"previous version (v1, stamped)": "previous-stamped",
                        "previous version (v1, unstamped)": "previous-unstamped"}[label]
            if outcome != "editor":
                section.fail(label, "expected the editor on the upgraded store, saw %s: %s"
                             % (outcome or "nothing", seen[3][:300] if seen else app.log.tail()))
            elif username_of(seen[3]) != expected:
                section.fail(label, "shows %r, expected the stored %r" % (username_of(seen[3]), expected))
            found = inspect_copy(data_dir)
            schema = schema_of(data_dir)
            if found.get("integrity") != "ok" or found.get("username") != expected or schema != CURRENT_NAME:
                section.fail(label, "not upgraded in place: %s, schema %s" % (found, schema))
        elif case.expect == "recovered":
            if outcome != "editor":
                section.fail(label, "expected the editor after rolling back the journal, saw %s: %s"
                             % (outcome or "nothing", seen[3][:300] if seen else app.log.tail()))
            elif username_of(seen[3]) != sample_username:
                section.fail(label, "shows %r, expected the committed %r" % (username_of(seen[3]), sample_username))
            found = inspect_copy(data_dir)
            if found.get("integrity") != "ok":
                section.fail(label, "integrity_check: %s" % found.get("integrity"))
        print("  %-36s %-13s %s" % (label, outcome or "-", "unchanged" if after == before else "changed"),
              flush=True)
    finally:
        if case.cleanup:
            case.cleanup(data_dir, context)


def non_utf8_data_dir(section, display, root, messages):
    """--data-dir with bytes that are not UTF-8: the app must use exactly that folder or
    refuse clearly; it must never silently switch to another folder."""
    label = "non-UTF-8 --data-dir"
    section.trials += 1
    parent = os.path.join(root, "non-utf8")
    os.makedirs(parent)
    wanted = os.path.join(parent.encode(), b"data-\xff\xfe")
    from appdriver import BINARY, app_environment
    process = subprocess.Popen([BINARY.encode(), b"--data-dir", wanted], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=app_environment(display), start_new_session=True)
    from appdriver import StateLog
    log = StateLog(process.stderr)
    seen = log.wait_for(is_load_outcome, LOAD_TIMEOUT)
    try:
        # A refused command line closes stderr as it exits; give the exit a moment to be
        # reaped instead of racing it with poll() and calling a clean exit 2 "nothing".
        exited = process.wait(timeout=0.01 if seen else 5)
    except subprocess.TimeoutExpired:
        exited = None
    if exited is None:
        process.send_signal(signal.SIGTERM)
        process.wait(15)
    log.join()
    created = sorted(os.listdir(parent.encode()))
    stray = [name for name in created if name != b"data-\xff\xfe"]
    if stray:
        section.fail(label, "created another folder instead: %r" % stray)
    outcome = ("exit %s" % exited if exited is not None else
               "loadingError" if seen and is_loading_error(seen[2], seen[3]) else
               "editor" if seen else "nothing")
    if outcome == "editor" and created != [b"data-\xff\xfe"]:
        section.fail(label, "the editor runs but not on the folder given")
    if exited is not None and exited != 2:
        section.fail(label, "exit status %s (a refused command line exits 2): %s" % (exited, log.other[-3:]))
    if outcome == "nothing":
        section.fail(label, "no load outcome within %d s" % LOAD_TIMEOUT)
    messages.append((label, outcome + ("" if not log.other else ": " + " | ".join(log.other[:2]))))
    print("  %-36s %s; folders made: %r" % (label, outcome, created), flush=True)


def run(display, template, sample_username, seed, work_root):
    section = Section("bad stores")
    root = tempfile.mkdtemp(prefix="bad-", dir=work_root)
    messages = []
    print("bad stores:", flush=True)
    for index, case in enumerate(cases(template, sample_username, random.Random(seed))):
        try:
            run_case(section, display, case, index, root, sample_username, messages)
        except HarnessError as error:
            section.fail(case.name, "harness: %s" % error)
    try:
        non_utf8_data_dir(section, display, root, messages)
    except HarnessError as error:
        section.fail("non-UTF-8 --data-dir", "harness: %s" % error)
    print("  messages shown:", flush=True)
    for label, message in messages:
        print("    %-36s %s" % (label, message[:200]), flush=True)
    return section.done()
