/// A count a signal handler can bump; held weakly by a test to prove the handler's
/// closure was released.
final class Probe {
    var count = 0
}
