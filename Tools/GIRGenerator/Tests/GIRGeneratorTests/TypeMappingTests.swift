import XCTest
@testable import GIRGeneratorCore

/// How GIR types map to Swift types and why some are skipped.
final class TypeMappingTests: XCTestCase {
    private func context(_ configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> BindingContext {
        let repository = GIRRepository(directory: fixturesDirectory)
        let namespace = try repository.load("Mini-1.0")
        var options = GeneratorOptions(namespace: "Mini-1.0")
        configure(&options)
        return BindingContext(repository: repository, options: options, namespace: namespace)
    }

    private func kind(_ type: GIRType, in context: BindingContext) -> Result<ValueKind, SkipReason> {
        var requirements = Requirements()
        do throws(SkipReason) {
            return .success(try context.kind(of: type, requirements: &requirements))
        } catch {
            return .failure(error)
        }
    }

    func testNumbersAreTheTypesSwiftImportsOnLP64() throws {
        let context = try context()
        XCTAssertEqual(context.scalarType(name: "gint", cType: "gint"), "Int32")
        XCTAssertEqual(context.scalarType(name: "guint", cType: nil), "UInt32")
        XCTAssertEqual(context.scalarType(name: "gint64", cType: "gint64"), "Int", "gint64 is long on LP64")
        XCTAssertEqual(context.scalarType(name: "guint64", cType: nil), "UInt")
        XCTAssertEqual(context.scalarType(name: "gsize", cType: "gsize"), "UInt")
        XCTAssertEqual(context.scalarType(name: "gsize", cType: "size_t"), "Int", "the C spelling decides")
        XCTAssertEqual(context.scalarType(name: "gdouble", cType: "double"), "Double")
        XCTAssertEqual(context.scalarType(name: "gfloat", cType: nil), "Float")
        XCTAssertEqual(context.scalarType(name: "GType", cType: "GType"), "GType")
        XCTAssertEqual(context.scalarType(name: "gunichar", cType: nil), "UInt32")
        XCTAssertNil(context.scalarType(name: "utf8", cType: "char*"))
    }

    func testAGValueAccessorIsConvertedOnlyWhereItsTypeDiffers() throws {
        let context = try context()
        for (name, accessor) in Fundamentals.valueAccessors where name != "gchar" {
            XCTAssertEqual(context.scalarType(name: name, cType: name), accessor.valueType,
                           "g_value_get_\(accessor.accessor) returns what a \(name) property holds")
        }
        XCTAssertEqual(Fundamentals.converted("g_value_get_int(v)", from: "Int32", to: "Int32"), "g_value_get_int(v)")
        XCTAssertEqual(Fundamentals.converted("g_value_get_schar(v)", from: "Int8", to: "CChar"), "CChar(g_value_get_schar(v))")
        XCTAssertEqual(Fundamentals.converted("items.count", from: "Int", to: "UInt32"), "UInt32(items.count)")
    }

    func testValueKinds() throws {
        let context = try context()
        XCTAssertEqual(try kind(GIRType(name: "gboolean", cType: "gboolean"), in: context).get(), .boolean)
        XCTAssertEqual(try kind(GIRType(name: "utf8", cType: "const char*"), in: context).get(), .string)
        XCTAssertEqual(try kind(GIRType(name: "Size", cType: "MiniSize"), in: context).get(), .scalar(swift: "Int32"),
                       "aliases resolve to their target")
        guard case .enumeration(let ref) = try kind(GIRType(name: "Orientation"), in: context).get() else {
            return XCTFail("not an enumeration")
        }
        XCTAssertEqual(ref, EnumRef(swift: "Orientation", cType: "MiniOrientation", getType: "mini_orientation_get_type"))
        guard case .bitfield = try kind(GIRType(name: "StateFlags"), in: context).get() else { return XCTFail() }
        guard case .object(let widget) = try kind(GIRType(name: "Widget"), in: context).get() else { return XCTFail() }
        XCTAssertEqual(widget.kind, .classType)
        XCTAssertEqual(widget.swift, "Widget")
        guard case .object(let orientable) = try kind(GIRType(name: "Orientable"), in: context).get() else { return XCTFail() }
        XCTAssertEqual(orientable.kind, .interface)
        XCTAssertEqual(orientable.swift, "any Orientable")
        guard case .object(let object) = try kind(GIRType(name: "GObject.Object"), in: context).get() else { return XCTFail() }
        XCTAssertEqual(object.kind, .fallback)
        XCTAssertEqual(object.swift, "GLib.Object", "GObject.Object is the runtime's Object")
    }

    func testArraysAndLists() throws {
        let context = try context()
        var strv = GIRType(cType: "char**")
        strv.array = GIRArray()
        strv.elements = [GIRType(name: "utf8")]
        XCTAssertEqual(try kind(strv, in: context).get(), .strv)
        var doubles = GIRType(cType: "double*")
        var array = GIRArray()
        array.lengthIndex = 1
        doubles.array = array
        doubles.elements = [GIRType(name: "gdouble")]
        XCTAssertEqual(try kind(doubles, in: context).get(),
                       .array(element: .scalar(swift: "Double"), lengthIndex: 1, zeroTerminated: false))
        var list = GIRType(name: "GLib.List", cType: "GList*")
        list.elements = [GIRType(name: "utf8")]
        XCTAssertEqual(try kind(list, in: context).get(), .list(element: .string, single: false))
        XCTAssertEqual(context.swiftType(.list(element: .string, single: false), nullable: false), "[String]")
    }

    func testUnsafeTypesAreSkippedWithReasons() throws {
        let context = try context()
        XCTAssertEqual(kind(GIRType(name: "gpointer", cType: "gpointer"), in: context).failure?.text, "untyped pointer (gpointer)")
        var varargs = GIRType(name: "varargs")
        varargs.isVarargs = true
        XCTAssertEqual(kind(varargs, in: context).failure?.text, "variadic arguments")
        XCTAssertEqual(kind(GIRType(name: "Plain"), in: context).failure?.text,
                       "record type Mini.Plain (only boxed records of generated namespaces are mapped)")
        guard case .record(let rect) = try kind(GIRType(name: "Rect"), in: context).get() else { return XCTFail() }
        XCTAssertEqual(rect, RecordRef(swift: "Rect", cType: "MiniRect", getType: "mini_rect_get_type", isComplete: false))
        XCTAssertEqual(kind(GIRType(name: "TickCallback"), in: context).failure?.text, "callback type Mini.TickCallback")
        XCTAssertEqual(kind(GIRType(name: "GObject.SignalMatchType"), in: context).failure?.text,
                       "enumeration GObject.SignalMatchType not generated")
        XCTAssertEqual(kind(GIRType(name: "Nope"), in: context).failure?.text, "unknown type Nope")
    }

    func testOtherNamespacesAreQualifiedByTheirModule() throws {
        let context = try context { $0.typeNamespaces = ["GObject"]; $0.modulePrefix = "Gen" }
        guard case .enumeration(let ref) = try kind(GIRType(name: "GObject.SignalMatchType"), in: context).get() else {
            return XCTFail()
        }
        XCTAssertEqual(ref.swift, "GenGObject.SignalMatchType")
    }

    func testNullabilityMakesOptionals() throws {
        let context = try context()
        XCTAssertEqual(context.swiftType(.string, nullable: true), "String?")
        XCTAssertEqual(context.swiftType(.scalar(swift: "Int32"), nullable: false), "Int32")
        let ref = ObjectRef(kind: .interface, swift: "any Orientable", swiftName: "Orientable", cType: "MiniOrientable", getType: nil)
        XCTAssertEqual(context.swiftType(.object(ref), nullable: true), "(any Orientable)?")
        XCTAssertFalse(context.isNullableKind(.boolean), "numbers and Booleans are never optional")
    }

    func testVersionConditionsFollowTheFloor() throws {
        var info = GIRInfo()
        info.version = "1.4"
        XCTAssertEqual(try context().condition(for: info, in: "Mini"), "MINI_1_4")
        XCTAssertNil(try context { $0.versionFloor = "1.4" }.condition(for: info, in: "Mini"))
        info.version = "1.0"
        XCTAssertNil(try context().condition(for: info, in: "Mini"))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
