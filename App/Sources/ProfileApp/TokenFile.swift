import Foundation
import Localization

/// The token for changes, read from the file `--token-file` names. The file is refused, with
/// a sentence saying why, unless it is a regular file of this user that no one else may read
/// (a token others can read is a password on a shared note) holding one line.
enum TokenFile {
    /// Why the file's token cannot be used; `description` says what to do.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The longest token accepted: the server's are far shorter.
    static let maximumSize = 4096

    static func read(_ path: String) throws(Problem) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Problem(description: localized("The token file \(path) cannot be read (\(String(cString: strerror(errno))))."))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Problem(description: localized("The token file \(path) is not a regular file."))
        }
        guard info.st_uid == getuid() else {
            throw Problem(description: localized("The token file \(path) belongs to another user; it must be yours."))
        }
        guard info.st_mode & 0o077 == 0 else {
            throw Problem(description: localized("The token file \(path) can be read by others; make it private first (chmod 600 \(path))."))
        }
        guard info.st_size <= maximumSize, let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: localized("The token file \(path) cannot be read or is too large."))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(description: localized("The token file \(path) is not text."))
        }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty, token.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }) else {
            throw Problem(description: localized("The token file \(path) does not hold a token (one line of letters, digits and punctuation)."))
        }
        return token
    }
}
