/// When validation runs, and the timing of an `error … on X` condition
/// (§6 of LANGUAGE.md).
public enum ValidationTrigger: String, Sendable, CaseIterable, Codable {
    /// After every edit (the default timing of a condition).
    case change
    /// When focus leaves the field, and after every later edit of it.
    case blur
    /// On submit.
    case submit

    /// Whether a condition with timing `timing` is evaluated when validating
    /// for this trigger: `.change` evaluates change conditions, `.blur`
    /// change and blur, `.submit` all of them.
    public func evaluates(_ timing: ValidationTrigger) -> Bool {
        timing.rank <= rank
    }

    /// Whether `required` is checked for this trigger (only on submit).
    public var checksRequired: Bool { self == .submit }

    /// Whether a value the formatters would never produce raises "{label}
    /// is not in the expected format" for this trigger (LANGUAGE.md §20;
    /// only on submit).
    public var checksFormat: Bool { self == .submit }

    private var rank: Int {
        switch self {
        case .change: 0
        case .blur: 1
        case .submit: 2
        }
    }
}
