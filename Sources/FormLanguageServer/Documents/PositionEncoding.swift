/// How the `character` of an LSP position counts (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable, CaseIterable {
    /// Columns in UTF-8 bytes.
    case utf8 = "utf-8"
    /// Columns in UTF-16 code units (the protocol's default).
    case utf16 = "utf-16"
    /// Columns in Unicode scalars.
    case utf32 = "utf-32"

    /// The encoding to use for a client: the first of the client's
    /// `general.positionEncodings` (listed in its order of preference) that
    /// the server knows, and UTF-16, the protocol's default, otherwise.
    public static func negotiate(clientOffers offers: [String]?) -> PositionEncoding {
        for offer in offers ?? [] {
            if let encoding = PositionEncoding(rawValue: offer) { return encoding }
        }
        return .utf16
    }

    /// How many code units of this encoding a scalar takes.
    func units(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: UTF8.width(scalar)
        case .utf16: UTF16.width(scalar)
        case .utf32: 1
        }
    }
}

/// A position as LSP sends it: a 0-based line and a 0-based column in the
/// negotiated encoding's code units.
public struct Position: Sendable, Hashable {
    /// 0-based line.
    public var line: Int
    /// 0-based column in code units of the negotiated encoding.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{line, character}`; `nil` when either is missing, not an
    /// integer, or negative.
    public init?(_ json: JSONView?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    /// The position as JSON.
    public var json: JSON { ["line": .int(line), "character": .int(character)] }
}
