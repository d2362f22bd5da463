// Run by check-generated.sh under Xvfb: the generated Gtk bindings on real GTK objects, one
// line per mapping rule. Exits non-zero at the first rule that does not hold.
import CGtk
@_spi(GeneratedBindings) import GLib
import GenGtk
import Gtk

/// Captured by closures handed to C, to see when C releases them.
final class Marker {}

@MainActor
func check(_ condition: Bool, _ rule: String) {
    guard condition else {
        print("FAIL: \(rule)")
        exit(1)
    }
    print("ok: \(rule)")
}

/// A value a main-actor task sets for the code that waits on it.
@MainActor
final class Outcome {
    var value: String?
}

/// Iterates the default main context (the bridge runs main-actor jobs there) until `done`
/// or `seconds` have passed; whether `done` held.
@MainActor
func iterate(until done: () -> Bool, seconds: Int = 20) -> Bool {
    let deadline = g_get_monotonic_time() + seconds * 1_000_000
    while !done() && g_get_monotonic_time() < deadline {
        if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
    }
    return done()
}

/// `gtk_show_uri_full`/`_finish` as `async throws`, for a URI no application handles: the
/// call completes (GLib calls the ready callback on the main loop) with GLib's error or a
/// result. With `cancel`, the task is cancelled while the call is pending.
@MainActor
func showUnhandledURI(cancel: Bool) -> String? {
    let outcome = Outcome()
    let started = Outcome()
    let task = Task { @MainActor in
        do {
            started.value = "started"
            let shown = try await GenGtk.showUriFull(nil, uri: "gir-swift-smoke-no-such-scheme:nothing", timestamp: 0)
            outcome.value = "returned \(shown)"
        } catch is CancellationError {
            outcome.value = "CancellationError"
        } catch let error as GLibError {
            outcome.value = "GLibError \(error)"
        } catch {
            outcome.value = "other error \(error)"
        }
    }
    guard iterate(until: { started.value != nil }) else { return nil }
    if cancel {
        check(outcome.value == nil, "the asynchronous call is pending after it started")
        task.cancel()
    }
    _ = iterate(until: { outcome.value != nil })
    return outcome.value
}

/// Whether the object `make` watches (with the weak reference it is given, while the object
/// is alive) is finalized once `make` returns and Swift let go of it; iterates the main
/// context a bounded number of times for releases the main actor runs later.
@MainActor
func finalized(_ make: (UnsafeMutablePointer<GWeakRef>) -> Void) -> Bool {
    var weak = GWeakRef()
    g_weak_ref_init(&weak, nil)
    make(&weak)
    var alive = true
    for _ in 0..<100 {
        if let object = g_weak_ref_get(&weak) {
            g_object_unref(object)
            _ = g_main_context_iteration(nil, 0)
        } else {
            alive = false
            break
        }
    }
    g_weak_ref_clear(&weak)
    return !alive
}

@MainActor
func run() {
    gtk_init()
    registerGtkTypes()

    let label = GenGtk.Label(str: "Hello")
    check(label.label == "Hello", "constructor and property through the C getter")
    label.label = "World"
    check(label.getLabel() == "World", "property setter through the C setter")

    let box = GenGtk.Box(orientation: .vertical, spacing: 4)
    box.append(label)
    check(box.getFirstChild() === label, "a getter returns the constructor's wrapper (identity)")
    check(label.getParent() === box, "and the parent's wrapper too")
    check(box.getOrientation() == .vertical, "interface method and enumeration (Orientable)")
    check(box.spacing == 4, "property of another type")

    let button = GenGtk.Button(label: "Go")
    var clicks = 0
    button.onClicked { _ in clicks += 1 }
    // The runtime's checked emission (gtk_widget_activate would click after an animation).
    try? button.emit("clicked")
    check(clicks == 1, "typed signal handler (clicked)")

    let builder = GenGtk.Builder()
    do {
        _ = try builder.addFromString("<interface><object class=\"NoSuchClass\"/></interface>", length: -1)
        check(false, "GError becomes a thrown error")
    } catch let error as GLibError {
        check(error.domain == "gtk-builder-error-quark" && !error.message.isEmpty,
              "GError becomes a thrown GLibError (\(error))")
    } catch {
        check(false, "GError becomes a thrown GLibError, not \(error)")
    }

    let buffer = GenGtk.TextBuffer(table: nil)
    buffer.setText("abc", len: -1)
    check(buffer.getText(buffer.getStartIter(), end: buffer.getEndIter(), includeHiddenChars: false) == "abc",
          "caller-allocated boxed records (TextIter)")

    let list = GenGtk.StringList(strings: ["a", "b"])
    check(list.getString(1) == "b" && list.getString(5) == nil, "string array in, nullable string out")

    weak var released: Marker?
    var calls = 0
    check(finalized { watch in
        let marker = Marker()
        released = marker
        let filter = GenGtk.CustomFilter(matchFunc: { _ in
            withExtendedLifetime(marker) { calls += 1 }
            return true
        })
        _ = filter.match(list)
        g_weak_ref_set(watch, filter.gObject)
    }, "a filter with a closure is finalized when Swift drops it")
    check(calls == 1, "the closure ran")
    check(released == nil, "the destroy-notify released the closure")

    check(finalized { watch in
        let floating = GenGtk.Label(str: "temporary")
        g_weak_ref_set(watch, floating.gObject)
    }, "a widget created and dropped is finalized (floating reference sunk once)")

    check(finalized { watch in
        let owner = GenGtk.Box(orientation: .horizontal, spacing: 0)
        let child = GenGtk.Label(str: "child")
        owner.append(child)
        owner.remove(child)
        g_weak_ref_set(watch, child.gObject)
    }, "a child added and removed is finalized with its wrapper")

    MainLoopBridge.install()
    let completed = showUnhandledURI(cancel: false)
    check(completed != nil && completed != "CancellationError",
          "an _async/_finish pair as async throws completes on the main loop (\(completed ?? "still pending"))")
    let cancelled = showUnhandledURI(cancel: true)
    check(cancelled == "CancellationError",
          "cancelling the task cancels the GCancellable and throws CancellationError (\(cancelled ?? "still pending"))")
    print("all rules hold")
}

MainActor.assumeIsolated { run() }
