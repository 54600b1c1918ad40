import FormChecker
import FormDiagnostics
import FormRuntime

/// The JSON the generated model writes for a field and reads back
/// (FormRuntime's `FieldEncoding`/`FieldDecoding`, LANGUAGE.md §15): a
/// string, a number, a bool, an ISO date or month, an option identifier, an
/// array of those for a list or a `multiple` choice; the key left out for an
/// empty optional, and required by the decoder otherwise.
struct WireShape {
    /// One JSON value of the field (one row, one selected option).
    enum Scalar: Equatable {
        case text
        case int
        /// A decimal; `integral` when every value the old model accepted is a
        /// whole number of at most 18 digits (`decimal(scale: 0, maxDigits: ≤ 18)`),
        /// which an `Int` decodes.
        case decimal(integral: Bool)
        case bool
        case date
        case month
        /// An option identifier of the choice.
        case option(Set<String>)
    }

    var scalar: Scalar
    /// A list or a `multiple` choice: a JSON array.
    var isArray: Bool
    /// The key may be left out (an empty optional).
    var isOptional: Bool

    init(_ field: CheckedField) {
        switch field.type.base {
        case .text: scalar = .text
        case .int: scalar = .int
        case .decimal: scalar = .decimal(integral: Self.isIntegral(field))
        case .bool: scalar = .bool
        case .date: scalar = .date
        case .month: scalar = .month
        case .choice: scalar = .option(Set(field.options.map(\.id)))
        }
        isArray = field.isList || field.allowsMultiple
        isOptional = field.type.isOptional
    }

    /// Whether a decimal field's values are whole numbers an `Int` holds.
    private static func isIntegral(_ field: CheckedField) -> Bool {
        guard field.schema.hasNormalizingFormat else { return false }
        for spec in field.formatters {
            if case .decimal(let options) = spec { return options.scale == 0 && options.maxDigits <= 18 }
        }
        return false
    }

    /// Why a value of `old` (one row or option) does not decode as `new`, as
    /// a finding id and a clause; nil when every one does. Options are
    /// compared apart (``removedOptions(from:)``).
    static func scalarProblem(old: Scalar, new: Scalar) -> (id: DiagnosticID, reason: String)? {
        switch (old, new) {
        case (.text, .text), (.option, .text), (.date, .text), (.month, .text),
             (.int, .int), (.int, .decimal), (.decimal, .decimal), (.decimal(integral: true), .int),
             (.bool, .bool), (.date, .date), (.month, .month), (.option, .option):
            return nil
        case (.date, .month), (.month, .date):
            return (.dateMonthChanged, "a \(name(old)) is stored as \(example(old)), which no \(name(new)) decodes")
        case (.decimal(integral: false), .int):
            return (.fieldTypeChanged, "an int does not decode a decimal with a fraction or more than 18 digits, which the old format allowed")
        default:
            return (.fieldTypeChanged, "the old model stored \(article(old)) \(name(old)) (\(example(old))), which does not decode as \(article(new)) \(name(new))")
        }
    }

    private static func name(_ scalar: Scalar) -> String {
        switch scalar {
        case .text: "text"
        case .int: "int"
        case .decimal: "decimal"
        case .bool: "bool"
        case .date: "date"
        case .month: "month"
        case .option: "option"
        }
    }

    private static func article(_ scalar: Scalar) -> String {
        switch scalar {
        case .int, .option: "an"
        default: "a"
        }
    }

    private static func example(_ scalar: Scalar) -> String {
        switch scalar {
        case .text: "a JSON string"
        case .int, .decimal: "a JSON number"
        case .bool: "true or false"
        case .date: "\"2026-11-23\""
        case .month: "\"2026-11\""
        case .option: "an option identifier"
        }
    }

    /// The old options the new field's decoder refuses, in old order.
    static func removedOptions(old: CheckedField, new: CheckedField) -> [ChoiceOption] {
        guard case .option(let kept) = WireShape(new).scalar else { return [] }
        return old.options.filter { !kept.contains($0.id) }
    }
}
