import VSM
#if canImport(Glibc)
import Glibc
#endif

/// Bytes per idle `StateContainer` holding a small enum state: growth of the resident set
/// (`/proc/self/statm`) while creating many containers, divided by their number. With
/// 100,000 containers page granularity is negligible. (glibc's `mallinfo2` is not exposed
/// by Swift's Glibc module.)
struct ContainerMemoryBenchmark {
    let containers: Int

    enum SmallState {
        case initialized
        case loading
        case loaded(Int)
    }

    @MainActor
    func run() {
        var kept: [StateContainer<SmallState>] = []
        kept.reserveCapacity(containers)
        let before = residentBytes()
        for _ in 0..<containers {
            kept.append(StateContainer(state: .initialized))
        }
        let after = residentBytes()
        let perContainer = Double(after - before) / Double(containers)
        print("Memory per idle StateContainer<small enum> (\(containers) containers):")
        print("  \(format(perContainer, decimals: 0)) bytes — \(perContainer <= 1024 ? "meets" : "MISSES") target ≤ 1024 bytes")
        withExtendedLifetime(kept) {}
    }
}

/// Resident set size in bytes, from the second field of `/proc/self/statm` (pages).
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
