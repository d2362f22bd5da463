import CGLib

/// The GTypes registered for `ObjectSubclass` classes, and GLib's class functions that
/// serve them. Main actor: GLib runs `class_init` on the thread that first instantiates
/// or refs the class, which in this project is the main thread (checked).
@MainActor
enum SubclassRegistry {
    /// What `class_init` and the property functions need to know about a registered type.
    final class Record {
        let swiftType: any ObjectSubclass.Type
        let properties: [any AnyObjectProperty]
        let signals: [any AnyObjectSignal]

        init(swiftType: any ObjectSubclass.Type, properties: [any AnyObjectProperty], signals: [any AnyObjectSignal]) {
            self.swiftType = swiftType
            self.properties = properties
            self.signals = signals
        }
    }

    private static var types: [ObjectIdentifier: GType] = [:]
    private static var records: [GType: Record] = [:]

    /// The GType of `swiftType`, registering it (and its wrapper class) the first time.
    static func type(for swiftType: any ObjectSubclass.Type) -> GType {
        if let known = types[ObjectIdentifier(swiftType)] { return known }
        guard let superclass = class_getSuperclassObject(swiftType) else {
            preconditionFailure("\(swiftType) has no superclass")
        }
        // Its static `properties` and `initializeClass` would be the superclass's again.
        precondition(!(superclass is any ObjectSubclass.Type), """
            \(swiftType): a Swift subclass of a Swift-declared class (\(superclass)) is not supported; \
            declare \(superclass) final
            """)
        let parent = superclass.gType
        var query = GTypeQuery()
        g_type_query(parent, &query)
        precondition(query.type != 0, "\(swiftType): the parent GType \(parent) is not a classed type")
        let name = swiftType.typeName
        precondition(g_type_from_name(name) == 0, "\(swiftType): a GType named \(name) exists already")
        let record = Record(swiftType: swiftType, properties: swiftType.properties, signals: swiftType.signals)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = classInit
        // The record lives as long as the type: for the rest of the process.
        info.class_data = UnsafeRawPointer(Unmanaged.passRetained(record).toOpaque())
        let type = g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
        precondition(type != 0, "GLib refused to register \(name)")
        types[ObjectIdentifier(swiftType)] = type
        records[type] = record
        precondition(swiftType.gType == type, """
            \(swiftType) must return its registered type from gType: \
            override class var gType: GType { registeredType }
            """)
        Object.register(swiftType)
        return type
    }

    /// The record of the type that installed `spec`.
    static func record(owning spec: UnsafeMutablePointer<GParamSpec>) -> Record {
        guard let record = records[spec.pointee.owner_type] else {
            preconditionFailure("no Swift class declares the property \(String(cString: spec.pointee.name))")
        }
        return record
    }

    /// The Swift superclass of a class, as the `Object` type it is.
    private static func class_getSuperclassObject(_ type: any ObjectSubclass.Type) -> Object.Type? {
        // The runtime's superclass query (Linux has no Objective-C `superclass()`).
        _getSuperclass(type) as? Object.Type
    }
}

/// GLib's `class_init` for every Swift-declared type: installs the declared properties
/// with the shared `get_property`/`set_property`, registers the declared signals, then lets
/// the Swift class override virtual functions.
private let classInit: GClassInitFunc = { classPointer, dataPointer in
    guard let classPointer, let dataPointer else { return }
    precondition(vsm_is_main_thread() != 0, "a Swift-declared GType is initialized off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let classStructure = classPointer, classData = dataPointer
    MainActor.assumeIsolated {
        let record = Unmanaged<SubclassRegistry.Record>.fromOpaque(classData).takeUnretainedValue()
        let objectClass = classStructure.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.get_property = getProperty
        objectClass.pointee.set_property = setProperty
        for (index, property) in record.properties.enumerated() {
            g_object_class_install_property(objectClass, guint(index + 1), property.makeParamSpec())
        }
        let type = classStructure.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
        for signal in record.signals { signal.register(on: type) }
        record.swiftType.initializeClass(classStructure)
    }
}

/// `GObjectClass.get_property` of Swift-declared types. GLib calls the class that
/// installed the spec, so `property_id` indexes that class's own list.
private let getProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?,
                                         UnsafeMutablePointer<GParamSpec>?) -> Void = { objectPointer, id, valuePointer, specPointer in
    guard let objectPointer, let valuePointer, let specPointer else { return }
    precondition(vsm_is_main_thread() != 0, "a Swift-declared property is read off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let object = objectPointer, value = valuePointer, spec = specPointer
    MainActor.assumeIsolated {
        let property = SubclassRegistry.record(owning: spec).properties[Int(id) - 1]
        property.value(from: PropertyStorage.existing(of: object)).store(in: value)
    }
}

/// `GObjectClass.set_property` of Swift-declared types: stores the value in the object
/// and emits `notify` when it changed (the specs are explicit-notify).
private let setProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?,
                                         UnsafeMutablePointer<GParamSpec>?) -> Void = { objectPointer, id, valuePointer, specPointer in
    guard let objectPointer, let valuePointer, let specPointer else { return }
    precondition(vsm_is_main_thread() != 0, "a Swift-declared property is set off the main thread")
    // Borrowed for this call, which stays on this (the main) thread: nothing crosses threads.
    nonisolated(unsafe) let object = objectPointer, value = valuePointer, spec = specPointer
    MainActor.assumeIsolated {
        let property = SubclassRegistry.record(owning: spec).properties[Int(id) - 1]
        if property.store(value, in: PropertyStorage.of(object)) {
            g_object_notify_by_pspec(object, spec)
        }
    }
}
