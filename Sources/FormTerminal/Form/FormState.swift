import FormRuntime
import FormSession

/// Where the caret is in a form: a field, by schema index, and, in a
/// list, a row: the session's focus type, so the terminal and the session
/// share the rules of where focus goes (``FocusStops``).
public typealias FormFocus = SessionFocus<Int>

/// What one field shows and has been through.
public struct FieldState: Sendable, Hashable {
    /// The field's text and caret; a list has one per row, a plain field
    /// exactly one. A `bool` shows `true` or `false`.
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
    /// A choice's selection is its row's text (see ``ChoiceSelection``).
    public var choice: ChoiceCursor?
    /// The value a record being edited gave this text-like field, kept as the
    /// field's value until its text changes (then the text is parsed), as a
    /// ``FormSession`` made with `editing:` keeps it: a value the display
    /// cannot say exactly (1970-01 under `MM/YY`, untrimmed text under
    /// `trim`) is not re-read from what is shown. Nil: the text is parsed.
    public var givenValue: FieldValue?

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
public enum FormOutcome: Sendable, Hashable {
    /// The user submitted and every check passed: the values.
    case submitted(FormValues)
    /// The user cancelled (Esc, Ctrl-C, end of input).
    case cancelled
}

/// The whole state of a form being filled: a value, updated only by
/// ``FormMachine/update(_:_:)``.
///
/// Besides what it shows, a state carries what the machine and the view
/// derived from its fields (the parsed values, which fields changed
/// lately), so that a keystroke costs the same in a form of 2 fields or of
/// 200. That bookkeeping is not part of the value: two states are equal
/// when they show the same thing, and setting ``fields`` from outside the
/// machine discards it.
public struct FormState: Sendable, Hashable {
    /// One entry per schema field, in spec order.
    public var fields: [FieldState] {
        get { storedFields }
        set {
            storedFields = newValue
            forgetDerived()
        }
    }
    /// The focused field and row.
    public var focus: FormFocus
    /// Whether a submit was attempted and failed: from then on every edit
    /// re-validates for `.submit`, so that messages clear as they are fixed.
    public var hasAttemptedSubmit: Bool
    /// Set once the form is submitted or cancelled.
    public var outcome: FormOutcome?
    /// The first painted row shown when the form is taller than the
    /// terminal (kept between frames so the view scrolls as little as it can).
    public var scrollRow: Int

    /// ``fields``, written by the machine through ``updateField(_:_:)`` so
    /// that each write is logged.
    private(set) var storedFields: [FieldState]
    /// The fields the machine changed in its last updates.
    private(set) var changeLog = FieldChangeLog()
    /// What the machine derived from the fields, or nil when unknown.
    var summary: FormSummary?

    /// A state with the given fields, focused on `focus`.
    public init(fields: [FieldState], focus: FormFocus, hasAttemptedSubmit: Bool = false, outcome: FormOutcome? = nil, scrollRow: Int = 0) {
        self.storedFields = fields
        self.focus = focus
        self.hasAttemptedSubmit = hasAttemptedSubmit
        self.outcome = outcome
        self.scrollRow = scrollRow
    }

    /// The focused row's editing state, if the focus is valid.
    public var focusedEditing: EditingState? {
        guard storedFields.indices.contains(focus.field), storedFields[focus.field].rows.indices.contains(focus.row) else { return nil }
        return storedFields[focus.field].rows[focus.row]
    }

    /// Changes field `index` (which must exist) in place, logging the change.
    mutating func updateField(_ index: Int, _ change: (inout FieldState) -> Void) {
        changeLog.mark(index)
        change(&storedFields[index])
    }

    /// Ends an update of the machine: the fields changed make a revision.
    mutating func sealChanges() {
        changeLog.seal()
    }

    /// Discards everything derived from the fields, as if the state had just
    /// been built from them.
    mutating func forgetDerived() {
        changeLog = FieldChangeLog()
        summary = nil
    }

    /// Whether both show the same form (the derived bookkeeping aside).
    public static func == (lhs: FormState, rhs: FormState) -> Bool {
        lhs.storedFields == rhs.storedFields && lhs.focus == rhs.focus && lhs.hasAttemptedSubmit == rhs.hasAttemptedSubmit
            && lhs.outcome == rhs.outcome && lhs.scrollRow == rhs.scrollRow
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedFields)
        hasher.combine(focus)
        hasher.combine(hasAttemptedSubmit)
        hasher.combine(outcome)
        hasher.combine(scrollRow)
    }
}

/// What the driver must do after an update, besides redrawing.
public enum FormEffect: Sendable, Hashable {
    /// The form was submitted with these values: close and return them.
    case submit(FormValues)
    /// The user cancelled: close and return nothing.
    case cancel
}
