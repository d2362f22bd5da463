/// What a container's transition log contains (see `_debug(options:)`,
/// the `VSM_DEBUG` environment variable and ``VSMLogging``).
///
/// Transitions go through swift-log (label `vsm`): didSet at `.debug`, willSet at `.trace`,
/// errors a state sequence threw at `.error`. With no set-up, and always with `VSM_DEBUG=1`,
/// they are lines on stderr (``DebugLineLogHandler``), each written with a single
/// `write(2)` so lines from several threads never interleave:
///
/// ```
/// vsm[<monotonic seconds, 6 decimals>] <label> didSet <state>
/// vsm[<monotonic seconds, 6 decimals>] <label> willSet <state>
/// vsm[<monotonic seconds, 6 decimals>] <label> error <error description>
/// ```
///
/// - `<monotonic seconds>` is `CLOCK_MONOTONIC` (seconds since boot), so lines from
///   different processes on one machine can be compared; e.g. `vsm[12345.678901]`.
/// - `<label>` is the state type's name, e.g. `LoadUserProfileViewState`
///   (with ``stateTypeFullName`` the module-qualified name, e.g.
///   `UserProfile.LoadUserProfileViewState`).
/// - `<state>` is the enum case label only (e.g. `loadingError`) with ``caseLabelOnly``,
///   else the full `String(describing:)` of the state.
/// - `error` lines report an error thrown by a state sequence; they are logged even when
///   transitions are not, so an error never vanishes silently. A superseded action's error
///   line ends with ` (superseded)`.
///
/// A structured backend (VSMGtk's `GLibLogHandler`) gets the same message text plus the
/// metadata `vsm.type` (the label) and `vsm.event` (`willSet`, `didSet` or `error`).
///
/// With `VSM_DEBUG=1` in the environment every container starts with ``defaults``
/// (didSet lines with the full description) on stderr.
public struct StateContainerDebugOptions: OptionSet, Sendable {
    /// The option bits (one per static member below).
    public let rawValue: UInt8

    /// The options whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Log each new state just before it is set.
    public static let willSet = Self(rawValue: 1 << 0)
    /// Log each new state just after it is set.
    public static let didSet = Self(rawValue: 1 << 1)
    /// Print only the enum case label of the state instead of its full description.
    public static let caseLabelOnly = Self(rawValue: 1 << 2)
    /// Label lines with the module-qualified state type name (the container's type).
    public static let stateTypeFullName = Self(rawValue: 1 << 3)

    /// `didSet` lines with the full state description (what `VSM_DEBUG=1` turns on).
    public static let defaults: Self = [.didSet]
    /// Every event, full description, qualified type name.
    public static let all: Self = [.willSet, .didSet, .stateTypeFullName]

    // MARK: The Apple library's names (VSM for iOS, `_StateContainerDebugOptions`)

    /// The Apple library's name for ``caseLabelOnly``.
    public static let enumLabel: Self = .caseLabelOnly
    /// The Apple library's `enumDefaults`: ``didSet`` lines with the case label only.
    public static let enumDefaults: Self = [.didSet, .caseLabelOnly]
    /// The Apple library's `conciseEnum`: ``didSet`` lines with the case label only (our
    /// lines always carry the event and the type, so it equals ``enumDefaults``).
    public static let conciseEnum: Self = [.didSet, .caseLabelOnly]
    /// Accepted for the Apple library's `print`; an empty set here, because every line
    /// already goes to VSM's logger (stderr without set-up).
    public static let print: Self = []
    /// Accepted for the Apple library's `nsLog`; an empty set here (there is no NSLog on
    /// Linux: lines go to VSM's logger, see ``VSMLogging``).
    public static let nsLog: Self = []
    /// Accepted for the Apple library's `event`; an empty set here, because every line
    /// already names its event (`willSet`, `didSet`, `error`).
    public static let event: Self = []
    /// Accepted for the Apple library's `container`; an empty set here, because every line
    /// already names the state type (use ``stateTypeFullName`` for the qualified name).
    public static let container: Self = []
    /// Accepted for the Apple library's `memory`; an empty set: lines do not print the
    /// container's address (the type label and timestamp identify the container).
    public static let memory: Self = []
}

/// The Apple library's name for ``StateContainerDebugOptions``, so
/// `_debug(options: _StateContainerDebugOptions.enumDefaults)` ports unchanged.
public typealias _StateContainerDebugOptions = StateContainerDebugOptions
