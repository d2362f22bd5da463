import CGtk

extension Widget {
    /// The width GTK allocated to the widget in its last layout, in pixels (0 before the
    /// first layout, e.g. of a window not shown yet).
    public var width: Int32 { gtk_widget_get_width(widgetPointer) }

    /// The height GTK allocated to the widget in its last layout, in pixels (0 before the
    /// first layout).
    public var height: Int32 { gtk_widget_get_height(widgetPointer) }
}
