/// A resolved position in a source file. Lines and columns are 1-based.
public struct SourceLocation: Sendable, Hashable, Codable {
    /// Byte offset from the start of the file.
    public var offset: Int
    /// 1-based line number.
    public var line: Int
    /// 1-based column counted in characters (grapheme clusters).
    public var column: Int
    /// 1-based column counted in UTF-8 bytes.
    public var byteColumn: Int
    /// 1-based column counted in UTF-16 code units (what SARIF and LSP use).
    public var utf16Column: Int

    /// Creates a location from its parts.
    public init(offset: Int, line: Int, column: Int, byteColumn: Int, utf16Column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
        self.byteColumn = byteColumn
        self.utf16Column = utf16Column
    }
}

/// A half-open range between two resolved locations.
public struct SourceRange: Sendable, Hashable, Codable {
    /// The first position in the range.
    public var start: SourceLocation
    /// The position just past the range.
    public var end: SourceLocation

    /// Creates a range from its ends.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The byte offsets the range covers.
    public var bytes: Range<Int> { start.offset..<max(start.offset, end.offset) }
}
