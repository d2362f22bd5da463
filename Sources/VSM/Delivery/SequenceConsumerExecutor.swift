import Dispatch

/// Where the task iterating a sequence into a ``BatchedStateDelivery`` runs: on the global
/// dispatch queues at the job's priority (where a nonisolated task runs anyway). The delivery
/// is told when each run of the task starts (the first state of the run goes out at once: a
/// quiet stream keeps the latency it had) and when it ends — the task suspended, typically
/// waiting for the sequence's next element, or it ended — to publish what the run appended.
///
/// This is what makes coalescing exact: while the task keeps producing without waiting, its
/// states wait and go to the main thread together; the moment it stops, they go at once.
/// The cost: with a task executor preference, each of the executor switches the runtime makes
/// inside an `AsyncStream`'s `next()` looks the preference up under the task's status lock,
/// the largest part of what VSM adds to a stream (docs/Benchmarks.md, "VSM core"). Only
/// the iterating task (and any child task the sequence itself starts) prefers this executor;
/// no other code runs on it, and a job never runs on the thread that enqueued it.
@usableFromInline
final class SequenceConsumerExecutor<State>: TaskExecutor {
    @usableFromInline let delivery: BatchedStateDelivery<State>

    @inlinable
    init(delivery: BatchedStateDelivery<State>) {
        self.delivery = delivery
    }

    @inlinable
    func enqueue(_ job: consuming ExecutorJob) {
        let queue = DispatchQueue.global(qos: Self.qualityOfService(job.priority))
        let job = UnownedJob(job)
        queue.async { [self] in
            delivery.taskResuming()
            job.runSynchronously(on: asUnownedTaskExecutor())
            delivery.publish()
        }
    }

    /// The dispatch class the global executor would pick for `priority` (task priorities are
    /// dispatch QoS values).
    @inlinable
    static func qualityOfService(_ priority: JobPriority) -> DispatchQoS.QoSClass {
        switch priority.rawValue {
        case 25...: .userInitiated
        case 21..<25: .default
        case 17..<21: .utility
        case 1..<17: .background
        default: .default
        }
    }
}
