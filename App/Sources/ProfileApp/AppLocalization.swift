import Foundation
import Localization

/// Where the app finds its translations, and the start-up call that adopts them.
///
/// The catalogue folder is `$VSM_PROFILE_LOCALE_DIR` when set (a source build: `make run`
/// and the tests point it at `.build/share/locale`, which `make data` fills), else the
/// `share/locale` next to the installed binary (`/usr/bin` → `/usr/share/locale`). GtkBuilder
/// uses the process's default text domain, which ``setUp(environment:executablePath:)`` makes
/// ``Localization/domain``, so the `.ui` files translate from the same catalogue.
public enum AppLocalization {
    /// The environment variable naming the catalogue folder of a source build.
    public static let localeDirectoryVariable = "VSM_PROFILE_LOCALE_DIR"

    /// The catalogue folder for these process facts (pure; any thread).
    public static func localeDirectory(environment: [String: String], executablePath: String?) -> String {
        if let folder = environment[localeDirectoryVariable], !folder.isEmpty {
            return folder
        }
        guard let executablePath else { return "/usr/share/locale" }
        return Localization.installedLocaleDirectory(executablePath: executablePath)
    }

    /// Adopts the user's locale and the app's catalogue. Returns a one-line warning for
    /// the terminal when the environment's locale is not installed (the app then runs in
    /// `C.UTF-8`, where `LANGUAGE` still chooses the translation), else `nil`.
    ///
    /// Main thread, first thing at start-up: it changes the process locale, which other
    /// threads must not be reading.
    @MainActor
    public static func setUp(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = currentExecutablePath()
    ) -> String? {
        let folder = localeDirectory(environment: environment, executablePath: executablePath)
        return Localization.configure(localeDirectory: folder).warning
    }

    /// The running binary's path, from `/proc/self/exe` (Linux), else `argv[0]`.
    public static func currentExecutablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return CommandLine.arguments.first
    }
}
