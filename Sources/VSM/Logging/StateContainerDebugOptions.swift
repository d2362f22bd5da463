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
/// Every option is a bit of its own and does what its name says; none is an empty set, so
/// adding one never turns logging off:
///
/// - Events: ``willSet`` and ``didSet``. A non-empty set that names neither logs didSet
///   lines, so `_debug(options: .print)` or `_debug(options: .enumLabel)` logs what
///   ``defaults`` logs. Only the empty set turns logging off.
/// - Text: ``caseLabelOnly`` (the Apple library's ``enumLabel``), ``stateTypeFullName``, and
///   ``memory``, which puts the container's address before the label
///   (`vsm[…] [0x00005581d2a4c010] LoadState didSet loading`), to tell two containers of
///   one state type apart.
/// - What every line has anyway: ``event`` (the event's name) and ``container`` (the
///   state type's name). Lines keep both whatever the options: structured backends, the
///   error lines beside them and anyone grepping a log rely on them.
/// - Where lines go: ``print`` and ``nsLog`` both mean VSM's logger (``VSMLogging/logger``:
///   stderr without set-up, your backend otherwise); Linux has no `NSLog`, and a second
///   path around swift-log would bypass the backend an app chose.
///
/// ``defaults`` is what `VSM_DEBUG=1` turns on: didSet lines with the full description.
/// The presets hold the same bits as the Apple library's, except ``memory``: addresses
/// change on every run, and lines meant to be compared (in tests, between runs) must not.
public struct StateContainerDebugOptions: OptionSet, Sendable {
    /// The option bits (one per static member below).
    public let rawValue: UInt16

    /// The options whose bits are set in `rawValue`.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Log each new state just before it is set.
    public static let willSet = Self(rawValue: 1 << 0)
    /// Log each new state just after it is set.
    public static let didSet = Self(rawValue: 1 << 1)
    /// Print only the enum case label of the state instead of its full description.
    public static let caseLabelOnly = Self(rawValue: 1 << 2)
    /// Label lines with the module-qualified state type name (the container's type).
    public static let stateTypeFullName = Self(rawValue: 1 << 3)
    /// Send the lines to VSM's logger (stderr without set-up). Every line goes there, so
    /// this only asks for logging (didSet lines when no event is named).
    public static let print = Self(rawValue: 1 << 4)
    /// The Apple library's `NSLog` destination; there is none on Linux, so the same as
    /// ``print``: VSM's logger.
    public static let nsLog = Self(rawValue: 1 << 5)
    /// Put the container's address before the label, `[0x00005581d2a4c010]`.
    public static let memory = Self(rawValue: 1 << 6)
    /// Name the state type in each line; every line does (``stateTypeFullName`` qualifies it).
    public static let container = Self(rawValue: 1 << 7)
    /// Name the event (`willSet`, `didSet`) in each line; every line does.
    public static let event = Self(rawValue: 1 << 8)

    /// didSet lines with the full state description (what `VSM_DEBUG=1` turns on).
    public static let defaults: Self = [.didSet, .print, .container, .event]
    /// Every event, full description, qualified type name.
    public static let all: Self = [.willSet, .didSet, .print, .container, .event, .stateTypeFullName]

    // MARK: The Apple library's names (VSM for iOS, `_StateContainerDebugOptions`)

    /// The Apple library's name for ``caseLabelOnly``.
    public static let enumLabel: Self = .caseLabelOnly
    /// The Apple library's `enumDefaults`: ``defaults`` with the case label only.
    public static let enumDefaults: Self = [.didSet, .print, .container, .event, .caseLabelOnly]
    /// The Apple library's `conciseEnum`: didSet lines with the case label only.
    public static let conciseEnum: Self = [.didSet, .print, .caseLabelOnly]
}

/// The Apple library's name for ``StateContainerDebugOptions``, so
/// `_debug(options: _StateContainerDebugOptions.enumDefaults)` ports unchanged.
public typealias _StateContainerDebugOptions = StateContainerDebugOptions
