import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed XML document, with its attributes (qualified names such as
/// `c:type` kept as written), children, text and line.
///
/// GIR files are a few megabytes; a small tree is simpler to interpret than a stream of
/// events and costs well under a second for Gtk-4.0 and everything it includes.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int?
    private(set) var children: [XMLNode] = []
    fileprivate var textParts: [String] = []

    init(name: String, attributes: [String: String], line: Int?) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// The element's own character data.
    var text: String { textParts.joined() }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The children named `name`.
    func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The first child named `name`.
    func child(named name: String) -> XMLNode? { children.first { $0.name == name } }

    fileprivate func append(_ child: XMLNode) { children.append(child) }

    /// Parses `data`; errors name `file`.
    static func parse(_ data: Data, file: String) throws(GIRError) -> XMLNode {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let ok = parser.parse()
        if !ok || builder.root == nil {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            throw GIRError(file: file, element: builder.stack.last?.name, line: line, kind: .malformedXML(reason))
        }
        // libxml2 accepts a document that ends inside an element; GIR cut short is not GIR.
        if let open = builder.stack.last {
            throw GIRError(file: file, element: open.name, line: parser.lineNumber > 0 ? parser.lineNumber : nil,
                           kind: .malformedXML("the file ends inside <\(open.name)> (opened on line \(open.line ?? 0))"))
        }
        return builder.root!
    }
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLNode?
    var stack: [XMLNode] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        let node = XMLNode(name: elementName, attributes: attributes,
                           line: parser.lineNumber > 0 ? parser.lineNumber : nil)
        if let parent = stack.last { parent.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Only documentation text is kept; whitespace between elements is noise.
        guard let current = stack.last, current.name.hasPrefix("doc") else { return }
        current.textParts.append(string)
    }
}
