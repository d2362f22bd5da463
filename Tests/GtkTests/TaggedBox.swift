import Gtk

/// A `Box` subclass with Swift state, to show that the state survives while only C
/// holds the box.
final class TaggedBox: Box {
    var tag = 0
}
