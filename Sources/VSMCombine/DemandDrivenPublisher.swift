import OpenCombine

/// A publisher known, from its type, to produce values only when its subscriber asks for
/// them: holding demand back pauses it and never makes it drop a value.
///
/// Why a type-level list: a subscriber cannot tell, from what it receives, a publisher that
/// pauses when demand runs out from one that drops what it is sent meanwhile (a subject, or a
/// merge or map of one); both simply stop delivering. VSM never skips a state, so it holds
/// demand back only from publishers on this list, and keeps demand unlimited for every other
/// publisher, including any `AnyPublisher` (see `observe(_:)` of a publisher for what happens
/// then). Conformances are internal to VSMCombine: they describe OpenCombine's cold sources and
/// the operators that pass demand through unchanged, and say nothing to other modules.
@usableFromInline
protocol DemandDrivenPublisher {}

// Cold sources: they emit inside `request(_:)`, never on their own.
extension Publishers.Sequence: DemandDrivenPublisher {}
extension Just: DemandDrivenPublisher {}
extension Empty: DemandDrivenPublisher {}
extension Fail: DemandDrivenPublisher {}
extension Future: DemandDrivenPublisher {}
extension Deferred: DemandDrivenPublisher where DeferredPublisher: DemandDrivenPublisher {}

// Operators that forward demand upstream and never emit more than was requested, so they are
// demand-driven exactly when what they wrap is.
extension Publishers.Map: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.CompactMap: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.Filter: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.RemoveDuplicates: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.Scan: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.Output: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.Drop: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.SubscribeOn: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.ReceiveOn: DemandDrivenPublisher where Upstream: DemandDrivenPublisher {}
extension Publishers.Concatenate: DemandDrivenPublisher
where Prefix: DemandDrivenPublisher, Suffix: DemandDrivenPublisher {}
extension Publishers.Merge: DemandDrivenPublisher where A: DemandDrivenPublisher, B: DemandDrivenPublisher {}
