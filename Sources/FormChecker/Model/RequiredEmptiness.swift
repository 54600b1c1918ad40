import FormRuntime

/// When a `required` field counts as empty: the one definition that the
/// validator generator (FormCodegen, which writes it as Swift) and the
/// preview interpreter (FormPreview, which evaluates it on values) both
/// follow, so they cannot drift apart (docs/CODEGEN.md, "Required").
public enum RequiredEmptiness: Sendable, Hashable {
    /// A non-optional number always holds a value in the model: never empty.
    case never
    /// Text: `""`, or `nil` for an optional.
    case emptyText
    /// A bool that is not `true`: a required checkbox must be ticked.
    case notTrue
    /// An optional number: `nil`.
    case absent
    /// A list of text: no row other than `""`.
    case noNonEmptyTextRow
    /// A list of numbers or bools: no row at all.
    case noRow
    /// A `multiple` choice: no option selected (LANGUAGE.md §13).
    case noOption

    /// Whether a plain field holding `value` (`.none` for `nil`) is empty.
    public func isEmpty(_ value: FieldValue) -> Bool {
        switch self {
        case .never, .noNonEmptyTextRow, .noRow: false
        case .noOption: value.choicesValue?.isEmpty ?? true
        case .emptyText: value == .none || value == .text("")
        case .notTrue: value != .bool(true)
        case .absent: value == .none
        }
    }

    /// Whether a list holding `rows` is empty.
    public func isEmpty(rows: [FieldValue]) -> Bool {
        switch self {
        case .noNonEmptyTextRow: !rows.contains { $0 != .text("") }
        case .noRow: rows.isEmpty
        case .never, .emptyText, .notTrue, .absent, .noOption: false
        }
    }
}

extension CheckedField {
    /// When this field counts as empty for `required`.
    public var requiredEmptiness: RequiredEmptiness {
        if isList { return type.base == .text ? .noNonEmptyTextRow : .noRow }
        switch (type.base, type.isOptional) {
        case (.text, _): return .emptyText
        case (.bool, _): return .notTrue
        case (.choice, false) where allowsMultiple: return .noOption
        case (_, true): return .absent
        case (_, false): return .never
        }
    }
}
