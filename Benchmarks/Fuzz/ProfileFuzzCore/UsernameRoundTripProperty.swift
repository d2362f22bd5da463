import Foundation
import Locking
import OpenCombine
import UserProfile
import UserProfileStore

/// The property the fuzzer checks for every input: username validation and the
/// save/read-back round trip through the real SQLite store.
///
/// For each input (raw bytes, decoded as UTF-8; invalid UTF-8 is also tried with
/// replacement characters, as a text field would hand it over):
/// - an accepted username is trimmed, 1…64 characters, at most 4,096 UTF-8 bytes, free
///   of control characters and line breaks, and a substring of the input;
/// - saving it through `SQLiteUserProfileRepository` succeeds, and both the saved value
///   and a fresh `load` give back exactly the same UTF-8 bytes;
/// - a rejected input gives a reason that matches the input (for example `.empty` only
///   when nothing but white space was typed).
///
/// A broken property stops the process with `fatalError` and a message naming the input,
/// which libFuzzer reports as a crash and saves as a reproducer.
///
/// Threading: ``check(_:)`` blocks the calling thread until the store answers (bounded by
/// ``timeout``); call it from one thread at a time (libFuzzer does).
public final class UsernameRoundTripProperty: Sendable {
    /// How long one store operation may take before it counts as a hang.
    public static let timeout: DispatchTimeInterval = .seconds(30)

    private let repository: SQLiteUserProfileRepository
    private let userID: Int64 = SampleProfile.defaultUserId

    /// A store in `dataDirectory` (created with the sample profile on first use). Prefer a
    /// tmpfs folder such as /dev/shm: every save is a committed transaction.
    public init(dataDirectory: String) {
        let sample: SampleProfile
        do {
            sample = SampleProfile(username: try Username(validating: "fuzz"), realName: "Fuzz")
        } catch {
            fatalError("\"fuzz\" is a valid username: \(error)")
        }
        repository = SQLiteUserProfileRepository(
            location: ProfileStoreLocation(dataDirectory: dataDirectory),
            sampleProfile: sample
        )
    }

    /// Checks one input; returns true when at least one decoding was accepted and stored.
    @discardableResult
    public func check(_ bytes: [UInt8]) -> Bool {
        var accepted = false
        if let exact = String(validating: bytes, as: UTF8.self) {
            accepted = checkText(exact, bytes: bytes)
        } else {
            accepted = checkText(String(decoding: bytes, as: UTF8.self), bytes: bytes)
        }
        return accepted
    }

    private func checkText(_ text: String, bytes: [UInt8]) -> Bool {
        switch Username.validate(text) {
        case .success(let username):
            checkAccepted(username, input: text, bytes: bytes)
            roundTrip(username, bytes: bytes)
            return true
        case .failure(let reason):
            checkRejected(reason, input: text, bytes: bytes)
            return false
        }
    }

    private func checkAccepted(_ username: Username, input: String, bytes: [UInt8]) {
        let value = username.value
        func fail(_ what: String) -> Never {
            fatalError("accepted username breaks a rule (\(what)); input bytes: \(Self.hex(bytes))")
        }
        if value.isEmpty { fail("empty") }
        if !value.unicodeScalars.contains(where: {
            !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .format
        }) { fail("no visible character") }
        if value.count > Username.maximumLength { fail("\(value.count) characters") }
        if value.utf8.count > Username.maximumUTF8Length { fail("\(value.utf8.count) bytes") }
        for scalar in value.unicodeScalars {
            if scalar.properties.generalCategory == .control { fail("control character U+\(String(scalar.value, radix: 16))") }
            if [0x85, 0x2028, 0x2029].contains(scalar.value) { fail("line break U+\(String(scalar.value, radix: 16))") }
        }
        if let first = value.first, first.unicodeScalars.allSatisfy(\.properties.isWhitespace) { fail("leading white space") }
        if let last = value.last, last.unicodeScalars.allSatisfy(\.properties.isWhitespace) { fail("trailing white space") }
        if !Self.contains(Array(input.utf8), Array(value.utf8)) { fail("not a substring of the input") }
    }

    private func checkRejected(_ reason: UsernameValidationError, input: String, bytes: [UInt8]) {
        switch reason {
        case .empty:
            if !input.allSatisfy({ $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }) {
                fatalError("rejected as empty but has visible characters; input bytes: \(Self.hex(bytes))")
            }
        case .noVisibleCharacter:
            // Checked independently of Username: every scalar is white space, a format
            // character or a default-ignorable code point.
            let draws = input.unicodeScalars.contains {
                !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint
                    && $0.properties.generalCategory != .format
            }
            if draws { fatalError("rejected as invisible but draws something; input bytes: \(Self.hex(bytes))") }
        case .containsLineBreak, .containsControlCharacter:
            let hasForbidden = input.unicodeScalars.contains {
                $0.properties.generalCategory == .control || [0x85, 0x2028, 0x2029].contains($0.value)
            }
            if !hasForbidden {
                fatalError("rejected for a control/line-break character it does not have; input bytes: \(Self.hex(bytes))")
            }
        case .tooLong(let count):
            if count <= Username.maximumLength { fatalError("rejected as too long with \(count) characters; input bytes: \(Self.hex(bytes))") }
        case .tooLarge(let size):
            if size <= Username.maximumUTF8Length { fatalError("rejected as too large with \(size) bytes; input bytes: \(Self.hex(bytes))") }
        }
    }

    private func roundTrip(_ username: Username, bytes: [UInt8]) {
        let expected = Array(username.value.utf8)
        let saved = wait(for: repository.save(username, userId: userID), operation: "save", bytes: bytes)
        if Array(saved.username.utf8) != expected {
            fatalError("save returned other bytes: \(Self.hex(Array(saved.username.utf8))) for \(Self.hex(expected))")
        }
        let loaded = wait(for: repository.load(userId: userID), operation: "load", bytes: bytes)
        if Array(loaded.username.utf8) != expected {
            fatalError("load read back other bytes: \(Self.hex(Array(loaded.username.utf8))) for \(Self.hex(expected))")
        }
    }

    private func wait(
        for publisher: AnyPublisher<UserData, UserProfileRepositoryError>,
        operation: String,
        bytes: [UInt8]
    ) -> UserData {
        let result = Locked<Result<UserData, UserProfileRepositoryError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let subscription = publisher.sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    result.withLock { $0 = .failure(error) }
                }
                done.signal()
            },
            receiveValue: { value in result.withLock { $0 = .success(value) } }
        )
        defer { subscription.cancel() }
        if done.wait(timeout: .now() + Self.timeout) == .timedOut {
            fatalError("\(operation) did not finish within \(Self.timeout); input bytes: \(Self.hex(bytes))")
        }
        switch result.withLock({ $0 }) {
        case .success(let value):
            return value
        case .failure(let error):
            fatalError("\(operation) of an accepted username failed: \(error); input bytes: \(Self.hex(bytes))")
        case nil:
            fatalError("\(operation) finished without a value; input bytes: \(Self.hex(bytes))")
        }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(256).map { String(format: "%02x", $0) }.joined()
        return bytes.count > 256 ? shown + "…(\(bytes.count) bytes)" : shown
    }
}
