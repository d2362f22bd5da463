#ifndef VSM_CXTEST_SHIM_H
#define VSM_CXTEST_SHIM_H
/*
 * libXtst and Xlib, for VSMGtkTesting's C side (Sources/CGtkTesting): XTest injects key and
 * pointer events the X server treats as a person's (docs/Design.md, "Testing"). Swift code does not
 * import this module (X11's `Window` and `None` would clash with GTK's names); it exists
 * for pkg-config (`xtst`) and the Debian package that provides the headers.
 */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#endif
