// The bounded waits (`waitUntil`, `drainMainActor`) and the manual clock the suites used to
// keep here are the public test kit's now: every suite that imports TestSupport gets them
// from VSMTesting, the same ones a user of the library has; and `Locked`, the project's lock,
// from Locking.
@_exported import Locking
@_exported import VSMTesting
