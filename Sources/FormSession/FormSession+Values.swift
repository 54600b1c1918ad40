@_spi(Generated) import FormRuntime

/// Keeping the typed model in step with what the fields show.
extension FormSession {
    /// Re-reads field `index` from what it shows into ``model``: its text
    /// (without marked text) parsed by its chain, its selection or its flag;
    /// list rows left empty are left out. Only that field of the model is written. Updates
    /// whether it is answered and whether it holds a value.
    /// A field that holds a value it cannot show keeps it in the model.
    mutating func storeValue(ofField index: Int) {
        guard !holds(index) else { return }
        if let typed = typedFields[index] {
            storeValue(ofField: index, as: typed)
        } else if traits[index].isList {
            _ = readRows(ofField: index)
        } else {
            _ = readValue(ofField: index)
        }
    }

    /// ``storeValue(ofField:)`` for field `index`, whose `Field` case is `typed`.
    /// The caller has checked that the field holds no value it cannot show.
    mutating func storeValue(ofField index: Int, as typed: Form.Field) {
        if traits[index].isList {
            model._FormcSetRows(typed, to: readRows(ofField: index))
        } else {
            let value = readValue(ofField: index)
            if positionIsIndex {
                model._FormcSet(typed, at: index, to: value)
            } else {
                model._FormcSet(typed, to: value)
            }
        }
    }

    /// The rows list `index` shows, parsed by its chain, empty rows left
    /// out; updates whether it holds a value.
    private mutating func readRows(ofField index: Int) -> [FieldValue] {
        let type = traits[index].type
        let chain = chains[index]
        let today = today
        let rows = fields[index].rows.map { chain.value(of: $0.committedText, type: type, today: today) }.filter(\.holdsValue)
        fields[index].holdsValue = !rows.isEmpty
        return rows
    }

    /// The value plain field `index` shows: its text parsed by its chain,
    /// its selection or its flag; updates whether it holds a value and is
    /// answered.
    private mutating func readValue(ofField index: Int) -> FieldValue {
        let traits = traits[index]
        let value: FieldValue
        if traits.isChoice {
            let selection = fields[index].selection
            value = traits.allowsMultiple ? .choices(selection) : selection.first.map(FieldValue.choice) ?? .none
        } else if traits.isBool {
            value = .bool(fields[index].flag)
        } else {
            // Marked text is display only (LANGUAGE.md §21): the model holds
            // the last committed value while a composition is open.
            // The row is read in place, not copied.
            let text = fields[index].rows.isEmpty ? "" : fields[index].rows[0].composing == nil
                ? fields[index].rows[0].text : fields[index].rows[0].committedText
            value = chains[index].value(of: text, type: traits.type, today: today)
        }
        fields[index].holdsValue = value.holdsValue
        if traits.needsAnswer { setAnswered(index, value != .none) }
        return value
    }

    /// Sets whether field `index` is answered, keeping ``unansweredFields``
    /// in step (constant time: a keystroke never walks the form for it).
    mutating func setAnswered(_ index: Int, _ answered: Bool) {
        guard fields[index].isAnswered != answered else { return }
        fields[index].isAnswered = answered
        guard let typed = typedFields[index] else { return }
        if answered { unanswered.remove(typed) } else { unanswered.insert(typed) }
    }

    /// After field `index` changed what it shows: its message from outside
    /// removed, that field of the model re-read, then the visibility and enabled state of the fields whose
    /// conditions read it, then the messages that can change: its own, its
    /// readers', and those of fields shown, hidden, enabled or disabled by
    /// the edit. The work depends on how many fields read it, not on the
    /// size of the form. A model that cannot name its readers re-evaluates
    /// every field.
    ///
    /// A field that held a value it could not show holds what it shows from
    /// now on: the person changed it.
    mutating func fieldChanged(_ index: Int) {
        guard let typed = typedFields[index] else {
            removeOutsideMessage(index)
            setHolds(index, false)
            storeValue(ofField: index)
            refreshConditions()
            revalidate()
            return
        }
        fieldChanged(index, typed)
    }

    /// ``fieldChanged(_:)`` for field `index`, whose `Field` case is `typed`.
    mutating func fieldChanged(_ index: Int, _ typed: Form.Field) {
        removeOutsideMessage(index)
        setHolds(index, false)
        storeValue(ofField: index, as: typed)
        valueChanged(index, typed)
    }

    /// Field `index` (`typed`) holds `value`, which it cannot show
    /// (LANGUAGE.md §21: an answer or a pasted date outside what the chain
    /// shows): the model keeps `value`, the field keeps the text it shows
    /// and says "Enter a valid value" (or the date message) until changed.
    /// For a list, `value` is ignored and `rows` are kept.
    mutating func hold(_ value: FieldValue, rows: [FieldValue] = [], inField index: Int) {
        guard let typed = typedFields[index] else { return }
        setHolds(index, true)
        if traits[index].isList {
            model._FormcSetRows(typed, to: rows)
            fields[index].holdsValue = rows.contains(where: \.holdsValue)
        } else {
            model._FormcSet(typed, to: value)
            fields[index].holdsValue = value.holdsValue
            if traits[index].needsAnswer { setAnswered(index, value != .none) }
        }
        valueChanged(index, typed)
    }

    /// Whether field `index` holds a value it cannot show (no field's flag
    /// is read while none does).
    @inline(__always)
    func holds(_ index: Int) -> Bool {
        heldFields > 0 && fields[index].holdsUnshownValue
    }

    /// Sets whether field `index` holds a value it cannot show, keeping
    /// ``heldFields`` in step.
    @inline(__always)
    mutating func setHolds(_ index: Int, _ holds: Bool) {
        guard self.holds(index) != holds else { return }
        fields[index].holdsUnshownValue = holds
        heldFields += holds ? 1 : -1
    }

    /// After field `index` (`typed`) took a new value: conditions and
    /// messages, as ``fieldChanged(_:)`` describes.
    @inline(__always)
    private mutating func valueChanged(_ index: Int, _ typed: Form.Field) {
        guard knowsReaders else {
            refreshConditions()
            revalidate()
            return
        }
        let changed = conditionReaders[index].isEmpty ? [] : refreshConditions(of: conditionReaders[index])
        // Until the first whole revalidation no field shows anything; after
        // the first edit every field shows its change-time messages (§6:
        // `change` evaluates after every edit), those that read no edited
        // field (`value < today`) included.
        guard messagesAreCurrent else {
            revalidate()
            return
        }
        revalidate(index, as: typed)
        if !readers[index].isEmpty {
            for reader in readers[index] { revalidate(reader) }
        }
        for field in changed { revalidate(field) }
    }

    /// The fields the model cannot show as empty and nothing was given for:
    /// they read as empty in every condition.
    public var unansweredFields: Set<Form.Field> { unanswered }

    /// The fields that need an answer and are not answered in `fields`,
    /// whose schema indices have typed cases `typedFields`.
    static func unanswered(in fields: [SessionField], schema: FormSchema, typedFields: [Form.Field?]) -> Set<Form.Field> {
        var result: Set<Form.Field> = []
        for (index, field) in schema.fields.enumerated() where field.needsAnswer && !fields[index].isAnswered {
            if let typed = typedFields[index] { result.insert(typed) }
        }
        return result
    }

    /// Whether `field` holds a value: for a field the model cannot show as
    /// empty, the session's explicit answered flag; for the others, a value
    /// that is not the type's empty one (`""`, `nil`, `[]`, no row).
    public func isAnswered(_ field: Form.Field) -> Bool {
        guard let index = index(field) else { return false }
        return traits[index].needsAnswer ? fields[index].isAnswered : fields[index].holdsValue
    }
}
