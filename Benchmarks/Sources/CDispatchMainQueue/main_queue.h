// libdispatch's main-queue drain (exported by libdispatch.so, which every Swift program on
// Linux links; the library's GLib bridge calls it the same way, Sources/CGLib/shim.h). The
// callgrind scenarios of vsm-benchmarks call it on the main thread to run what is queued on
// the main queue without returning to it: the async main must never suspend under valgrind.
// Declared here, not with @_silgen_name, so the C signature is checked by the importer.
#ifndef VSM_CDISPATCH_MAIN_QUEUE_H
#define VSM_CDISPATCH_MAIN_QUEUE_H

extern void _dispatch_main_queue_callback_4CF(void *msg);

#endif
