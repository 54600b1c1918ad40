import FormRuntime
import FormSession

/// Where the caret is in a form: a field, by schema index, and, in a
/// list, a row: the session's focus type, so the terminal and the session
/// share the rules of where focus goes (``FocusStops``).
public typealias FormFocus = SessionFocus<Int>

/// What one field shows and has been through: a snapshot of the session's
/// field as the terminal draws it (``FormState/field(_:)``).
public struct FieldState: Sendable, Hashable {
    /// The field's text and caret; a list has one per row, a plain field
    /// exactly one. A `bool` shows `true` or `false`; a choice its selected
    /// option identifiers joined by commas (see ``ChoiceSelection``).
    public var rows: [EditingState]
    /// Whether a `secure toggle` field shows its value in clear.
    public var isRevealed: Bool
    /// Whether focus has left the field at least once (blur conditions are
    /// evaluated from then on).
    public var hasBlurred: Bool
    /// The message shown under the field, if one is raised.
    public var message: String?
    /// Whether the field can be focused now (`disabled`, `enabled when`).
    public var isEnabled: Bool
    /// Whether the field is shown now (`visible when`, its own and its
    /// section's: LANGUAGE.md §13). A hidden field is neither drawn nor
    /// focused, shows no message and keeps its text.
    public var isVisible: Bool
    /// Whether the field is the first visible one of its section, so its
    /// section's heading is drawn above it.
    public var headsSection: Bool
    /// A focused `choice` field's filter and highlight; nil when the field
    /// is not a choice or not focused (it then starts afresh when focused).
    public var choice: ChoiceCursor?

    /// A field showing `rows`.
    public init(
        rows: [EditingState], isRevealed: Bool = false, hasBlurred: Bool = false, message: String? = nil, isEnabled: Bool = true,
        isVisible: Bool = true, headsSection: Bool = false, choice: ChoiceCursor? = nil
    ) {
        self.rows = rows.isEmpty ? [.empty] : rows
        self.isRevealed = isRevealed
        self.hasBlurred = hasBlurred
        self.message = message
        self.isEnabled = isEnabled
        self.isVisible = isVisible
        self.headsSection = headsSection
        self.choice = choice
    }

    /// Whether focus can rest on the field: enabled and visible.
    public var isFocusable: Bool { isEnabled && isVisible }
}

/// How a form session ended.
public enum FormOutcome<Form: SessionForm>: Sendable {
    /// The user submitted and every check passed: the form submitted (a
    /// generated model itself, or a ``ValuesForm`` holding the values).
    case submitted(Form)
    /// The user cancelled (Esc, Ctrl-C, end of input).
    case cancelled

    /// The submitted form's values, or nil when cancelled.
    public var submittedValues: FormValues? {
        guard case .submitted(let form) = self else { return nil }
        return form.fieldValues
    }
}

/// Two outcomes are equal when both cancelled, or both submitted the same
/// values (``SessionForm/fieldValues``: a ``ValuesForm`` has no other equality).
extension FormOutcome: Hashable {
    public static func == (lhs: FormOutcome, rhs: FormOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.cancelled, .cancelled): true
        case (.submitted(let left), .submitted(let right)): left.fieldValues == right.fieldValues
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(submittedValues)
    }
}

/// `submitted(…)` with the values submitted (a secure field's hidden, as
/// ``FormValues`` shows them: LANGUAGE.md §21), or `cancelled`.
extension FormOutcome: CustomStringConvertible {
    public var description: String {
        submittedValues.map { "submitted(\($0))" } ?? "cancelled"
    }
}

/// The whole state of a form being filled: a value, updated only by
/// ``FormMachine/update(_:_:)``.
///
/// The form itself is a ``FormSession`` over the machine's form (a
/// generated model, typed, or a ``ValuesForm``): what each field holds,
/// focus, answered state, messages, visibility. The terminal keeps only
/// what a screen needs besides: the focused choice's list cursor, the
/// outcome, and what the form shows as the view draws it (``display``:
/// each field, focus, scroll row), refreshed after each update for the
/// fields the session reports changed, so that a keystroke costs the same
/// in a form of 2 fields or of 200. Two states are equal when they show
/// the same thing.
public struct FormState<Form: SessionForm>: Sendable, Hashable {
    /// The session the keys drive.
    public internal(set) var session: FormSession<Form>
    /// The list cursor of the focused choice field, if one is focused and
    /// was moved or filtered (else it starts on the selected option).
    private(set) var choiceCursor: (field: Int, cursor: ChoiceCursor)?
    /// Set once the form is submitted or cancelled.
    public var outcome: FormOutcome<Form>? {
        didSet { display.isFinished = outcome != nil }
    }
    /// What the form shows, as of the last update: what the view draws.
    public private(set) var display = FormDisplay()

    /// A state over `session`, nothing drawn yet.
    init(session: FormSession<Form>) {
        self.session = session
        self.outcome = nil
        _ = self.session.takeChangedFields()
        refreshEveryField()
    }

    /// The first painted row shown when the form is taller than the
    /// terminal (kept between frames so the view scrolls as little as it can).
    public var scrollRow: Int {
        get { display.scrollRow }
        set { display.scrollRow = newValue }
    }

    /// What every field shows, in schema order, as of the last update.
    public var fields: [FieldState] { display.fields }

    /// The number of fields, in schema order.
    public var fieldCount: Int { display.fieldCount }

    /// What field `index` shows now.
    public func field(_ index: Int) -> FieldState {
        display.fields[index]
    }

    /// The fields the machine changed in its last updates.
    var changeLog: FieldChangeLog { display.changeLog }

    /// The focused field and row (the first field when nothing is focused:
    /// no field can take focus). Setting it puts focus there as given, even
    /// on a field focus could not move to; the next key starts from there.
    /// A field that does not exist is not a place: focus stays.
    public var focus: FormFocus {
        get { display.focus }
        set {
            session.placeFocus(newValue)
            display.focus = session.focusStop ?? FormFocus(field: 0)
        }
    }

    /// Whether a submit was attempted and failed: from then on every edit
    /// re-validates for `.submit`, so that messages clear as they are fixed.
    public var hasAttemptedSubmit: Bool { session.hasAttemptedSubmit }

    /// The focused row's editing state, if the focus is valid.
    public var focusedEditing: EditingState? {
        let focus = display.focus
        guard display.fields.indices.contains(focus.field) else { return nil }
        let rows = display.fields[focus.field].rows
        return rows.indices.contains(focus.row) ? rows[focus.row] : nil
    }

    /// Sets the list cursor of choice field `index` (nil: none kept).
    mutating func setChoiceCursor(_ cursor: ChoiceCursor?, field index: Int) {
        if let previous = choiceCursor?.field, previous != index, display.fields.indices.contains(previous) {
            display.fields[previous].choice = nil
            display.changeLog.mark(previous)
        }
        choiceCursor = cursor.map { (index, $0) }
        guard display.fields.indices.contains(index) else { return }
        display.fields[index].choice = cursor
        display.changeLog.mark(index)
    }

    /// Ends an update of the machine: what the fields the session changed
    /// show is read again, and those fields make a revision.
    mutating func sealChanges() {
        display.focus = session.focusStop ?? FormFocus(field: 0)
        switch session.takeChangedFields() {
        case .all:
            // Too many to list: every field is read again, and the log
            // starts over so whoever reads it looks at every field.
            refreshEveryField()
        case .some(let indices):
            for index in indices where display.fields.indices.contains(index) {
                display.fields[index] = snapshot(index)
                display.changeLog.mark(index)
            }
            display.changeLog.seal()
        }
    }

    /// Reads what every field shows, and forgets which changed.
    private mutating func refreshEveryField() {
        display.focus = session.focusStop ?? FormFocus(field: 0)
        display.fields = (0..<session.schema.fields.count).map { snapshot($0) }
        display.changeLog = FieldChangeLog()
    }

    /// What field `index` of the session shows, as the view draws it.
    private mutating func snapshot(_ index: Int) -> FieldState {
        let field = session.field(at: index)
        let schemaField = session.schema.fields[index]
        let rows: [EditingState]
        if schemaField.isChoice, schemaField.kind == .field {
            rows = [EditingState(text: ChoiceSelection.text(field.selection))]
        } else if schemaField.type.base == .bool, schemaField.kind == .field {
            rows = [EditingState(text: field.flag ? "true" : "false")]
        } else {
            rows = field.rows
        }
        return FieldState(
            rows: rows, isRevealed: field.isRevealed, hasBlurred: field.hasBlurred, message: session.message(at: index),
            isEnabled: field.isEnabled, isVisible: field.isVisible, headsSection: session.headsSection(index),
            choice: choiceCursor?.field == index ? choiceCursor?.cursor : nil
        )
    }

    /// This state with no history: as if it had just been built, so that
    /// every cache made from it starts over.
    public func withoutHistory() -> FormState {
        var copy = self
        copy.display.changeLog = FieldChangeLog()
        return copy
    }

    /// Whether both show the same form.
    public static func == (lhs: FormState, rhs: FormState) -> Bool {
        lhs.display == rhs.display && lhs.hasAttemptedSubmit == rhs.hasAttemptedSubmit && lhs.outcome == rhs.outcome
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(display)
        hasher.combine(hasAttemptedSubmit)
        hasher.combine(outcome)
    }
}

/// What the driver must do after an update, besides redrawing.
public enum FormEffect<Form: SessionForm>: Sendable {
    /// The form was submitted (a generated model itself, or a ``ValuesForm``
    /// holding the values): close and return it.
    case submit(Form)
    /// The user cancelled: close and return nothing.
    case cancel

    /// The submitted form's values, or nil for a cancel.
    public var submittedValues: FormValues? {
        guard case .submit(let form) = self else { return nil }
        return form.fieldValues
    }
}

/// Two effects are equal when both cancel, or both submit the same values
/// (as ``FormOutcome``'s).
extension FormEffect: Hashable {
    public static func == (lhs: FormEffect, rhs: FormEffect) -> Bool {
        switch (lhs, rhs) {
        case (.cancel, .cancel): true
        case (.submit(let left), .submit(let right)): left.fieldValues == right.fieldValues
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(submittedValues)
    }
}
