/// The header block of an LSP frame (`Content-Length: N\r\n` lines up to an
/// empty line), read byte by byte: finding its end and its `Content-Length`
/// each take one pass over its bytes, so a header of any length costs time
/// linear in its bytes.
enum HeaderBlock {
    /// Where the header block at `start` ends: the offset of the newline
    /// that ends its last line, and the offset after the empty line. The
    /// search starts at `from` (≥ `start`), where an earlier search of the
    /// same block stopped, so bytes arriving in pieces are searched once.
    /// Accepts `\r\n\r\n` and also bare `\n\n`.
    static func end(in buffer: [UInt8], start: Int, from: Int) -> (headerEnd: Int, bodyStart: Int)? {
        var index = max(start, from)
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

    /// Where the next search of a block still open should start: the last
    /// two bytes may begin its empty line.
    static func resumeOffset(in buffer: [UInt8], start: Int) -> Int {
        max(start, buffer.count - 2)
    }

    /// Why a header block cannot be used.
    struct Problem: Error, Equatable {
        var reason: String
    }

    /// The `Content-Length` of the header block `header`; other headers
    /// (`Content-Type`) are accepted and ignored. A length is at most 18
    /// digits; whether it is too large for a body is the caller's concern.
    static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        var lineStart = header.startIndex
        while lineStart < header.endIndex {
            var lineEnd = lineStart
            while lineEnd < header.endIndex, header[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = trimmed(header[lineStart..<lineEnd])
            lineStart = lineEnd + 1
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(Problem(reason: "header line without ':'"))
            }
            guard isContentLength(trimmed(line[..<colon])) else { continue }
            let value = trimmed(line[(colon + 1)...])
            guard !value.isEmpty, value.count <= 18, value.allSatisfy(JSONText.isDigit) else {
                let shown = String(decoding: value.prefix(40), as: UTF8.self)
                return .failure(Problem(reason: "invalid Content-Length '\(shown)'"))
            }
            length = value.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let length else { return .failure(Problem(reason: "header without Content-Length")) }
        return .success(length)
    }

    /// `content-length`, lowercased: the header the decoder reads, and what
    /// resynchronisation looks for.
    static let contentLengthName = Array("content-length".utf8)

    /// Whether `name` is `Content-Length` in any case.
    private static func isContentLength(_ name: ArraySlice<UInt8>) -> Bool {
        name.count == contentLengthName.count && matches(contentLengthName, in: name, at: name.startIndex, count: name.count)
    }

    /// `bytes` without leading and trailing spaces, tabs and CRs.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, isBlank(first) { slice = slice.dropFirst() }
        while let last = slice.last, isBlank(last) { slice = slice.dropLast() }
        return slice
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The offset of the first case-insensitive occurrence of
    /// `contentLengthName` in `bytes` at or after `from`.
    static func findContentLength(in bytes: [UInt8], from: Int) -> Int? {
        let pattern = contentLengthName
        guard bytes.count - from >= pattern.count else { return nil }
        for index in from...(bytes.count - pattern.count)
        where bytes[index] | 0x20 == pattern[0] && matches(pattern, in: bytes[...], at: index, count: pattern.count) {
            return index
        }
        return nil
    }

    /// The length of the longest tail of `bytes` (after `from`) that starts
    /// `content-length`: a header name cut by a read, kept while resynchronising.
    static func partialContentLength(atEndOf bytes: [UInt8], from: Int) -> Int {
        var length = min(contentLengthName.count - 1, bytes.count - from)
        while length > 0, !matches(contentLengthName, in: bytes[...], at: bytes.count - length, count: length) { length -= 1 }
        return max(length, 0)
    }

    /// Whether the first `count` bytes of `pattern` match `bytes` at `index`, ignoring ASCII case.
    private static func matches(_ pattern: [UInt8], in bytes: ArraySlice<UInt8>, at index: Int, count: Int) -> Bool {
        for offset in 0..<count {
            var byte = bytes[index + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != pattern[offset] { return false }
        }
        return true
    }
}
