import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `<file>` entries of a one-prefix `*.gresource.xml` manifest, read with an XML parser.
struct GResourceManifest {
    struct File: Equatable {
        /// The path under the prefix (the `alias`, or the file name).
        var alias: String
        /// The file, relative to the manifest's folder.
        var source: String
    }

    var prefix = ""
    var files: [File] = []

    init(contentsOf url: URL) throws {
        let reader = Reader()
        let parser = try XCTUnwrapParser(url)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        prefix = reader.prefix
        files = reader.files
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var prefix = ""
        var files: [File] = []
        private var alias: String?
        private var text: String?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "gresource" { prefix = attributes["prefix"] ?? "" }
            if element == "file" {
                alias = attributes["alias"]
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard element == "file", let source = text?.trimmingCharacters(in: .whitespacesAndNewlines) else { return }
            files.append(File(alias: alias ?? source, source: source))
            text = nil
        }
    }
}

private func XCTUnwrapParser(_ url: URL) throws -> XMLParser {
    guard let parser = XMLParser(contentsOf: url) else { throw CocoaError(.fileReadNoSuchFile) }
    return parser
}
