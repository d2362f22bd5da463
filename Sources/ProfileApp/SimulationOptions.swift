import ArgumentParser

/// Checks the `--simulate-failures` value. Temporary until the feature module's
/// parser lands; then this delegates to it.
enum SimulationOptions {
    static func parseFailures(_ text: String) throws -> [String] {
        let allowed: Set<String> = ["load", "save", "reload"]
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for item in items where !allowed.contains(item) {
            throw ValidationError("--simulate-failures: unknown operation '\(item)' (expected load, save, reload).")
        }
        return items
    }
}
