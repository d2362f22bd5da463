import Foundation
import Localization

/// One attribute row of the profile screen: a name and the value as stored,
/// with a link only when the value may be opened in the browser.
public struct ProfileAttributeViewModel: Sendable, Equatable {
    /// Which attribute; the row's identity in the list.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case location
        case website
    }

    /// Which attribute.
    public let kind: Kind
    /// "Location", "Website" (translated).
    public let name: String
    /// The stored text, shown literally.
    public let value: String
    /// Where activating the row goes: set only for a website that is an http(s) URL with
    /// a host (``WebsiteLink``); nil means plain text that is never launched.
    public let link: WebsiteLink?

    /// An attribute with these values.
    public init(kind: Kind, name: String, value: String, link: WebsiteLink?) {
        self.kind = kind
        self.name = name
        self.value = value
        self.link = link
    }

    /// The location row.
    public static func location(_ value: String) -> ProfileAttributeViewModel {
        ProfileAttributeViewModel(kind: .location, name: localized("Location"), value: value, link: nil)
    }

    /// The website row, linked when ``WebsiteLink`` allows it.
    public static func website(_ value: String) -> ProfileAttributeViewModel {
        ProfileAttributeViewModel(kind: .website, name: localized("Website"), value: value, link: WebsiteLink(value))
    }

    /// The attribute rows of a profile, in screen order; attributes that are not set (empty)
    /// have no row.
    public static func rows(for data: UserData) -> [ProfileAttributeViewModel] {
        var rows: [ProfileAttributeViewModel] = []
        if !data.location.isEmpty { rows.append(.location(data.location)) }
        if !data.website.isEmpty { rows.append(.website(data.website)) }
        return rows
    }
}
