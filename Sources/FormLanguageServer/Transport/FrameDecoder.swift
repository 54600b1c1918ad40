/// Splits a byte stream into LSP messages framed by a `Content-Length`
/// header (`Content-Length: N\r\n\r\n` then N bytes of JSON).
///
/// Pure and incremental: bytes are appended as they arrive and complete
/// frames are taken out, so it is tested in-process on random and truncated
/// input. Every byte is looked at a bounded number of times whatever the
/// reads' sizes, so decoding is linear in the stream.
///
/// Limits: a header block (its lines and the empty line after them) is at
/// most ``maximumHeaderBytes``, before its empty line arrives as after; a
/// body is at most ``maximumBodyBytes``. A larger body is skipped while it
/// arrives, never held, and reported as ``Frame/oversized(length:id:)`` with
/// the request's id when the skipped bytes showed one; what the decoder holds
/// is then a read's worth of bytes, whatever the body's length.
///
/// A frame that cannot be trusted is reported once as
/// ``Frame/malformed(_:)`` and the decoder then *resynchronises*: it skips
/// to the next `Content-Length` header and decodes on from there, so one bad
/// frame never costs the rest of the session. Untrusted frames are a header
/// block without a usable `Content-Length` (missing, `abc`), a header block
/// longer than the limit, and a body whose length does not match its JSON
/// (checked by ``JSONExtent``, also while a body is skipped): one byte short,
/// as a client counting characters rather than UTF-8 bytes sends for
/// `label "é"`, or long enough to take in the start of the next header.
public struct FrameDecoder: Sendable {
    /// One unit taken from the stream.
    public enum Frame: Sendable, Equatable {
        /// A message body (its bytes are not yet known to be JSON).
        case message([UInt8])
        /// A frame that could not be understood, with why.
        case malformed(String)
        /// A body longer than ``maximumBodyBytes``, skipped: its length,
        /// and the message's `id` when the skipped bytes held one.
        case oversized(length: Int, id: JSON?)
    }

    /// The longest header block accepted (8 KiB), its empty line included.
    public static let maximumHeaderBytes = 8192
    /// The largest body read (16 MiB); a larger one is skipped.
    public static let maximumBodyBytes = 16 << 20

    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the end of the header block at `start` resumes.
    private var headerSearch = 0
    /// The frame whose body is being read or skipped.
    private var body: Body?
    /// Set after a malformed frame: skip to the next `Content-Length` header.
    private var resynchronizing = false
    /// Header problems in bytes before this offset were already reported
    /// (as the one error of the frame being skipped) and are skipped quietly.
    private var quietUntil = 0

    /// A body being read (kept in the buffer from `start`) or skipped
    /// (dropped as it arrives, `start` moving with it).
    private struct Body: Sendable {
        var length: Int
        /// Bytes of the body seen so far.
        var seen = 0
        /// How far the body's JSON value extends.
        var extent = JSONExtent()
        /// For a skipped body, what finds its id; nil for a body kept.
        var idScanner: MessageIDScanner?
    }

    /// Creates an empty decoder.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 65536, start * 2 > buffer.count { compact() }
        if let body, body.idScanner == nil, buffer.count + bytes.count > buffer.capacity {
            // A body still arriving: grow by doubling as bytes come, but never
            // past the body's end, so neither a header that promises more
            // than is sent nor the last doubling holds memory for nothing.
            let end = start + body.length + 65536
            buffer.reserveCapacity(min(end, max(buffer.capacity * 2, buffer.count + bytes.count)))
        }
        buffer.append(contentsOf: bytes)
    }

    /// How many bytes are held waiting for the rest of a frame.
    public var bufferedByteCount: Int { buffer.count - start }

    /// The next complete frame, or `nil` when more bytes are needed.
    public mutating func next() -> Frame? {
        while true {
            guard skipToHeader() else { return nil }
            if body != nil {
                if let frame = nextBody() { return frame }
                if body != nil { return nil }
                continue
            }
            let headerStart = start
            guard let end = HeaderBlock.end(in: buffer, start: start, from: headerSearch) else {
                if buffer.count - start > Self.maximumHeaderBytes {
                    let reason = "header longer than \(Self.maximumHeaderBytes) bytes without an empty line"
                    if let frame = resynchronize(after: headerStart, quietUntil: buffer.count, reason) { return frame }
                    continue
                }
                headerSearch = HeaderBlock.resumeOffset(in: buffer, start: start)
                return nil
            }
            headerSearch = end.bodyStart
            if end.bodyStart - headerStart > Self.maximumHeaderBytes {
                let reason = "header longer than \(Self.maximumHeaderBytes) bytes"
                if let frame = resynchronize(after: headerStart, quietUntil: end.bodyStart, reason) { return frame }
                continue
            }
            let header = buffer[headerStart..<end.headerEnd]
            start = end.bodyStart
            if header.allSatisfy({ $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) { continue }
            switch HeaderBlock.contentLength(in: header) {
            case .success(let length):
                quietUntil = 0
                beginBody(length: length)
            case .failure(let problem):
                if let frame = resynchronize(after: headerStart, quietUntil: end.bodyStart, problem.reason) { return frame }
            }
        }
    }

    /// Starts reading (or, past the limit, skipping) a body of `length` bytes at `start`.
    private mutating func beginBody(length: Int) {
        guard length <= Self.maximumBodyBytes else {
            body = Body(length: length, idScanner: MessageIDScanner())
            return
        }
        body = Body(length: length)
        // A body still arriving starts the buffer, so it can be handed over whole.
        if buffer.count - start < length { compact() }
    }

    /// The frame whose body is complete, or a malformed frame as soon as the
    /// bytes show that its length is wrong; `nil` while more bytes are needed
    /// (`body` is then still set) or after a bad frame was reported already.
    private mutating func nextBody() -> Frame? {
        guard var current = body else { return nil }
        let skipping = current.idScanner != nil
        let from = skipping ? start : start + current.seen
        let to = min(buffer.count, from + (current.length - current.seen))
        // The value's end, as an offset of the body, if it was found before these bytes.
        var valueEnd: Int?
        if case .complete(let end) = current.extent.state { valueEnd = end }
        if valueEnd == nil, current.extent.state == .scanning {
            current.extent.scan(buffer[from..<to])
            if case .complete(let end) = current.extent.state { valueEnd = end }
            if skipping, current.extent.state == .untracked {
                // Not a JSON-RPC message (an object, or a batch array): a
                // length that large is not to be trusted with the stream.
                body = nil
                start = from + current.extent.scanned - current.seen - 1
                resynchronizing = true
                return .malformed("Content-Length \(current.length) is over the limit and the body is not a JSON object")
            }
        }
        if let valueEnd {
            let firstAfterValue = from + max(0, valueEnd - current.seen)
            if let extra = (firstAfterValue..<to).first(where: { !JSONExtent.isWhitespace(buffer[$0]) }) {
                // The value ended before the frame: the rest belongs to the next one.
                body = nil
                start = extra
                resynchronizing = true
                return .malformed("Content-Length \(current.length) is longer than the message (\(valueEnd) bytes)")
            }
        }
        current.idScanner?.scan(buffer[from..<to])
        current.seen += to - from
        if skipping { start = to }
        guard current.seen == current.length else {
            body = current
            return nil
        }
        body = nil
        if current.extent.state == .scanning {
            // The frame ended inside the value: the rest of it precedes the next header.
            if !skipping { start += current.length }
            resynchronizing = true
            return .malformed("Content-Length \(current.length) ends inside the message")
        }
        if skipping {
            return .oversized(length: current.length, id: current.idScanner?.id)
        }
        return .message(takeBody(length: current.length))
    }

    /// The `length` bytes at `start`, removed from the buffer. A large body
    /// that starts the buffer is handed over without a copy.
    private mutating func takeBody(length: Int) -> [UInt8] {
        defer { headerSearch = start }
        guard start == 0, length >= 65536 else {
            let body = Array(buffer[start..<(start + length)])
            start += length
            return body
        }
        let rest = Array(buffer[length...])
        buffer.removeSubrange(length...)
        let body = buffer
        buffer = rest
        quietUntil = max(0, quietUntil - length)
        return body
    }

    /// Drops the bytes before `start`.
    private mutating func compact() {
        guard start > 0 else { return }
        buffer.removeFirst(start)
        quietUntil = max(0, quietUntil - start)
        headerSearch = max(0, headerSearch - start)
        start = 0
    }

    /// While resynchronising, drops the bytes before the next `Content-Length`
    /// header; `false` when none has arrived yet (a name cut by a read is kept).
    private mutating func skipToHeader() -> Bool {
        guard resynchronizing else { return true }
        guard let header = HeaderBlock.findContentLength(in: buffer, from: start) else {
            start = buffer.count - HeaderBlock.partialContentLength(atEndOf: buffer, from: start)
            headerSearch = start
            return false
        }
        start = header
        headerSearch = start
        resynchronizing = false
        return true
    }

    /// Starts skipping to the next `Content-Length` header after the header
    /// block at `headerStart` failed; the failure is reported unless its
    /// bytes belong to a frame already reported.
    private mutating func resynchronize(after headerStart: Int, quietUntil end: Int, _ reason: String) -> Frame? {
        let alreadyReported = headerStart < quietUntil
        start = headerStart + 1
        headerSearch = start
        resynchronizing = true
        quietUntil = max(quietUntil, end)
        _ = skipToHeader()
        return alreadyReported ? nil : .malformed(reason)
    }
}
