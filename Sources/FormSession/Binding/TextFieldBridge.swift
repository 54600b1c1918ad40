import FormRuntime

/// Everything a platform text field's delegate does for one field row,
/// without the platform (LANGUAGE.md §18): FormSwiftUI's `UITextField` and
/// `NSTextField` coordinators forward each callback here and apply the
/// answer, so the decisions are tested on Linux.
///
/// The session is the source of truth: an edit the system proposes goes
/// through the field's chain, and the delegate shows the session's text and
/// caret and refuses the system's own change (or lets the system make it
/// when the session's answer is exactly that change). While a composition
/// is open or may begin the system edits and the result is taken in
/// `.editingChanged` (``TextInputEvents``): the bridge reports marked text
/// to the session, where no formatter and no `limit` touches it until it is
/// committed, and writes the field only once no composition is open.
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

    /// What the bridge remembers between callbacks (the change it let the
    /// system make).
    private var events = TextInputEvents()
    /// Whether the coordinator is writing the field (``writing(_:)``): the
    /// selection changes that writing causes are not the person's.
    private var isWriting = false

    /// The session's text and caret for this row.
    public var current: FieldEdit {
        let row = sessionRow
        return FieldEdit(text: row.text, caret: row.caret)
    }

    /// The session's text, caret and marked range for this row (the caret
    /// at the end and nothing marked while focus is elsewhere).
    public var sessionRow: TextInputEvents.Row {
        let session = model.session
        let text = session.text(field, row: row)
        guard session.isFocused(field, row: row) else { return TextInputEvents.Row(text: text, caret: text.utf16.count) }
        return TextInputEvents.Row(text: text, caret: session.caret(field), marked: session.markedRange(field))
    }

    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, with the
    /// field's `markedTextRange` before the change (`marked`) and its
    /// keyboard: while a composition is open or may begin the system edits
    /// (``TextInputEvents``); otherwise the change goes through the session
    /// (a field showing something else than the session is first brought
    /// in step with it), and the system applies it itself only when the
    /// session's answer is exactly the change proposed.
    public func shouldChange(
        shownText: String, utf16 range: Range<Int>, replacement: String, marked: Range<Int>?, keyboard: TextInputEvents.Keyboard
    ) -> Answer {
        ensureFocus()
        catchUp(shownText: shownText, marked: marked)
        let before = sessionRow
        switch events.proposedChange(range, replacement: replacement, fieldMarked: marked, keyboard: keyboard, row: before) {
        case .letSystemEdit:
            return .letSystemEdit
        case .throughSession:
            let edit = model.update { [field, row] session in session.replace(field, row: row, utf16: range, with: replacement) }
            let shown = TextInputEvents.answer(after: edit, isSecure: keyboard.isSecure, row: before, utf16: range, replacement: replacement)
            return shown.map(Answer.show) ?? .letSystemEdit
        }
    }

    /// The multi-range variant (iOS 26): the replacement goes into the
    /// first range, the others are deleted (``MultiRangeEdit``).
    public func shouldChange(
        shownText: String, utf16 ranges: [Range<Int>], replacement: String, marked: Range<Int>?, keyboard: TextInputEvents.Keyboard
    ) -> Answer {
        ensureFocus()
        catchUp(shownText: shownText, marked: marked)
        switch events.proposedChange(ranges, replacement: replacement, fieldMarked: marked, keyboard: keyboard, row: sessionRow) {
        case .letSystemEdit:
            return .letSystemEdit
        case .throughSession:
            var edit = current
            for step in MultiRangeEdit.steps(ranges, replacement: replacement) {
                edit = model.update { [field, row] session in session.replace(field, row: row, utf16: step.range, with: step.replacement) }
            }
            return .show(edit)
        }
    }

    /// The field's text changed (`.editingChanged`, `controlTextDidChange`):
    /// brings the session to what the field shows (``TextInputEvents/textChanged(shown:marked:row:)``:
    /// a composition begun, changed, committed or cancelled, a change the
    /// system made) and, when the field shows the session's text, its caret
    /// to the field's `selection` (an autocorrection replaces a word behind
    /// the caret and leaves the caret where it was). Returns what the field
    /// must show now, or nil to leave it as it is (while composing the
    /// system owns the text).
    public func textChanged(shownText: String, marked: Range<Int>?, selection: Range<Int>? = nil) -> FieldEdit? {
        ensureFocus()
        let steps = events.textChanged(shown: shownText, marked: marked, row: sessionRow)
        apply(steps)
        if let selection, let step = events.selectionChanged(shown: shownText, selection: selection, marked: marked, row: sessionRow) {
            apply([step])
        }
        return TextInputEvents.write(shown: shownText, marked: marked, session: current)
    }

    /// The field's selection changed (`textFieldDidChangeSelection`,
    /// NSTextView's selection): a tap or a drag places the session's caret
    /// where it lands (``TextInputEvents/selectionChanged(shown:selection:marked:row:)``).
    /// Ignored while the coordinator writes the field and while focus is
    /// on another field or row.
    public func selectionChanged(shownText: String, selection: Range<Int>, marked: Range<Int>?) {
        guard !isWriting, model.session.isFocused(field, row: row) else { return }
        commitEndedComposition(shownText: shownText, marked: marked)
        if let step = events.selectionChanged(shown: shownText, selection: selection, marked: marked, row: sessionRow) {
            apply([step])
        }
    }

    /// Runs `write`, the coordinator's own writes of the field's text and
    /// selection: the selection changes they cause are not reported.
    public func writing(_ write: () -> Void) {
        let wasWriting = isWriting
        isWriting = true
        defer { isWriting = wasWriting }
        write()
    }

    /// The field became first responder: focus moves to it, and the caret
    /// goes where the field's selection is (a tap placed it before or after
    /// this call; either way it lands where the person tapped).
    public func didBeginEditing(shownText: String? = nil, selection: Range<Int>? = nil) {
        ensureFocus()
        if let shownText, let selection { selectionChanged(shownText: shownText, selection: selection, marked: nil) }
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

    /// Applies `steps` to the session, on this row, in one change.
    private func apply(_ steps: [TextInputEvents.Step]) {
        guard !steps.isEmpty else { return }
        model.update { [field, row] session in
            for step in steps {
                switch step {
                case .replace(let range, let replacement):
                    session.replace(field, row: row, utf16: range, with: replacement)
                case .setMarkedText(let range, let marked):
                    session.setMarkedText(field, utf16: range, marked: marked)
                case .setMarkedTextAtCaret(let marked):
                    let caret = session.caret(field)
                    session.setMarkedText(field, utf16: caret..<caret, marked: marked)
                case .commitMarkedText(let text):
                    session.commitMarkedText(field, text)
                case .cancelComposition:
                    if let marked = session.markedRange(field) { session.setMarkedText(field, utf16: marked, marked: "") }
                case .placeCaret(let offset):
                    session.placeCaret(field, utf16: offset)
                }
            }
        }
    }

    /// Before a proposed change: the session is brought to what the field
    /// shows (a composition the input method ended without `.editingChanged`
    /// is committed; a text the session does not hold is taken in), so the
    /// proposed range means the same on both.
    private func catchUp(shownText: String, marked: Range<Int>?) {
        guard marked == nil else { return }
        commitEndedComposition(shownText: shownText, marked: marked)
        synchronize(shownText: shownText)
    }

    /// A composition the field no longer shows while the session still
    /// holds it (an input method that unmarked its text without
    /// `.editingChanged`, as Return confirming kana may): taken in as
    /// `.editingChanged` would have. The field is written by the next
    /// drawing (``TextFieldSync``) if the session shows something else.
    private func commitEndedComposition(shownText: String, marked: Range<Int>?) {
        guard marked == nil, sessionRow.marked != nil else { return }
        _ = textChanged(shownText: shownText, marked: nil)
    }

    /// Takes in a text the field shows that the session does not hold.
    private func synchronize(shownText: String) {
        let previous = model.session.text(field, row: row)
        guard let change = TextDifference.edit(from: previous, to: shownText) else { return }
        model.update { [field, row] session in _ = session.replace(field, row: row, utf16: change.range, with: change.replacement) }
    }
}
