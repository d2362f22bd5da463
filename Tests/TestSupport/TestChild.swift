import Foundation

/// The `vsm-test-child` executable, for tests that need a fresh process (see its usage).
public enum TestChild {
    /// Where `swift build --build-tests` puts it: beside the test bundle, in the same build
    /// products folder, whatever the scratch path.
    public static func url() throws -> URL {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let child = bundle.deletingLastPathComponent().appendingPathComponent("vsm-test-child")
        guard FileManager.default.isExecutableFile(atPath: child.path) else {
            throw Missing(path: child.path)
        }
        return child
    }

    /// The helper was not built: the test fails with this instead of passing vacuously.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String {
            "no test child at \(path): build it with `swift build --build-tests`"
        }
    }
}
