#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension FileDescriptor {
    /// Reads at most `buffer.count` bytes into the start of `buffer`;
    /// returns how many were read, 0 at end of input. Retries when a signal
    /// interrupts the call before any byte arrives.
    ///
    /// - Throws: ``SystemError`` from `read(2)`; on a non-blocking
    ///   descriptor with nothing to read, one whose ``SystemError/isWouldBlock``
    ///   is true.
    public func read(into buffer: inout [UInt8]) throws(SystemError) -> Int {
        // `withUnsafeMutableBytes` rethrows untyped errors: carry the typed
        // one out of it. (`do throws` rather than `Result(catching:)`, whose
        // typed form is the Swift 6 standard library's: this type-checks
        // against Apple SDKs with Swift 5.9 interfaces too, docs/PORTABILITY.md.)
        var failure: SystemError?
        let count = buffer.withUnsafeMutableBytes { bytes in
            do throws(SystemError) { return try read(into: bytes) } catch { failure = error; return 0 }
        }
        if let failure { throw failure }
        return count
    }

    /// Reads at most `buffer.count` bytes into `buffer`, as the array form
    /// does. Allocates nothing.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        while true {
            // `ssize_t read(int, void *, size_t)` on all three C libraries;
            // Swift imports both `ssize_t` and `size_t` as `Int`.
            let count = readDescriptor(rawValue, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            let error = SystemError.last("read")
            if !error.isInterrupted { throw error }
        }
    }

    /// Writes all of `text` as UTF-8. See the `UnsafeRawBufferPointer` form.
    public func writeAll(_ text: String) throws(SystemError) {
        var text = text
        var failure: SystemError?
        text.withUTF8 { bytes in
            do throws(SystemError) { try writeAll(UnsafeRawBufferPointer(bytes)) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes`. See the `UnsafeRawBufferPointer` form.
    public func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        var failure: SystemError?
        bytes.withUnsafeBytes { buffer in
            do throws(SystemError) { try writeAll(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes a literal without creating a `String`: what a signal handler
    /// writes. Async-signal-safe.
    public func writeAll(_ text: StaticString) throws(SystemError) {
        try writeAll(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes every byte of `buffer`, however many `write(2)` calls it
    /// takes: retries after a signal interrupts a call, and when the
    /// descriptor is non-blocking and full, waits with `poll` until it takes
    /// more. Allocates nothing and is async-signal-safe.
    ///
    /// - Throws: ``SystemError`` when a write fails otherwise (a closed
    ///   pipe gives `EPIPE` when `SIGPIPE` is ignored); some bytes may have
    ///   been written.
    public func writeAll(_ buffer: UnsafeRawBufferPointer) throws(SystemError) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = writeDescriptor(rawValue, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            // `write` returns 0 only for a count of 0, which never reaches here.
            let error = written == 0 ? SystemError(call: "write", code: EIO) : SystemError.last("write")
            if error.isInterrupted { continue }
            if error.isWouldBlock {
                waitUntilWritable()
                continue
            }
            throw error
        }
    }
}

extension FileDescriptor {
    /// One `write(2)` of `text`, its result ignored: wakes a loop through a
    /// non-blocking pipe, where a full pipe means the loop wakes anyway.
    /// Async-signal-safe.
    public func writeIfReady(_ text: StaticString) {
        _ = writeDescriptor(rawValue, text.utf8Start, text.utf8CodeUnitCount)
    }

    /// Blocks until the descriptor takes more output (or reports an error,
    /// which the next write returns). Allocates nothing.
    private func waitUntilWritable() {
        var request = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// `read(2)` under a name that the method `read(into:)` cannot shadow.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)` under a name no method shadows.
private func writeDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
