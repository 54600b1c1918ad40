import FormChecker
import FormRuntime

/// Unanswered fields in a form session (LANGUAGE.md §18, "Blank and
/// answered"): a non-optional number, date, month or single choice that
/// nothing was given for holds a placeholder in the model (0, 1970-01-01,
/// the first option), and must read as empty in every condition, as an
/// empty optional does.
///
/// A form whose conditions read such a field gets `validate(on:today:
/// unanswered:)` (and, when its `enabled when` or `visible when` conditions
/// do, `isEnabled(_:today:unanswered:)` or `isVisible(_:today:unanswered:)`),
/// which hold the bodies: each condition that reads a field in `unanswered`
/// is skipped (raises nothing, is false), as one that reads `nil` is. The
/// versions without `unanswered` pass `[]`. Other functions stay as they
/// were and FormRuntime's defaults answer for them exactly.
enum UnansweredReads {
    /// The parameter's name in the generated functions.
    static let parameter = "unanswered"

    /// Whether `reference` reads a field a session can leave unanswered.
    static func canBeUnanswered(_ reference: FieldReference) -> Bool {
        canBeUnanswered(isList: reference.isList, type: reference.type, isMultiple: reference.isMultiple)
    }

    /// Whether a session can leave `field` itself unanswered (the same
    /// rule as ``canBeUnanswered(_:)`` for a read of it).
    static func canBeUnanswered(_ field: CheckedField) -> Bool {
        canBeUnanswered(isList: field.isList, type: field.type, isMultiple: field.schema.allowsMultiple)
    }

    /// The one rule: a non-optional number, date, month or single choice
    /// (not a list) holds a placeholder until it is answered.
    private static func canBeUnanswered(isList: Bool, type: FieldTypeRef, isMultiple: Bool) -> Bool {
        guard !isList, !type.isOptional else { return false }
        switch type.base {
        case .int, .decimal, .date, .month: return true
        case .choice: return !isMultiple
        case .text, .bool: return false
        }
    }

    /// Whether `field` is `required` and can be unanswered: while it is,
    /// it is empty for `required`, so none of its own conditions is
    /// evaluated (LANGUAGE.md §6, §18), even one that reads only other fields.
    static func isRequiredAndCanBeUnanswered(_ field: CheckedField) -> Bool {
        field.isRequired && canBeUnanswered(field) && !field.conditions.isEmpty
    }

    /// Whether any condition of `form` reads a field that can be unanswered,
    /// or belongs to a required field that can be: `validate` then takes
    /// `unanswered`.
    static func isNeeded(_ form: CheckedForm) -> Bool {
        var expressions: [CheckedExpression] = form.sections.compactMap(\.visibleWhen)
        for field in form.fields {
            if isRequiredAndCanBeUnanswered(field) { return true }
            expressions += field.conditions.map(\.expression)
            expressions += [field.requiredWhen, field.enabledWhen, field.visibleWhen].compactMap { $0 }
        }
        return reads(expressions)
    }

    /// Whether an `enabled when` of `form` reads such a field: `isEnabled`
    /// then takes `unanswered`.
    static func isNeededForEnabled(_ form: CheckedForm) -> Bool {
        reads(form.fields.filter { !$0.isDisabled }.compactMap(\.enabledWhen))
    }

    /// Whether a `visible when` of `form` (a field's or a section's) reads
    /// such a field: `isVisible` then takes `unanswered`.
    static func isNeededForVisible(_ form: CheckedForm) -> Bool {
        reads(form.sections.compactMap(\.visibleWhen) + form.fields.compactMap(\.visibleWhen))
    }

    private static func reads(_ expressions: [CheckedExpression]) -> Bool {
        expressions.contains { $0.references.contains(where: canBeUnanswered) }
    }

    /// `!unanswered.contains(.name)`: the condition a read of `reference` adds.
    static func answeredTest(_ reference: FieldReference) -> SwiftCondition {
        .expression(answered(reference.fieldName))
    }

    /// `!unanswered.contains(.name)` for field `name`.
    static func answered(_ name: String) -> SwiftExpression {
        .prefix("!", .call(.member(.identifier(parameter), "contains"), .member(nil, name)))
    }

    /// The `unanswered: Set<Field>` parameter.
    static var declaration: SwiftParameter {
        SwiftParameter(name: parameter, type: QualifiedNames.fieldSet)
    }

    /// `unanswered: unanswered` (or `unanswered: []`) as an argument.
    static func argument(passing: Bool) -> SwiftArgument {
        SwiftArgument(parameter, passing ? .identifier(parameter) : .array([]))
    }
}
