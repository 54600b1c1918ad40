/// Every diagnostic the compiler can report (LANGUAGE.md §9). The raw value is
/// the stable id printed in brackets, used by `--disable`, `// formc:ignore`
/// and `formc explain`.
public enum DiagnosticID: String, Sendable, Hashable, CaseIterable, Codable {
    // Errors.
    case invalidEncoding = "invalid-encoding"
    case unterminatedString = "unterminated-string"
    case invalidEscape = "invalid-escape"
    case unexpectedToken = "unexpected-token"
    case reservedName = "reserved-name"
    case emptyForm = "empty-form"
    case duplicateForm = "duplicate-form"
    case duplicateField = "duplicate-field"
    case duplicateFormatter = "duplicate-formatter"
    case duplicateAttribute = "duplicate-attribute"
    case unknownAttribute = "unknown-attribute"
    case unknownFormatter = "unknown-formatter"
    case formatterCycle = "formatter-cycle"
    case formatterTypeMismatch = "formatter-type-mismatch"
    case invalidFormatterArgument = "invalid-formatter-argument"
    case invalidMask = "invalid-mask"
    case contradictoryFormatters = "contradictory-formatters"
    case unknownName = "unknown-name"
    case typeMismatch = "type-mismatch"
    case invalidRegex = "invalid-regex"
    case unknownLocale = "unknown-locale"
    case ambiguousSeparators = "ambiguous-separators"
    case intOverflow = "int-overflow"
    case optionalBool = "optional-bool"
    case invalidDefault = "invalid-default"
    case invalidListBounds = "invalid-list-bounds"
    case expressionTooDeep = "expression-too-deep"
    case invalidDate = "invalid-date"
    // Warnings.
    case unusedFormatter = "unused-formatter"
    case missingLabel = "missing-label"
    case redundantFormatter = "redundant-formatter"
    case constantCondition = "constant-condition"
    case missingTranslation = "missing-translation"
    case unusedTranslation = "unused-translation"
    case keyboardMismatch = "keyboard-mismatch"
    case secureMismatch = "secure-mismatch"
    case invalidIgnore = "invalid-ignore"
    case invalidChoice = "invalid-choice"
    case duplicateOption = "duplicate-option"
    case unknownOption = "unknown-option"
    case twoDigitYear = "two-digit-year"

    /// The severity the language reference gives this id.
    public var defaultSeverity: Severity {
        switch self {
        case .unusedFormatter, .missingLabel, .redundantFormatter, .constantCondition,
             .missingTranslation, .unusedTranslation, .keyboardMismatch, .secureMismatch, .invalidIgnore, .twoDigitYear:
            .warning
        default:
            .error
        }
    }
}
