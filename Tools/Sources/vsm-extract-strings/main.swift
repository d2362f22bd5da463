// vsm-extract-strings: the translatable messages of the Swift sources, as C that xgettext
// reads (what `make pot` runs first). All logic lives in LocalizationExtraction, where it is
// tested; this only parses the command line and prints.
import ArgumentParser
import Foundation
import LocalizationExtraction

struct ExtractStrings: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vsm-extract-strings",
        abstract: "Extract localized(...) and localizedPlural(...) messages from Swift sources for xgettext.",
        discussion: """
            Writes, for each Swift file listed in POTFILES, a C file with the same relative path \
            under --output-dir holding its messages on their original lines, and prints the listed \
            Swift paths (for xgettext --files-from). Fails, naming file and line, on a call it cannot \
            extract and on a POTFILES list that misses a file with messages or lists one without.
            """
    )

    @Option(help: "The project root; other paths are relative to it.")
    var root = "."
    @Option(help: "The POTFILES list.")
    var potfiles = "po/POTFILES"
    @Option(help: "Where the C files go.")
    var outputDir: String
    @Option(help: "A folder whose Swift files are checked against POTFILES (repeatable).")
    var scan: [String] = ["Sources"]

    func run() throws {
        let rootURL = URL(fileURLWithPath: root)
        let outcome = ExtractionRun(root: rootURL, potfiles: potfiles,
                                    outputDirectory: URL(fileURLWithPath: outputDir, relativeTo: rootURL),
                                    scanDirectories: scan).run()
        switch outcome {
        case .extracted(let files, let count):
            print(files.joined(separator: "\n"))
            FileHandle.standardError.write(Data("vsm-extract-strings: \(count) messages in \(files.count) Swift files\n".utf8))
        case .failed(let problems):
            FileHandle.standardError.write(Data(problems.map { $0 + "\n" }.joined().utf8))
            throw ExitCode.failure
        }
    }
}

ExtractStrings.main()
