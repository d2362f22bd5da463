// The one knob the benchmarks' instruction counts need (`vsm-benchmarks --callgrind`, in a
// package of its own, which `package` members do not reach).
//
// Not API: `@_spi(Benchmarks)`, so only code that writes `@_spi(Benchmarks) import VSM` sees
// it, and it may change or go at any time.

/// The coalescing window and publish deadline (``SequenceCoalescing``) of every sequence
/// action started after this call, instead of 100 µs and 1 ms; `nil` restores them. Main actor.
///
/// Why it exists: under valgrind a state takes many times as long to produce, so a
/// 100 µs gap or a 1 ms timer would decide, at random, where batches end and how many timers
/// fire, and instruction counts would not repeat. The benchmarks widen both beyond their run,
/// so only what the library does for every state is counted. Actions already started keep
/// their values; the default behaviour is untouched when this is never called.
@_spi(Benchmarks)
@MainActor
public func setSequenceCoalescingForBenchmarks(windowNanoseconds: UInt64, deadlineNanoseconds: Int) {
    sequenceCoalescingOverride = (windowNanoseconds, deadlineNanoseconds)
}

/// Restores the default coalescing for sequence actions started after this call (see
/// ``setSequenceCoalescingForBenchmarks(windowNanoseconds:deadlineNanoseconds:)``).
@_spi(Benchmarks)
@MainActor
public func resetSequenceCoalescingForBenchmarks() {
    sequenceCoalescingOverride = nil
}

/// Set only by the functions above; read when a ``BatchedStateDelivery`` is created (main
/// actor).
@MainActor
var sequenceCoalescingOverride: (windowNanoseconds: UInt64, deadlineNanoseconds: Int)?
