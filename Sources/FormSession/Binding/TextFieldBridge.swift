import FormRuntime

/// Everything a platform text field's delegate does for one field row,
/// without the platform (LANGUAGE.md §18): FormSwiftUI's `UITextField` and
/// `NSTextField` coordinators forward each callback here and apply the
/// answer, so the decisions are tested on Linux.
///
/// The session is the source of truth: an edit the system proposes goes
/// through the field's chain, and the delegate shows the session's text and
/// caret and refuses the system's own change. Marked (composing) text is
/// the system's to edit; the bridge reports it to the session, where no
/// formatter and no `limit` touches it until it is committed.
///
/// Available from iOS 17, macOS 14, tvOS 17 and watchOS 10, as Observation's `@Observable` is.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public final class TextFieldBridge<Form: GeneratedForm> {
    /// What the delegate answers to a proposed change.
    public enum Answer: Sendable, Hashable {
        /// Return `true`: the system edits (marked text being composed).
        case letSystemEdit
        /// Show this text and caret, and return `false`.
        case show(FieldEdit)
    }

    /// The session the field edits.
    public let model: FormModel<Form>
    /// The field.
    public var field: Form.Field
    /// The row (0 for a plain field).
    public var row: Int
    /// Called with the model when Return on the last field submits it.
    public var onSubmit: @MainActor (Form) -> Void

    /// A bridge for row `row` of `field`.
    public init(model: FormModel<Form>, field: Form.Field, row: Int = 0, onSubmit: @escaping @MainActor (Form) -> Void = { _ in }) {
        self.model = model
        self.field = field
        self.row = row
        self.onSubmit = onSubmit
    }

    /// The session's text and caret for this row.
    public var current: FieldEdit {
        let session = model.session
        let text = session.text(field, row: row)
        return FieldEdit(text: text, caret: session.isFocused(field, row: row) ? session.caret(field) : text.utf16.count)
    }

    /// `textField(_:shouldChangeCharactersIn:replacementString:)`: while
    /// the field is composing the system edits; otherwise the change goes
    /// through the session (a field showing something else than the
    /// session is first brought in step with it).
    public func shouldChange(shownText: String, utf16 range: Range<Int>, replacement: String, isComposing: Bool) -> Answer {
        guard !isComposing else { return .letSystemEdit }
        synchronize(shownText: shownText)
        ensureFocus()
        let edit = model.update { [field, row] session in session.replace(field, row: row, utf16: range, with: replacement) }
        return .show(edit)
    }

    /// The multi-range variant (iOS 26): the replacement goes into the
    /// first range, the others are deleted (``MultiRangeEdit``).
    public func shouldChange(shownText: String, utf16 ranges: [Range<Int>], replacement: String, isComposing: Bool) -> Answer {
        guard !isComposing else { return .letSystemEdit }
        synchronize(shownText: shownText)
        ensureFocus()
        var edit = current
        for step in MultiRangeEdit.steps(ranges, replacement: replacement) {
            edit = model.update { [field, row] session in session.replace(field, row: row, utf16: step.range, with: step.replacement) }
        }
        return .show(edit)
    }

    /// The field's text changed (`.editingChanged`, `controlTextDidChange`):
    /// reports marked text to the session, commits a finished composition
    /// through the chain, and takes in changes made without the delegate.
    /// Returns what the field must show now, or nil to leave it as it is
    /// (while composing, the system owns the text).
    public func textChanged(shownText: String, marked: Range<Int>?) -> FieldEdit? {
        ensureFocus()
        let session = model.session
        let previous = session.text(field, row: row)
        let sessionMarked = session.isFocused(field, row: row) ? session.markedRange(field) : nil
        if let marked {
            let range = sessionMarked ?? CompositionReport.replacedRange(previous: previous, current: shownText, marked: marked)
            let markedText = CompositionReport.substring(shownText, utf16: marked)
            model.update { [field] session in _ = session.setMarkedText(field, utf16: range, marked: markedText) }
            return nil
        }
        if let sessionMarked {
            let committed = CompositionReport.committedText(previous: previous, marked: sessionMarked, current: shownText)
            let edit = model.update { [field] session in session.commitMarkedText(field, committed) }
            return edit.text == shownText ? nil : edit
        }
        guard let change = TextDifference.edit(from: previous, to: shownText) else { return nil }
        let edit = model.update { [field, row] session in session.replace(field, row: row, utf16: change.range, with: change.replacement) }
        return edit.text == shownText ? nil : edit
    }

    /// The field became first responder: focus moves to it.
    public func didBeginEditing() {
        ensureFocus()
    }

    /// The field resigned: when focus is still on it (the user tapped
    /// outside any field), the session commits and blurs it.
    public func didEndEditing() {
        guard model.session.isFocused(field, row: row) else { return }
        model.update { session in session.blur() }
    }

    /// Return: a new list row, the next field, or a submit (LANGUAGE.md
    /// §12); a successful submit calls ``onSubmit``.
    @discardableResult
    public func returnPressed() -> FormSession<Form>.ReturnOutcome {
        ensureFocus()
        let outcome = model.update { session in session.returnKey() }
        if case .submitted(.success(let form)) = outcome { onSubmit(form) }
        return outcome
    }

    /// Backspace in an empty field, which the system reports to no
    /// delegate: on an empty list row the session removes the row and
    /// focuses the end of the row above (LANGUAGE.md §12).
    public func emptyBackspace() {
        ensureFocus()
        model.update { [field] session in _ = session.deleteBackward(field) }
    }

    /// Focus on this row when it is not already there.
    private func ensureFocus() {
        guard !model.session.isFocused(field, row: row) else { return }
        model.update { [field, row] session in _ = session.focus(field, row: row) }
    }

    /// Takes in a text the field shows that the session does not hold.
    private func synchronize(shownText: String) {
        let previous = model.session.text(field, row: row)
        guard let change = TextDifference.edit(from: previous, to: shownText) else { return }
        model.update { [field, row] session in _ = session.replace(field, row: row, utf16: change.range, with: change.replacement) }
    }
}
