extension DiagnosticID {
    /// The explanation `formc explain` prints for this id. Every id has one:
    /// the switch is exhaustive, so a new id does not build without it.
    public var explanation: DiagnosticExplanation {
        switch self {
        case .invalidEncoding: .invalidEncoding
        case .unterminatedString: .unterminatedString
        case .invalidEscape: .invalidEscape
        case .unexpectedToken: .unexpectedToken
        case .reservedName: .reservedName
        case .emptyForm: .emptyForm
        case .duplicateForm: .duplicateForm
        case .duplicateField: .duplicateField
        case .duplicateFormatter: .duplicateFormatter
        case .duplicateAttribute: .duplicateAttribute
        case .unknownAttribute: .unknownAttribute
        case .unknownFormatter: .unknownFormatter
        case .formatterCycle: .formatterCycle
        case .formatterTypeMismatch: .formatterTypeMismatch
        case .invalidFormatterArgument: .invalidFormatterArgument
        case .invalidMask: .invalidMask
        case .contradictoryFormatters: .contradictoryFormatters
        case .unknownName: .unknownName
        case .typeMismatch: .typeMismatch
        case .invalidRegex: .invalidRegex
        case .unknownLocale: .unknownLocale
        case .ambiguousSeparators: .ambiguousSeparators
        case .intOverflow: .intOverflow
        case .optionalBool: .optionalBool
        case .invalidDefault: .invalidDefault
        case .invalidListBounds: .invalidListBounds
        case .expressionTooDeep: .expressionTooDeep
        case .invalidDate: .invalidDate
        case .twoDigitYear: .twoDigitYear
        case .unusedFormatter: .unusedFormatter
        case .missingLabel: .missingLabel
        case .redundantFormatter: .redundantFormatter
        case .constantCondition: .constantCondition
        case .missingTranslation: .missingTranslation
        case .unusedTranslation: .unusedTranslation
        case .keyboardMismatch: .keyboardMismatch
        case .secureMismatch: .secureMismatch
        case .invalidIgnore: .invalidIgnore
        case .invalidChoice: .invalidChoice
        case .duplicateOption: .duplicateOption
        case .unknownOption: .unknownOption
        }
    }
}
