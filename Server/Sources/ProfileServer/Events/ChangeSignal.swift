/// What wakes an event stream.
enum ChangeSignal: Sendable {
    /// Something of this stream's user changed: read the log after the last event sent.
    case changed
    /// Changes may have been missed (the instance's LISTEN connection was lost): tell the
    /// client to read both resources again, then read the log.
    case resync
    /// Nothing happened for a while: send a comment so proxies and clients keep the stream.
    case heartbeat
}
