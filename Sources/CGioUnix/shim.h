/* GIO's Unix-only API (mounts, file descriptors, desktop files, Unix streams) and networking, which
 * gio/gio.h does not include. */
#include <gio/gio.h>
#include <gio/gdesktopappinfo.h>
#include <gio/gfiledescriptorbased.h>
#include <gio/gnetworking.h>
#include <gio/gunixfdmessage.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixmounts.h>
#include <gio/gunixoutputstream.h>
