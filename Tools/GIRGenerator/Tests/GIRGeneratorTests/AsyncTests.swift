import XCTest
@testable import GIRGeneratorCore

/// `_async`/`_finish` pairs become one `async` method (fixture `Async-1.0.gir`).
final class AsyncTests: XCTestCase {
    private func generateAsync() throws -> (files: [String: String], report: GenerationReport) {
        var options = GeneratorOptions(namespace: "Async-1.0")
        options.cModules = ["CAsync"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) }), report)
    }

    func testAMethodPairBecomesOneAsyncThrowingMethod() throws {
        let text = try XCTUnwrap(try generateAsync().files["Loader.swift"])
        // The cancellable, callback and user data are hidden; the finish's outputs are the result.
        XCTAssertContains(text, """
                /// Loads the contents.
                public func loadContents(_ path: String) async throws -> (result: Bool, contents: String) {
                    return try await girAsync(
                        cancellable: true,
                        start: { _cancellable, _data in
                            async_loader_load_contents_async(girCast(gObject, to: AsyncLoader.self), path.nulSafe, _cancellable, girAsyncReady, _data)
                        },
                        finish: { (_source: UnsafeMutablePointer<GObject>?, _result: OpaquePointer?) throws -> (result: Bool, contents: String) in
                            var _o1: UnsafeMutablePointer<CChar>? = nil
                            var _error: UnsafeMutablePointer<GError>? = nil
                            let _r = async_loader_load_contents_finish(girCast(_source!, to: AsyncLoader.self), _result, &_o1, &_error)
                            if let _error { throw GLibError(taking: _error) }
                            return (result: _r != 0, contents: girTakeString(_o1) ?? "")
                        }
                    )
                }
            """)
        XCTAssertNotContains(text, "func loadContentsAsync")
        XCTAssertNotContains(text, "func loadContentsFinish")
    }

    func testAPairWithoutCancellableOrErrorIsAsyncOnly() throws {
        let text = try XCTUnwrap(try generateAsync().files["Loader.swift"])
        XCTAssertContains(text, "public func wait() async {")
        XCTAssertContains(text, "return await girAsyncValue(")
        XCTAssertContains(text, "cancellable: false,")
        XCTAssertContains(text, "start: { _, _data in")
        XCTAssertContains(text, "async_loader_wait(girCast(gObject, to: AsyncLoader.self), girAsyncReady, _data)")
        XCTAssertContains(text, "finish: { (_source: UnsafeMutablePointer<GObject>?, _result: OpaquePointer?) -> Void in")
        XCTAssertNotContains(text, "func waitFinish")
    }

    func testAFunctionPairPassesTheSourceObjectToItsFinish() throws {
        let text = try XCTUnwrap(try generateAsync().files["AsyncFunctions.swift"])
        XCTAssertContains(text, "public func show(_ parent: Loader?, uri: String) async throws -> Bool {")
        XCTAssertContains(text, "async_show(girCastOptional(parent?.gObject, to: AsyncLoader.self), uri.nulSafe, _cancellable, girAsyncReady, _data)")
        XCTAssertContains(text, "let _r = async_show_finish(girCastOptional(_source, to: AsyncLoader.self), _result, &_error)")
        XCTAssertNotContains(text, "func showFinish")
    }

    func testFinishFunctionsAreReportedAsMappedAndCounted() throws {
        let report = try generateAsync().report
        XCTAssertEqual(report.mapped.map(\.reason), [
            "mapped to async loadContents", "mapped to async wait", "mapped to async show",
        ])
        XCTAssertEqual(report.generatedEligibleCallables, report.eligibleCallables)
        XCTAssertEqual(report.eligibleCallables, 6)
        XCTAssertTrue(report.text.contains("mapped:\n  method Loader.async_loader_load_contents_finish: mapped to async loadContents"))
        XCTAssertFalse(report.skipped.contains { $0.reason.contains("asynchronous") })
    }

    func testAnAsyncCallTakingACArrayIsSkipped() throws {
        // GIO reads the array after the start call returns; Swift's array is only lent for the call.
        var options = GeneratorOptions(namespace: "AsyncArray-1.0")
        options.cModules = ["CAsyncArray"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        XCTAssertNotContains(files.first { $0.name == "Saver.swift" }?.contents, "func save(")
        XCTAssertTrue(report.skipped.contains {
            $0.symbol.hasSuffix("async_array_saver_save_async") && $0.reason.contains("C array")
        }, "\(report.skipped)")
    }

    // MARK: Finish functions not named foo_finish (fixture `AsyncFinish-1.0.gir`)

    private func generateAsyncFinish(finishFunctions: [String: String] = [:]) throws
        -> (writer: String?, report: GenerationReport) {
        var options = GeneratorOptions(namespace: "AsyncFinish-1.0")
        options.cModules = ["CAsyncFinish"]
        options.finishFunctions = finishFunctions
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        return (files.first { $0.name == "Writer.swift" }?.contents, report)
    }

    func testGlibFinishFuncPairsACallThatTheNameRuleWouldMiss() throws {
        let (text, report) = try generateAsyncFinish()
        XCTAssertContains(text, "public func putText(_ text: String) async throws -> Bool {")
        XCTAssertContains(text, "async_finish_writer_put_text_async(girOpaque(gObject), text.nulSafe, girAsyncReady, _data)")
        XCTAssertContains(text, "let _r = async_finish_writer_put_finish(girOpaque(_source!), _result, &_error)")
        XCTAssertNotContains(text, "func putFinish")
        XCTAssertTrue(report.mapped.contains { $0.symbol.hasSuffix("async_finish_writer_put_finish") && $0.reason == "mapped to async putText" },
                      "\(report.mapped)")
    }

    func testWithoutAttributeOrConfigurationTheCallIsSkippedAndReported() throws {
        let (text, report) = try generateAsyncFinish()
        XCTAssertNotContains(text, "func storeText")
        let skip = try XCTUnwrap(report.skipped.first { $0.symbol.hasSuffix("async_finish_writer_store_text_async") })
        XCTAssertTrue(skip.reason.contains("without a matching _finish"), skip.reason)
        XCTAssertTrue(skip.reason.contains("finishFunctions"), "the reason names the way out: \(skip.reason)")
        XCTAssertTrue(report.text.contains("asynchronous callback '…' without a matching _finish (by glib:finish-func, the name rule or a finishFunctions entry)"),
                      "the summary by reason keeps the whole reason")
    }

    func testTheConfigurationPairsACallByCIdentifier() throws {
        let (text, report) = try generateAsyncFinish(finishFunctions: [
            "async_finish_writer_store_text_async": "async_finish_writer_store_finish",
        ])
        XCTAssertContains(text, "public func storeText(_ text: String) async -> Int32 {")
        XCTAssertContains(text, "let _r = async_finish_writer_store_finish(girOpaque(_source!), _result)")
        XCTAssertNotContains(text, "func storeFinish")
        XCTAssertFalse(report.skipped.contains { $0.reason.contains("asynchronous") }, "\(report.skipped)")
        XCTAssertEqual(report.generatedEligibleCallables, report.eligibleCallables)
    }
}
