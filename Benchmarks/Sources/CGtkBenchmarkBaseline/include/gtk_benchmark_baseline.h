#ifndef GTK_BENCHMARK_BASELINE_H
#define GTK_BENCHMARK_BASELINE_H
/*
 * The C-level baseline of the GTK benchmark: a background pthread posts g_idle_add
 * callbacks to the default main context, one at a time, and records how long each
 * takes to run on the main thread while the GTK loop runs.
 */
#include <stdint.h>

/* Monotonic clock in nanoseconds (CLOCK_MONOTONIC), shared with the Swift side. */
uint64_t gtk_benchmark_now_ns(void);

/*
 * Starts a background thread that posts `samples` g_idle_add callbacks, waiting for
 * each to run and then `gap_us` microseconds before the next. Each latency
 * (post -> callback start, nanoseconds) is written to `latencies_ns[i]`.
 * When all have run, calls `done(done_context)` on the main thread (from the last
 * callback). Returns 0 on success.
 */
int gtk_benchmark_run_idle_baseline(int samples, unsigned gap_us, uint64_t *latencies_ns,
                                    void (*done)(void *), void *done_context);
#endif
