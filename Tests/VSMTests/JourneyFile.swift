import Foundation
import XCTest

/// A journey file in a fresh temporary folder, read back as parsed JSON lines.
struct JourneyFile {
    let path: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vsm-journey-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("journey.jsonl").path
    }

    var bytes: Data {
        FileManager.default.contents(atPath: path) ?? Data()
    }

    /// Every line as a JSON object; fails the test on a line that is not one.
    func records(file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.isEmpty || text.hasSuffix("\n"), "last line is not whole", file: file, line: line)
        return text.split(separator: "\n").compactMap { raw -> [String: Any]? in
            let object = try? JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any]
            if object == nil { XCTFail("not a JSON object: \(raw)", file: file, line: line) }
            return object
        }
    }
}
