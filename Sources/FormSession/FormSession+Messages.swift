import FormRuntime

/// Messages by timing (LANGUAGE.md §6): change conditions after every edit,
/// blur conditions once a field has been left, submit conditions and
/// `required` once a submit was attempted. One message per field: the first
/// raised, in declaration order. Hidden and disabled fields show none.
extension FormSession {
    /// The texts `field` shows now, by its timing: at most one (the first
    /// raised condition); empty while nothing is raised or before the form
    /// was first edited.
    public func messages(_ field: Form.Field) -> [String] {
        guard let index = index(field), let message = shown[index] else { return [] }
        return [message]
    }

    /// The raised conditions for `trigger` with unanswered fields read as
    /// empty, translated to the shown language; for `.submit`, the required
    /// message of each visible, enabled field left unanswered comes first
    /// (an impossible date says so instead, LANGUAGE.md §14). In spec order
    /// of fields, then declaration order within a field.
    public func errors(on trigger: ValidationTrigger) -> [FieldError<Form.Field>] {
        let unanswered = unansweredFields
        var result: [FieldError<Form.Field>] = []
        if trigger.checksRequired {
            for field in order where unanswered.contains(field) {
                guard let index = index(field), fields[index].isFocusable else { continue }
                result.append(FieldError(field: field, message: unansweredMessage(index)))
            }
        }
        for error in model.validate(on: trigger, today: today, unanswered: unanswered) {
            guard let index = index(error.field), fields[index].isFocusable else { continue }
            result.append(FieldError(field: error.field, message: translate(error.message, field: error.field)))
        }
        return result.enumerated().sorted { lhs, rhs in
            let left = indexOf[lhs.element.field] ?? 0
            let right = indexOf[rhs.element.field] ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map { $0.element }
    }

    /// What unanswered field `index` says on submit.
    private func unansweredMessage(_ index: Int) -> String {
        // The schema is already shown in the UI language, so is its required message.
        schema.unansweredMessage(of: schema.fields[index], showing: fields[index].rows.first?.text ?? "", chain: chains[index])
    }

    /// `message`, raised for `field` by the model in source texts, in the
    /// shown language (built-in messages too, LANGUAGE.md §19).
    func translate(_ message: String, field: Form.Field) -> String {
        Form.schema.shownMessage(message, field: field.rawValue, in: schema.textLanguage)
    }

    /// Sets every field's message by its own timing.
    mutating func revalidate() {
        let change = Self.first(errors(on: .change))
        let anyBlurred = fields.contains { $0.hasBlurred }
        let blur = anyBlurred ? Self.first(errors(on: .blur)) : [:]
        let submit = hasAttemptedSubmit ? Self.first(errors(on: .submit)) : [:]
        var shown: [Int: String] = [:]
        for (field, index) in indexOf {
            let message: String? = switch ValidationTrigger.shown(
                isFocusable: fields[index].isFocusable, submitAttempted: hasAttemptedSubmit, hasBlurred: fields[index].hasBlurred
            ) {
            case .submit?: submit[field]
            case .blur?: blur[field]
            case .change?: change[field]
            case nil: nil
            }
            if let message { shown[index] = message }
        }
        self.shown = shown
    }

    /// The first message of each field.
    static func first(_ errors: [FieldError<Form.Field>]) -> [Form.Field: String] {
        var result: [Form.Field: String] = [:]
        for error in errors where result[error.field] == nil { result[error.field] = error.message }
        return result
    }
}
