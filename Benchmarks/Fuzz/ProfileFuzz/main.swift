// The fuzz target for `make proof`: username validation and the save/read-back round
// trip (``UsernameRoundTripProperty``).
//
// Built two ways:
// - with `-sanitize=fuzzer -DPROFILE_LIBFUZZER` (scripts/proof/fuzz.sh): libFuzzer drives
//   the property; all libFuzzer flags (corpus folders, -runs=, -max_total_time=) apply.
//   SwiftPM gives executables their own `main`, so libFuzzer is entered through
//   `LLVMFuzzerRunDriver`, its documented entry for programs that keep their main.
// - plainly (every `swift build`): replays the files or folders given as arguments through
//   the same property, so the committed corpus is a regression test with no fuzzer.
import Foundation
import ProfileFuzzCore
#if PROFILE_LIBFUZZER
import CLibFuzzer
#endif

let dataDirectory = ProcessInfo.processInfo.environment["PROFILE_FUZZ_DATA_DIR"]
    ?? "/dev/shm/vsm-profile-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
// One store for the whole run; libFuzzer calls the callback from this thread only.
let property = UsernameRoundTripProperty(dataDirectory: dataDirectory)

#if PROFILE_LIBFUZZER
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    property.check(bytes)
    return 0
}
try? FileManager.default.removeItem(atPath: dataDirectory)
exit(status)
#else
var inputs = 0
var accepted = 0
for argument in CommandLine.arguments.dropFirst() {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("profile-fuzz: no such file or folder: \(argument)\n".utf8))
        exit(2)
    }
    let files = isDirectory.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { "\(argument)/\($0)" }
        : [argument]
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("profile-fuzz: cannot read \(file)\n".utf8))
            exit(2)
        }
        inputs += 1
        if property.check(Array(data)) { accepted += 1 }
    }
}
try? FileManager.default.removeItem(atPath: dataDirectory)
print("profile-fuzz: replayed \(inputs) inputs, \(accepted) accepted and read back byte-identical, 0 failures")
#endif
