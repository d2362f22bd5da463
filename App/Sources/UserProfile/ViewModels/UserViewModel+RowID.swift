extension UserViewModel {
    /// The identity of a row of the screen. It depends only on what the row is, never on
    /// its position or content, so a row keeps its id (and a diffing list keeps its
    /// widget) when rows before it come and go or its content changes.
    public enum RowID: Hashable, Sendable, CustomStringConvertible {
        case profileHeader
        case profileError
        case profileAttribute(ProfileAttributeViewModel.Kind)
        case usernameEditor
        case contentHeader
        case contentLoading
        case contentEmpty
        case contentError
        /// A post, by its id.
        case post(Int64)

        /// `profileHeader`, `profileAttribute.website`, `post.42`…
        public var description: String {
            switch self {
            case .profileHeader: return "profileHeader"
            case .profileError: return "profileError"
            case .profileAttribute(let kind): return "profileAttribute.\(kind.rawValue)"
            case .usernameEditor: return "usernameEditor"
            case .contentHeader: return "contentHeader"
            case .contentLoading: return "contentLoading"
            case .contentEmpty: return "contentEmpty"
            case .contentError: return "contentError"
            case .post(let id): return "post.\(id)"
            }
        }
    }
}
