import Foundation

/// Finds the folder that holds the app's GtkBuilder `.ui` files and `style.css`.
///
/// Search order, first complete folder wins (a folder counts only if every
/// file in `requiredFiles` is in it):
/// 1. `$VSM_PROFILE_RESOURCES`, if set: an explicit choice, so it is the only
///    place looked at and a bad value is an error, never silently ignored;
/// 2. next to the binary: `<bindir>/Resources`, then `<bindir>/../share/vsm-profile-gtk`
///    (an installed package: `/usr/bin` → `/usr/share/vsm-profile-gtk`);
/// 3. the source tree this file was compiled from (`swift run` in a clone);
/// 4. `/usr/share/vsm-profile-gtk`.
///
/// Pure apart from file-existence checks; safe from any thread.
public struct ResourceLocator: Sendable {
    /// The files the app cannot start without.
    public static let requiredFiles = [
        "MainWindow.ui",
        "LoadUserProfileView.ui",
        "EditUserProfileView.ui",
        "ShortcutsWindow.ui",
        "style.css",
    ]
    /// The environment variable that overrides the search.
    public static let environmentVariable = "VSM_PROFILE_RESOURCES"
    /// The system-wide install location.
    public static let systemDirectory = "/usr/share/vsm-profile-gtk"

    /// The folder holding every required file (absolute or as given).
    public let directory: String

    /// Full path of a resource in `directory`.
    public func path(for name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    /// The candidate folders, in search order, for the given process facts.
    public static func candidates(
        environment: [String: String],
        executablePath: String?,
        sourceTreeDirectory: String?
    ) -> [String] {
        if let override = environment[environmentVariable], !override.isEmpty {
            return [override]
        }
        var result: [String] = []
        if let executablePath {
            let binDirectory = ((executablePath as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent
            result.append((binDirectory as NSString).appendingPathComponent("Resources"))
            result.append(
                (((binDirectory as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent("share") as NSString)
                    .appendingPathComponent(AppInfo.commandName)
            )
        }
        if let sourceTreeDirectory {
            result.append(sourceTreeDirectory)
        }
        result.append(systemDirectory)
        var seen = Set<String>()
        return result.map { ($0 as NSString).standardizingPath }.filter { seen.insert($0).inserted }
    }

    /// Returns the first candidate that holds every required file.
    ///
    /// - Throws: `ResourceLocatorError.notFound` listing every folder looked at.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = currentExecutablePath(),
        sourceTreeDirectory: String? = sourceTreeResources()
    ) throws(ResourceLocatorError) -> ResourceLocator {
        let searched = candidates(
            environment: environment,
            executablePath: executablePath,
            sourceTreeDirectory: sourceTreeDirectory
        )
        let fileManager = FileManager.default
        for directory in searched {
            let complete = requiredFiles.allSatisfy { name in
                fileManager.isReadableFile(atPath: (directory as NSString).appendingPathComponent(name))
            }
            if complete {
                return ResourceLocator(directory: directory)
            }
        }
        throw .notFound(searched: searched, missingFiles: requiredFiles)
    }

    /// A locator for a known folder (tests, screenshots). No checks.
    public init(directory: String) {
        self.directory = directory
    }

    /// The running binary's path, from `/proc/self/exe` (Linux), else `argv[0]`.
    public static func currentExecutablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return CommandLine.arguments.first
    }

    /// `Resources/` of the source tree this file was compiled in, if that folder
    /// still exists (it does for `swift run` from a clone, not on a user's machine).
    public static func sourceTreeResources(filePath: String = #filePath) -> String? {
        // <root>/Sources/ProfileApp/ResourceLocator.swift → <root>/Resources
        var root = filePath as NSString
        for _ in 0..<3 {
            root = root.deletingLastPathComponent as NSString
        }
        let resources = root.appendingPathComponent("Resources")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resources, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return resources
    }
}
