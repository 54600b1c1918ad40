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
    /// A single `choice` value: the selected option's identifier.
    case choice(String)
    /// A `multiple` choice value: the selected options' identifiers, in
    /// option order.
    case choices([String])
    /// A `date` value.
    case date(FormDate)
    /// A `month` value.
    case month(FormMonth)
    /// No value: an empty optional, a lone `-`, or an empty number field.
    case none

    /// The text of a `.text` value; nil for any other.
    public var textValue: String? {
        if case .text(let value) = self { value } else { nil }
    }

    /// The number of an `.int` value; nil for any other.
    public var intValue: Int? {
        if case .int(let value) = self { value } else { nil }
    }

    /// The number of a `.decimal` value, or of an `.int` value widened; nil
    /// for any other.
    public var decimalValue: Decimal? {
        switch self {
        case .decimal(let value): value
        case .int(let value): Decimal(value)
        default: nil
        }
    }

    /// The option identifier of a `.choice` value; nil for any other.
    public var choiceValue: String? {
        if case .choice(let id) = self { id } else { nil }
    }

    /// The option identifiers of a `.choices` value; nil for any other.
    public var choicesValue: [String]? {
        if case .choices(let ids) = self { ids } else { nil }
    }

    /// The date of a `.date` value; nil for any other.
    public var dateValue: FormDate? {
        if case .date(let value) = self { value } else { nil }
    }

    /// The month of a `.month` value; nil for any other.
    public var monthValue: FormMonth? {
        if case .month(let value) = self { value } else { nil }
    }

    /// The flag of a `.bool` value; nil for any other.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The vector-file spelling: `"text"`, a number, `true`/`false`,
    /// `2026-11-23` / `2026-11` or `nil`.
    public var description: String {
        switch self {
        case let .text(text): "\"\(text)\""
        case let .int(value): String(value)
        case let .decimal(value): value.description
        case let .bool(value): String(value)
        case let .choice(id): "." + id
        case let .choices(ids): "[" + ids.map { "." + $0 }.joined(separator: ", ") + "]"
        case let .date(date): date.description
        case let .month(month): month.description
        case .none: "nil"
        }
    }
}
