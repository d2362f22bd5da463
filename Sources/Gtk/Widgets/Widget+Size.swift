import CGtk

extension Widget {
    /// The width GTK allocated to the widget in its last layout, in pixels (0 before the
    /// first layout, e.g. of a window not shown yet).
    public var width: Int32 { gtk_widget_get_width(widgetPointer) }

    /// The height GTK allocated to the widget in its last layout, in pixels (0 before the
    /// first layout).
    public var height: Int32 { gtk_widget_get_height(widgetPointer) }

    /// Asks for at least `width` × `height` pixels (-1: the widget's natural size in that
    /// direction), e.g. for a widget whose natural height is too small inside a list row.
    public func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widgetPointer, width, height)
    }
}
