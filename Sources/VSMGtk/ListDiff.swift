/// The difference between two lists of unique ids, as the few splices a list model needs.
///
/// `splices` applied in order to `old` give `new`; rows present in both lists are never
/// removed and re-created, except those inside a reordered window (see below), which are
/// removed and re-inserted in the same splice so GTK keeps their widgets. Removals come
/// first (one splice per run of adjacent removed rows, last run first), then insertions
/// (one splice per run of adjacent new rows). When the surviving rows changed order, the
/// moved span between the unchanged prefix and suffix becomes one splice that removes it
/// and inserts it in its new order, with any new rows inside it.
///
/// Cost: O(n) time and memory in the length of the lists, plus the moved span. Pure
/// value computation: any thread.
public struct ListDiff<ID: Hashable> {
    /// The steps, in order.
    public let splices: [ListSplice]
    /// How many ids are present in both lists.
    public let keptCount: Int
    /// The position of every id in the new list.
    public let newIndex: [ID: Int]

    /// Computes the splices from `old` to `new`. Both must have unique ids; `new` is
    /// checked (`ListDiffError.duplicateID`), `old` is trusted (it came from an earlier
    /// successful diff).
    @inlinable
    public init(from old: [ID], to new: [ID]) throws(ListDiffError) {
        var newIndex = [ID: Int](minimumCapacity: new.count)
        for (index, id) in new.enumerated() {
            if let first = newIndex.updateValue(index, forKey: id) {
                throw .duplicateID(id: String(describing: id), firstIndex: first, secondIndex: index)
            }
        }
        var splices: [ListSplice] = []

        // 1. Removals, last run first so earlier positions stay valid.
        var kept: [Int] = []   // for each surviving old row, its index in `new`
        kept.reserveCapacity(min(old.count, new.count))
        var runEnd: Int?
        for index in stride(from: old.count - 1, through: -1, by: -1) {
            let survives = index >= 0 ? newIndex[old[index]] : nil
            if index >= 0, survives == nil {
                if runEnd == nil { runEnd = index }
                continue
            }
            if let end = runEnd {
                splices.append(ListSplice(position: index + 1, removed: end - index, inserted: 0..<0))
                runEnd = nil
            }
            if let survives { kept.append(survives) }
        }
        kept.reverse()
        keptCount = kept.count
        self.newIndex = newIndex

        // 2. Do the survivors keep their relative order?
        var inOrder = true
        for index in kept.indices.dropFirst() where kept[index - 1] > kept[index] {
            inOrder = false
            break
        }

        if inOrder {
            // 3a. Insertions only: each run of new rows goes in at its final position.
            var isKept = [Bool](repeating: false, count: new.count)
            for index in kept { isKept[index] = true }
            var index = 0
            while index < new.count {
                if isKept[index] { index += 1; continue }
                let start = index
                while index < new.count, !isKept[index] { index += 1 }
                splices.append(ListSplice(position: start, removed: 0, inserted: start..<index))
            }
        } else {
            // 3b. Moves: keep the common prefix and suffix, replace the span between.
            var prefix = 0
            while prefix < kept.count, kept[prefix] == prefix { prefix += 1 }
            var suffix = 0
            while suffix < kept.count - prefix,
                  kept[kept.count - 1 - suffix] == new.count - 1 - suffix { suffix += 1 }
            splices.append(ListSplice(position: prefix, removed: kept.count - prefix - suffix,
                                      inserted: prefix..<(new.count - suffix)))
        }
        self.splices = splices
    }

    /// Applies the splices to `old`, taking inserted elements from `new`: the result
    /// equals `new`. For tests and for keeping a mirror array in step.
    public static func apply<Element>(_ splices: [ListSplice], to old: [Element], from new: [Element]) -> [Element] {
        var result = old
        for splice in splices {
            result.replaceSubrange(splice.position..<(splice.position + splice.removed),
                                   with: new[splice.inserted])
        }
        return result
    }
}

extension ListDiff: Sendable where ID: Sendable {}
