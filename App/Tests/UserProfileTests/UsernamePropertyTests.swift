import Foundation
import OpenCombine
import UserProfile
import UserProfileFaultInjection
import UserProfileStore
import VSMCombineTesting
import VSMTesting
import XCTest

/// Property-style check of the username rules end to end: thousands of generated strings,
/// each either saved through the editing model into the real SQLite store and read back
/// with identical bytes, or rejected with a message, the typed text kept, and nothing written.
final class UsernamePropertyTests: XCTestCase {
    /// Pieces the generator draws from, weighted toward the interesting cases.
    private static let pieces: [String] = [
        "a", "Z", "0", "_", "-", ".", " ", " ", "  ",                       // ASCII and spaces
        "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", // controls, line breaks
        "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}",
        "\u{A0}", "\u{3000}", "\u{2009}", "\u{200B}",                          // other spaces, ZWSP (Cf)
        "é", "e\u{301}", "\u{301}", "\u{308}\u{301}", "ñ", "ß", "Ω",            // accents, lone combining marks
        "😀", "👩‍👩‍👧‍👦", "🇫🇷", "👍🏽", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\u{200D}", "\u{FE0F}",                  // emoji, ZWJ, VS16
        "שלום", "مرحبا", "\u{200F}", "\u{202E}", "\u{061C}",                    // RTL text and marks
        "名前", "한국어", "ไทย", "देवनागरी", "\u{FFFD}", "\u{FFFF}", "\u{10FFFF}", // other scripts, noncharacters
    ]

    private struct Oracle {
        /// The expected stored text, or nil when the rules reject `text`.
        static func expectedStored(_ text: String) -> String? {
            var characters = Array(text)
            let isSpace: (Character) -> Bool = { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            while let first = characters.first, isSpace(first) { characters.removeFirst() }
            while let last = characters.last, isSpace(last) { characters.removeLast() }
            let trimmed = String(characters)
            let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
            guard !characters.isEmpty, characters.count <= 64, trimmed.utf8.count <= 4096,
                  !trimmed.unicodeScalars.contains(where: {
                      lineBreaks.contains($0.value) || $0.properties.generalCategory == .control
                  }),
                  // Something must be drawn: not only spaces, format (Cf) or default-ignorable characters.
                  trimmed.unicodeScalars.contains(where: {
                      !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint
                          && $0.properties.generalCategory != .format
                  })
            else { return nil }
            return trimmed
        }
    }

    func test_generatedUsernames_areStoredExactlyOrRejectedAndNeverWritten() throws {
        let temporaryStore = try TemporaryStore(username: "start", realName: "Start", inMemory: true)
        defer { temporaryStore.remove() }
        let sqlite = temporaryStore.repository
        let repository = CountingRepository(sqlite)
        var stored = try XCTUnwrap(repository.load(userId: 1).collectAll().first)

        var generator = SeededRandomNumberGenerator(seed: 20_261_121)
        var accepted = 0
        var rejected = 0
        let total = 3000
        for index in 0..<total {
            let text = Self.generate(&generator, index: index)
            let model = EditUserProfileViewState.EditingModel(userData: stored, repository: repository)
            let savesBefore = repository.saveCount
            let recorder = StateRecorder(recording: model.saveUsername(text))

            if let expected = Oracle.expectedStored(text) {
                let states = recorder.waitForStates(2)
                recorder.cancel()
                XCTAssertEqual(states.map(summary).first, "saving", text.debugDescription)
                guard states.count == 2, case .editing(let editing) = states[1].editingState else {
                    XCTFail("not saved: \(text.debugDescription) → \(states)"); continue
                }
                XCTAssertEqual(editing.cause, .saved)
                XCTAssertEqual(Array(states[1].data.username.utf8), Array(expected.utf8), text.debugDescription)
                let readBack = try XCTUnwrap(repository.load(userId: 1).collectAll().first)
                XCTAssertEqual(Array(readBack.username.utf8), Array(expected.utf8), "read back \(text.debugDescription)")
                stored = readBack
                accepted += 1
            } else {
                let states = recorder.waitForStates(1)
                recorder.cancel()
                guard case .editing(let editing)? = states.first?.editingState else {
                    XCTFail("not rejected: \(text.debugDescription) → \(states)"); continue
                }
                XCTAssertEqual(editing.cause, .invalidInput, text.debugDescription)
                XCTAssertFalse(editing.validationMessage?.isEmpty ?? true, text.debugDescription)
                XCTAssertEqual(editing.pendingUsername.map { Array($0.utf8) }, Array(text.utf8), "typed text kept")
                XCTAssertEqual(repository.saveCount, savesBefore, "never reaches the store: \(text.debugDescription)")
                rejected += 1
            }
        }
        print("username property test: \(accepted) accepted and stored, \(rejected) rejected")
        // The generator must exercise both outcomes substantially.
        XCTAssertGreaterThan(accepted, total / 5, "accepted \(accepted)")
        XCTAssertGreaterThan(rejected, total / 5, "rejected \(rejected)")

        // What is on disk is the last accepted name, byte for byte, for a new connection too.
        let reopened = SQLiteUserProfileRepository(location: ProfileStoreLocation(dataDirectory: temporaryStore.directory.path))
        let onDisk = try XCTUnwrap(reopened.load(userId: 1).collectAll().first)
        XCTAssertEqual(Array(onDisk.username.utf8), Array(stored.username.utf8))
    }

    /// Mostly short strings from `pieces`; every 50th is long (over 64 characters).
    private static func generate(_ generator: inout SeededRandomNumberGenerator, index: Int) -> String {
        let count = index % 50 == 0 ? Int.random(in: 60...90, using: &generator) : Int.random(in: 0...12, using: &generator)
        var text = ""
        for _ in 0..<count {
            // Half the draws are plain letters so that valid names are common.
            if Bool.random(using: &generator) {
                text += String(UnicodeScalar(UInt8.random(in: 97...122, using: &generator)))
            } else {
                text += pieces.randomElement(using: &generator) ?? "a"
            }
        }
        return text
    }
}
