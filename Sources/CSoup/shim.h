#ifndef VSM_CSOUP_SHIM_H
#define VSM_CSOUP_SHIM_H
/*
 * C side of the Soup module: libsoup 3, GNOME's HTTP library. Debian 12 ships 3.2, the
 * oldest release the module supports; newer API is used under the SOUP_3_N compilation
 * conditions that Package.swift derives from the installed version.
 */
#include <libsoup/soup.h>

#if !SOUP_CHECK_VERSION(3, 2, 0)
#error "the Soup module needs libsoup 3.2 or newer (Debian 12: libsoup-3.0-dev)"
#endif

#endif
