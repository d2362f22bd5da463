import Foundation
import TestSupport
import XCTest
@testable import VSM

/// `VSM_JOURNEY` naming a file that cannot be written: the process says so once on
/// stderr, in words naming the file, and otherwise runs exactly as without recording. Each
/// case runs in a child process (`vsm-test-child apply-states`), because the variable is read
/// once per process.
final class JourneyEnvironmentTests: XCTestCase {
    func testMissingFolderIsOneWarningAndTheAppRunsOn() throws {
        let run = try runChild(journey: Array("/nonexistent-folder/journey.jsonl".utf8))
        XCTAssertEqual(run.warnings, [
            "vsm: VSM_JOURNEY: cannot open journey file /nonexistent-folder/journey.jsonl: No such file or directory (errno 2); journeys are not recorded",
        ])
    }

    func testDirectoryIsOneWarningAndTheAppRunsOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vsm-journey-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }

        let run = try runChild(journey: Array(folder.path.utf8))

        XCTAssertEqual(run.warnings, [
            "vsm: VSM_JOURNEY: cannot open journey file \(folder.path): Is a directory (errno 21); journeys are not recorded",
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing created inside")
    }

    func testFolderWithoutPermissionIsOneWarningAndTheAppRunsOn() throws {
        // sysfs refuses new files even to root, unlike a chmod'ed folder.
        let run = try runChild(journey: Array("/sys/journey.jsonl".utf8))
        XCTAssertEqual(run.warnings, [
            "vsm: VSM_JOURNEY: cannot open journey file /sys/journey.jsonl: Permission denied (errno 13); journeys are not recorded",
        ])
    }

    func testFileThatRefusesWritesIsOneWarningAndTheAppRunsOn() throws {
        // /dev/full opens, then fails every write: the failure shows at the first flush.
        let run = try runChild(journey: Array("/dev/full".utf8))
        XCTAssertEqual(run.warnings, [
            "vsm: cannot write journey file /dev/full: No space left on device (errno 28); journeys are no longer recorded",
        ])
    }

    func testNonUTF8PathRecordsIntoExactlyThatFile() throws {
        // "/tmp/vsm-journey-<uuid>-\xff.jsonl": not UTF-8, so no String can name it; the file
        // written must be the one the bytes name, not a repaired spelling of it.
        var path = Array(FileManager.default.temporaryDirectory.appendingPathComponent("vsm-journey-\(UUID().uuidString)-").path.utf8)
        path += [0xFF] + Array(".jsonl".utf8)
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        defer { _ = unlink(cPath) }

        let run = try runChild(journey: path)

        XCTAssertEqual(run.warnings, [])
        var status = stat()
        XCTAssertEqual(stat(cPath, &status), 0, "the file named by the raw bytes exists")
        XCTAssertGreaterThan(status.st_size, 0, "and holds the journey")
    }

    // MARK: The child

    /// Runs `vsm-test-child apply-states` with `VSM_JOURNEY` set to the raw bytes `journey`;
    /// checks that it applied every state and exited 0, and returns the lines it wrote to
    /// stderr that come from VSM.
    private func runChild(
        journey: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) throws -> (output: String, warnings: [String]) {
        let child = try TestChild.url().path
        let output = try makePipe()
        let errors = try makePipe()
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)

        // The environment as bytes: Foundation's Process would need the value as a String.
        var environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "VSM_JOURNEY" }
            .map { Array("\($0.key)=\($0.value)".utf8) }
        environment.append(Array("VSM_JOURNEY=".utf8) + journey)
        let arguments = [child, "apply-states"]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { bytes in bytes.withUnsafeBufferPointer { buffer -> UnsafeMutablePointer<CChar>? in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: buffer.count + 1)
            for (index, byte) in buffer.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[buffer.count] = 0
            return copy
        } } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { $0?.deallocate() }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, child, &actions, nil, argv, envp)
        close(output.write)
        close(errors.write)
        guard spawned == 0 else {
            close(output.read)
            close(errors.read)
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL)
        }
        // Read both pipes to the end on other threads, so a full pipe never stalls the child.
        let standardOutput = Locked<[UInt8]>([])
        let standardError = Locked<[UInt8]>([])
        let readers = DispatchGroup()
        for (descriptor, sink) in [(output.read, standardOutput), (errors.read, standardError)] {
            DispatchQueue.global().async(group: readers) {
                var chunk = [UInt8](repeating: 0, count: 4_096)
                while true {
                    let count = read(descriptor, &chunk, chunk.count)
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    sink.withLock { $0 += chunk[..<count] }
                }
                close(descriptor)
            }
        }
        if readers.wait(timeout: .now() + 60) == .timedOut {
            kill(pid, SIGKILL)
            XCTFail("the child did not end within 60 s", file: file, line: line)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}

        let outputText = String(decoding: standardOutput.withLock { $0 }, as: UTF8.self)
        let errorText = String(decoding: standardError.withLock { $0 }, as: UTF8.self)
        XCTAssertTrue((status & 0x7F) == 0 && (status >> 8) & 0xFF == 0, "the child exited 0 (status \(status)): \(errorText)", file: file, line: line)
        XCTAssertTrue(outputText.contains("child applied 1,2,3"), "every state applied: \(outputText)", file: file, line: line)
        let warnings = errorText.split(separator: "\n").map(String.init).filter { $0.hasPrefix("vsm:") }
        return (outputText, warnings)
    }

    private func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
        return (descriptors[0], descriptors[1])
    }
}
