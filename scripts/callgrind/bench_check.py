#!/usr/bin/env python3
"""Instruction-count guards for the hot paths (make bench-check).

Builds the benchmark executables in release mode, runs each scenario of their callgrind
mode under `valgrind --tool=callgrind`, divides the instructions counted inside
`callgrindMeasuredRegion` by the operations the scenario reports, and compares the result
with the committed table (Benchmarks/callgrind/expected.tsv). Prints a ratio table and
exits 1 when a scenario costs more than 10% above its expected count.

Instruction counts, unlike times, repeat for the same binary and input whatever else the
machine runs, so this check can run on a loaded CI machine. They change with the compiler,
the Swift runtime and GTK, so after such an upgrade (or a deliberate change in cost) run
with --update and commit the table.

The stream scenarios run their work in tasks on other threads, so they are counted on every
thread while the main thread is inside the region (callgrind dumps at the region's entry and at
its end marker) rather than on each thread inside its own calls of the region.

The launch scenario (the app from exec to the loaded editor's first painted frame) runs
only with --with-launch or --only launch: it needs a release build of the whole app, which
takes longer than the rest of the check together.

Usage:
  scripts/callgrind/bench_check.py [--update] [--only NAME ...] [--with-launch] [--repeat N]
                                   [--skip-build] [--table FILE] [--threshold FRACTION]

Exit status: 0 all within the threshold (or the table updated), 1 a scenario grew by more
than the threshold or has no expected count, 2 the check could not run (bad command line,
build or valgrind failure).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_TABLE = ROOT / "Benchmarks" / "callgrind" / "expected.tsv"
DEFAULT_THRESHOLD = 0.10
# The benchmarks switch counting on and off around the measured code with this function.
TOGGLE = "*callgrindMeasuredRegion*"
XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24"]


@dataclasses.dataclass(frozen=True)
class Scenario:
    name: str
    product: str
    arguments: tuple[str, ...]
    operation: str
    needs_display: bool = False
    # Runs only when asked for by name or with --with-launch.
    optional: bool = False
    # Counted on every thread between the main thread's entry into the region and its call of
    # callgrindMeasuredRegionEnded (see region_instructions), instead of on each thread inside
    # the region.
    all_threads: bool = False


# What the table guards, in the order it is printed. Each scenario's code and what it
# measures is documented where it is defined (Benchmarks/Sources/VSMBenchmarks/CallgrindScenario.swift,
# Benchmarks/Sources/GtkBenchmarks/CallgrindListScenario.swift).
SCENARIOS = [
    Scenario("sync", "vsm-benchmarks", ("--callgrind", "sync"),
             "transition: sync observe + render of a @RenderedViewState view"),
    Scenario("sync-baseline", "vsm-benchmarks", ("--callgrind", "sync-baseline"),
             "transition: OpenCombine CurrentValueSubject -> sink -> the same render"),
    Scenario("batch", "vsm-benchmarks", ("--callgrind", "batch"),
             "state: handed over from a background thread, applied and rendered in a batch of 1,000"),
    Scenario("stream-floor", "vsm-benchmarks", ("--callgrind", "stream-floor"),
             "state: AsyncStream yield -> next() in a plain task, no VSM, 1,000 per stream, all threads",
             all_threads=True),
    Scenario("stream-observe", "vsm-benchmarks", ("--callgrind", "stream-observe"),
             "state: the same stream through observe(AsyncStream), applied and rendered, all threads",
             all_threads=True),
    Scenario("stream-observe-async", "vsm-benchmarks", ("--callgrind", "stream-observe-async"),
             "state: the same stream through observeAsync { AsyncStream }, applied and rendered, all threads",
             all_threads=True),
    Scenario("list-apply", "gtk-benchmarks", ("callgrind", "list-apply"),
             "update: ListViewController.apply, 10,000 rows, 1% changed, list on screen",
             needs_display=True),
    Scenario("launch", "vsm-profile-gtk", (),
             "launch: exec -> the loaded editor's first painted frame, existing store, all threads",
             needs_display=True, optional=True),
]
BY_NAME = {scenario.name: scenario for scenario in SCENARIOS}


class CheckError(Exception):
    """The check could not run (exit 2)."""


# MARK: Table

@dataclasses.dataclass
class Expectation:
    instructions: float
    operation: str


def read_table(path: Path) -> dict[str, Expectation]:
    """Reads `scenario<TAB>instructions per operation<TAB>operation` lines; # starts a comment."""
    table: dict[str, Expectation] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 2:
            raise CheckError(f"{path}:{number}: expected 'scenario<TAB>instructions<TAB>operation'")
        try:
            instructions = float(fields[1])
        except ValueError:
            raise CheckError(f"{path}:{number}: '{fields[1]}' is not a number") from None
        if instructions <= 0:
            raise CheckError(f"{path}:{number}: the expected count must be positive")
        table[fields[0]] = Expectation(instructions, fields[2] if len(fields) > 2 else "")
    return table


def format_table(measured: dict[str, float], kept: dict[str, Expectation]) -> str:
    """The table file for `measured` counts; scenarios not measured keep their old line."""
    lines = [
        "# Expected instructions per operation of each callgrind scenario of a release build,",
        "# counted inside callgrindMeasuredRegion (launch: from exec to the loaded frame);",
        "# make bench-check fails above +10%.",
        "# Written by scripts/callgrind/bench_check.py --update; see docs/Benchmarks.md.",
        "# scenario\tinstructions per operation\toperation",
    ]
    for scenario in SCENARIOS:
        if scenario.name in measured:
            lines.append(f"{scenario.name}\t{measured[scenario.name]:.0f}\t{scenario.operation}")
        elif scenario.name in kept:
            old = kept[scenario.name]
            lines.append(f"{scenario.name}\t{old.instructions:.0f}\t{old.operation}")
    return "\n".join(lines) + "\n"


# MARK: Comparison

@dataclasses.dataclass
class Verdict:
    name: str
    expected: float | None
    measured: float
    ratio: float | None
    failed: bool
    note: str


def compare(name: str, measured: float, expectation: Expectation | None,
            threshold: float = DEFAULT_THRESHOLD) -> Verdict:
    """Fails when `measured` exceeds the expectation by more than `threshold` (a fraction), or
    when there is no expectation. A count that dropped by more than the threshold passes with
    a note: the table should be updated so that the gain is kept."""
    if expectation is None:
        return Verdict(name, None, measured, None, True, "no expected count: run with --update")
    ratio = measured / expectation.instructions
    if ratio > 1 + threshold:
        return Verdict(name, expectation.instructions, measured, ratio, True,
                       f"FAIL: more than +{threshold:.0%}")
    if ratio < 1 - threshold:
        return Verdict(name, expectation.instructions, measured, ratio, False,
                       f"ok, below -{threshold:.0%}: update the table to keep the gain")
    return Verdict(name, expectation.instructions, measured, ratio, False, "ok")


def render_verdicts(verdicts: list[Verdict], threshold: float) -> str:
    header = ("scenario", "expected", "measured", "ratio", f"verdict (limit +{threshold:.0%})")
    rows = [header]
    for verdict in verdicts:
        rows.append((
            verdict.name,
            "-" if verdict.expected is None else f"{verdict.expected:,.0f}",
            f"{verdict.measured:,.1f}",
            "-" if verdict.ratio is None else f"{verdict.ratio:.3f}x",
            verdict.note,
        ))
    widths = [max(len(row[column]) for row in rows) for column in range(len(header))]
    out = []
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(row[1:4], widths[1:4])]
        out.append("  ".join(cells + [row[4]]))
    return "\n".join(out)


# MARK: Running

OPERATIONS = re.compile(r"^callgrind-operations: (\d+)$", re.MULTILINE)
TOTALS = re.compile(r"^(?:totals|summary): (\d+)", re.MULTILINE)


def parse_operations(stdout: str) -> int:
    match = OPERATIONS.search(stdout)
    if not match or int(match.group(1)) <= 0:
        raise CheckError("the scenario did not print 'callgrind-operations: N'")
    return int(match.group(1))


def parse_total(callgrind_output: str) -> int:
    match = TOTALS.search(callgrind_output)
    if not match:
        raise CheckError("no totals line in callgrind's output")
    return int(match.group(1))


def scratch_path() -> Path:
    scratch = os.environ.get("SCRATCH", ".build")
    return Path(scratch) if os.path.isabs(scratch) else ROOT / scratch


# Each product's package; all build in SCRATCH, the one build folder the Makefile gives every package.
PACKAGES = {
    "vsm-benchmarks": "Benchmarks",
    "gtk-benchmarks": "Benchmarks",
    "vsm-profile-gtk": "App",
}


def build(products: list[str]) -> None:
    for product in products:
        # A fresh build plan: the one cached in SCRATCH may be another package's (see the Makefile).
        command = ["swift", "build", "-c", "release", "--package-path", PACKAGES[product],
                   "--scratch-path", str(scratch_path()), "--disable-build-manifest-caching", "--product", product]
        print("+ " + " ".join(command), flush=True)
        if subprocess.run(command, cwd=ROOT).returncode != 0:
            raise CheckError(f"building {product} failed")


def display_environment(environment: dict[str, str]) -> None:
    # Cairo rather than GL on llvmpipe: far fewer instructions under valgrind, no rendering
    # threads.
    environment.update(GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1", GSETTINGS_BACKEND="memory")


def with_display(command: list[str], environment: dict[str, str], name: str) -> list[str]:
    if environment.get("DISPLAY") or environment.get("WAYLAND_DISPLAY"):
        return command
    if shutil.which("xvfb-run") is None:
        raise CheckError(f"{name} needs a display: install xvfb (make deps-bench)")
    return XVFB + command


def without_debug_info(binary: Path, folder: Path) -> Path:
    """A copy of `binary` in `folder` without its debug information, for valgrind.

    valgrind 3.19 gives up ("possibly corrupted debuginfo file") on the DWARF 5 of the release
    app and, since they link swift-argument-parser too, of the benchmark executables. The copy
    keeps the symbol table, which is all the counts need: the toggle finds
    callgrindMeasuredRegion by its symbol, and the instructions run are the same."""
    if shutil.which("objcopy") is None:
        raise CheckError("valgrind needs a copy without debug information: install objcopy (binutils)")
    stripped = folder / binary.name
    subprocess.run(["objcopy", "--strip-debug", str(binary), str(stripped)], check=True)
    return stripped


def run_scenario(scenario: Scenario) -> float:
    """Instructions per operation of one run of `scenario`."""
    binary = scratch_path() / "release" / scenario.product
    if not binary.exists():
        raise CheckError(f"{binary} is missing: build it, or run without --skip-build")
    environment = dict(os.environ)
    # The same dictionary order in every run (Swift seeds hashing per process).
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    if scenario.name == "launch":
        return run_launch(binary, environment)
    with tempfile.TemporaryDirectory(prefix="bench-check-") as scratch:
        counted = without_debug_info(binary, Path(scratch))
        output = Path(scratch) / "callgrind.out"
        if scenario.all_threads:
            counting = ["--collect-atstart=yes", f"--dump-before={TOGGLE}"]
        else:
            counting = ["--collect-atstart=no", f"--toggle-collect={TOGGLE}"]
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}",
                   *counting, str(counted), *scenario.arguments]
        if scenario.needs_display:
            display_environment(environment)
            command = with_display(command, environment, scenario.name)
        result = subprocess.run(command, env=environment, capture_output=True, text=True)
        if result.returncode != 0 or not output.exists():
            tail = "\n".join(result.stderr.splitlines()[-15:])
            raise CheckError(f"{scenario.name}: valgrind exited with {result.returncode}\n{tail}")
        operations = parse_operations(result.stdout)
        if scenario.all_threads:
            total = region_instructions(dumped_parts(Path(scratch)))
        else:
            total = parse_total(output.read_text(encoding="utf-8", errors="replace"))
    return total / operations


def dumped_parts(folder: Path) -> list[str]:
    """The texts of the parts callgrind dumped into `folder` (callgrind.out.1, .2, …), in
    order; callgrind.out itself, the rest of the run, is not one of them."""
    parts = sorted(folder.glob("callgrind.out.*"), key=lambda path: int(path.suffix[1:]))
    return [part.read_text(encoding="utf-8", errors="replace") for part in parts]


REGION_ENTERED = re.compile(r"^desc: Trigger: --dump-before=\S*callgrindMeasuredRegion(?!Ended)", re.MULTILINE)
REGION_ENDED = re.compile(r"^desc: Trigger: --dump-before=\S*callgrindMeasuredRegionEnded", re.MULTILINE)


def region_instructions(parts: list[str]) -> int:
    """The instructions of every thread inside an all-threads scenario's region, from
    callgrind's dumps (`parts`, the texts of callgrind.out.1, .2, … in order; valgrind runs
    with --dump-before on the region's pattern, which matches the region and its end marker).

    Part 1 ends where the main thread enters the region, part 2 where it calls the end marker:
    part 2 is the region. Anything else (the region entered twice, the marker never called)
    is refused rather than counted."""
    if len(parts) != 2 or not REGION_ENTERED.search(parts[0]) or not REGION_ENDED.search(parts[1]):
        raise CheckError(f"{len(parts)} callgrind parts: expected one dumped on entering callgrindMeasuredRegion "
                         f"and one on calling callgrindMeasuredRegionEnded (the region entered once, on the main thread)")
    return parse_total(parts[1])


# The app's frame trace (App/Sources/ProfileApp/FrameTrace.swift) writes each line through this method.
TRACE_WRITE = "*10FrameTraceC5write33_*"
LAUNCH_TIMEOUT_SECONDS = 600
LOADED_FRAME = re.compile(r"^frame \d+ (loaded|editing\.opened) ")


def loaded_frame_index(lines: list[str]) -> int:
    """The 1-based position of the loaded editor's first painted frame among the trace lines."""
    for index, line in enumerate(lines, start=1):
        if LOADED_FRAME.match(line):
            return index
    raise CheckError("the app painted no loaded editor (no 'frame … loaded' trace line)")


def launch_once(command: list[str], environment: dict[str, str]) -> list[str]:
    """Runs the app until its loaded editor's first frame is traced, stops it, and returns its
    trace lines (state and frame lines, also those written before it stopped)."""
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    lines: list[str] = []
    assert process.stderr is not None
    # An app that never shows the loaded editor is stopped rather than waited for forever.
    watchdog = threading.Timer(LAUNCH_TIMEOUT_SECONDS, process.terminate)
    watchdog.start()
    try:
        for line in process.stderr:
            if line.startswith(("state ", "frame ")):
                lines.append(line.strip())
                if LOADED_FRAME.match(line):
                    break
    finally:
        watchdog.cancel()
        process.terminate()
    _, rest = process.communicate(timeout=120)
    lines += [line for line in rest.splitlines() if line.startswith(("state ", "frame "))]
    loaded_frame_index(lines)
    return lines


@contextlib.contextmanager
def virtual_display(environment: dict[str, str]):
    """An Xvfb server of our own for the app when there is no display: the app is stopped
    mid-run, and stopping it under xvfb-run would leave xvfb-run's server running."""
    if environment.get("DISPLAY") or environment.get("WAYLAND_DISPLAY"):
        yield
        return
    if shutil.which("Xvfb") is None:
        raise CheckError("launch needs a display: install xvfb (make deps-bench)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as ready:
        number = ready.readline().strip()
    try:
        if not number:
            raise CheckError("Xvfb did not start")
        environment["DISPLAY"] = ":" + number
        yield
    finally:
        server.terminate()
        server.wait(timeout=30)


def run_launch(binary: Path, environment: dict[str, str]) -> float:
    """Instructions of all threads from exec until the app's frame trace reports the loaded
    editor's first painted frame, on a store an earlier launch created.

    callgrind dumps a part before each trace line (--dump-before on the trace's write), so
    the parts up to the loaded frame's line add up to the launch (see launch_instructions)."""
    parts, lines = profiled_launch(binary, environment)
    return float(launch_instructions(parts, lines))


def profiled_launch(binary: Path, environment: dict[str, str],
                    valgrind_options: tuple[str, ...] = ()) -> tuple[list[str], list[str]]:
    """One launch of the app under callgrind, on a store an earlier launch created, until its
    loaded editor's first frame: callgrind's dumps (one before each trace line, in order) and
    the app's trace lines. `valgrind_options` go before the tool's own (launch_order.py asks for
    mangled names)."""
    display_environment(environment)
    environment["VSM_PROFILE_TRACE_FRAMES"] = "1"
    environment["LANG"] = "C.UTF-8"
    for name in ("GSETTINGS_SCHEMA_DIR", "VSM_PROFILE_LOCALE_DIR", "LANGUAGE", "LC_ALL", "VSM_DEBUG", "VSM_JOURNEY"):
        environment.pop(name, None)
    with tempfile.TemporaryDirectory(prefix="bench-check-launch-") as scratch, virtual_display(environment):
        stripped = without_debug_info(binary, Path(scratch))
        store = Path(scratch) / "store"
        store.mkdir()
        arguments = ["--data-dir", str(store)]
        launch_once([str(stripped), *arguments], environment)
        output = Path(scratch) / "callgrind.out"
        command = ["valgrind", "--tool=callgrind", *valgrind_options, f"--callgrind-out-file={output}",
                   f"--dump-before={TRACE_WRITE}", str(stripped), *arguments]
        lines = launch_once(command, environment)
        return dumped_parts(Path(scratch)), lines


DUMP_TRIGGER = re.compile(r"^desc: Trigger: --dump-before=", re.MULTILINE)


def launch_instructions(parts: list[str], lines: list[str]) -> int:
    """The instructions from exec to the loaded frame's trace line, from callgrind's dumps
    (`parts`, the texts of callgrind.out.1, .2, … in order) and the app's trace `lines`.

    Part N ends where line N is written, so the launch is the sum of the parts up to the
    loaded frame's line. That holds only when every line was written by a call of the
    trace's write method: a line written from a copy inlined into its caller dumps nothing,
    and the parts would then end at other lines than their numbers say. So the parts must
    match the lines one to one; one part more is allowed, for a line the app was stopped
    while writing (dumped, never written)."""
    index = loaded_frame_index(lines)
    for number, part in enumerate(parts, start=1):
        if not DUMP_TRIGGER.search(part):
            raise CheckError(f"launch: callgrind part {number} was not dumped before a trace line")
    if not len(lines) <= len(parts) <= len(lines) + 1:
        raise CheckError(f"launch: {len(parts)} callgrind parts for {len(lines)} trace lines: each line must be "
                         f"written by a call of the trace's write method (FrameTrace.write, @inline(never)), "
                         f"which callgrind dumps before")
    return sum(parse_total(part) for part in parts[:index])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="rewrite the table with the measured counts")
    parser.add_argument("--only", action="append", choices=list(BY_NAME), metavar="NAME",
                        help=f"run only this scenario (repeatable): {', '.join(BY_NAME)}")
    parser.add_argument("--with-launch", action="store_true",
                        help="also run the launch scenario (builds the release app)")
    parser.add_argument("--repeat", type=int, default=1, metavar="N",
                        help="run each scenario N times and print every count (the check uses the largest)")
    parser.add_argument("--skip-build", action="store_true", help="use the release executables as they are")
    parser.add_argument("--table", type=Path, default=DEFAULT_TABLE, help="the table of expected counts")
    parser.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD,
                        help="allowed growth as a fraction (default 0.10)")
    options = parser.parse_args(argv)
    if options.repeat < 1 or options.threshold <= 0:
        parser.error("--repeat must be at least 1 and --threshold above 0")

    started = time.monotonic()
    if options.only:
        scenarios = [s for s in SCENARIOS if s.name in options.only]
    else:
        scenarios = [s for s in SCENARIOS if not s.optional or options.with_launch]
    try:
        if options.table.exists():
            table = read_table(options.table)
        elif options.update:
            table = {}
        else:
            raise CheckError(f"{options.table} is missing: create it with --update")
        if shutil.which("valgrind") is None:
            raise CheckError("valgrind is not installed (make bench-check installs it)")
        if not options.skip_build:
            build(sorted({s.product for s in scenarios}, reverse=True))
        built = time.monotonic()
        measured: dict[str, float] = {}
        for scenario in scenarios:
            counts = []
            for _ in range(options.repeat):
                counts.append(run_scenario(scenario))
                print(f"{scenario.name}: {counts[-1]:,.1f} instructions per {scenario.operation.split(':')[0]}",
                      flush=True)
            measured[scenario.name] = max(counts)
            if options.repeat > 1:
                spread = (max(counts) - min(counts)) / min(counts)
                print(f"{scenario.name}: {options.repeat} runs, spread {spread:.4%}", flush=True)
    except CheckError as error:
        print(f"bench-check: {error}", file=sys.stderr)
        return 2

    print()
    if "sync" in measured and "sync-baseline" in measured:
        print(f"sync / sync-baseline: {measured['sync'] / measured['sync-baseline']:.2f}x in instructions\n")
    streams = [shape for shape in ("stream-observe", "stream-observe-async") if shape in measured]
    if streams and "stream-floor" in measured:
        for shape in streams:
            print(f"{shape} / stream-floor: {measured[shape] / measured['stream-floor']:.3f}x in instructions")
        print()
    if options.update:
        options.table.parent.mkdir(parents=True, exist_ok=True)
        options.table.write_text(format_table(measured, table), encoding="utf-8")
        print(f"wrote {options.table} ({time.monotonic() - started:.0f} s, of which build "
              f"{built - started:.0f} s)")
        return 0
    verdicts = [compare(name, count, table.get(name), options.threshold) for name, count in measured.items()]
    print(render_verdicts(verdicts, options.threshold))
    print(f"\n{time.monotonic() - started:.0f} s, of which build {built - started:.0f} s")
    failed = [verdict.name for verdict in verdicts if verdict.failed]
    if failed:
        print(f"bench-check: FAILED: {', '.join(failed)} (see docs/Benchmarks.md, 'Instruction counts')",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
