#ifndef VSM_CADW_SHIM_H
#define VSM_CADW_SHIM_H
/*
 * C side of the Adw module: libadwaita's headers. Debian 12 ships libadwaita 1.2.2; the Adw
 * module uses nothing newer, so the compile-time check below stops a 1.3+ call early.
 */
#include <adwaita.h>

#if !ADW_CHECK_VERSION(1, 2, 0)
#error "the Adw module needs libadwaita 1.2 or newer (Debian 12: libadwaita-1-dev)"
#endif

#endif
