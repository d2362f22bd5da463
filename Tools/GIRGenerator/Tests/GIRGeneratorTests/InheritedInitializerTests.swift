import XCTest
@testable import GIRGeneratorCore

/// Subclasses and the constructors of their ancestors; classes a module writes by hand; a
/// class named like Swift's `Task`.
final class InheritedInitializerTests: XCTestCase {
    private func generateInherit(handWritten: Set<String> = []) throws -> (files: [String: String], report: GenerationReport) {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        options.handWrittenTypes = handWritten
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) }), report)
    }

    func testAnAncestorsInitializersAreUnavailableOnASubclass() throws {
        let (files, _) = try generateInherit()
        let appWindow = files["AppWindow.swift"]
        // Its own constructor, and the parent's two (which would make an InheritWindow) hidden.
        XCTAssertContains(appWindow, "public convenience init(app: Manual) {")
        XCTAssertContains(appWindow, """
            @available(*, unavailable, message: "makes a InheritWindow, not a InheritAppWindow: use an initializer of AppWindow")
            public convenience init() {
                fatalError("inherit_window_new makes a InheritWindow, not a InheritAppWindow")
            }
        """)
        XCTAssertContains(appWindow, "public convenience init(title: String) {\n        fatalError(")
        // Two levels down: the grandparent's and the parent's, but not its own `init()`.
        let fancy = files["FancyWindow.swift"]
        XCTAssertContains(fancy, "public convenience init(app: Manual) {\n        fatalError(\"inherit_app_window_new makes a InheritAppWindow")
        XCTAssertContains(fancy, "public convenience init(title: String) {\n        fatalError(")
        XCTAssertNotContains(fancy, "inherit_window_new makes")
        XCTAssertContains(fancy, "girConstructed(UnsafeMutableRawPointer(_r!), Self.gType, \"inherit_fancy_window_new\")")
        // The root class keeps its own and hides nothing.
        XCTAssertNotContains(files["Window.swift"], "unavailable")
    }

    func testHandWrittenClassesAreReferredToAndRegisteredButNotGenerated() throws {
        let (files, report) = try generateInherit(handWritten: ["Manual"])
        XCTAssertNil(files["Manual.swift"])
        XCTAssertTrue(report.skipped.contains(.init(kind: "class", symbol: "Manual", reason: "written by hand in the module")))
        XCTAssertContains(files["AppWindow.swift"], "public convenience init(app: Manual) {")
        XCTAssertContains(files["InheritRegistration.swift"], "GLib.Object.register(Manual.self)")
    }

    func testAClassNamedTaskIsNeitherGeneratedNorRegistered() throws {
        let (files, report) = try generateInherit()
        XCTAssertNil(files["Task.swift"], "Task would shadow Swift's Task in every module importing this one")
        XCTAssertTrue(report.skipped.contains(.init(kind: "class", symbol: "Task", reason: "has the name of a Swift standard type")))
        XCTAssertNotContains(files["InheritRegistration.swift"], "Task.self")
    }
}
