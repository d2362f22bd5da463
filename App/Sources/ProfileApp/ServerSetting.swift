import Foundation
import Gio

/// The `server-url` setting: the profile server to use when the command line names none.
enum ServerSetting {
    /// The setting's URL; nil when it is empty, not a usable URL (logged), or the schema is
    /// not installed (a source build without `make data`).
    @MainActor
    static func url() -> URL? {
        let settings: Settings
        do {
            settings = try Settings(schemaID: AppInfo.applicationID)
        } catch {
            return nil
        }
        guard settings.keys.contains("server-url"), let text = try? settings.value(String.self, forKey: "server-url"), !text.isEmpty
        else { return nil }
        do {
            return try ProfileCommand.serverURL(text)
        } catch {
            AppLog.logger.warning("the server-url setting is not used: \(error)")
            return nil
        }
    }
}
