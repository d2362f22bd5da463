/* GTK's Unix printing classes (PrintJob, Printer, PrintUnixDialog), which gtk/gtk.h does not include. */
#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>
