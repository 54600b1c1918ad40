@testable import FormSystem
import Foundation
import Synchronization
import Testing

/// Counts the SIGWINCH deliveries to ``countWindowChange``.
private let windowChanges = Atomic<Int>(0)

private func countWindowChange(_ signal: Int32) {
    windowChanges.add(1, ordering: .relaxed)
}

/// Waits up to two seconds for `condition`.
private func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<200 {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

/// Signal handlers, error numbers, process ids, environment and file calls.
@Suite(.serialized) struct SignalAndProcessTests {
    @Test func anInstalledHandlerRunsAndTheOldActionComesBack() throws {
        // Sent to the process rather than raised on this thread: the test
        // runner's threads may block signals, so another thread handles it.
        let before = windowChanges.load(ordering: .relaxed)
        let previous = Signal.windowChanged.install(countWindowChange)
        try Signal.windowChanged.send(to: ProcessCalls.currentID)
        #expect(eventually { windowChanges.load(ordering: .relaxed) == before + 1 })
        Signal.windowChanged.restore(previous)
        // SIGWINCH's default action is to ignore it: no handler runs now.
        try Signal.windowChanged.send(to: ProcessCalls.currentID)
        usleep(100_000)
        #expect(windowChanges.load(ordering: .relaxed) == before + 1)
    }

    @Test func sendingToNoProcessFails() {
        #expect(throws: SystemError.self) { try Signal.windowChanged.send(to: Int32.max) }
    }

    @Test func aSystemErrorNamesTheCallAndTheReason() throws {
        var buffer = [UInt8](repeating: 0, count: 4)
        do {
            _ = try FileDescriptor(rawValue: -1).read(into: &buffer)
            Issue.record("read of descriptor -1 succeeded")
        } catch {
            #expect(error.call == "read")
            #expect(!error.reason.isEmpty && !error.reason.hasPrefix("error "))
            #expect(error.description == "read failed: \(error.reason)")
            #expect(!error.isInterrupted && !error.isWouldBlock)
        }
    }

    @Test func preservingErrorNumberPutsErrnoBack() {
        var buffer = [UInt8](repeating: 0, count: 4)
        _ = try? FileDescriptor(rawValue: -1).read(into: &buffer)
        let badDescriptor = SystemError.currentErrorNumber
        SystemError.preservingErrorNumber {
            _ = try? FileDescriptor.open("/nonexistent-formc-folder/x", .readOnly)
            #expect(SystemError.currentErrorNumber != badDescriptor)
        }
        #expect(SystemError.currentErrorNumber == badDescriptor)
    }

    @Test func thisProcessExistsAndAnUnusedIdDoesNot() {
        #expect(ProcessCalls.currentID == ProcessInfo.processInfo.processIdentifier)
        #expect(ProcessCalls.exists(ProcessCalls.currentID))
        #expect(!ProcessCalls.exists(Int32.max), "no system hands out pid 2^31-1")
        #expect(!ProcessCalls.exists(0))
    }

    @Test func environmentValuesAreTheProcesses() {
        #expect(ProcessCalls.environmentValue("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(ProcessCalls.environmentValue("FORMC_SURELY_UNSET_VARIABLE") == nil)
    }

    @Test func openWriteSyncRenameAndRemove() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formsystem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent("a.tmp").path
        let target = folder.appendingPathComponent("a.txt").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)

        let descriptor = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .truncate, .closeOnExec])
        try descriptor.writeAll("new")
        try descriptor.sync()
        descriptor.close()
        try FileSystem.rename(temporary, to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(!FileManager.default.fileExists(atPath: temporary))

        try FileSystem.removeFile(target)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(throws: SystemError(call: "unlink", code: POSIXErrorCode.ENOENT.rawValue)) { try FileSystem.removeFile(target) }
    }

    @Test func openingAMissingFolderFailsWithTheCallsName() {
        do {
            _ = try FileDescriptor.open("/nonexistent-formc-folder/x", .writeOnly, options: [.create])
            Issue.record("open succeeded")
        } catch {
            #expect(error.call == "open")
            #expect(error.code == POSIXErrorCode.ENOENT.rawValue)
        }
    }
}
