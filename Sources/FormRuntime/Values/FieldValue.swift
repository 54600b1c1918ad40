import Foundation

/// A field's typed value, parsed from what it displays.
public enum FieldValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A `text` value.
    case text(String)
    /// An `int` value.
    case int(Int)
    /// A `decimal` value.
    case decimal(Decimal)
    /// A `bool` value.
    case bool(Bool)
    /// No value: an empty optional, a lone `-`, or an empty number field.
    case none

    /// The vector-file spelling: `"text"`, a number, `true`/`false` or `nil`.
    public var description: String {
        switch self {
        case let .text(text): "\"\(text)\""
        case let .int(value): String(value)
        case let .decimal(value): value.description
        case let .bool(value): String(value)
        case .none: "nil"
        }
    }
}
