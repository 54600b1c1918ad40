/// Every diagnostic the compiler can report (LANGUAGE.md §9), and every
/// finding of `formc breaking` (``breakingCategory``, docs/BREAKING.md). The
/// raw value is the stable id printed in brackets, used by `--disable`,
/// `// formc:ignore`, `// formc:accept` and `formc explain`.
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
    case unknownLanguage = "unknown-language"
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
    case languageFromLocale = "language-from-locale"
    case invalidIgnore = "invalid-ignore"
    case invalidChoice = "invalid-choice"
    case duplicateOption = "duplicate-option"
    case unknownOption = "unknown-option"
    case invalidAccept = "invalid-accept"
    case twoDigitYear = "two-digit-year"

    // `formc breaking`, wire: data the old model encoded no longer decodes.
    case formRemoved = "form-removed"
    case fieldRemoved = "field-removed"
    case fieldRenamed = "field-renamed"
    case fieldTypeChanged = "field-type-changed"
    case choiceMultiplicityChanged = "choice-multiplicity-changed"
    case listKindChanged = "list-kind-changed"
    case dateMonthChanged = "date-month-changed"
    case fieldMadeNonOptional = "field-made-non-optional"
    case nonOptionalFieldAdded = "non-optional-field-added"
    case optionRemoved = "option-removed"
    case optionRenamed = "option-renamed"
    // `formc breaking`, validation: data the old model accepted is refused.
    case requiredAdded = "required-added"
    case requiredFieldAdded = "required-field-added"
    case limitTightened = "limit-tightened"
    case formatAdded = "format-added"
    case formatNarrowed = "format-narrowed"
    case maskChanged = "mask-changed"
    case conditionAdded = "condition-added"
    case checksWidened = "checks-widened"
    // `formc breaking`, source: Swift written against the old model no longer compiles.
    case swiftTypeRemoved = "swift-type-removed"
    case swiftTypeRenamed = "swift-type-renamed"
    case swiftPropertyRemoved = "swift-property-removed"
    case swiftPropertyRenamed = "swift-property-renamed"
    case swiftPropertyTypeChanged = "swift-property-type-changed"
    case swiftCaseRemoved = "swift-case-removed"
    case swiftCaseRenamed = "swift-case-renamed"
    case swiftInitOrderChanged = "swift-init-order-changed"

    /// The severity the language reference gives this id.
    public var defaultSeverity: Severity {
        switch self {
        case .unusedFormatter, .missingLabel, .redundantFormatter, .constantCondition,
             .missingTranslation, .unusedTranslation, .keyboardMismatch, .secureMismatch, .languageFromLocale, .invalidIgnore,
             .invalidAccept, .twoDigitYear:
            .warning
        default:
            .error
        }
    }
}
