/// Why the app's resources could not be found.
public enum ResourceLocatorError: Error, Equatable, CustomStringConvertible {
    /// No searched folder held all of `missingFiles`.
    case notFound(searched: [String], missingFiles: [String])

    /// A message for stderr that says what is missing, where we looked, and how to fix it.
    public var description: String {
        switch self {
        case .notFound(let searched, let missingFiles):
            return """
                \(AppInfo.commandName): cannot find the user-interface files \
                (\(missingFiles.joined(separator: ", "))). \
                Looked in: \(searched.joined(separator: ", ")). \
                Reinstall the package, or set \(ResourceLocator.environmentVariable) \
                to the folder that holds them.
                """
        }
    }
}
