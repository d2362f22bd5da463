/// One call of `localized` or `localizedPlural` found in a Swift source file, with the
/// message ids the program will look up (the rule of `Localization.MessageFormat`).
public struct ExtractedMessage: Equatable, Sendable {
    /// The 1-based line where the call's name starts.
    public var line: Int
    /// The message id (`msgid`).
    public var id: String
    /// The plural id (`msgid_plural`) of a `localizedPlural` call.
    public var pluralID: String?
    /// The `context:` argument (`msgctxt`).
    public var context: String?
    /// Whether the ids are formats (`objc-format`): some literal of the call interpolates.
    public var isFormat: Bool

    public init(line: Int, id: String, pluralID: String? = nil, context: String? = nil, isFormat: Bool) {
        self.line = line
        self.id = id
        self.pluralID = pluralID
        self.context = context
        self.isFormat = isFormat
    }
}
