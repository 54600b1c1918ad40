/// A spec file's text with its line table, the way `go/token.File` works:
/// syntax nodes store compact byte offsets, and this resolves them to lines and
/// columns only when something (a diagnostic, the printer) needs them.
///
/// Resolving a position costs O(log lines) plus the characters between it and
/// the nearest column checkpoint, never the whole line: lines longer than
/// ``checkpointSpacing`` bytes get a checkpoint about every that many bytes,
/// so a thousand diagnostics on a 10 MB line stay linear.
public final class SourceFile: Sendable {
    /// The path the file was read from, as given on the command line.
    public let path: String
    /// The file's bytes, exactly as read (a byte order mark included).
    public let bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`. A line
    /// ends at LF, CRLF or a lone CR (LANGUAGE.md §2's line terminators).
    public let lineStarts: [Int]
    /// Column checkpoints of long lines, sorted by offset.
    private let checkpoints: [ColumnCheckpoint]

    /// About how many bytes apart column checkpoints are placed.
    static let checkpointSpacing = 1024

    /// A position inside a long line where a grapheme cluster starts, with
    /// its columns counted from the line start.
    private struct ColumnCheckpoint: Sendable {
        var offset: Int
        /// Characters before `offset` in its line.
        var characters: Int
        /// UTF-16 code units before `offset` in its line.
        var utf16: Int
    }

    /// Creates a source file from raw bytes. The bytes need not be valid UTF-8:
    /// the lexer reports `invalid-encoding` itself.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let starts = Self.lineStarts(of: bytes)
        self.lineStarts = starts
        self.checkpoints = Self.checkpoints(of: bytes, lineStarts: starts)
    }

    /// Offsets just past each line terminator, after 0: one pass over the bytes.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                switch buffer[index] {
                case UInt8(ascii: "\n"):
                    starts.append(index + 1)
                case UInt8(ascii: "\r") where index + 1 == buffer.count || buffer[index + 1] != UInt8(ascii: "\n"):
                    starts.append(index + 1)
                default:
                    continue
                }
            }
        }
        return starts
    }

    /// Checkpoints every ``checkpointSpacing`` bytes or so in lines longer
    /// than that, each placed between two ASCII bytes: such a pair is always
    /// a grapheme boundary (a line holds no CRLF), and no ill-formed UTF-8
    /// sequence spans an ASCII byte, so counting from a checkpoint gives the
    /// same columns as counting from the line start. One pass over long lines.
    private static func checkpoints(of bytes: [UInt8], lineStarts: [Int]) -> [ColumnCheckpoint] {
        var result: [ColumnCheckpoint] = []
        for (index, start) in lineStarts.enumerated() {
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            guard end - start > checkpointSpacing else { continue }
            var last = ColumnCheckpoint(offset: start, characters: 0, utf16: 0)
            var candidate = start + checkpointSpacing
            while candidate < end {
                if bytes[candidate - 1] < 0x80, bytes[candidate] < 0x80 {
                    let segment = String(decoding: bytes[last.offset..<candidate], as: UTF8.self)
                    last = ColumnCheckpoint(
                        offset: candidate, characters: last.characters + segment.count, utf16: last.utf16 + segment.utf16.count
                    )
                    result.append(last)
                    candidate += checkpointSpacing
                } else {
                    candidate += 1
                }
            }
        }
        return result
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
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
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
        let base = checkpoint(before: clamped, notBefore: lineStart)
        let prefix = String(decoding: bytes[base.offset..<clamped], as: UTF8.self)
        return SourceLocation(
            offset: clamped,
            line: line,
            column: base.characters + prefix.count + 1,
            byteColumn: clamped - lineStart + 1,
            utf16Column: base.utf16 + prefix.utf16.count + 1
        )
    }

    /// The last checkpoint at or before `offset` in the line starting at
    /// `lineStart`, else the line start itself.
    private func checkpoint(before offset: Int, notBefore lineStart: Int) -> ColumnCheckpoint {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset <= offset { low = mid + 1 } else { high = mid }
        }
        if low > 0, checkpoints[low - 1].offset >= lineStart { return checkpoints[low - 1] }
        return ColumnCheckpoint(offset: lineStart, characters: 0, utf16: 0)
    }

    /// How many bytes either side of a range ``lineWindow(around:_:)`` keeps
    /// of a long line: far more than a clipped diagnostic line shows.
    static let windowRadius = 1024

    /// The part of the line holding `lower` that a diagnostic shows: the
    /// whole line when it is short, else about ``windowRadius`` bytes either
    /// side of `lower..<upper` (cut at scalar boundaries), so rendering a
    /// thousand diagnostics on one 10 MB line never decodes the whole line
    /// a thousand times.
    ///
    /// - Returns: the text, the bytes it covers, and whether text of the line
    ///   was left out before and after it.
    public func lineWindow(around lower: Int, _ upper: Int) -> (text: String, bytes: Range<Int>, cutBefore: Bool, cutAfter: Bool) {
        let line = byteRange(ofLine: line(containing: min(max(0, lower), bytes.count)))
        var start = max(line.lowerBound, min(lower, line.upperBound) - Self.windowRadius)
        var end = min(line.upperBound, max(start, min(upper, line.upperBound)) + Self.windowRadius)
        while start > line.lowerBound, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        while end < line.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start..<end, start > line.lowerBound, end < line.upperBound)
    }

    /// The number of characters (grapheme clusters) in a byte range.
    public func characterCount(_ range: Range<Int>) -> Int {
        text(in: range).count
    }

    /// Resolves a half-open byte range to a source range.
    public func range(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: location(at: bytes.lowerBound), end: location(at: bytes.upperBound))
    }
}
