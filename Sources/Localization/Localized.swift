import CGettext

/// The translation of `message` in ``Localization/domain``, or `message` itself.
///
/// `message` is a string literal, which may interpolate values:
/// `localized("Could not save \(path).")` looks up `Could not save %@.` and puts `path`
/// into the translation (``MessageFormat``). `context` (`msgctxt`) tells apart equal
/// English texts that translate differently (`localized("Open", context: "verb")`).
/// Both must be literals where they are called, so `make pot` finds them.
///
/// Safe from any thread (glibc's `dgettext` is MT-safe).
public func localized(_ message: LocalizableText, context: StaticString? = nil) -> String {
    let id = message.messageID()
    let translated = Catalogue.lookup(id, context: context.map { "\($0)" })
    return message.isFormat ? MessageFormat.format(translated, arguments: message.arguments) : translated
}

/// The translation of `singular`/`plural` chosen for `count` by the catalogue's plural
/// rule (English and German: `singular` for 1, `plural` otherwise).
///
/// Both are string literals where they are called. When either interpolates, both ids
/// are formats and the values come from `plural` (or from `singular` when only it
/// interpolates), so write them in the same order in both:
/// `localizedPlural("\(name) has one friend", "\(name) has \(count) friends", count: n)`.
/// Without interpolations the chosen text is returned verbatim. Safe from any thread.
public func localizedPlural(
    _ singular: LocalizableText, _ plural: LocalizableText, count: Int, context: StaticString? = nil
) -> String {
    let asFormat = singular.isFormat || plural.isFormat
    let translated = Catalogue.lookup(
        singular: singular.messageID(asFormat: asFormat),
        plural: plural.messageID(asFormat: asFormat),
        count: count,
        context: context.map { "\($0)" }
    )
    guard asFormat else { return translated }
    return MessageFormat.format(translated, arguments: plural.isFormat ? plural.arguments : singular.arguments)
}

/// Lookups in the process's gettext catalogue for ``Localization/domain``.
enum Catalogue {
    /// gettext's separator between a context and the message id in a catalogue key.
    private static let contextSeparator = "\u{4}"

    static func lookup(_ id: String, context: String?) -> String {
        let key = context.map { $0 + contextSeparator + id } ?? id
        // Untranslated, dgettext returns its argument: compare text, not pointers, and read
        // the result while the argument's buffer is alive.
        let translated = key.withCString { keyPointer -> String? in
            dgettext(Localization.domain, keyPointer).map { String(cString: $0) }
        }
        guard let translated, translated != key else { return id }
        return translated
    }

    static func lookup(singular: String, plural: String, count: Int, context: String?) -> String {
        let n = UInt(clamping: count.magnitude)
        let key = context.map { $0 + contextSeparator + singular } ?? singular
        let translated = key.withCString { one in
            plural.withCString { many in
                dngettext(Localization.domain, one, many, n).map { String(cString: $0) }
            }
        }
        guard let translated, translated != key else { return n == 1 ? singular : plural }
        return translated
    }
}
