#include "gtk_benchmark_baseline.h"

#include <glib.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>

uint64_t gtk_benchmark_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

typedef struct {
    int samples;
    unsigned gap_us;
    uint64_t *latencies_ns;
    void (*done)(void *);
    void *done_context;
    int index;
    uint64_t posted_at;
    GMutex lock;
    GCond ran;
    gboolean has_run;
} Baseline;

static gboolean on_idle(gpointer data) {
    Baseline *b = data;
    uint64_t now = gtk_benchmark_now_ns();
    b->latencies_ns[b->index] = now - b->posted_at;
    if (b->index == b->samples - 1 && b->done != NULL) {
        b->done(b->done_context);
    }
    g_mutex_lock(&b->lock);
    b->has_run = TRUE;
    g_cond_signal(&b->ran);
    g_mutex_unlock(&b->lock);
    return G_SOURCE_REMOVE;
}

static void *producer(void *data) {
    Baseline *b = data;
    for (int i = 0; i < b->samples; i++) {
        if (b->gap_us > 0) usleep(b->gap_us);
        g_mutex_lock(&b->lock);
        b->index = i;
        b->has_run = FALSE;
        b->posted_at = gtk_benchmark_now_ns();
        g_idle_add(on_idle, b);
        while (!b->has_run) g_cond_wait(&b->ran, &b->lock);
        g_mutex_unlock(&b->lock);
    }
    g_mutex_clear(&b->lock);
    g_cond_clear(&b->ran);
    g_free(b);
    return NULL;
}

int gtk_benchmark_run_idle_baseline(int samples, unsigned gap_us, uint64_t *latencies_ns,
                                    void (*done)(void *), void *done_context) {
    if (samples <= 0 || latencies_ns == NULL) return -1;
    Baseline *b = g_new0(Baseline, 1);
    b->samples = samples;
    b->gap_us = gap_us;
    b->latencies_ns = latencies_ns;
    b->done = done;
    b->done_context = done_context;
    g_mutex_init(&b->lock);
    g_cond_init(&b->ran);
    pthread_t thread;
    if (pthread_create(&thread, NULL, producer, b) != 0) {
        g_free(b);
        return -1;
    }
    pthread_detach(thread);
    return 0;
}
