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
        XCTAssertContains(location, "inherit_location_new_for_path(path)")
        XCTAssertContains(location, "public func getPath() -> String?")
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
}
