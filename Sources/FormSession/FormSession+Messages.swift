@_spi(Generated) import FormRuntime

/// Messages by timing (LANGUAGE.md §6): change conditions after every edit,
/// blur conditions once a field has been left, submit conditions and
/// `required` once a submit was attempted. One message per field: the first
/// raised, in declaration order. Hidden and disabled fields show none.
extension FormSession {
    /// The texts `field` shows now, by its timing: at most one (a message
    /// from outside, ``showMessage(_:for:)``, else the first raised
    /// condition); empty while nothing is raised or before the form was
    /// first edited.
    public func messages(_ field: Form.Field) -> [String] {
        guard let index = index(field), let message = shownMessage(at: index) else { return [] }
        return [message]
    }

    /// The raised conditions for `trigger` with unanswered fields read as
    /// empty, translated to the shown language; for `.submit`, the required
    /// message of each visible, enabled field left unanswered comes first
    /// (an impossible date says so instead, LANGUAGE.md §14). In spec order
    /// of fields, then declaration order within a field.
    ///
    /// Before the model's conditions, a field says what it cannot hold
    /// (LANGUAGE.md §21, "No silent loss"): a value it cannot show, on every
    /// trigger, and then nothing else; a date or month text that is not a
    /// whole date, on submit.
    public func errors(on trigger: ValidationTrigger) -> [FieldError<Form.Field>] {
        let unanswered = unansweredFields
        var result: [FieldError<Form.Field>] = []
        for (index, field) in typedFields.enumerated() {
            guard let field, fields[index].isFocusable else { continue }
            if trigger.checksRequired, unanswered.contains(field) {
                result.append(FieldError(field: field, message: unansweredMessage(index)))
            } else if let message = invalidMessage(index, on: trigger) {
                result.append(FieldError(field: field, message: message))
            }
        }
        for error in model.validate(on: trigger, today: today, unanswered: unanswered) {
            // A field holding a value it cannot show says only that.
            guard let index = index(error.field), fields[index].isFocusable, !holds(index) else { continue }
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
        return schema.unansweredMessage(of: schema.fields[index], showing: fields[index].rows.first?.committedText ?? "")
    }

    /// What field `index` says it cannot hold for `trigger` (LANGUAGE.md
    /// §21), or nil: "Enter a valid value" (the date message for a date or
    /// month) while it holds a value it cannot show, whatever the trigger;
    /// on submit, the date message when a row of a date or month field
    /// shows a text that is not a whole date (partial or impossible), which
    /// is never submitted as no value.
    func invalidMessage(_ index: Int, on trigger: ValidationTrigger) -> String? {
        guard heldFields > 0 || trigger.checksRequired else { return nil }
        let base = traits[index].type.base
        let isDate = base == .date || base == .month
        if holds(index) { return schema.text(isDate ? .invalidDate : .invalidValue) }
        guard trigger.checksRequired, isDate else { return nil }
        let chain = chains[index]
        let type = traits[index].type
        for row in fields[index].rows {
            let text = row.committedText
            if !text.isEmpty, chain.value(of: text, type: type, today: today) == .none { return schema.text(.invalidDate) }
        }
        return nil
    }

    /// Shows at once the message of each field holding a value it cannot
    /// show (a record's), before anything is edited.
    mutating func showUnshownValues() {
        for index in fields.indices where holds(index) && fields[index].isFocusable {
            shown[index] = invalidMessage(index, on: .change)
            fields.markChanged(index)
        }
    }

    /// `message`, raised for `field` by the model in source texts, in the
    /// shown language (built-in messages too, LANGUAGE.md §19).
    func translate(_ message: String, field: Form.Field) -> String {
        // A form described in the texts it shows (a `ValuesForm` over a
        // translated schema) raises its messages in them already.
        guard sourceSchema.textLanguage != schema.textLanguage else { return message }
        return sourceSchema.shownMessage(message, field: field.rawValue, in: schema.textLanguage)
    }

    /// Sets the message of the field at schema index `index` by its own
    /// timing: what ``revalidate()`` would set for it, from that field's
    /// checks alone (`_FormcValidate`).
    mutating func revalidate(_ index: Int) {
        if let field = typedFields[index] {
            revalidate(index, as: field)
        } else if shown[index] != nil {
            shown[index] = nil
            fields.markChanged(index)
        }
    }

    /// ``revalidate(_:)`` for field `index`, whose `Field` case is `field`.
    mutating func revalidate(_ index: Int, as field: Form.Field) {
        let message = message(index, field)
        if shown[index] != message {
            shown[index] = message
            fields.markChanged(index)
        }
    }

    /// The first message field `index` (`field`) raises for its timing: on
    /// submit (once attempted) its unanswered message first; none while
    /// hidden or disabled.
    /// `mutating` only so that the model is passed to it by reference.
    private mutating func message(_ index: Int, _ field: Form.Field) -> String? {
        guard let trigger = ValidationTrigger.shown(
            isFocusable: fields[index].isFocusable, submitAttempted: hasAttemptedSubmit, hasBlurred: fields[index].hasBlurred
        ) else { return nil }
        if trigger.checksRequired, unanswered.contains(field) { return unansweredMessage(index) }
        if heldFields > 0 || trigger.checksRequired, let invalid = invalidMessage(index, on: trigger) { return invalid }
        // No closure over `self` here: capturing it would copy the whole session.
        guard let message = model._FormcFirstMessage(field, on: trigger, today: today, unanswered: unanswered) else { return nil }
        return translate(message, field: field)
    }

    /// Sets every field's message by its own timing.
    mutating func revalidate() {
        let change = firstMessageByIndex(errors(on: .change))
        let anyBlurred = fields.contains { $0.hasBlurred }
        let blur = anyBlurred ? firstMessageByIndex(errors(on: .blur)) : [:]
        let submit = hasAttemptedSubmit ? firstMessageByIndex(errors(on: .submit)) : [:]
        var shown = [String?](repeating: nil, count: fields.count)
        // By schema index: a field no error names shows nothing, and the
        // walk over the form looks up no `Field`.
        if !change.isEmpty || !blur.isEmpty || !submit.isEmpty {
            for index in fields.indices {
                shown[index] = ValidationTrigger.shownMessage(
                    of: index, isFocusable: fields[index].isFocusable, submitAttempted: hasAttemptedSubmit,
                    hasBlurred: fields[index].hasBlurred, change: change, blur: blur, submit: submit
                )
            }
        }
        for index in shown.indices where index >= self.shown.count || shown[index] != self.shown[index] { fields.markChanged(index) }
        self.shown = shown
        messagesAreCurrent = true
    }

    /// The first message of each field `errors` names, by schema index.
    private func firstMessageByIndex(_ errors: [FieldError<Form.Field>]) -> [Int: String] {
        var result: [Int: String] = [:]
        for error in errors {
            guard let index = index(error.field), result[index] == nil else { continue }
            result[index] = error.message
        }
        return result
    }
}
