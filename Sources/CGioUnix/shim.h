/* GIO's Unix-only API (mounts, file descriptors), which gio/gio.h does not include. */
#include <gio/gio.h>
#include <gio/gunixmounts.h>
