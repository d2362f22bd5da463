import Foundation
import Gtk
import VSMGtk

/// Creates and destroys controllers (each in its own window, through a failed load, a
/// Retry click and a successful load) and checks that every controller is released.
/// Run it under valgrind to see what remains at the C level.
@MainActor
enum LeakCheck {
    private struct WeakController {
        weak var controller: LeakCheckViewController?
    }

    static func run(count: Int) -> Int32 {
        guard GtkRuntime.initialize() else {
            print("gtk-benchmarks: \(GtkRuntime.noDisplayMessage)")
            return 1
        }
        MainContext.drainPending()
        let wrappersBefore = Object.liveWrapperCount
        let start = ContinuousClock.now
        var controllers: [WeakController] = []
        var incomplete = 0
        for index in 0..<count {
            let window = Window()
            let controller: LeakCheckViewController
            do {
                controller = try LeakCheckViewController(state: .loading(load: {
                    .loadingError(message: "Could not load profile \(index)", retry: {
                        .loaded("User \(index)")
                    })
                }))
            } catch {
                print("gtk-benchmarks: \(error)")
                return 1
            }
            controllers.append(WeakController(controller: controller))
            window.setRootViewController(controller)
            window.present()
            var ok = MainContext.iterate(until: { controller.isFailed }, timeout: .seconds(10))
            ok = ok && controller.outlets.retryButton.performClick()
            ok = ok && MainContext.iterate(until: { controller.isLoaded }, timeout: .seconds(10))
            if !ok { incomplete += 1 }
            window.close()
            MainContext.drainPending()
        }
        MainContext.iterate(for: .milliseconds(100))
        let alive = controllers.filter { $0.controller != nil }.count
        let elapsed = ContinuousClock.now - start
        // Every widget wrapper of the closed windows must be gone too (one wrapper per
        // GObject, each holding its object).
        let wrappersLeft = Object.liveWrapperCount - wrappersBefore
        print("leaks: created and closed \(count) controllers in \(elapsed); still alive: \(alive); "
              + "GObject wrappers left: \(wrappersLeft); incomplete journeys: \(incomplete)")
        return alive == 0 && wrappersLeft == 0 && incomplete == 0 ? 0 : 1
    }
}
