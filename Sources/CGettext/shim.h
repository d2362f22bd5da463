#ifndef VSM_CGETTEXT_SHIM_H
#define VSM_CGETTEXT_SHIM_H
/*
 * GNU gettext as glibc provides it (libintl.h is part of libc6-dev; no library to link).
 * Swift's Glibc module does not export libintl.h, so the Localization module reaches it here.
 */
#include <libintl.h>
#include <locale.h>
#include <gnu/libc-version.h>
#endif
