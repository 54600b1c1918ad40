import FormRuntime

/// What the machine derived from a state's fields, kept in the state
/// between updates so that an edit re-parses only the fields it changed:
/// the values the fields show, which fields were left at least once and
/// which show a message.
struct FormSummary: Sendable {
    /// The machine that parsed the values.
    let owner: FormMachine.Identity
    /// The revision of the fields summarised (see ``FieldChangeLog``).
    var revision: FieldChangeLog.Revision
    /// ``FormMachine/values(of:)`` of the fields.
    var values: FormValues
    /// The fields whose `hasBlurred` is set.
    var blurred: Set<Int>
    /// The fields showing a message.
    var messaged: Set<Int>
}

extension FormMachine {
    /// The summary of `state`, made from every field.
    func freshSummary(of state: FormState) -> FormSummary {
        var summary = FormSummary(owner: identity, revision: state.changeLog.revision, values: values(of: state), blurred: [], messaged: [])
        for (index, field) in state.storedFields.enumerated() {
            if field.hasBlurred { summary.blurred.insert(index) }
            if field.message != nil { summary.messaged.insert(index) }
        }
        return summary
    }

    /// The summary of `state`, brought up to date and stored back in it:
    /// only the fields changed since it was made are looked at again. It is
    /// made afresh (`isFresh`) when the state has none, it is another
    /// machine's, or the change log does not reach back to it.
    func currentSummary(_ state: inout FormState) -> (summary: FormSummary, isFresh: Bool) {
        guard var summary = state.summary, summary.owner === identity,
              let changed = state.changeLog.changes(since: summary.revision) else {
            let summary = freshSummary(of: state)
            state.summary = summary
            return (summary, true)
        }
        // The state lets go of it, so the values are changed in place.
        state.summary = nil
        var valuesAreStale = false
        for index in changed where state.storedFields.indices.contains(index) {
            let field = state.storedFields[index]
            if field.hasBlurred { summary.blurred.insert(index) } else { summary.blurred.remove(index) }
            if field.message != nil { summary.messaged.insert(index) } else { summary.messaged.remove(index) }
            guard schema.fields.indices.contains(index) else { continue }
            if fieldIndex.ownsValueKey[index] {
                storeValue(ofField: index, field, in: &summary.values)
            } else {
                valuesAreStale = true
            }
        }
        if valuesAreStale { summary.values = values(of: state) }
        summary.revision = state.changeLog.revision
        state.summary = summary
        return (summary, false)
    }
}
