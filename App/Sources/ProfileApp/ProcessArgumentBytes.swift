/// This process's `argv` as the bytes the kernel passed. Swift's `CommandLine.arguments`
/// replaces invalid UTF-8 with U+FFFD, which for a path names a different file.
enum ProcessArgumentBytes {
    /// Every argument, program name first, without decoding.
    static func current() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            var offset = 0
            while pointer[offset] != 0 {
                bytes.append(UInt8(bitPattern: pointer[offset]))
                offset += 1
            }
            return bytes
        }
    }

    /// The bytes behind `arguments` when they are this process's own command line as
    /// `CommandLine.arguments` decoded it, else their UTF-8 (they were built in code).
    static func bytes(of arguments: [String]) -> [[UInt8]] {
        let raw = current()
        let matches = raw.count == arguments.count
            && zip(raw, arguments).allSatisfy { String(decoding: $0, as: UTF8.self) == $1 }
        return matches ? raw : arguments.map { Array($0.utf8) }
    }
}
