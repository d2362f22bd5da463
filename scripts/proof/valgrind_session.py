"""valgrind over a scripted session of the debug binary: load (first run), save, reload,
new window (Ctrl+N), close it (Ctrl+W), quit (Ctrl+Q), all typed through XTest.

The pass rule is 0 bytes "definitely lost" from our code. The classifier needs no
suppression file: it reads valgrind's XML and attributes every definitely-lost block by
its stack:
- allocator frames (malloc, g_malloc, swift_allocObject, …) at the top are skipped;
- a block whose first real frame is in a library known for one-time process setup
  (Mesa, fontconfig, …) is that library's, even when our code is further down the stack
  (our `present()` is what first lays out text);
- otherwise the block is ours when a frame from this repository's Sources/ appears before
  the main-loop boundary (g_main_context_dispatch …) or GTK's own gtk_init: everything on
  the main thread has `main` at the bottom, so frames below those say nothing;
- everything else is put under the library of its first real frame.
"""
import os
import re
import signal
import subprocess
import time
import xml.etree.ElementTree as ElementTree

from appdriver import App, BINARY, HarnessError, ROOT, is_editing, is_editor_shown
from results import Section

TIMEOUT = 300   # valgrind slows GTK start-up by 20–50× on this machine
ALLOCATORS = ("malloc", "calloc", "realloc", "memalign", "posix_memalign", "aligned_alloc", "strdup", "strndup",
              "operator new", "g_malloc", "g_malloc0", "g_realloc", "g_try_malloc", "g_try_malloc0",
              "g_try_realloc", "g_malloc_n", "g_malloc0_n", "g_realloc_n", "g_slice_alloc", "g_slice_alloc0",
              "g_strdup", "g_strndup", "g_memdup", "g_memdup2", "swift_slowAlloc", "swift_allocObject",
              "swift::swift_slowAlloc", "swift_allocBox", "g_type_create_instance")
# Frames below these say nothing about our code: the main loop, and GTK's own one-time
# initialisation (gtk_init, which the app's explicit g_application_register reaches
# through GtkApplication's startup; our code never runs inside it).
LOOP_BOUNDARY = ("g_main_context_dispatch", "g_main_context_iterate", "g_main_loop_run", "g_application_run",
                 "g_main_context_iteration", "gtk_init")
ONE_TIME_SETUP = ("mesa", "libGLX", "libEGL", "libGL", "dri", "libLLVM", "libfontconfig", "libdrm",
                  "libgallium", "libvulkan", "libxcb-glx", "libpixman", "libexpat")


def frames_of(error):
    frames = []
    for frame in error.find("stack").findall("frame"):
        frames.append({
            "fn": (frame.findtext("fn") or "???"),
            "obj": (frame.findtext("obj") or ""),
            "dir": (frame.findtext("dir") or ""),
            "file": (frame.findtext("file") or ""),
            "line": (frame.findtext("line") or ""),
        })
    return frames


OUR_MODULES = {"VSM", "VSMCombine", "Gtk", "VSMGtk", "UserProfile", "ProfileApp", "vsm_profile_gtk"}
DEPENDENCIES = {"GRDB", "OpenCombine", "OpenCombineDispatch", "ArgumentParser", "ArgumentParserToolInfo"}
MANGLED_MODULE = re.compile(r"^\$s(\d+)")


def swift_module(function):
    """The module of a mangled Swift symbol (`$s10ProfileApp…` → ProfileApp); valgrind
    prints Swift names mangled, which keeps the module in plain sight."""
    match = MANGLED_MODULE.match(function)
    if not match:
        return None
    length = int(match.group(1))
    return function[match.end():match.end() + length]


def is_ours(frame):
    if frame["dir"].startswith(os.path.join(ROOT, "Sources")):
        return True
    if swift_module(frame["fn"]) in OUR_MODULES:
        return True
    # main.swift's top-level code is the C symbol `main` of our binary.
    return frame["fn"] == "main" and frame["obj"].endswith("vsm-profile-gtk.valgrind")


def classify(frames):
    """Returns (bucket, frames of ours to show)."""
    real = [frame for frame in frames if not frame["fn"].startswith(ALLOCATORS)]
    if not real:
        return "allocator only", []
    first = real[0]
    library = os.path.basename(first["obj"]) or "?"
    if any(marker in first["obj"] for marker in ONE_TIME_SETUP):
        return "one-time setup: " + library, [frame for frame in real if is_ours(frame)][:2]
    ours = []
    for frame in real:
        if frame["fn"].startswith(LOOP_BOUNDARY):
            break
        if is_ours(frame):
            ours.append(frame)
    if ours:
        return "ours", ours
    if swift_module(first["fn"]) in DEPENDENCIES:
        return "package dependency: " + swift_module(first["fn"]), []
    return "library: " + library, []


def parse(xml_path):
    tree = ElementTree.parse(xml_path)
    buckets = {}
    ours = []
    for error in tree.getroot().findall("error"):
        if error.findtext("kind") != "Leak_DefinitelyLost":
            continue
        leaked = int(error.find("xwhat").findtext("leakedbytes") or 0)
        frames = frames_of(error)
        bucket, our_frames = classify(frames)
        buckets[bucket] = buckets.get(bucket, 0) + leaked
        if bucket == "ours":
            ours.append((leaked, our_frames, frames))
    return buckets, ours


def describe(frame):
    return "%s (%s:%s)" % (frame["fn"][:100], frame["file"], frame["line"])


def run(display, work_root):
    section = Section("valgrind session")
    section.trials = 1
    xml_path = os.path.join(work_root, "valgrind.xml")
    data_dir = os.path.join(work_root, "valgrind-data")
    wrapper = ["valgrind", "--leak-check=full", "--show-leak-kinds=definite", "--num-callers=60",
               "--xml=yes", "--xml-file=" + xml_path]
    print("valgrind session: load, save, reload, new window, close, quit (this is slow)", flush=True)
    # Valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 emits (it gives up on the
    # binary), so it runs a copy without debug info: symbols stay, and Swift's mangled
    # names carry the module, which is all the classifier needs.
    binary = os.path.join(work_root, "vsm-profile-gtk.valgrind")
    subprocess.run(["objcopy", "--strip-debug", BINARY, binary], check=True)
    app = App(display, data_dir, wrapper=wrapper, binary=binary,
              extra_env={"GSK_RENDERER": "cairo"})
    step = "start"
    try:
        step = "load"
        if not app.wait_state(is_editor_shown, TIMEOUT):
            raise HarnessError("the editor did not appear: %s" % app.log.tail())
        first_windows = app.find_window(TIMEOUT)
        step = "save"
        start = app.log.count()
        app.replace_text("valgrind-session")
        app.key("ctrl+s")
        if not app.wait_state(lambda k, s: is_editing(k, s) and "cause: saved" in s, TIMEOUT, start):
            raise HarnessError("the save did not finish: %s" % app.log.tail())
        step = "reload"
        start = app.log.count()
        app.key("ctrl+r")
        reloading = app.wait_state(lambda k, s: s.endswith("editingState: reloading)"), TIMEOUT, start)
        if not reloading or not app.wait_state(is_editing, TIMEOUT, reloading[0] + 1):
            raise HarnessError("the reload did not finish: %s" % app.log.tail())
        step = "new window"
        start = app.log.count()
        app.key("ctrl+n")
        if not app.wait_state(is_editor_shown, TIMEOUT, start):
            raise HarnessError("the new window did not show the editor: %s" % app.log.tail())
        deadline = time.monotonic() + TIMEOUT
        new = []
        while not new and time.monotonic() < deadline:
            new = [window for window in app.find_window(TIMEOUT) if window not in first_windows]
            time.sleep(0.1)
        if not new:
            raise HarnessError("no second window appeared")
        step = "close the new window"
        app.xdotool("windowfocus", "--sync", new[-1])
        app.xdotool("key", "--clearmodifiers", "ctrl+w")
        while time.monotonic() < deadline and new[-1] in app.find_window(TIMEOUT):
            time.sleep(0.1)
        step = "quit"
        app.window = first_windows[-1]
        app.key("ctrl+q")
        app.process.wait(TIMEOUT)
        if app.process.returncode != 0:
            section.fail("valgrind session", "exit status %s after Ctrl+Q" % app.process.returncode)
    except (HarnessError, subprocess.TimeoutExpired, subprocess.CalledProcessError) as error:
        section.fail("valgrind session", "step '%s': %s" % (step, error))
        app.send(signal.SIGTERM)
        try:
            app.process.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            app.send(signal.SIGKILL)
    finally:
        app.stop(TIMEOUT)
    if not os.path.exists(xml_path):
        section.fail("valgrind session", "valgrind wrote no report")
        return section.done()
    try:
        buckets, ours = parse(xml_path)
    except ElementTree.ParseError as error:
        section.fail("valgrind session", "unreadable valgrind XML (%s): %s" % (error, xml_path))
        return section.done()
    total = sum(buckets.values())
    ours_bytes = buckets.get("ours", 0)
    print("  definitely lost: %d bytes in total, %d bytes from our code" % (total, ours_bytes), flush=True)
    for bucket, size in sorted(buckets.items(), key=lambda item: -item[1]):
        print("    %-50s %8d bytes" % (bucket, size), flush=True)
    for leaked, our_frames, _ in ours:
        print("    ours: %d bytes at %s" % (leaked, " ← ".join(describe(frame) for frame in our_frames[:3])),
              flush=True)
    section.figures.update({"definitely_lost": total, "ours": ours_bytes})
    if ours_bytes:
        section.fail("valgrind session", "%d bytes definitely lost from our code (%d blocks); first at %s"
                     % (ours_bytes, len(ours), " ← ".join(describe(frame) for frame in ours[0][1][:3])))
    return section.done()
