"""What every proof section returns: counts, figures and failures, printed the same way."""
import time


class Section:
    """The outcome of one section of the proof suite (kill trials, bad stores, …).

    A failure names the trial or case and what was seen, so one line in the report is
    enough to reproduce it; `figures` are the numbers the section measured."""

    def __init__(self, name):
        self.name = name
        self.started = time.monotonic()
        self.finished = None
        self.trials = 0
        self.failures = []      # (trial/case label, message)
        self.skipped = []       # (case label, reason)
        self.figures = {}

    def fail(self, label, message):
        self.failures.append((label, message))
        print("  FAIL %s: %s" % (label, message), flush=True)

    def skip(self, label, reason):
        self.skipped.append((label, reason))
        print("  SKIP %s: %s" % (label, reason), flush=True)

    def done(self):
        self.finished = time.monotonic()
        return self

    @property
    def seconds(self):
        return (self.finished or time.monotonic()) - self.started

    @property
    def failed_trials(self):
        return len({label for label, _ in self.failures})

    def summary(self):
        figures = ", ".join("%s=%s" % item for item in self.figures.items())
        return "%-22s trials=%-5d failed=%-4d skipped=%-3d %6.1f s  %s" % (
            self.name, self.trials, self.failed_trials, len(self.skipped), self.seconds, figures)
