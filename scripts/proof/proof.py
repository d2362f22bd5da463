#!/usr/bin/python3
"""The proof suite (`make proof`, `make proof-ci`): the built binary and its store under
kill -9 and SIGTERM, bad stores, command-line fuzz, libFuzzer over the username round
trip, and (full run) ThreadSanitizer, AddressSanitizer and valgrind.

Every section prints its figures; the run ends with one table and exits 1 if anything
failed (each failure names its trial or case and what was seen), 0 otherwise.

    scripts/proof/proof.py --mode ci|full [--seed N] [--only kill,bad,cli,fuzz,sanitizers,valgrind]
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # keep the source tree clean
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import appdriver  # noqa: E402
from results import Section  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SECTIONS = ["kill", "bad", "cli", "fuzz", "sanitizers", "valgrind"]
PLAN = {
    # The floors below which a run proves too little: ≥ 20 kill trials each in CI, ≥ 200 in
    # the full run; ≥ 500 malformed command lines; ≥ 10⁶ fuzz executions in the full run.
    "ci": {"trials": 20, "cli": 500, "fuzz_runs": 1_000_000, "fuzz_seconds": 30,
           "sections": ["kill", "bad", "cli", "fuzz"]},
    "full": {"trials": 200, "cli": 2000, "fuzz_runs": 1_000_000, "fuzz_seconds": 0,
             "sections": SECTIONS},
}


def script_section(name, command, summary_prefix):
    """Runs one of the shell parts (fuzz, sanitizers), streaming its output; the lines
    starting with `summary_prefix` become the section's figures."""
    section = Section(name)
    section.trials = 1
    print("%s: %s" % (name, " ".join(command)), flush=True)
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=appdriver.ROOT)
    figures = []
    for raw in process.stdout:
        line = raw.decode("utf-8", "replace").rstrip()
        print("  " + line, flush=True)
        if line.startswith(summary_prefix):
            figures.append(line)
    process.wait()
    for line in figures:
        if "executions=" not in line and "sanitizer reports" not in line:
            continue
        key, _, value = line.partition(": ")
        section.figures[key.strip()] = value.strip()
    if process.returncode != 0:
        section.fail(name, "exit status %d; see the lines above" % process.returncode)
    return section.done()


def build():
    command = ["swift", "build", "--package-path", "App", "--scratch-path", appdriver.SCRATCH,
               "--disable-build-manifest-caching", "--product", "vsm-profile-gtk"]
    print("build: " + " ".join(command), flush=True)
    result = subprocess.run(command, cwd=appdriver.ROOT,
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout[-4000:] + result.stderr[-4000:])
        raise SystemExit("proof: the app did not build")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mode", choices=sorted(PLAN), default="ci")
    parser.add_argument("--seed", type=int, default=None, help="random seed (printed, so a run can be repeated)")
    parser.add_argument("--only", default=None, help="comma-separated sections: " + ",".join(SECTIONS))
    parser.add_argument("--trials", type=int, default=None, help="kill trials per scenario")
    parser.add_argument("--no-build", action="store_true", help="use the binary as it is")
    args = parser.parse_args()
    plan = dict(PLAN[args.mode])
    if args.trials is not None:
        plan["trials"] = args.trials
    wanted = args.only.split(",") if args.only else plan["sections"]
    unknown = set(wanted) - set(SECTIONS)
    if unknown:
        parser.error("unknown sections: %s" % ", ".join(sorted(unknown)))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10 ** 9)
    started = time.monotonic()
    print("proof: mode=%s seed=%d sections=%s binary=%s" % (args.mode, seed, ",".join(wanted), appdriver.BINARY),
          flush=True)
    if not args.no_build and {"kill", "bad", "cli", "valgrind"} & set(wanted):
        build()
    work_root = tempfile.mkdtemp(prefix="vsm-proof-")
    results = []
    display = None
    try:
        if {"kill", "bad", "valgrind"} & set(wanted):
            display = appdriver.Xvfb()
            print("proof: Xvfb on %s" % display.display, flush=True)
        if "kill" in wanted or "bad" in wanted:
            import kill_trials
            store = kill_trials.Store(display.display, tempfile.mkdtemp(prefix="template-", dir=work_root))
            print("proof: template store made by the app's first run; sample username %r" % store.sample_username,
                  flush=True)
            if "kill" in wanted:
                results += kill_trials.run(display.display, plan["trials"], seed, work_root)
            if "bad" in wanted:
                import bad_stores
                results.append(bad_stores.run(display.display, store.template, store.sample_username, seed,
                                              work_root))
        if "cli" in wanted:
            import cli_fuzz
            results.append(cli_fuzz.run(plan["cli"], seed, work_root))
        if "fuzz" in wanted:
            results.append(script_section("libFuzzer round trip",
                                          [os.path.join(HERE, "fuzz.sh"), str(plan["fuzz_runs"]),
                                           str(plan["fuzz_seconds"])], "fuzz: "))
        if "sanitizers" in wanted:
            results.append(script_section("TSan + ASan", [os.path.join(HERE, "sanitizers.sh")], ("tsan-library: ", "tsan-app: ", "asan: ")))
        if "valgrind" in wanted:
            import valgrind_session
            results.append(valgrind_session.run(display.display, work_root))
    finally:
        if display:
            display.stop()
    failed = [section for section in results if section.failures]
    print("\n" + "=" * 100)
    print("proof summary (mode=%s, seed=%d, %.0f s)" % (args.mode, seed, time.monotonic() - started))
    for section in results:
        print("  %s %s" % ("FAIL" if section.failures else "ok  ", section.summary()))
    for section in failed:
        print("\n%s: %d failed trials" % (section.name, section.failed_trials))
        for label, message in section.failures[:25]:
            print("  %s: %s" % (label, message[:400]))
        if len(section.failures) > 25:
            print("  … %d more" % (len(section.failures) - 25))
    if failed:
        print("\nproof: FAIL (work files kept in %s; repeat with --seed %d)" % (work_root, seed))
        return 1
    shutil.rmtree(work_root, ignore_errors=True)
    print("\nproof: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
