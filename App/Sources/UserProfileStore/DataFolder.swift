import Localization
import UserProfile
#if canImport(Glibc)
import Glibc
#endif

/// Creates the data folder and any missing parents (`mkdir -p`), each with mode 0700, and
/// says in words what is in the way: a file where a folder should be, or the system's
/// reason (`strerror`) for a folder it cannot create.
enum DataFolder {
    static func create(_ directory: String) throws(UserProfileRepositoryError) {
        var prefix = ""
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            switch kind(prefix) {
            case .folder:
                continue
            case .other:
                throw .cannotCreate(path: directory, detail: localized("\(prefix) is a file, not a folder"))
            case .missing:
                if mkdir(prefix, 0o700) == 0 { continue }
                let code = errno
                // Someone else created it meanwhile: fine if it is a folder.
                if code == EEXIST, case .folder = kind(prefix) { continue }
                throw .cannotCreate(path: directory, detail: localized("cannot create \(prefix): \(String(cString: strerror(code)))"))
            }
        }
    }

    private enum Kind {
        case folder
        case other
        case missing
    }

    /// What is at `path`, following symbolic links (a link to a folder is a folder).
    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .other }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }
}
