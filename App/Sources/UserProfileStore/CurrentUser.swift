import Foundation
import UserProfile
#if canImport(Glibc)
import Glibc
#endif

/// The person running the program, from the password database (getpwuid) with the
/// environment as fallback. Used for the first-run sample profile.
enum CurrentUser {
    /// The login name: `pw_name`, else `$USER` / `$LOGNAME`, else "user".
    static func loginName(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name, let text = String(validatingCString: name),
           !text.isEmpty {
            return text
        }
        return environment["USER"] ?? environment["LOGNAME"] ?? "user"
    }

    /// The real name: the first comma-separated field of `pw_gecos`, else the login name.
    static func realName(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let entry = getpwuid(getuid()), let gecos = entry.pointee.pw_gecos,
           let text = String(validatingCString: gecos) {
            let first = text.split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if !first.trimmingCharacters(in: .whitespaces).isEmpty { return first }
        }
        return loginName(environment: environment)
    }

    /// The home directory from the password database, else "/".
    static func homeDirectory() -> String {
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir, let text = String(validatingCString: dir) {
            return text
        }
        return "/"
    }
}
