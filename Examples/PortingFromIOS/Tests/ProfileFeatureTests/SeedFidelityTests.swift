import Foundation
import XCTest

/// The builder-pattern sources of this package are the article's listings with only imports
/// (and a header comment) added. The article (document 001) is not part of the repository
/// (docs/Specification.md, "Implementing the models", summarises it), so the test reads it from
/// a `shared/seeds` folder beside the repository when there is one, and skips otherwise.
final class SeedFidelityTests: XCTestCase {
    /// This package's `Sources/ProfileFeature` and the documents' folder, from this file's
    /// path.
    private let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ProfileFeature")
    private let seeds = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/seeds")

    /// Each file and the listing of the article it copies (its final versions).
    private let copies: [(file: String, listing: Int)] = [
        ("LoadUserProfileViewState.swift", 0),
        ("LoadUserProfileViewState+LoaderModel.swift", 5),
        ("LoadUserProfileViewState+ErrorModel.swift", 6),
        ("EditUserProfileViewState.swift", 7),
        ("EditUserProfileViewState+EditingModel.swift", 11),
        ("EditUserProfileViewState+ErrorModel.swift", 12),
    ]

    func testSeed001ModelsAreTheArticlesListingsWithOnlyImportsAdded() throws {
        let seedFiles = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        guard let seedName = seedFiles.first(where: { $0.hasPrefix("001_") }) else {
            throw XCTSkip("the specification is not beside the repository (\(seeds.path))")
        }
        let article = try String(contentsOf: seeds.appendingPathComponent(seedName), encoding: .utf8)
        let listings = article.components(separatedBy: "```swift\n").dropFirst()
            .map { $0.components(separatedBy: "```").first ?? "" }

        for copy in copies {
            let source = try String(contentsOf: sources.appendingPathComponent(copy.file), encoding: .utf8)
            let code = source.split(separator: "\n", omittingEmptySubsequences: false)
                .drop(while: { $0.hasPrefix("//") || $0.hasPrefix("import ") || $0.isEmpty })
                .joined(separator: "\n")
            XCTAssertEqual(code, listings[copy.listing], "\(copy.file) differs from listing \(copy.listing) of \(seedName)")
        }
    }
}
