/// Converts between the compiler's byte offsets and LSP positions and
/// ranges of one document, in the negotiated encoding.
public struct RangeConverter: Sendable {
    /// The document positions refer to.
    public let document: TextDocument
    /// The negotiated position encoding.
    public let encoding: PositionEncoding

    /// Creates a converter.
    public init(document: TextDocument, encoding: PositionEncoding) {
        self.document = document
        self.encoding = encoding
    }

    /// The byte offset of an LSP position.
    public func offset(_ position: Position) -> Int {
        document.offset(of: position, encoding: encoding)
    }

    /// The LSP position of a byte offset.
    public func position(_ offset: Int) -> Position {
        document.position(of: offset, encoding: encoding)
    }

    /// The LSP range of a byte range, as JSON.
    public func range(_ bytes: Range<Int>) -> JSON {
        ["start": position(bytes.lowerBound).json, "end": position(bytes.upperBound).json]
    }

    /// The byte range of an LSP range (`{start, end}`), or `nil` when malformed.
    public func bytes(_ json: JSONView?) -> Range<Int>? {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
        let lower = offset(start)
        return lower..<max(lower, offset(end))
    }

    /// A `TextEdit` replacing `bytes` with `text`.
    public func edit(_ bytes: Range<Int>, _ text: String) -> JSON {
        ["range": range(bytes), "newText": .string(text)]
    }
}
