/// A spec file's text with its line table, the way `go/token.File` works:
/// syntax nodes store compact byte offsets, and this resolves them to lines and
/// columns only when something (a diagnostic, the printer) needs them.
public final class SourceFile: Sendable {
    /// The path the file was read from, as given on the command line.
    public let path: String
    /// The file's bytes, exactly as read (a byte order mark included).
    public let bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// Creates a source file from raw bytes. The bytes need not be valid UTF-8:
    /// the lexer reports `invalid-encoding` itself.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    /// Offsets just past each newline, after 0: one pass over the bytes.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        return starts
    }

    /// Creates a source file from text.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line that contains `offset`.
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The byte range of a 1-based line, without its line terminator.
    public func byteRange(ofLine line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of a 1-based line, without its line terminator. Invalid UTF-8
    /// is shown as U+FFFD.
    public func text(ofLine line: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: line)], as: UTF8.self)
    }

    /// The text of a byte range (invalid UTF-8 shown as U+FFFD).
    public func text(in range: Range<Int>) -> String {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Resolves a byte offset to a full location.
    public func location(at offset: Int) -> SourceLocation {
        let clamped = min(max(0, offset), bytes.count)
        let line = line(containing: clamped)
        let lineStart = lineStarts[line - 1]
        let prefix = String(decoding: bytes[lineStart..<clamped], as: UTF8.self)
        return SourceLocation(
            offset: clamped,
            line: line,
            column: prefix.count + 1,
            byteColumn: clamped - lineStart + 1,
            utf16Column: prefix.utf16.count + 1
        )
    }

    /// Resolves a half-open byte range to a source range.
    public func range(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: location(at: bytes.lowerBound), end: location(at: bytes.upperBound))
    }
}
