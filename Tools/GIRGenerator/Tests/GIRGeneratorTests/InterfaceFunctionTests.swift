import XCTest
@testable import GIRGeneratorCore

/// Functions of interfaces (`g_file_new_for_path`) become module functions named after the
/// interface, since a protocol has no initializers and no statics callable on itself; and
/// objects of a class that is not generated are usable as the interface they implement.
final class InterfaceFunctionTests: XCTestCase {
    func testInterfaceFunctionsAreModuleFunctionsNamedAfterTheInterface() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (files, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        let location = files.first { $0.name == "Location.swift" }?.contents
        XCTAssertContains(location, "public protocol Location: GLib.Object {}")
        XCTAssertContains(location, """
        @MainActor
        public func locationNewForPath(_ path: String) -> (any Location)? {
        """)
        XCTAssertContains(location, "inherit_location_new_for_path(path.nulSafe)")
        XCTAssertContains(location, "public var path: String? {")
        XCTAssertFalse(report.skipped.contains { $0.symbol == "Location.inherit_location_new_for_path" }, "\(report.skipped)")
    }

    func testObjectsOfClassesNotGeneratedGetAWrapperConformingToTheirInterface() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (files, _) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        let location = files.first { $0.name == "Location.swift" }?.contents
        XCTAssertContains(location, """
        final class LocationImplementation: GLib.Object, Location {
            override class var gType: GType { inherit_location_get_type() }
        }
        """)
        let registration = files.first { $0.name == "InheritRegistration.swift" }?.contents
        XCTAssertContains(registration, "GLib.Object.registerImplementation(LocationImplementation.self)")
    }

    func testAMovedToEntryIsNotCountedTwiceForCoverage() throws {
        var options = GeneratorOptions(namespace: "Inherit-1.0")
        options.cModules = ["CInherit"]
        let (_, report) = try Generator.generate(girDirectory: fixturesDirectory, options: options)
        XCTAssertTrue(report.skipped.contains { $0.symbol == "inherit_location_new_for_path" && $0.reason.hasPrefix("moved to") })
        // Window 2, AppWindow 1, FancyWindow 1, Manual 2, Datum 4, Expr 3, PropertyExpr 2,
        // Location 2, parse 1: the moved-to namespace function is the same C function as
        // Location's and is not counted again.
        XCTAssertEqual(report.eligibleCallables, 18)
    }
}
