#ifndef VSM_CGTK_SHIM_H
#define VSM_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>
#endif
