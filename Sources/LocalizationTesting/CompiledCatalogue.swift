import Foundation
import Localization

/// A gettext catalogue compiled at test time: PO text run through `msgfmt --check` into
/// `<directory>/<language>/LC_MESSAGES/<domain>.mo` in a new temporary folder, which
/// ``remove()`` deletes. A PO file `msgfmt` rejects throws, with its message.
public struct CompiledCatalogue: Sendable {
    /// The folder to bind the domain to (what `Localization.setUp(localeDirectory:)` takes).
    public let directory: String

    /// Compiles `po` (the text of a PO file) for `language`.
    public init(po: String, language: String = "de", domain: String = Localization.domain) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vsm-catalogue-\(UUID().uuidString)")
        let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("\(language).po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        try Self.msgfmt(source.path, output: messages.appendingPathComponent("\(domain).mo").path)
        directory = folder.path
    }

    /// Compiles the PO file at `path` (for example the project's `po/de.po`).
    public init(poFile path: String, language: String, domain: String = Localization.domain) throws {
        try self.init(po: String(contentsOfFile: path, encoding: .utf8), language: language, domain: domain)
    }

    /// Deletes the folder.
    public func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private static func msgfmt(_ source: String, output: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        process.arguments = ["--check", "--output-file=\(output)", source]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CatalogueError(message: String(decoding: message, as: UTF8.self))
        }
    }
}

/// `msgfmt` refused a PO file.
public struct CatalogueError: Error, CustomStringConvertible {
    /// What `msgfmt` printed.
    public let message: String
    public var description: String { "msgfmt failed: \(message)" }
}
