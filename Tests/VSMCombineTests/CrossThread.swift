/// Lets a test send to an OpenCombine subject from a background thread.
///
/// `@unchecked Sendable` because OpenCombine predates `Sendable`: its subjects guard their
/// state with internal locks and are documented as safe to send to from any thread, which is
/// exactly what these tests exercise.
struct CrossThread<Subject>: @unchecked Sendable {
    let subject: Subject
}
