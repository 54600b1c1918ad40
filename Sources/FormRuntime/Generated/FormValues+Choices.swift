/// Typed accessors for choice fields (LANGUAGE.md §13), generic over the
/// generated nested enums (`String` raw values equal to the option
/// identifiers), so generated code stays one call per field.
extension FormValues {
    /// A single choice's option, or nil when absent, not a `.choice`, or not
    /// an option of `type`.
    public func choice<Choice: RawRepresentable>(_ name: String, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        field(name)?.choiceValue.flatMap(Choice.init(rawValue:))
    }

    /// A multiple choice's options in option order without repeats (unknown
    /// identifiers dropped), or nil when absent or not a `.choices`.
    public func choices<Choice: RawRepresentable & CaseIterable>(_ name: String, as type: Choice.Type) -> [Choice]? where Choice.RawValue == String {
        guard let ids = field(name)?.choicesValue else { return nil }
        let chosen = Set(ids)
        return Choice.allCases.filter { chosen.contains($0.rawValue) }
    }

    /// Sets a single choice: `.choice(id)`.
    public mutating func set<Choice: RawRepresentable>(_ name: String, choice value: Choice) where Choice.RawValue == String {
        fields[name] = .choice(value.rawValue)
    }

    /// Sets an optional single choice: `.choice(id)`, or `.none` for nil.
    public mutating func set<Choice: RawRepresentable>(_ name: String, optionalChoice value: Choice?) where Choice.RawValue == String {
        fields[name] = value.map { FieldValue.choice($0.rawValue) } ?? FieldValue.none
    }

    /// Sets a multiple choice: `.choices(ids)` in the order given.
    public mutating func set<Choice: RawRepresentable>(_ name: String, choices value: [Choice]) where Choice.RawValue == String {
        fields[name] = .choices(value.map(\.rawValue))
    }
}
