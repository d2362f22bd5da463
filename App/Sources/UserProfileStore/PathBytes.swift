import UserProfile
/// File names on Linux are bytes; Swift `String`s are Unicode. Converting invalid UTF-8
/// with `String(cString:)` replaces bytes with U+FFFD and so names a *different* file.
/// These helpers decode strictly and show undecodable bytes readably instead.
public enum PathBytes {
    /// The text of `bytes` when they are valid UTF-8, else nil (never a repaired copy).
    public static func decode(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// `bytes` for a message: valid UTF-8 runs as text, every other byte as `\xFF`.
    public static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            // Longest valid prefix from here (UTF-8 sequences are at most 4 bytes).
            var decoded = false
            for length in stride(from: min(4, bytes.count - index), through: 1, by: -1) {
                if let text = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
                    result += text
                    index += length
                    decoded = true
                    break
                }
            }
            if !decoded {
                result += "\\x" + (bytes[index] < 16 ? "0" : "") + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return result
    }
}
