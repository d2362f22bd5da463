import OpenCombine

extension Just {
    /// `Just(first).merge(with: rest)` as the specification writes it: `first`, then
    /// everything `rest` emits.
    ///
    /// OpenCombine 0.14 has no `Merge` operator. For a `Just`, merging and appending emit
    /// the same values in the same order (the `Just` delivers its value and finishes as
    /// soon as there is demand, before `rest` could emit), so this is `append`.
    func merge<Other: Publisher>(with other: Other) -> Publishers.Concatenate<Just, Other>
    where Other.Output == Output, Other.Failure == Never {
        append(other)
    }
}
