/// Splits a byte stream into LSP messages framed by a `Content-Length`
/// header (`Content-Length: N\r\n\r\n` then N bytes of JSON).
///
/// Pure and incremental: bytes are appended as they arrive and complete
/// frames are taken out, so it is tested in-process on random and truncated
/// input.
///
/// A frame that cannot be trusted is reported once as
/// ``Frame/malformed(_:)`` and the decoder then *resynchronises*: it skips
/// to the next `Content-Length` header and decodes on from there, so one bad
/// frame never costs the rest of the session. Untrusted frames are a header
/// block without a usable `Content-Length` (missing, `abc`, too large), a
/// header line that never ends (dropped once it passes
/// ``maximumHeaderBytes``), and a body whose length does not match its JSON
/// (checked by ``JSONExtent``): one byte short, as a client counting
/// characters rather than UTF-8 bytes sends for `label "é"`, or long enough
/// to take in the start of the next header.
public struct FrameDecoder: Sendable {
    /// One unit taken from the stream.
    public enum Frame: Sendable, Equatable {
        /// A message body (its bytes are not yet known to be JSON).
        case message([UInt8])
        /// A frame that could not be understood, with why.
        case malformed(String)
    }

    /// The longest header block accepted before it is dropped.
    public static let maximumHeaderBytes = 8192
    /// The largest body accepted (256 MiB); a larger `Content-Length` is malformed.
    public static let maximumBodyBytes = 256 << 20

    private var buffer: [UInt8] = []
    private var start = 0
    /// The body length of the header block already read, while its body is awaited.
    private var pendingLength: Int?
    /// How far the awaited body's JSON value extends.
    private var extent = JSONExtent()
    /// Set after a malformed frame: skip to the next `Content-Length` header.
    private var resynchronizing = false
    /// Header problems in bytes before this offset were already reported
    /// (as the one error of the frame being skipped) and are skipped quietly.
    private var quietUntil = 0

    /// Creates an empty decoder.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 65536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            quietUntil = max(0, quietUntil - start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// How many bytes are held waiting for the rest of a frame.
    public var bufferedByteCount: Int { buffer.count - start }

    /// The next complete frame, or `nil` when more bytes are needed.
    public mutating func next() -> Frame? {
        while true {
            guard skipToHeader() else { return nil }
            if let length = pendingLength { return nextBody(length: length) }
            let headerStart = start
            guard let headerEnd = findHeaderEnd() else {
                if buffer.count - start > Self.maximumHeaderBytes {
                    let reason = "header longer than \(Self.maximumHeaderBytes) bytes without an empty line"
                    if let frame = resynchronize(after: headerStart, quietUntil: buffer.count, reason) { return frame }
                    continue
                }
                return nil
            }
            let header = buffer[start..<headerEnd.headerEnd]
            start = headerEnd.bodyStart
            if header.allSatisfy({ $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) { continue }
            switch Self.contentLength(in: header) {
            case .success(let length):
                pendingLength = length
                extent = JSONExtent()
                quietUntil = 0
            case .failure(let problem):
                if let frame = resynchronize(after: headerStart, quietUntil: headerEnd.bodyStart, problem.reason) { return frame }
            }
        }
    }

    /// The body of `length` bytes at `start` once it has arrived, or a
    /// malformed frame as soon as the bytes show that `length` is wrong.
    private mutating func nextBody(length: Int) -> Frame? {
        let available = min(length, buffer.count - start)
        extent.scan(buffer[(start + extent.scanned)..<(start + available)])
        if case .complete(let end) = extent.state,
           let extra = (start + end..<start + available).first(where: { !JSONExtent.isWhitespace(buffer[$0]) }) {
            // The value ended before the frame: the rest belongs to the next one.
            pendingLength = nil
            start = extra
            resynchronizing = true
            _ = skipToHeader()
            return .malformed("Content-Length \(length) is longer than the message (\(end) bytes)")
        }
        guard available == length else { return nil }
        pendingLength = nil
        if extent.state == .scanning {
            // The frame ended inside the value: the rest of it precedes the next header.
            start += length
            resynchronizing = true
            _ = skipToHeader()
            return .malformed("Content-Length \(length) ends inside the message")
        }
        let body = Array(buffer[start..<(start + length)])
        start += length
        return .message(body)
    }

    /// While resynchronising, drops the bytes before the next `Content-Length`
    /// header; `false` when none has arrived yet (a name cut by a read is kept).
    private mutating func skipToHeader() -> Bool {
        guard resynchronizing else { return true }
        guard let header = Self.find(Self.headerName, in: buffer, from: start) else {
            start = buffer.count - Self.partialMatchLength(Self.headerName, atEndOf: buffer, from: start)
            return false
        }
        start = header
        resynchronizing = false
        return true
    }

    /// Starts skipping to the next `Content-Length` header after the header
    /// block at `headerStart` failed; the failure is reported unless its
    /// bytes belong to a frame already reported.
    private mutating func resynchronize(after headerStart: Int, quietUntil end: Int, _ reason: String) -> Frame? {
        let alreadyReported = headerStart < quietUntil
        start = headerStart + 1
        resynchronizing = true
        quietUntil = max(quietUntil, end)
        _ = skipToHeader()
        return alreadyReported ? nil : .malformed(reason)
    }

    /// `content-length`, lowercased: what resynchronisation looks for.
    private static let headerName = Array("content-length".utf8)

    /// The offset of the first case-insensitive occurrence of `pattern` in
    /// `bytes` at or after `from`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count - from >= pattern.count else { return nil }
        for index in from...(bytes.count - pattern.count) where matches(pattern, in: bytes, at: index, count: pattern.count) {
            return index
        }
        return nil
    }

    /// The length of the longest tail of `bytes` (after `from`) that starts
    /// `pattern`: a header name cut by a read, kept while resynchronising.
    private static func partialMatchLength(_ pattern: [UInt8], atEndOf bytes: [UInt8], from: Int) -> Int {
        var length = min(pattern.count - 1, bytes.count - from)
        while length > 0, !matches(pattern, in: bytes, at: bytes.count - length, count: length) { length -= 1 }
        return max(length, 0)
    }

    /// Whether the first `count` bytes of `pattern` match `bytes` at `index`, ignoring ASCII case.
    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int, count: Int) -> Bool {
        for offset in 0..<count {
            var byte = bytes[index + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != pattern[offset] { return false }
        }
        return true
    }

    /// The end of the header block at `start` (the empty line), accepting
    /// `\r\n\r\n` and also bare `\n\n`.
    private func findHeaderEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") {
                    return (index, index + 2)
                }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"), buffer[index + 2] == UInt8(ascii: "\n") {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    private struct Problem: Error { var reason: String }

    /// The `Content-Length` value of a header block; other headers
    /// (`Content-Type`) are accepted and ignored.
    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        let text = String(decoding: header, as: UTF8.self)
        var length: Int?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = rawLine.trimmingCharacters(in: " \t\r")
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(Problem(reason: "header line without ':'"))
            }
            let name = line[..<colon].trimmingCharacters(in: " \t").lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            guard name == "content-length" else { continue }
            guard let parsed = Int(value), parsed >= 0, parsed <= maximumBodyBytes else {
                return .failure(Problem(reason: "invalid Content-Length '\(value.prefix(40))'"))
            }
            length = parsed
        }
        guard let length else { return .failure(Problem(reason: "header without Content-Length")) }
        return .success(length)
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters of `set`.
    func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)[...]
        while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
