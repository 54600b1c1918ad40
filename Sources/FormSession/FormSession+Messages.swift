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
    /// empty, their messages in the shown language (each keeps its
    /// ``FieldError/cause``); for `.submit`, the `required` error of each
    /// visible, enabled field left unanswered comes first (a date or month
    /// showing a text says ``FieldErrorCause/invalidDate`` instead,
    /// LANGUAGE.md §14, §21). In spec order of fields, then declaration order
    /// within a field.
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
                result.append(error(unansweredCause(index), index, field))
            } else if let cause = invalidCause(index, on: trigger) {
                result.append(error(cause, index, field))
            }
        }
        for error in model.validate(on: trigger, today: today, unanswered: unanswered) {
            // A field holding a value it cannot show says only that.
            guard let index = index(error.field), fields[index].isFocusable, !holds(index) else { continue }
            result.append(shown(error))
        }
        return result.enumerated().sorted { lhs, rhs in
            let left = indexOf[lhs.element.field] ?? 0
            let right = indexOf[rhs.element.field] ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map { $0.element }
    }

    /// `cause`, raised by field `index` (`field`), with its message in the
    /// shown language.
    private func error(_ cause: FieldErrorCause, _ index: Int, _ field: Form.Field) -> FieldError<Form.Field> {
        FieldError(field: field, cause: cause, message: rendered(cause, index))
    }

    /// The message of `cause`, raised by field `index`, in the shown language.
    private func rendered(_ cause: FieldErrorCause, _ index: Int) -> String {
        sourceSchema.message(cause, field: sourceSchema.fields[index].name, in: schema.textLanguage)
    }

    /// What field `index` says it cannot hold for `trigger` (LANGUAGE.md
    /// §21), or nil: ``FieldErrorCause/invalidValue`` (``FieldErrorCause/invalidDate``
    /// for a date or month) while it holds a value it cannot show, whatever
    /// the trigger; on submit, ``FieldErrorCause/invalidDate`` when a row of
    /// a date or month field shows a text that is not a whole date (partial
    /// or impossible), which is never submitted as no value.
    func invalidCause(_ index: Int, on trigger: ValidationTrigger) -> FieldErrorCause? {
        guard heldFields > 0 || trigger.checksRequired else { return nil }
        let base = traits[index].type.base
        let isDate = base == .date || base == .month
        if holds(index) { return isDate ? .invalidDate : .invalidValue }
        guard trigger.checksRequired, isDate else { return nil }
        let chain = chains[index]
        let type = traits[index].type
        for row in fields[index].rows {
            let text = row.committedText
            if !text.isEmpty, chain.value(of: text, type: type, today: today) == .none { return .invalidDate }
        }
        return nil
    }

    /// Shows at once the message of each field holding a value it cannot
    /// show (a record's), before anything is edited.
    mutating func showUnshownValues() {
        for index in fields.indices where holds(index) && fields[index].isFocusable {
            shown[index] = invalidCause(index, on: .change).map { rendered($0, index) }
            fields.markChanged(index)
        }
    }

    /// What unanswered field `index` raises on submit
    /// (``FormSchema/unansweredCause(of:showing:)``).
    private func unansweredCause(_ index: Int) -> FieldErrorCause {
        FormSchema.unansweredCause(of: sourceSchema.fields[index], showing: fields[index].rows.first?.committedText ?? "")
    }

    /// `error`, raised by the model in the spec's own language, with its
    /// message in the shown language (LANGUAGE.md §19, §21): rendered again
    /// from its cause when the two differ.
    func shown(_ error: FieldError<Form.Field>) -> FieldError<Form.Field> {
        // A form described in the texts it shows (a `ValuesForm` over a
        // translated schema) raises its messages in them already.
        guard rendersMessages else { return error }
        var shown = error
        shown.message = sourceSchema.message(error.cause, field: error.field.rawValue, in: schema.textLanguage)
        return shown
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
        // No `FieldError<Form.Field>` here: its generic metadata would be
        // looked up on every keystroke; a cause is a plain value.
        if trigger.checksRequired, unanswered.contains(field) { return rendered(unansweredCause(index), index) }
        if heldFields > 0 || trigger.checksRequired, let invalid = invalidCause(index, on: trigger) { return rendered(invalid, index) }
        // No closure over `self` here: capturing it would copy the whole session.
        guard let cause = model._FormcFirstCause(field, on: trigger, today: today, unanswered: unanswered) else { return nil }
        // Rendered from its cause in the shown language (a condition's text,
        // or its block's entry, is no more than a lookup).
        return sourceSchema.message(cause, field: sourceSchema.fields[index].name, in: schema.textLanguage)
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
