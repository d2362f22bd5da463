import CGLib

/// What a `notify` emission says about the property that changed (a copy of the
/// `GParamSpec` fields a handler needs; the C struct is only borrowed during emission).
public struct ParamSpec: Equatable, Sendable {
    /// The canonical property name, for example `label` or `visible`.
    public let name: String
    /// The `GType` of the property's values.
    public let valueType: GType
    /// The name of the type that declares the property, for example `GtkLabel`.
    public let ownerTypeName: String

    package init(_ pointer: UnsafeMutablePointer<GParamSpec>) {
        name = String(cString: g_param_spec_get_name(pointer))
        valueType = pointer.pointee.value_type
        ownerTypeName = String(cString: g_type_name(pointer.pointee.owner_type))
    }
}
