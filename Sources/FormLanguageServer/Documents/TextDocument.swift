/// The text of one open document, with the line table LSP positions refer
/// to: lines end at `\n`, `\r\n` or a lone `\r` (LSP 3.17), whatever the
/// compiler's own line numbering does with a lone `\r`.
public struct TextDocument: Sendable {
    /// The document's URI as the client sent it.
    public var uri: String
    /// The version the client gave the latest change.
    public var version: Int
    /// The text as UTF-8.
    public private(set) var bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
    public private(set) var lineStarts: [Int]
    /// For lines longer than ``LongLines/threshold`` bytes only: column
    /// checkpoints, so converting a position on a 10 MB line does not scan
    /// the line from its start each time.
    private var longLines: LongLines

    /// Creates a document.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.lineStarts = Self.lineStarts(of: bytes)
        self.longLines = LongLines(bytes: bytes, lineStarts: lineStarts)
    }

    /// The text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The byte offset where the content of 0-based `line` ends (before its terminator).
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The byte offset of a position. A line past the end is the end of
    /// the document; a character past the end of its line is the line's
    /// end (as LSP 3.17 says); a column inside a character is rounded down
    /// to the character's start.
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        if encoding == .utf8 {
            // Columns are bytes: round down to the start of a scalar.
            var offset = min(end, start + min(position.character, end - start))
            while offset > start, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        }
        let checkpoint = longLines.checkpoint(line: position.line, character: position.character, encoding: encoding)
        var offset = checkpoint?.offset ?? start
        var remaining = position.character - (checkpoint?.units(encoding) ?? 0)
        while offset < end, remaining > 0 {
            let (scalar, length) = Self.scalar(at: offset, in: bytes)
            let units = encoding.units(of: scalar)
            if units > remaining { break }
            remaining -= units
            offset += length
        }
        return offset
    }

    /// The position of a byte offset (clamped to the document).
    public func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let clamped = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        if encoding == .utf8 { return Position(line: low, character: clamped - lineStarts[low]) }
        let checkpoint = longLines.checkpoint(line: low, offset: clamped)
        var index = checkpoint?.offset ?? lineStarts[low]
        var character = checkpoint?.units(encoding) ?? 0
        while index < clamped {
            let (scalar, length) = Self.scalar(at: index, in: bytes)
            character += encoding.units(of: scalar)
            index += length
        }
        return Position(line: low, character: character)
    }

    /// The position of `offset`, scanning on from `hint` (an earlier
    /// offset and its position) when both are on the same line: positions
    /// of tokens in order cost the bytes between them, not a scan from the
    /// line start each.
    public func position(of offset: Int, encoding: PositionEncoding, after hint: (offset: Int, position: Position)?) -> Position {
        guard let hint, hint.offset <= offset, offset <= bytes.count, encoding != .utf8,
              hint.position.line + 1 >= lineStarts.count || offset < lineStarts[hint.position.line + 1] else {
            return position(of: offset, encoding: encoding)
        }
        var index = hint.offset
        var character = hint.position.character
        while index < offset {
            let (scalar, length) = Self.scalar(at: index, in: bytes)
            character += encoding.units(of: scalar)
            index += length
        }
        return Position(line: hint.position.line, character: character)
    }

    /// The 0-based line containing a byte offset.
    public func line(of offset: Int) -> Int { position(of: offset, encoding: .utf8).line }

    /// The byte range of a 0-based line, without its terminator.
    public func byteRange(ofLine line: Int) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        return lineStarts[line]..<contentEnd(ofLine: line)
    }

    /// The number of lines (a final line without a terminator included).
    public var lineCount: Int { lineStarts.count }

    /// Replaces the bytes `range` with `text` and updates the line table.
    public mutating func replace(_ range: Range<Int>, with text: String) {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        lineStarts = Self.lineStarts(of: bytes)
        longLines = LongLines(bytes: bytes, lineStarts: lineStarts)
    }

    /// Replaces the whole text.
    public mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
        longLines = LongLines(bytes: bytes, lineStarts: lineStarts)
    }

    /// The scalar starting at `offset` and its length in bytes; invalid
    /// UTF-8 (never produced from JSON text) counts as one U+FFFD byte.
    static func scalar(at offset: Int, in bytes: [UInt8]) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return ("\u{FFFD}", 1)
        }
        guard offset + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
