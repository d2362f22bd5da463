/// One line of the frame trace (`VSM_PROFILE_TRACE_FRAMES=1`, and the C baseline):
/// `state <ns> <label>` or `frame <ns> <label>`; with `VSM_PROFILE_TRACE_PAINTS=1` also
/// `paint <ns> <frame counter> <layout ns or ->`. Other stderr lines (GTK warnings) do not parse.
struct TraceLine {
    /// Which event the line reports.
    enum Kind: String {
        case state, frame, paint
    }

    let kind: Kind
    /// `CLOCK_MONOTONIC` nanoseconds.
    let nanoseconds: Int64
    /// The state label, e.g. `loaded alice`, `saving`, `editing.saved alice`.
    let label: String

    /// Whether this frame shows the loaded editor: the loader's `loaded` state, or the
    /// editor's first state, which lands in the same turn and so names that same frame.
    var showsLoadedEditor: Bool {
        kind == .frame && (label.hasPrefix("loaded ") || label.hasPrefix("editing.opened "))
    }

    /// The number of posts this frame shows when it is the posts' `posts.loaded <count>`
    /// frame; nil for any other line (a state, another label, a count that does not parse).
    var paintedPostsCount: Int? {
        guard kind == .frame, label.hasPrefix("posts.loaded ") else { return nil }
        return Int(label.dropFirst("posts.loaded ".count))
    }

    /// Whether this frame shows a failure that ends a launch measurement: the profile's
    /// `loader.loadingError` or the posts' `posts.failed`.
    var showsLoadFailure: Bool {
        kind == .frame && (label.hasPrefix("loader.loadingError") || label == "posts.failed")
    }

    /// For a `paint` line, the time from the start of that frame's layout phase to its
    /// paint (the label's second field); nil for a frame that only repainted (`-`) and for
    /// any other line.
    var paintLayoutNanoseconds: Int64? {
        guard kind == .paint else { return nil }
        let fields = label.split(separator: " ")
        return fields.count == 2 ? Int64(fields[1]) : nil
    }

    /// Parses `line`; nil when it is not a trace line.
    init?(_ line: String) {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3,
              let kind = Kind(rawValue: String(parts[0])),
              let nanoseconds = Int64(parts[1]) else { return nil }
        self.kind = kind
        self.nanoseconds = nanoseconds
        label = String(parts[2])
    }
}
