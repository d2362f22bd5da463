"""Stores as the version before the posts left them (schema v1), and what schema a store
holds now, for the upgrade trials (kill -9 during the upgrade from v1 to the current
schema, which applies every later step in one transaction) and bad stores.

The v1 text is exactly what GRDB wrote for that version (an unstamped store is recognised
as ours by this text alone); a stamped one also carries our application id ("VSMP").
"""
import os
import shutil
import tempfile

from appdriver import DB_NAME, HarnessError, sqlite

APPLICATION_ID = 0x56534D50
V1_SCHEMA = (
    "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);"
    "INSERT INTO grdb_migrations VALUES ('v1: profile table');"
    'CREATE TABLE "profile" ("id" INTEGER PRIMARY KEY, "username" TEXT NOT NULL CHECK (LENGTH("username") > 0), '
    "\"realName\" TEXT NOT NULL DEFAULT '');"
)
V1 = ("v1: profile table", 3, 0)
# The schema this version writes: its steps, the profile's columns, and its tables beside
# the profile (posts; serverCopy and outbox since v3).
CURRENT_NAME = "v3"
CURRENT = ("v1: profile table,v2: profile details and posts,v3: server copies and outbox", 8, 3)


def make_v1_store(data_dir, username, real_name="Previous Version", stamped=True):
    """A v1 store with profile 1 (and a second profile, so more than one row moves)."""
    os.makedirs(data_dir, mode=0o700, exist_ok=True)
    path = os.path.join(data_dir, DB_NAME)
    script = V1_SCHEMA + (
        "INSERT INTO profile (id, username, realName) VALUES (1, '%s', '%s'), (2, 'second', 'Second Person');"
        % (username.replace("'", "''"), real_name.replace("'", "''")))
    if stamped:
        script = "PRAGMA application_id = %d;" % APPLICATION_ID + script
    status, out, err = sqlite(path, script)
    if status != 0:
        raise HarnessError("cannot make a v1 store: %s" % err)
    os.chmod(path, 0o600)
    return path


def schema_of(data_dir):
    """'v1', CURRENT_NAME, or a description of anything else, read on a copy (database plus
    any journal) so SQLite's own recovery happens there and the original stays as it is."""
    scratch = tempfile.mkdtemp(prefix="vsm-proof-schema-")
    try:
        for name in os.listdir(data_dir):
            if name.startswith(DB_NAME):
                shutil.copy2(os.path.join(data_dir, name), os.path.join(scratch, name))
        path = os.path.join(scratch, DB_NAME)
        status, out, err = sqlite(path, "SELECT (SELECT group_concat(identifier, ',') FROM "
                                        "(SELECT identifier FROM grdb_migrations ORDER BY identifier)), "
                                        "(SELECT count(*) FROM pragma_table_info('profile')), "
                                        "(SELECT count(*) FROM sqlite_master "
                                        "WHERE type = 'table' AND name IN ('posts', 'serverCopy', 'outbox'));")
        if status != 0:
            return "unreadable: %s" % err
        identifiers, columns, tables = out.split("|")
        found = (identifiers, int(columns), int(tables))
        if found == V1:
            return "v1"
        if found == CURRENT:
            return CURRENT_NAME
        return "mixed: migrations [%s], %s profile columns, %s of the tables beside the profile" % found
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
