/// The base type of a field (§4 of LANGUAGE.md).
public enum FieldType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `String`.
    case text
    /// `Int`.
    case int
    /// `Foundation.Decimal`.
    case decimal
    /// `Bool`, a toggle.
    case bool
    /// ``FormDate`` (LANGUAGE.md §14).
    case date
    /// ``FormMonth``.
    case month
    /// A `choice` (LANGUAGE.md §13): the field's own nested enum, or an
    /// array of it for `multiple` (the options are in ``FieldSchema/options``).
    case choice
}

/// A field's type as written in a spec: a base type and whether it is
/// optional (`int?`).
public struct FieldTypeRef: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The base type.
    public var base: FieldType
    /// Whether the spec wrote `?`.
    public var isOptional: Bool

    /// Creates a type reference.
    public init(_ base: FieldType, isOptional: Bool = false) {
        self.base = base
        self.isOptional = isOptional
    }

    /// Parses `text`, `int?`, …; `nil` for anything else.
    package init?(parsing source: String) {
        let optional = source.hasSuffix("?")
        guard let base = FieldType(rawValue: String(optional ? source.dropLast() : source[...])) else { return nil }
        self.init(base, isOptional: optional)
    }

    /// The spec spelling, such as `int?`.
    public var description: String { base.rawValue + (isOptional ? "?" : "") }
}
