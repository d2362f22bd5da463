/*
 * The save's C baseline in app-benchmarks: the bare SQLite commit that every save of the
 * app has to wait for, so the save round trip can be read as "the disk" plus "ours".
 *
 *     sqlite-commit-baseline DATABASE COUNT
 *
 * Creates DATABASE (in the same scratch folder as the app's store, so on the same file
 * system) with a one-row `profile` table of the app's shape, opened the way the app's
 * store is (ProfileDatabaseOpener: SQLite's defaults, i.e. the rollback journal in DELETE
 * mode and synchronous=FULL, set here explicitly so a different compile-time default
 * cannot change the comparison), then runs COUNT times
 *     UPDATE profile SET username = ? WHERE id = 1
 * each its own (autocommit) transaction, with a new name each time like the app's saves.
 * Only sqlite3_step is timed (the statement is prepared once), and for each commit it writes
 *     commit <CLOCK_MONOTONIC ns duration>
 * to stderr. Exit status 0 when every commit succeeded, 1 otherwise (with SQLite's message).
 *
 * app-benchmarks compiles it with `cc -O2 ... -lsqlite3` (libsqlite3-dev, a build
 * dependency of the package) like the GTK baseline next to it.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long long now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static int fail(sqlite3 *db, const char *what) {
    fprintf(stderr, "sqlite-commit-baseline: %s: %s\n", what, db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_close(db);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3 || atoi(argv[2]) <= 0) {
        fprintf(stderr, "usage: sqlite-commit-baseline DATABASE COUNT\n");
        return 2;
    }
    int count = atoi(argv[2]);
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
        return fail(db, "open");
    }
    /* The journal settings of the app's store and its table (ProfileSchema, step "v1: profile table"). */
    const char *setup =
        "PRAGMA journal_mode = DELETE;"
        "PRAGMA synchronous = FULL;"
        "CREATE TABLE IF NOT EXISTS profile ("
        "  id INTEGER PRIMARY KEY,"
        "  username TEXT NOT NULL CHECK (length(username) > 0),"
        "  realName TEXT NOT NULL DEFAULT '');"
        "INSERT OR IGNORE INTO profile (id, username, realName) VALUES (1, 'baseline', '');";
    sqlite3_busy_timeout(db, 5000);
    if (sqlite3_exec(db, setup, NULL, NULL, NULL) != SQLITE_OK) return fail(db, "setup");

    sqlite3_stmt *update = NULL;
    if (sqlite3_prepare_v2(db, "UPDATE profile SET username = ? WHERE id = 1", -1, &update, NULL) != SQLITE_OK) {
        return fail(db, "prepare");
    }
    for (int index = 0; index < count; index++) {
        char name[32];
        snprintf(name, sizeof name, "baseline%d", index);
        sqlite3_bind_text(update, 1, name, -1, SQLITE_TRANSIENT);
        long long start = now_ns();
        int result = sqlite3_step(update);
        long long end = now_ns();
        if (result != SQLITE_DONE || sqlite3_changes(db) != 1) {
            sqlite3_finalize(update);
            return fail(db, "update");
        }
        sqlite3_reset(update);
        fprintf(stderr, "commit %lld\n", end - start);
    }
    fflush(stderr);
    sqlite3_finalize(update);
    return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
}
