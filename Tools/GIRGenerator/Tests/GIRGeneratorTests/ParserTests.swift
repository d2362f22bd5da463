import XCTest
@testable import GIRGeneratorCore

/// The model read from the fixture GIR: every attribute the generator honours.
final class ParserTests: XCTestCase {
    private func mini() throws -> GIRNamespace {
        try GIRParser.parse(contentsOf: fixturesDirectory + "/Mini-1.0.gir")
    }

    func testNamespaceAttributesAndIncludes() throws {
        let namespace = try mini()
        XCTAssertEqual(namespace.name, "Mini")
        XCTAssertEqual(namespace.version, "1.0")
        XCTAssertEqual(namespace.cIdentifierPrefixes, ["Mini"])
        XCTAssertEqual(namespace.cSymbolPrefixes, ["mini"])
        XCTAssertEqual(namespace.includes, [GIRInclude(name: "GObject", version: "2.0")])
        XCTAssertEqual(namespace.packages, ["mini-1"])
        XCTAssertEqual(namespace.cIncludes, ["mini.h"])
    }

    func testClassAttributes() throws {
        let namespace = try mini()
        let widget = try XCTUnwrap(namespace.classes.first { $0.name == "Widget" })
        XCTAssertEqual(widget.cType, "MiniWidget")
        XCTAssertEqual(widget.parent, "GObject.InitiallyUnowned")
        XCTAssertEqual(widget.getType, "mini_widget_get_type")
        XCTAssertTrue(widget.isAbstract)
        XCTAssertFalse(widget.isFinal)
        XCTAssertEqual(widget.implements, ["Orientable"])
        XCTAssertEqual(widget.typeStruct, "WidgetClass")
        XCTAssertTrue(widget.hasFields)
        XCTAssertEqual(widget.info.doc, "The base class of all widgets.")
        let switchClass = try XCTUnwrap(namespace.classes.first { $0.name == "Switch" })
        XCTAssertTrue(switchClass.isFinal)
        XCTAssertFalse(switchClass.hasFields)
        XCTAssertEqual(switchClass.constructors.map(\.name), ["new", "new_with_label", "new_from_icon_name", "new_for_label"])
    }

    func testParametersTransferNullabilityDirectionAndArrays() throws {
        let widget = try XCTUnwrap(try mini().classes.first { $0.name == "Widget" })
        let getSize = try XCTUnwrap(widget.methods.first { $0.name == "get_size" })
        XCTAssertEqual(getSize.instanceParameter?.type.cType, "MiniWidget*")
        XCTAssertEqual(getSize.parameters.map(\.direction), [.out, .out])
        XCTAssertEqual(getSize.parameters[0].transfer, .full)
        XCTAssertTrue(getSize.parameters[0].optional, "allow-none on an out parameter means optional")
        XCTAssertFalse(getSize.parameters[0].nullable)
        let setChild = try XCTUnwrap(widget.methods.first { $0.name == "set_child" })
        XCTAssertTrue(setChild.parameters[0].nullable, "allow-none on an in parameter means nullable")
        let dupTitle = try XCTUnwrap(widget.methods.first { $0.name == "dup_title" })
        XCTAssertEqual(dupTitle.returnValue.transfer, .full)
        let points = try XCTUnwrap(widget.methods.first { $0.name == "get_points" })
        XCTAssertEqual(points.returnValue.type.array?.lengthIndex, 0)
        XCTAssertEqual(points.returnValue.type.array?.isZeroTerminated, false)
        XCTAssertEqual(points.returnValue.type.elements.first?.name, "gdouble")
        let names = try XCTUnwrap(widget.methods.first { $0.name == "list_names" })
        XCTAssertEqual(names.returnValue.type.array?.isZeroTerminated, true, "zero-terminated by default")
        let children = try XCTUnwrap(widget.methods.first { $0.name == "get_children" })
        XCTAssertEqual(children.returnValue.transfer, .container)
        XCTAssertEqual(children.returnValue.type.name, "GLib.List")
        XCTAssertEqual(children.returnValue.type.elements.first?.name, "Widget")
        let load = try XCTUnwrap(widget.methods.first { $0.name == "load_file" })
        XCTAssertTrue(load.throwsError)
        let printf = try XCTUnwrap(widget.methods.first { $0.name == "printf" })
        XCTAssertTrue(printf.parameters[1].type.isVarargs)
    }

    func testCallbacksScopesAndIndices() throws {
        let namespace = try mini()
        let widget = try XCTUnwrap(namespace.classes.first { $0.name == "Widget" })
        let addTick = try XCTUnwrap(widget.methods.first { $0.name == "add_tick" })
        XCTAssertEqual(addTick.parameters[0].scope, .notified)
        XCTAssertEqual(addTick.parameters[0].closureIndex, 1)
        XCTAssertEqual(addTick.parameters[0].destroyIndex, 2)
        XCTAssertEqual(addTick.parameters[2].scope, .async)
        XCTAssertEqual(namespace.callbacks.map(\.name), ["TickCallback"])
        XCTAssertEqual(namespace.callbacks.first?.cType, "MiniTickCallback")
    }

    func testAvailabilityAndDeprecation() throws {
        let namespace = try mini()
        let widget = try XCTUnwrap(namespace.classes.first { $0.name == "Widget" })
        let old = try XCTUnwrap(widget.methods.first { $0.name == "old_method" })
        XCTAssertTrue(old.info.deprecated)
        XCTAssertEqual(old.info.deprecatedVersion, "1.2")
        XCTAssertEqual(old.info.deprecationNote, "Use [method@Mini.Widget.set_child] instead")
        XCTAssertEqual(widget.methods.first { $0.name == "new_thing" }?.info.version, "1.4")
        XCTAssertEqual(widget.methods.first { $0.name == "hidden" }?.info.introspectable, false)
        let shadowed = try XCTUnwrap(namespace.functions.first { $0.name == "old_init" })
        XCTAssertEqual(shadowed.shadowedBy, "init")
        XCTAssertEqual(namespace.functions.first { $0.name == "init" }?.shadows, "old_init")
    }

    func testPropertiesSignalsEnumsConstantsAliasesRecords() throws {
        let namespace = try mini()
        let widget = try XCTUnwrap(namespace.classes.first { $0.name == "Widget" })
        let reveal = try XCTUnwrap(widget.properties.first { $0.name == "reveal-child" })
        XCTAssertTrue(reveal.readable && reveal.writable)
        XCTAssertEqual(reveal.getter, "get_reveal_child")
        XCTAssertEqual(reveal.setter, "set_reveal_child")
        XCTAssertEqual(widget.properties.first { $0.name == "secret" }?.readable, false)
        XCTAssertEqual(widget.signals.map(\.name), ["close-request", "changed", "moved", "raw", "toggled"])
        XCTAssertEqual(widget.signals[1].parameters.map(\.name), ["position", "text", "orientation"])
        XCTAssertEqual(widget.signals[0].returnValue.type.name, "gboolean")
        let orientation = try XCTUnwrap(namespace.enums.first { $0.name == "Orientation" })
        XCTAssertFalse(orientation.isBitfield)
        XCTAssertEqual(orientation.members.map(\.value), [0, 1, 1, 2, 3])
        XCTAssertEqual(orientation.members[0].cIdentifier, "MINI_ORIENTATION_HORIZONTAL")
        let flags = try XCTUnwrap(namespace.enums.first { $0.name == "StateFlags" })
        XCTAssertTrue(flags.isBitfield)
        XCTAssertEqual(flags.members.last?.value, 4_294_967_295)
        XCTAssertEqual(namespace.constants.map(\.name), ["MAJOR_VERSION", "NAME"])
        XCTAssertEqual(namespace.constants[1].value, "mini \"one\"")
        XCTAssertEqual(namespace.aliases.first?.target.name, "gint")
        XCTAssertEqual(namespace.records.first { $0.name == "WidgetClass" }?.isGTypeStructFor, "Widget")
        let rect = try XCTUnwrap(namespace.records.first { $0.name == "Rect" })
        XCTAssertEqual(rect.copyFunction, "mini_rect_copy")
        XCTAssertEqual(rect.freeFunction, "mini_rect_free")
        XCTAssertEqual(rect.getType, "mini_rect_get_type")
    }

    func testIncludesAreLoadedAndTypesResolveAcrossNamespaces() throws {
        let repository = GIRRepository(directory: fixturesDirectory)
        try repository.load("Mini-1.0")
        XCTAssertEqual(Set(repository.namespaces.keys), ["Mini", "GObject"])
        XCTAssertEqual(repository.resolve("GObject.InitiallyUnowned", in: "Mini")?.qualifiedName, "GObject.InitiallyUnowned")
        XCTAssertEqual(repository.resolve("Widget", in: "Mini")?.qualifiedName, "Mini.Widget")
        XCTAssertNil(repository.resolve("gint", in: "Mini"))
        let widget = try XCTUnwrap(repository.namespaces["Mini"]?.classes.first { $0.name == "Switch" })
        XCTAssertEqual(repository.ancestors(of: widget, in: "Mini").map(\.qualifiedName),
                       ["Mini.Widget", "GObject.InitiallyUnowned", "GObject.Object"])
    }
}
