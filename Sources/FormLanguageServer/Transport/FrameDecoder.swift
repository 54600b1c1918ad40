/// Splits a byte stream into LSP messages framed by a `Content-Length`
/// header (`Content-Length: N\r\n\r\n` then N bytes of JSON).
///
/// Pure and incremental: bytes are appended as they arrive and complete
/// frames are taken out, so it is tested in-process on random and truncated
/// input. A header block without a usable `Content-Length` is dropped and
/// reported as ``Frame/malformed(_:)``, and decoding resumes after it; a
/// header line that never ends is dropped once it passes ``maximumHeaderBytes``.
public struct FrameDecoder: Sendable {
    /// One unit taken from the stream.
    public enum Frame: Sendable, Equatable {
        /// A message body (its bytes are not yet known to be JSON).
        case message([UInt8])
        /// A header block that could not be understood, with why.
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

    /// Creates an empty decoder.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 65536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// How many bytes are held waiting for the rest of a frame.
    public var bufferedByteCount: Int { buffer.count - start }

    /// The next complete frame, or `nil` when more bytes are needed.
    public mutating func next() -> Frame? {
        while true {
            if let length = pendingLength {
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                pendingLength = nil
                return .message(body)
            }
            guard let headerEnd = findHeaderEnd() else {
                if buffer.count - start > Self.maximumHeaderBytes {
                    start = buffer.count
                    return .malformed("header longer than \(Self.maximumHeaderBytes) bytes without an empty line")
                }
                return nil
            }
            let header = buffer[start..<headerEnd.headerEnd]
            start = headerEnd.bodyStart
            if header.allSatisfy({ $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) { continue }
            switch Self.contentLength(in: header) {
            case .success(let length): pendingLength = length
            case .failure(let problem): return .malformed(problem.reason)
            }
        }
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
