import FormChecker
import FormRuntime
import FormSession
import FormTerminal

/// Runs a checked form's rules from the spec alone, agreeing with the
/// generated validator on every input: per field in spec order, a disabled
/// field is skipped; an empty `required` field raises only its required
/// message, on submit; otherwise each condition whose timing the trigger
/// covers is evaluated unless it reads an empty optional value (its value
/// or its `length`); then, on submit, a field with a `format` whose value
/// (a row's, in a list) is not its own normalized form raises
/// `.unexpectedFormat` (LANGUAGE.md §20), through FormRuntime's
/// ``FormatterChain/isNormalized(_:type:)`` as generated code does.
public struct PreviewInterpreter: Sendable {
    /// The form interpreted.
    public let form: CheckedForm
    /// The date conditions read as `today` and `thisMonth` (LANGUAGE.md
    /// §14), as generated `validate(on:today:)` takes it.
    public var today: FormDate
    /// Whether a non-optional number, date, month or single choice the
    /// values do not answer reads as empty in every condition, as in a form
    /// session (LANGUAGE.md §18), like generated `validate(on:today:unanswered:)`;
    /// otherwise it reads as the model's placeholder, like `validate(on:today:)`.
    public var readsUnanswered: Bool
    /// Each field's normalizing chain (LANGUAGE.md §20), in the form's
    /// locale or else the user's, as generated code makes them; nil for a
    /// field without one.
    private let chains: [FormatterChain?]
    /// The form's schema, which renders built-in messages in the spec's language.
    private let schema: FormSchema

    /// An interpreter of `form`; `today` is fixed by `formc preview --today`.
    public init(form: CheckedForm, today: FormDate = .today(), readsUnanswered: Bool = false) {
        self.form = form
        self.today = today
        self.readsUnanswered = readsUnanswered
        let schema = form.schema
        self.schema = schema
        let locale = schema.resolvedLocale()
        self.chains = form.fields.map { $0.schema.normalizingChain(locale: locale) }
    }

    /// The validator the state machine and line mode use. Only fields with
    /// `enabled when` (and not `disabled`) change their enabled state, and
    /// only fields with a `visible when` of their own or of their section
    /// their visibility.
    /// It reads unanswered fields as empty, as a generated model does in a session.
    public var validator: FormValidator {
        let interpreter = PreviewInterpreter(form: form, today: today, readsUnanswered: true)
        return FormValidator(
            validate: { values, trigger in interpreter.validate(values, on: trigger) },
            isEnabled: { values, name in interpreter.isEnabled(name, values) },
            conditionallyEnabledFields: Set(form.conditionallyEnabledFields),
            isVisible: { values, name in interpreter.isVisible(name, values) },
            conditionallyVisibleFields: form.schema.conditionallyVisibleFieldNames,
            readers: form.readerNames
        )
    }

    /// The raised conditions for `trigger`, like generated `validate(on:)`:
    /// the same causes, and messages in the spec's own language.
    public func validate(_ values: FormValues, on trigger: ValidationTrigger) -> [FieldError<String>] {
        let model = ModelValues(form: form, values: values)
        let schema = self.schema
        var errors: [FieldError<String>] = []
        for (index, field) in form.fields.enumerated() where isEnabled(index, model) && isVisible(index, model) {
            let raise = { (cause: FieldErrorCause) in
                errors.append(FieldError(field: field.name, cause: cause, message: schema.message(cause, field: field.name, in: schema.textLanguage)))
            }
            let required = field.isRequired && isRequired(index, model)
            if required, let empty = isEmpty(index, model) {
                if empty, trigger.checksRequired { raise(.required(message: field.requiredMessage)) }
                if empty, !field.isList { continue }
            }
            // Unanswered in a session, a required field is empty too: the
            // session raises its required message, and none of its
            // conditions runs (as generated `validate(on:today:unanswered:)`).
            if readsUnanswered, required, model.unanswered.contains(index) { continue }
            for (conditionIndex, condition) in field.conditions.enumerated() where trigger.evaluates(condition.trigger) {
                if raises(condition.expression, field: index, model) { raise(.condition(index: conditionIndex, message: condition.message)) }
            }
            if trigger.checksFormat, !isNormalized(index, model) { raise(.unexpectedFormat) }
        }
        return errors
    }

    /// Whether field `index` holds its own normalized form (each row, for a
    /// list): true for a field without a `format`.
    private func isNormalized(_ index: Int, _ model: ModelValues) -> Bool {
        guard let chain = chains[index] else { return true }
        let field = form.fields[index]
        guard field.isList else { return chain.isNormalized(model.fields[index], type: field.type) }
        let rowType = FieldTypeRef(field.type.base)
        return model.rows[index].allSatisfy { chain.isNormalized($0, type: rowType) }
    }

    /// Whether field `name` can be edited with `values`, like generated
    /// `isEnabled(_:)`.
    public func isEnabled(_ name: String, _ values: FormValues) -> Bool {
        guard let index = form.fieldIndex(named: name) else { return true }
        return isEnabled(index, ModelValues(form: form, values: values))
    }

    private func isEnabled(_ index: Int, _ model: ModelValues) -> Bool {
        let field = form.fields[index]
        if field.isDisabled { return false }
        guard let condition = field.enabledWhen else { return true }
        let evaluator = ExpressionEvaluator(model: model, today: today)
        guard bindingsHold(condition, model, inList: false) else { return false }
        return (try? evaluator.bool(condition)) ?? false
    }

    /// Whether field `name` is shown with `values`, like generated
    /// `isVisible(_:)`: its own `visible when` and its section's both hold
    /// (a condition that reads an empty optional value is false).
    public func isVisible(_ name: String, _ values: FormValues) -> Bool {
        guard let index = form.fieldIndex(named: name) else { return true }
        return isVisible(index, ModelValues(form: form, values: values))
    }

    private func isVisible(_ index: Int, _ model: ModelValues) -> Bool {
        let field = form.fields[index]
        if let condition = field.visibleWhen, !holds(condition, model) { return false }
        if let section = field.sectionIndex, form.sections.indices.contains(section),
           let condition = form.sections[section].visibleWhen, !holds(condition, model) {
            return false
        }
        return true
    }

    /// Whether a `required` applies now: always, or while its `when` holds.
    private func isRequired(_ index: Int, _ model: ModelValues) -> Bool {
        guard let condition = form.fields[index].requiredWhen else { return true }
        return holds(condition, model)
    }

    /// A `visible when`, `required … when` or `enabled when` condition: false
    /// when it reads an empty optional value.
    private func holds(_ condition: CheckedExpression, _ model: ModelValues) -> Bool {
        guard bindingsHold(condition, model, inList: false) else { return false }
        return (try? ExpressionEvaluator(model: model, today: today).bool(condition)) ?? false
    }

    /// Emptiness for `required` (FormChecker's `RequiredEmptiness`, the one
    /// definition the generated validator follows too), or nil when the field
    /// never counts as empty (a non-optional number always holds a value).
    private func isEmpty(_ index: Int, _ model: ModelValues) -> Bool? {
        let field = form.fields[index]
        let rule = field.requiredEmptiness
        if rule == .never { return nil }
        return field.isList ? rule.isEmpty(rows: model.rows[index]) : rule.isEmpty(model.fields[index])
    }

    /// Whether a condition of field `index` is raised: not when it reads an
    /// empty optional; in a list, when any (non-empty) row raises it.
    private func raises(_ expression: CheckedExpression, field index: Int, _ model: ModelValues) -> Bool {
        let field = form.fields[index]
        guard bindingsHold(expression, model, inList: field.isList) else { return false }
        guard field.isList else {
            return (try? ExpressionEvaluator(model: model, today: today).bool(expression)) ?? false
        }
        return model.rows[index].contains { row in
            if field.type.base == .text, row == .text("") { return false }
            return (try? ExpressionEvaluator(model: model, row: row, today: today).bool(expression)) ?? false
        }
    }

    /// The generated `if let` bindings: every optional field the expression
    /// reads, its value or its `length`, must hold a value (a list's own row
    /// always does); with ``readsUnanswered``, every field it reads that a
    /// session can leave unanswered must be answered.
    private func bindingsHold(_ expression: CheckedExpression, _ model: ModelValues, inList: Bool) -> Bool {
        for reference in expression.references where !reference.isList {
            if inList, reference.isOwnField { continue }
            if reference.type.isOptional {
                guard model.fields.indices.contains(reference.fieldIndex), model.fields[reference.fieldIndex] != .none else { return false }
            } else if readsUnanswered, model.unanswered.contains(reference.fieldIndex) {
                return false
            }
        }
        return true
    }
}
