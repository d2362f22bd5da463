/// One step of turning a list into another: at `position`, remove `removed` elements,
/// then insert the target's elements `inserted` (a range of indices into the new list).
public struct ListSplice: Equatable, Sendable {
    /// Where the step applies, in the list as it is after the previous steps.
    public let position: Int
    /// How many elements are removed at `position`.
    public let removed: Int
    /// The indices, in the new list, of the elements inserted at `position`.
    public let inserted: Range<Int>

    /// A step removing `removed` elements at `position` and inserting `new[inserted]`.
    public init(position: Int, removed: Int, inserted: Range<Int>) {
        self.position = position
        self.removed = removed
        self.inserted = inserted
    }
}
