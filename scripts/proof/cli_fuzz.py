"""Command-line fuzz: generated malformed invocations of the built binary.

Each must exit 2 within a bound, print nothing on stdout, and print on stderr one error
line (`vsm-profile-gtk: …`) optionally followed by the usage lines (`Usage: …`, `See …`),
and must never try to open a window: it runs with no DISPLAY and VSM_DEBUG=1, so any
attempt shows as a display complaint, a GTK message or a state line, and it must leave
no data folder behind in its (private) HOME and XDG_DATA_HOME.
"""
import os
import random
import shutil
import subprocess
import tempfile

from appdriver import BINARY
from results import Section

OPTIONS = [b"--data-dir", b"--user-id", b"--simulate-latency", b"--simulate-failures"]
VALID = {b"--data-dir": b"/tmp/vsm-proof-never-used", b"--user-id": b"1",
         b"--simulate-latency": b"0.1", b"--simulate-failures": b"save"}
BAD_VALUES = {
    b"--user-id": [b"0", b"-1", b"abc", b"1.5", b"", b" 1", b"1e3", b"0x1F", b"99999999999999999999",
                   b"-0", b"+", b"\xd9\xa1", b"1_000", b"NaN", b"9223372036854775808", b"1 2", b"\xff"],
    b"--simulate-latency": [b"-1", b"601", b"nan", b"inf", b"-inf", b"abc", b"", b"1e400", b"0x",
                            b"1,5", b"--", b"1.2.3", b"\xff\xfe", b"600.0001", b"1s"],
    b"--simulate-failures": [b"bogus", b"save:2", b"save:-1", b"load,,save", b"", b",", b"save:",
                             b":0.5", b"save:nan", b"save:0.5:1", b"save:abc", b"saves", b"load;save",
                             b"\xff"],
    b"--data-dir": [b""],
}
WORD = b"abcdefghijklmnopqrstuvwxyz0123456789-_"
RESERVED = {b"--help", b"--version", b"-h", b"help"}


def random_word(rng, low=1, high=24):
    return bytes(rng.choice(WORD) for _ in range(rng.randint(low, high)))


def junk(rng, low=1, high=64):
    # Any byte but NUL (argv strings cannot hold one).
    return bytes(rng.randrange(1, 256) for _ in range(rng.randint(low, high)))


def valid_prefix(rng, core):
    # Never repeat an option the malformed part uses: the last occurrence of an option
    # wins, so a valid repeat would make the whole command line valid.
    used = {argument.split(b"=")[0] for argument in core}
    free = [option for option in OPTIONS if option not in used]
    chosen = rng.sample(free, rng.randint(0, min(2, len(free))))
    return [part for option in chosen for part in (option, VALID[option])]


def generators(rng):
    def unknown_long():
        name = b"--" + random_word(rng)
        return None if name in RESERVED or name in OPTIONS else [name]

    def unknown_short():
        letter = bytes([rng.choice(b"abcdefgijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")])
        return [b"-" + letter]

    def missing_value():
        return [rng.choice(OPTIONS)]

    def value_is_option():
        return [rng.choice(OPTIONS), rng.choice(OPTIONS)] + ([b"x"] if rng.random() < 0.5 else [])

    def bad_value():
        option = rng.choice(list(BAD_VALUES))
        value = rng.choice(BAD_VALUES[option])
        return [option + b"=" + value] if rng.random() < 0.3 else [option, value]

    def random_bad_number():
        option = rng.choice([b"--user-id", b"--simulate-latency"])
        return [option, random_word(rng, 1, 12) + rng.choice([b"x", b"!", b"#", b"q"])]

    def huge_option():
        return [b"--" + b"x" * rng.randint(10_000, 100_000)]

    def huge_positional():
        return [b"y" * rng.randint(10_000, 100_000)]

    def huge_value():
        option = rng.choice([b"--user-id", b"--simulate-latency", b"--simulate-failures"])
        return [option, b"9" * rng.randint(10_000, 100_000) + b"z"]

    def invalid_utf8_option():
        return [b"--" + junk(rng, 1, 16)]

    def binary_junk():
        return [junk(rng) for _ in range(rng.randint(1, 4))]

    def positional():
        word = random_word(rng)
        return None if word in RESERVED else [word]

    def lone_dashes():
        return [rng.choice([b"-", b"---", b"--=", b"-=", b"--data-dir=", b"--user-id="])]

    def double_dash_then_args():
        return [b"--", random_word(rng)]

    return [unknown_long, unknown_short, missing_value, value_is_option, bad_value, random_bad_number,
            huge_option, huge_positional, huge_value, invalid_utf8_option, binary_junk, positional,
            lone_dashes, double_dash_then_args]


def invocations(count, seed):
    rng = random.Random(seed)
    made = []
    kinds = generators(rng)
    while len(made) < count:
        kind = kinds[len(made) % len(kinds)]
        core = kind()
        if core is None:
            continue
        arguments = valid_prefix(rng, core) + core
        if rng.random() < 0.3:
            arguments = core + valid_prefix(rng, core)
        made.append((kind.__name__, arguments))
    return made


def check(section, label, arguments, home):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
           "XDG_DATA_HOME": os.path.join(home, "data"), "VSM_DEBUG": "1", "LANG": "C.UTF-8"}
    try:
        result = subprocess.run([BINARY.encode()] + arguments, env=env, capture_output=True, timeout=20,
                                stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        section.fail(label, "did not exit within 20 s (%s)" % describe(arguments))
        return
    err = result.stderr.decode("utf-8", "replace")
    # Real line breaks only: an argument's own control bytes (CR, VT…) echoed inside the
    # one error line do not make it two lines on a terminal that matters here.
    lines = err.rstrip("\n").split("\n") if err else []
    problems = []
    if result.returncode != 2:
        problems.append("exit %s" % result.returncode)
    if result.stdout:
        problems.append("stdout not empty: %r" % result.stdout[:120])
    if not lines or not lines[0].startswith("vsm-profile-gtk: "):
        problems.append("no one-line error first: %r" % (lines[0][:200] if lines else ""))
    rest = [line for line in lines[1:] if not line.startswith(("Usage: ", "See '", "       "))]
    if rest:
        problems.append("more than one error line: %r" % rest[:3])
    lowered = err.lower()
    if "display" in lowered or "gtk-" in lowered or "gdk-" in lowered or "vsm[" in err:
        problems.append("tried to start the app: %r" % err[:200])
    if os.listdir(home):
        problems.append("created %r" % os.listdir(home))
        for name in os.listdir(home):
            shutil.rmtree(os.path.join(home, name), ignore_errors=True)
    if problems:
        section.fail(label, "%s: %s" % (describe(arguments), "; ".join(problems)))


def describe(arguments):
    shown = []
    for argument in arguments:
        text = repr(argument)[1:]
        shown.append(text if len(text) <= 60 else text[:40] + "…(%d bytes)'" % len(argument))
    return " ".join(shown)


def run(count, seed, work_root):
    section = Section("command-line fuzz")
    home = tempfile.mkdtemp(prefix="cli-home-", dir=work_root)
    print("command-line fuzz: %d malformed invocations (no DISPLAY)" % count, flush=True)
    per_kind = {}
    for number, (kind, arguments) in enumerate(invocations(count, seed), 1):
        section.trials += 1
        per_kind[kind] = per_kind.get(kind, 0) + 1
        check(section, "invocation #%d (%s)" % (number, kind), arguments, home)
    section.figures["kinds"] = len(per_kind)
    print("  " + ", ".join("%s=%d" % item for item in sorted(per_kind.items())), flush=True)
    return section.done()
