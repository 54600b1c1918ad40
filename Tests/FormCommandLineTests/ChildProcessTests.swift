import FormTestSupport
import Foundation
import Testing

/// The test helper every end-to-end test runs programs with: it must never
/// wait for ever (CI once hung for 90 minutes on Foundation's `Process`,
/// whose pipe a tmux server forked by another test held open).
@Suite struct ChildProcessTests {
    @Test func capturesOutputAndStatus() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(outcome.status == 3)
        #expect(outcome.output == "out\nerr\n")
        #expect(!outcome.timedOut)
    }

    @Test func returnsWhenTheChildExitsThoughAGrandchildHoldsThePipe() throws {
        let started = Date()
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "sleep 20 & echo parent done"], timeout: 60)
        #expect(outcome.status == 0)
        #expect(outcome.output == "parent done\n")
        #expect(Date().timeIntervalSince(started) < 15, "waited for the grandchild")
    }

    @Test func killsTheProcessGroupAtTheDeadline() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "echo before; sleep 30; echo after"], timeout: 1)
        #expect(outcome.timedOut)
        #expect(outcome.status == nil)
        #expect(outcome.signal == SIGKILL)
        #expect(outcome.output == "before\n")
    }

    @Test func theChildInheritsNoOtherDescriptor() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        // Not close-on-exec, as Foundation's pipes are not: the child must
        // still not see it.
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "ls /proc/self/fd"], output: .captureStandardOutput)
        let descriptors = outcome.output.split(separator: "\n").compactMap { Int32($0) }
        #expect(!descriptors.contains(ends[1]), "\(descriptors)")
    }

    @Test func theChildStartsWithDefaultSignals() throws {
        // A blocked or ignored SIGTERM in the test runner must not reach the child.
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "grep -E '^(SigBlk|SigIgn)' /proc/self/status"], output: .captureStandardOutput)
        #expect(outcome.output.contains("SigBlk:\t0000000000000000"), "\(outcome.output)")
    }

    @Test func aMissingProgramIsAnError() {
        #expect(throws: ChildProcess.SpawnError.self) {
            try ChildProcess.run("/nonexistent/program", [])
        }
    }
}
