/// The three kinds of incompatibility `formc breaking` reports
/// (docs/BREAKING.md): each finding id belongs to exactly one.
public enum BreakingCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// JSON the old generated model encoded does not decode with the new one,
    /// or decodes with a value lost.
    case wire
    /// A record the old model accepted (`validate(on: .submit)` empty,
    /// `normalized()` unchanged) decodes but the new model refuses it.
    case validation
    /// Swift written against the old generated API does not compile against
    /// the new one.
    case source
}

extension DiagnosticID {
    /// The category of a `formc breaking` finding; `nil` for the compiler's
    /// own diagnostics (`formc check`).
    public var breakingCategory: BreakingCategory? {
        switch self {
        case .formRemoved, .fieldRemoved, .fieldRenamed, .fieldTypeChanged, .choiceMultiplicityChanged,
             .listKindChanged, .dateMonthChanged, .fieldMadeNonOptional, .nonOptionalFieldAdded,
             .optionRemoved, .optionRenamed:
            .wire
        case .requiredAdded, .requiredFieldAdded, .limitTightened, .formatAdded, .formatNarrowed,
             .maskChanged, .conditionAdded, .checksWidened:
            .validation
        case .swiftTypeRemoved, .swiftTypeRenamed, .swiftPropertyRemoved, .swiftPropertyRenamed,
             .swiftPropertyTypeChanged, .swiftCaseRemoved, .swiftCaseRenamed, .swiftInitOrderChanged:
            .source
        default:
            nil
        }
    }

    /// The diagnostics of the compiler (`formc check`, `formc generate`), in
    /// catalog order: every id that is not a `formc breaking` finding.
    public static let compilerCases: [DiagnosticID] = allCases.filter { $0.breakingCategory == nil }

    /// The findings of `formc breaking`, in catalog order.
    public static let breakingCases: [DiagnosticID] = allCases.filter { $0.breakingCategory != nil }
}
