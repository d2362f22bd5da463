import Foundation

/// Whether the calling test's body should run in this process: true when the process is not
/// root. As root, file modes stop nothing (an unreadable file is read, a read-only folder
/// written), so a test of those errors would prove nothing; then this runs the same test
/// again in a child process of the same test binary as the unprivileged user `nobody`
/// (through util-linux's `runuser`), waits for it at most `timeout`, reports at the caller's
/// line unless the child ran that one test and it passed, and returns false.
///
/// Call it first in the test, `guard runsUnprivileged(self) else { return }`, with nothing
/// before it that the child must not repeat. The test binary and the folders it reads must
/// be readable by `nobody`, and the body must write only where `nobody` may (the temporary
/// folder). XCTest only: the child is selected by `Module.Class/method`.
public func runsUnprivileged(
    _ testCase: AnyObject,
    method: String = #function,
    timeout: Duration = .seconds(120),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    guard geteuid() == 0 else { return true }
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let test = String(reflecting: type(of: testCase)) + "/" + method.prefix { $0 != "(" }
    do {
        let (status, output) = try runAsNobody([CommandLine.arguments[0], test], timeout: timeout)
        let ran = output.contains("Executed 1 test, with 0 failures")
        if status != 0 || !ran {
            let lines = output.split(separator: "\n").filter { $0.contains("error") || $0.contains("failed") || $0.contains("Executed") }
            reportFailure("\(test) as nobody exited \(status):\n" + lines.suffix(20).joined(separator: "\n"), at: location)
        }
    } catch {
        reportFailure("could not run \(test) as nobody: \(error)", at: location)
    }
    return false
}

/// Runs `arguments` as `nobody` with this process's environment and folder; its exit status
/// and everything it printed (stdout and stderr together).
private func runAsNobody(_ arguments: [String], timeout: Duration) throws -> (Int32, String) {
    guard let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
        throw UnprivilegedRunError(description: "runuser is not installed (Debian package util-linux)")
    }
    let run = try ChildProcess.run(runuser, ["-u", "nobody", "--"] + arguments, mergingErrors: true, timeout: timeout)
    return (run.status, run.output)
}

private struct UnprivilegedRunError: Error, CustomStringConvertible {
    let description: String
}
