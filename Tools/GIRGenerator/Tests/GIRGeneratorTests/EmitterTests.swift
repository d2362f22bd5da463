import XCTest
@testable import GIRGeneratorCore

/// The Swift written for the fixture namespace, rule by rule.
final class EmitterTests: XCTestCase {
    func testOneFilePerTypePlusFunctionsAndRegistration() throws {
        let (files, _) = try generateMini()
        XCTAssertEqual(Set(files.keys), [
            "Widget.swift", "Switch.swift", "Orientable.swift", "Orientation.swift", "StateFlags.swift",
            "Rect.swift", "Point.swift",
            "MiniFunctions.swift", "MiniRegistration.swift",
        ])
        XCTAssertContains(files["Widget.swift"], "import CMini\n@_spi(GeneratedBindings) import GLib\n")
    }

    func testClassesSubclassTheirParentAndNameTheirGType() throws {
        let (files, _) = try generateMini()
        // GObject.InitiallyUnowned is not generated: the runtime's Object stands for it.
        XCTAssertContains(files["Widget.swift"], "/// The base class of all widgets.\nopen class Widget: GLib.Object {")
        XCTAssertNotContains(files["Widget.swift"], "A second paragraph")
        XCTAssertContains(files["Widget.swift"], "open override class var gType: GType { mini_widget_get_type() }")
        XCTAssertContains(files["Switch.swift"], "public final class Switch: Widget {")
        XCTAssertContains(files["Switch.swift"], "public override class var gType: GType { mini_switch_get_type() }")
        XCTAssertContains(files["MiniRegistration.swift"], "GLib.Object.register(Switch.self)")
    }

    func testTheNamespaceFailsToCompileWithoutItsVersionConditions() throws {
        // Package.swift defines MINI_1_0 … from pkg-config; a cached reading of it made when
        // pkg-config was missing defines none, and every conditional declaration would vanish
        // with nothing saying why.
        let text = try XCTUnwrap(try generateMini().files["MiniFunctions.swift"])
        XCTAssertContains(text, "#if !MINI_1_0\n#error(\"MINI_1_0 is not defined: SwiftPM read Package.swift")
        XCTAssertContains(text, "run `swift package purge-cache` and build again.\")\n#endif\n")
    }

    func testConstructorsBecomeInitializers() throws {
        let (files, report) = try generateMini()
        let text = files["Switch.swift"]
        XCTAssertContains(text, """
                public convenience init() {
                    let _r = mini_switch_new()
                    self.init(retaining: girConstructed(UnsafeMutableRawPointer(_r!), Self.gType, "mini_switch_new"))
                }
            """)
        XCTAssertContains(text, "public convenience init(label: String) {")
        XCTAssertContains(text, "public convenience init(iconName: String?) {")
        // Same labels as new_with_label: a static function instead; a nullable result makes it
        // optional. `init(adopting:)` is not `required`, so the wrapper takes its own
        // reference and the caller's full one is released.
        XCTAssertContains(text, "public static func newForLabel(_ label: String) -> Self? {")
        XCTAssertContains(text, "let _p = girConstructed(UnsafeMutableRawPointer(_r), Self.gType, \"mini_switch_new_for_label\")")
        XCTAssertContains(text, "return girTakeFull(_p, Self(retaining: girSinkFloating(_p)))")
        XCTAssertEqual(report.generated["constructor"], 5, "four of Switch and one of the Rect record")
    }

    func testMethodsAndTheirConversions() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        // Complete C struct (it has fields): a typed pointer; strings pass as Swift strings, an
        // embedded NUL made U+FFFD rather than the end of the string.
        XCTAssertContains(text, """
                public func setVisibleChildName(_ name: String) {
                    mini_widget_set_visible_child_name(girCast(gObject, to: MiniWidget.self), name.nulSafe)
                }
            """)
        // A getter GIR pairs with a property is its body, not a method beside it.
        XCTAssertContains(text, "public var label: String? {")
        XCTAssertNotContains(text, "func getLabel(")
        XCTAssertContains(text, "return girString(_r)")
        XCTAssertContains(text, "public func dupTitle() -> String {")
        XCTAssertContains(text, "return girTakeString(_r) ?? \"\"")
        XCTAssertContains(text, "public var child: Widget? {")
        XCTAssertContains(text, "return girWrap(_r, Widget.self)")
        XCTAssertContains(text, "let child: Widget? = newValue")
        XCTAssertNotContains(text, "func setChild(")
        XCTAssertContains(text, "girCastOptional(child?.gObject, to: MiniWidget.self)")
        XCTAssertContains(text, "public var flags: StateFlags {")
        XCTAssertContains(text, "return StateFlags(rawValue: girBits(_r.rawValue))")
        XCTAssertContains(text, "public func `is`(_ `default`: Int) -> Bool {")
        XCTAssertNotContains(text, "func getRevealChild(")
        XCTAssertContains(text, "return _r != 0")
        XCTAssertNotContains(text, "func setRevealChild(")
        XCTAssertContains(text, "revealChild ? 1 : 0")
    }

    func testOutParametersBecomeATupleAndErrorsThrow() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, """
                public func getSize() -> (width: Int32, height: Int32) {
                    var _o0: Int32 = 0
                    var _o1: Int32 = 0
                    mini_widget_get_size(girCast(gObject, to: MiniWidget.self), &_o0, &_o1)
                    return (width: _o0, height: _o1)
                }
            """)
        XCTAssertContains(text, """
                public func loadFile(_ path: String) throws -> Bool {
                    var _error: UnsafeMutablePointer<GError>? = nil
                    let _r = mini_widget_load_file(girCast(gObject, to: MiniWidget.self), path.nulSafe, &_error)
                    if let _error { throw GLibError(taking: _error) }
                    return _r != 0
                }
            """)
    }

    func testArraysAndListsRespectTransfer() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, "public func listNames() -> [String] {")
        XCTAssertContains(text, "return girTakeStrings(_r) ?? []")
        XCTAssertContains(text, """
                public var points: [Double] {
                    var _n0: UInt32 = 0
                    let _r = mini_widget_get_points(girCast(gObject, to: MiniWidget.self), &_n0)
                    let _array_r = girArray(_r, count: Int(_n0))
                    g_free(_r)
                    return _array_r
                }
            """)
        // Transfer container: the list is freed, its widgets are not.
        XCTAssertContains(text, "let _items_r = girListPointers(_r)\n        g_list_free(_r)")
        XCTAssertContains(text, "return _items_r.compactMap { Widget.wrap($0) }")
    }

    func testDeprecationAndVersionConditions() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, """
                @available(*, deprecated, message: "Deprecated since 1.2: Use Mini.Widget.set_child instead")
                public func oldMethod() {
            """)
    }

    func testVersionConditionWrapsNewerAPI() throws {
        let (files, _) = try generateMini()
        let text = try XCTUnwrap(files["Widget.swift"])
        let range = try XCTUnwrap(text.range(of: "#if MINI_1_4\n"))
        let after = text[range.upperBound...]
        XCTAssertTrue(after.hasPrefix("    public func newThing(_ orientation: Orientation) {"), String(after.prefix(80)))
        XCTAssertContains(files["Orientation.swift"], "#if MINI_1_4\n    case diagonal\n#endif")
        XCTAssertContains(files["Orientation.swift"], "#if MINI_1_4\n        case 2: self = .diagonal\n#endif")
    }

    func testEnumerationsHaveAnEscapeForUnknownValues() throws {
        let text = try XCTUnwrap(try generateMini().files["Orientation.swift"])
        XCTAssertContains(text, "public enum Orientation: RawRepresentable, Hashable, Sendable {")
        XCTAssertContains(text, "    case horizontal\n    case vertical\n")
        XCTAssertContains(text, "    case `default`\n")
        XCTAssertContains(text, "    case unknown(Int32)\n")
        // A second member with the same value is an alias, not a case.
        XCTAssertContains(text, "public static var upright: Self { .vertical }")
        XCTAssertContains(text, "default: self = .unknown(rawValue)")
        XCTAssertContains(text, "case .unknown(let value): value")
    }

    func testTypesNamedLikeSwiftStandardTypesAreSkipped() throws {
        XCTAssertTrue(Naming.reservedTypeNames.contains("String"), "GLib's String record would shadow Swift.String")
        let repository = GIRRepository(directory: fixturesDirectory)
        var namespace = try repository.load("Mini-1.0")
        var record = GIRRecord(name: "String")
        record.cType = "MiniString"
        record.getType = "mini_string_get_type"
        namespace.records.append(record)
        repository.add(namespace)
        var options = GeneratorOptions(namespace: "Mini-1.0")
        options.cModules = ["CMini"]
        let (files, report) = Generator.generate(repository: repository, namespace: namespace, options: options)
        XCTAssertFalse(files.contains { $0.name == "String.swift" })
        XCTAssertTrue(report.skipped.contains(.init(kind: "record", symbol: "String", reason: "has the name of a Swift standard type")))
    }

    func testRecordsWhoseMembersAreAllDeprecatedAreDeprecated() throws {
        let repository = GIRRepository(directory: fixturesDirectory)
        var namespace = try repository.load("Mini-1.0")
        let index = try XCTUnwrap(namespace.records.firstIndex { $0.name == "Rect" })
        for position in namespace.records[index].methods.indices { namespace.records[index].methods[position].info.deprecated = true }
        for position in namespace.records[index].constructors.indices { namespace.records[index].constructors[position].info.deprecated = true }
        repository.add(namespace)
        var options = GeneratorOptions(namespace: "Mini-1.0")
        options.cModules = ["CMini"]
        let (files, _) = Generator.generate(repository: repository, namespace: namespace, options: options)
        XCTAssertContains(files.first { $0.name == "Rect.swift" }?.contents,
                          "@available(*, deprecated, message: \"Deprecated: uses deprecated types\")\n@MainActor\npublic final class Rect {")
    }

    func testFunctionsOfEnumerationsAreStatic() throws {
        let text = try XCTUnwrap(try generateMini().files["Orientation.swift"])
        XCTAssertContains(text, """
            extension Orientation {

                @MainActor
                public static func toString(_ orientation: Orientation) -> String {
                    let _r = mini_orientation_to_string(MiniOrientation(rawValue: girBits(orientation.rawValue)))
                    return girString(_r) ?? ""
                }
            }
            """)
    }

    func testSignalsPassCopiesOfBoxedArguments() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, "public func onMoved(_ handler: @escaping @MainActor (Self, Point?) -> Void) -> SignalConnection {")
        XCTAssertContains(text, "parameters: [mini_point_get_type()]")
        XCTAssertContains(text, "handler(self, g_value_get_boxed(values[1]).map { Point(copying: $0.assumingMemoryBound(to: MiniPoint.self)) })")
    }

    func testBitfieldsAreOptionSets() throws {
        let text = try XCTUnwrap(try generateMini().files["StateFlags.swift"])
        XCTAssertContains(text, "public struct StateFlags: OptionSet, Hashable, Sendable {")
        XCTAssertContains(text, "public static let active = StateFlags(rawValue: 1)")
        XCTAssertContains(text, "public static let prelight = StateFlags(rawValue: 2)")
        XCTAssertContains(text, "public static let all = StateFlags(rawValue: 4294967295)")
    }

    func testProperties() throws {
        let (files, report) = try generateMini()
        let text = try XCTUnwrap(files["Widget.swift"])
        XCTAssertContains(text, """
                /// Whether the child is revealed.
                public var revealChild: Bool {
                    get {
                        let _r = mini_widget_get_reveal_child(girCast(gObject, to: MiniWidget.self))
                        return _r != 0
                    }
                    set {
                        let revealChild: Bool = newValue
                        mini_widget_set_reveal_child(girCast(gObject, to: MiniWidget.self), revealChild ? 1 : 0)
                    }
                }
            """)
        XCTAssertContains(text, "    public var label: String? {\n        let _r = mini_widget_get_label(girCast(gObject, to: MiniWidget.self))\n        return girString(_r)\n    }")
        XCTAssertContains(text, """
                public var spacing: Int32 {
                    get { girGetInt(gObject, "spacing") }
                    set { girSetInt(gObject, "spacing", newValue) }
                }
            """)
        XCTAssertTrue(report.skipped.contains(.init(kind: "property", symbol: "Widget:secret", reason: "write-only property")))
    }

    func testSignalsAreTypedHandlers() throws {
        let (files, report) = try generateMini()
        let text = try XCTUnwrap(files["Widget.swift"])
        XCTAssertContains(text, "extension SignalEmitter where Self: Widget {")
        XCTAssertContains(text, """
                @discardableResult
                public func onCloseRequest(_ handler: @escaping @MainActor (Self) -> Bool) -> SignalConnection {
                    connectGenerated("close-request", returning: GIRGType.boolean, parameters: []) { [weak self] values in
                        guard let self else { return }
                        values.setReturn(handler(self))
                    }
                }
            """)
        // Without arguments or result: one call of the runtime's generic connection.
        XCTAssertContains(text, """
                @discardableResult
                public func onToggled(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
                    connectGenerated("toggled", handler)
                }
            """)
        XCTAssertContains(text, "public func onChanged(_ handler: @escaping @MainActor (Self, Int32, String?, Orientation) -> Void) -> SignalConnection {")
        XCTAssertContains(text, "parameters: [GIRGType.int, GIRGType.string, mini_orientation_get_type()]")
        XCTAssertContains(text, "handler(self, g_value_get_int(values[1]), girString(g_value_get_string(values[2])), Orientation(rawValue: g_value_get_enum(values[3])))")
        XCTAssertTrue(report.skipped.contains { $0.symbol == "Widget::raw" && $0.reason.contains("untyped pointer") })
    }

    func testAStringsLengthIsTakenFromTheString() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, """
                public func insertText(_ text: String, position: Int32) {
                    let _safe_text = text.nulSafe
                    mini_widget_insert_text(girCast(gObject, to: MiniWidget.self), _safe_text, Int(clamping: _safe_text.utf8.count), position)
                }
            """)
        // A string that may be NULL keeps its length: what it means then is the C API's.
        XCTAssertContains(text, "public func insertOptional(_ text: String?, length: Int32) {")
    }

    func testASignalWrittenByHandIsLeftOutAlone() throws {
        let (files, report) = try generateMini { $0.handWrittenTypes = ["Widget::close-request"] }
        let text = try XCTUnwrap(files["Widget.swift"])
        XCTAssertNotContains(text, "onCloseRequest")
        XCTAssertContains(text, "public func onChanged(")
        XCTAssertTrue(report.skipped.contains(.init(kind: "signal", symbol: "Widget::close-request", reason: "written by hand")))
    }

    func testInterfacesAreProtocolsWithDefaultImplementations() throws {
        let (files, _) = try generateMini()
        let text = try XCTUnwrap(files["Orientable.swift"])
        XCTAssertContains(text, "@MainActor\npublic protocol Orientable: GLib.Object {}")
        XCTAssertContains(text, "extension Orientable {")
        XCTAssertNotContains(text, "func getOrientation(")
        XCTAssertContains(text, "mini_orientable_get_orientation(girOpaque(gObject))")
        XCTAssertContains(text, "public var orientation: Orientation {")
        XCTAssertContains(files["Widget.swift"], "extension Widget: Orientable {}")
        // GIR lists the interfaces a parent implements again; Swift would reject a redundant conformance.
        XCTAssertNotContains(files["Switch.swift"], "extension Switch: Orientable {}")
    }

    func testInheritedMembersAreNotRedeclared() throws {
        let (files, report) = try generateMini()
        XCTAssertNotContains(files["Switch.swift"], "func getLabel()")
        XCTAssertTrue(report.skipped.contains {
            $0.symbol == "Switch.mini_switch_get_label" && $0.reason.contains("redeclare an inherited")
        })
    }

    func testNamespaceFunctionsAndConstants() throws {
        let text = try XCTUnwrap(try generateMini().files["MiniFunctions.swift"])
        XCTAssertContains(text, "@MainActor\npublic func getMajorVersion() -> UInt32 {")
        XCTAssertContains(text, "public func `init`() -> Bool {\n    let _r = mini_init_checked()")
        XCTAssertNotContains(text, "mini_old_init")
        XCTAssertContains(text, "public let majorVersion: Int32 = 1")
        XCTAssertContains(text, "public let name: String = \"mini \\\"one\\\"\"")
    }

    func testReportListsSkipsWithReasonsAndCoverage() throws {
        let (_, report) = try generateMini()
        let reasons = Dictionary(report.skipped.map { ($0.symbol, $0.reason) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(reasons["Widget.mini_widget_printf"], "variadic arguments")
        XCTAssertEqual(reasons["Widget.mini_widget_set_data"], "untyped pointer (gpointer)")
        XCTAssertEqual(reasons["Widget.mini_widget_hidden"], "introspectable=\"0\"")
        XCTAssertEqual(reasons["Widget.mini_widget_load_async"],
                       "asynchronous callback 'callback' without a matching _finish (by glib:finish-func, the name rule or a finishFunctions entry)")
        XCTAssertEqual(reasons["mini_old_init"], "shadowed by init")
        XCTAssertEqual(reasons["Plain"], "not a boxed type (no glib:get-type): no copy and free to own it with")
        XCTAssertEqual(reasons["Rect.mini_rect_free"], "memory management of the record (the wrapper's job)")
        XCTAssertEqual(reasons["TickCallback"], "a callback type is generated only as the closure type of the parameters that use it")
        XCTAssertNil(reasons["WidgetClass"], "class structs are not bindings, not skips")
        // Eligible: introspectable and not deprecated (old_method and hidden are not).
        XCTAssertEqual(report.eligibleCallables, 38)
        XCTAssertEqual(report.generatedEligibleCallables, 32)
        XCTAssertContains(report.text, "coverage: 32 of 38 introspectable, non-deprecated callables (84.2%)")
        XCTAssertContains(report.text, "  method Widget.mini_widget_printf: variadic arguments")
    }

    func testBoxedRecordsAreOwningClasses() throws {
        let (files, report) = try generateMini()
        let rect = try XCTUnwrap(files["Rect.swift"])
        XCTAssertContains(rect, "@MainActor\npublic final class Rect {")
        XCTAssertContains(rect, "public let pointer: OpaquePointer")
        XCTAssertContains(rect, "public init(taking pointer: OpaquePointer) { self.pointer = pointer }")
        XCTAssertContains(rect, "OpaquePointer(g_boxed_copy(mini_rect_get_type(), UnsafeRawPointer(pointer)))!")
        XCTAssertContains(rect, "isolated deinit { g_boxed_free(mini_rect_get_type(), UnsafeMutableRawPointer(pointer)) }")
        XCTAssertContains(rect, "public convenience init(width: Int32) {\n        let _r = mini_rect_new(width)\n        self.init(taking: _r!)")
        // GIR does not always say whether a record's C struct is public: girPointer lets the C
        // parameter's type choose `OpaquePointer` or a typed pointer.
        XCTAssertContains(rect, "public func area() -> Int32 {\n        let _r = mini_rect_area(girPointer(pointer))")
        XCTAssertContains(rect, "public convenience init<Pointee>(copying pointer: UnsafePointer<Pointee>)")
        XCTAssertNotContains(rect, "func free(")
        // A complete struct: typed pointers, and the caller may allocate it.
        XCTAssertContains(files["Point.swift"], "public let pointer: UnsafeMutablePointer<MiniPoint>")
        let widget = try XCTUnwrap(files["Widget.swift"])
        XCTAssertContains(widget, """
                public func getOrigin() -> Point {
                    var _o0 = MiniPoint()
                    mini_widget_get_origin(girCast(gObject, to: MiniWidget.self), &_o0)
                    return Point(copying: &_o0)
                }
            """)
        // Borrowed results are copied (the wrapper owns what it frees).
        XCTAssertContains(widget, "public var rect: Rect? {")
        XCTAssertContains(widget, "return _r.map { Rect(copying: $0) }")
        XCTAssertEqual(report.generated["record"], 2)
    }

    func testNotifiedCallbacksAreEscapingClosuresReleasedByTheDestroyNotify() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, """
                public func addTick(_ callback: @escaping @MainActor (Widget) -> Bool) -> UInt32 {
                    let _thunk0: MiniTickCallback = { _a0, _a1 in
                        MainActor.assumeIsolated {
                            let _f = Unmanaged<GIRClosure<@MainActor (Widget) -> Bool>>.fromOpaque(_a1!).takeUnretainedValue().function
                            return _f(girWrap(_a0, Widget.self)!) ? 1 : 0
                        }
                    }
                    let _box0 = Unmanaged.passRetained(GIRClosure(callback)).toOpaque()
                    let _r = mini_widget_add_tick(girCast(gObject, to: MiniWidget.self), _thunk0, _box0, girReleaseClosure)
                    return _r
                }
            """)
    }

    func testCallScopeCallbacksLiveForTheCallAndMayBeNil() throws {
        let text = try XCTUnwrap(try generateMini().files["Widget.swift"])
        XCTAssertContains(text, "public func foreach(_ `func`: (@MainActor (Widget) -> Bool)?) {")
        XCTAssertContains(text, "let _box0 = `func`.map { GIRClosure($0) }")
        XCTAssertContains(text, "`func` == nil ? nil : _thunk0, _box0.map { Unmanaged.passUnretained($0).toOpaque() })")
        XCTAssertContains(text, "withExtendedLifetime(_box0) {}")
    }

    func testTypesOnlyModulesHaveEnumerationsBitfieldsAndBoxedRecords() throws {
        let (files, report) = try generateMini { $0.typesOnly = true }
        XCTAssertEqual(Set(files.keys), ["Orientation.swift", "StateFlags.swift", "Rect.swift", "Point.swift", "MiniModule.swift"])
        XCTAssertNil(report.generated["class"])
    }
}
