import Foundation

/// Spec texts that once made a compiler stage non-linear (issue 10), each
/// made at a size `n`, for checks that doubling `n` at most about doubles the
/// time. `ScalingBenchmark` measures them; `PathologicalInputTests`
/// (FormCommandLineTests) checks, with no timing, that each ends alike at n
/// and 2n.
public struct PathologicalSpec: Sendable {
    /// A short name for test and benchmark output.
    public let name: String
    /// The size used by the tests (debug builds), and by `ScalingBenchmark
    /// --quick` twice over.
    public let testSize: Int
    /// The `n` of a full `ScalingBenchmark` run: 8 × `testSize` unless the
    /// case says otherwise.
    public let benchmarkSize: Int
    /// Which `formc` commands the case is measured with.
    public let commands: [Command]
    /// The spec text at size `n`.
    public let make: @Sendable (Int) -> String

    /// A case; `benchmarkSize` defaults to 8 × `testSize`.
    public init(name: String, testSize: Int, benchmarkSize: Int? = nil, commands: [Command], make: @escaping @Sendable (Int) -> String) {
        self.name = name
        self.testSize = testSize
        self.benchmarkSize = benchmarkSize ?? 8 * testSize
        self.commands = commands
        self.make = make
    }

    /// A `formc` command a case is run through.
    public enum Command: String, Sendable, CaseIterable {
        case check, format, generate
    }

    /// Every case.
    ///
    /// The binary-chain cases use 500 → 1,000 operands, sizes every stage
    /// handled before chains were made flat, and leave `generate` out (its
    /// millisecond timings at these sizes, file writes included, are too
    /// noisy for a ratio); raise `testSize` and add `.generate` once the
    /// chain limits the checker accepts grow.
    public static let all: [PathologicalSpec] = [
        PathologicalSpec(name: "many errors on one long line", testSize: 16_000, commands: [.check, .format]) { n in
            "form F { field a: text { label \"A\" } }\n" + String(repeating: "@", count: n) + "\n"
        },
        PathologicalSpec(name: "many warnings with fix-its on one long line", testSize: 1_000, commands: [.check]) { n in
            "form F { " + (0..<n).map { "field f\($0): text" }.joined(separator: " ") + " }\n"
        },
        PathologicalSpec(name: "many unlabelled fields (missing-label)", testSize: 6_000, commands: [.check, .format, .generate]) { n in
            "form F {\n" + (0..<n).map { "    field f\($0): text\n" }.joined() + "}\n"
        },
        PathologicalSpec(name: "many constant conditions (constant-condition)", testSize: 6_000, commands: [.check]) { n in
            "form F {\n" + (0..<n).map { "    field f\($0): int { label \"F\"; error \"e\" when 1 < 2 }\n" }.joined() + "}\n"
        },
        PathologicalSpec(name: "many repeated formatters (redundant-formatter)", testSize: 6_000, commands: [.check]) { n in
            "form F {\n" + (0..<n).map { "    field f\($0): text { label \"F\"; format digits | digits }\n" }.joined() + "}\n"
        },
        PathologicalSpec(name: "a long misspelt field name (unknown-name)", testSize: 2_000, commands: [.check]) { n in
            let name = String(repeating: "a", count: n)
            return "form F {\n    field \(name)b: text { label \"A\" }\n    field c: text { label \"C\"; error \"e\" when \(name)c == \"\" }\n}\n"
        },
        PathologicalSpec(name: "a long misspelt formatter name (unknown-formatter)", testSize: 2_000, commands: [.check]) { n in
            let name = String(repeating: "p", count: n)
            return "formatter \(name)b = digits\nform F {\n    field c: text { label \"C\"; format \(name)c }\n}\n"
        },
        PathologicalSpec(name: "one choice with many options", testSize: 8_000, commands: [.check, .format, .generate]) { n in
            // Issue 23 item 5: each option used to copy the options so far.
            "form F {\n    field c: choice {\n        label \"C\"\n" + (0..<n).map { "        option o\($0) \"Option \($0)\"\n" }.joined()
                + "        default o\(n - 1)\n    }\n}\n"
        },
        PathologicalSpec(name: "many options, each read by a condition", testSize: 4_000, commands: [.check, .generate]) { n in
            "form F {\n    field c: choice {\n        label \"C\"\n" + (0..<n).map { "        option o\($0) \"Option \($0)\"\n" }.joined() + "    }\n"
                + (0..<n).map { "    field f\($0): text { label \"F\"; visible when c == .o\($0) }\n" }.joined() + "}\n"
        },
        PathologicalSpec(name: "many sections", testSize: 4_000, commands: [.check, .format, .generate]) { n in
            "form F {\n" + (0..<n).map { "    section \"S\($0)\" {\n        caption \"C\($0)\"\n        field f\($0): text { label \"F\($0)\" }\n    }\n" }.joined() + "}\n"
        },
        // Issue 32: the tests run a section of 20,000 and 40,000 fields through
        // every command (a step that walks the section once per field would
        // take minutes there in a debug build); the benchmark keeps 48,000.
        PathologicalSpec(name: "many fields in one section", testSize: 20_000, benchmarkSize: 48_000, commands: [.check, .format, .generate]) { n in
            "form F {\n    section \"S\" {\n" + (0..<n).map { "        field f\($0): text { label \"F\($0)\" }\n" }.joined() + "    }\n}\n"
        },
        PathologicalSpec(name: "many translations", testSize: 4_000, commands: [.check, .format, .generate]) { n in
            "form F {\n" + (0..<n).map { "    field f\($0): text { label \"Label \($0)\" }\n" }.joined() + "}\n"
                + "translations \"de\" {\n" + (0..<n).map { "    \"Label \($0)\" = \"Etikett \($0)\"\n" }.joined() + "}\n"
        },
        PathologicalSpec(name: "a long || chain", testSize: 500, commands: [.check, .format]) { n in
            let chain = Array(repeating: "value == \"AA\"", count: n).joined(separator: " || ")
            return "form F {\n    field a: text { label \"A\"; error \"e\" when \(chain) }\n}\n"
        },
        PathologicalSpec(name: "a long + chain", testSize: 500, commands: [.check, .format]) { n in
            let chain = Array(repeating: "value", count: n).joined(separator: " + ")
            return "form F {\n    field a: int { label \"A\"; error \"e\" when \(chain) > 0 }\n}\n"
        },
    ]
}

#if canImport(Glibc)
/// glibc's `mallopt(3)`, which Swift's Glibc module does not export.
@_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// Measures how time grows when an input doubles.
public enum ScalingMeasure {
    /// Gives the allocator fixed thresholds, the same for every size, in a
    /// process that measures several sizes (call it first).
    ///
    /// By default glibc raises its mmap threshold to the largest block freed
    /// so far (up to 32 MB) and trims the heap only past twice that: in one
    /// process, the run at 2n then maps its largest blocks afresh on every
    /// run and takes their page faults, while the run at n, whose blocks
    /// the raised threshold keeps in the heap, takes none (4,872 faults a run
    /// against 0 for `formc check` of 128,000 against 64,000 options; the
    /// ratio was 2.5× with the faults and 2.05× without). Fixed, every block
    /// under 32 MB is reused from the heap at both sizes, and every larger
    /// one is mapped afresh at both. Nothing to do without glibc.
    public static func fixAllocatorThresholds() {
        #if canImport(Glibc)
        _ = glibcMallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD: 32 MB, glibc's largest
        _ = glibcMallopt(-1, Int32.max)  // M_TRIM_THRESHOLD: never give the heap back
        #endif
    }

    /// The processor time this process has used so far, in seconds (user
    /// and system: page faults count). Unlike the wall clock it does not
    /// count the time other processes hold the processor, which on a shared
    /// machine decided the ratios more than the code did.
    public static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The processor time of one run of `body`, in seconds.
    public static func measure(_ body: () -> Void) -> Double {
        let start = processorTime()
        body()
        return processorTime() - start
    }

    /// The time at `2n` over the time at `n`, each the best of `rounds`
    /// (processor time, ``processorTime()``); a linear stage gives about 2, a
    /// quadratic one about 4. Call ``fixAllocatorThresholds()`` first.
    ///
    /// Each round times `n`, then `2n`, so a change of load during the
    /// measure reaches both sizes alike. A fast stage is run several times
    /// per round (as many as make the `n` round last about 50 ms, the same
    /// count at `2n`), so timer noise does not decide the ratio. `run` is
    /// first called once at each size, untimed: first-touch allocations,
    /// lazy tables, and a `generate` writing its files.
    public static func doublingRatio(size n: Int, rounds: Int, run: (Int) -> Void) -> (ratio: Double, small: Double, large: Double) {
        let once = measure { run(n) }
        run(2 * n)
        let repeats = max(1, min(1_000, Int((0.05 / max(once, 1e-6)).rounded(.up))))
        var small = Double.infinity
        var large = Double.infinity
        for _ in 0..<max(1, rounds) {
            small = min(small, measure { for _ in 0..<repeats { run(n) } } / Double(repeats))
            large = min(large, measure { for _ in 0..<repeats { run(2 * n) } } / Double(repeats))
        }
        return (large / max(small, 1e-9), small, large)
    }
}
