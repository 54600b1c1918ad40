import FormSystem
import Foundation
import Testing

/// Reads, writes, non-blocking descriptors and poll over real pipes.
@Suite struct PipeTests {
    @Test func bytesWrittenToAPipeAreReadBackThenEndOfInput() throws {
        let pipe = try FileDescriptor.makePipe()
        defer { pipe.read.close() }
        try pipe.write.writeAll("héllo\n")
        pipe.write.close()
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = try pipe.read.read(into: &buffer)
        #expect(String(decoding: buffer[0..<count], as: UTF8.self) == "héllo\n")
        #expect(try pipe.read.read(into: &buffer) == 0, "end of input once the write end is closed")
    }

    @Test func aPipeIsNoTerminalAndHasNoWindowSize() throws {
        let pipe = try FileDescriptor.makePipe()
        defer {
            pipe.read.close()
            pipe.write.close()
        }
        #expect(!pipe.read.isTerminal)
        #expect(pipe.read.windowSize() == nil)
        #expect(throws: SystemError.self) { try pipe.read.terminalAttributes() }
    }

    @Test func readingAnEmptyNonBlockingPipeReportsWouldBlock() throws {
        let pipe = try FileDescriptor.makePipe()
        defer {
            pipe.read.close()
            pipe.write.close()
        }
        #expect(!pipe.read.isNonBlocking)
        try pipe.read.setNonBlocking()
        #expect(pipe.read.isNonBlocking)
        var buffer = [UInt8](repeating: 0, count: 8)
        do {
            _ = try pipe.read.read(into: &buffer)
            Issue.record("read returned on an empty non-blocking pipe")
        } catch {
            #expect(error.isWouldBlock)
            #expect(error.call == "read")
        }
    }

    @Test func writeAllWaitsOnAFullNonBlockingPipeUntilEverythingIsWritten() throws {
        let pipe = try FileDescriptor.makePipe()
        try pipe.write.setNonBlocking()
        // Four megabytes: far more than a pipe holds (64 KiB on Linux), so
        // writes meet EAGAIN while the reader drains.
        let payload = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let reader = ReadToEnd(pipe.read)
        let thread = Thread { reader.run() }
        thread.start()
        try pipe.write.writeAll(payload)
        pipe.write.close()
        #expect(reader.waitForResult() == payload)
        pipe.read.close()
    }

    @Test func writingToAPipeNobodyReadsFailsOnceSIGPIPEIsIgnored() throws {
        let previous = Signal.brokenPipe.ignore()
        defer { Signal.brokenPipe.restore(previous) }
        let pipe = try FileDescriptor.makePipe()
        pipe.read.close()
        defer { pipe.write.close() }
        #expect(throws: SystemError.self) { try pipe.write.writeAll("lost") }
    }

    @Test func pollReportsTimeoutThenReadableThenHangUp() throws {
        let pipe = try FileDescriptor.makePipe()
        defer { pipe.read.close() }
        let other = try FileDescriptor.makePipe()
        defer {
            other.read.close()
            other.write.close()
        }
        let requests = [PollRequest(other.read, for: .readable), PollRequest(pipe.read, for: .readable)]
        #expect(try Poll.wait(requests, timeoutMilliseconds: 20) == .timedOut)

        try pipe.write.writeAll("x")
        guard case .ready(let events) = try Poll.wait(requests, timeoutMilliseconds: 1000) else {
            Issue.record("poll did not see the byte")
            return
        }
        #expect(events[0].isEmpty)
        #expect(events[1].contains(.readable))

        var byte: [UInt8] = [0]
        _ = try pipe.read.read(into: &byte)
        pipe.write.close()
        guard case .ready(let closed) = try Poll.wait(requests, timeoutMilliseconds: 1000) else {
            Issue.record("poll did not see the hang-up")
            return
        }
        #expect(closed[1].contains(.hangUp))
    }
}

/// Reads a descriptor to its end on another thread.
private final class ReadToEnd: @unchecked Sendable {
    private let descriptor: FileDescriptor
    private let done = NSCondition()
    private var bytes: [UInt8] = []
    private var finished = false

    init(_ descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    func run() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        var collected: [UInt8] = []
        while let count = try? descriptor.read(into: &chunk), count > 0 {
            collected += chunk[0..<count]
        }
        done.lock()
        bytes = collected
        finished = true
        done.signal()
        done.unlock()
    }

    func waitForResult() -> [UInt8] {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return bytes
    }
}
