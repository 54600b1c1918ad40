import FormRuntime

/// What a form state shows, as the view draws it: each field, the focus,
/// the scroll row and whether the form has ended. It does not depend on the
/// session's form type, so the view, its row cache and the scrolling are
/// one non-generic piece of code for every form: a keystroke draws without
/// asking the runtime for a generic type's metadata (``FormState`` holds one
/// and keeps it up to date).
public struct FormDisplay: Sendable, Hashable {
    /// What every field shows, in schema order, as of the last update.
    public internal(set) var fields: [FieldState] = []
    /// The focused field and row as of the last update (the first field
    /// when nothing is focused).
    public internal(set) var focus = FormFocus(field: 0)
    /// Whether the form was submitted or cancelled: nothing is focused any more.
    public internal(set) var isFinished = false
    /// The first painted row shown when the form is taller than the
    /// terminal (kept between frames so the view scrolls as little as it can).
    public internal(set) var scrollRow = 0
    /// The fields the machine changed in its last updates.
    var changeLog = FieldChangeLog()

    /// The number of fields, in schema order.
    public var fieldCount: Int { fields.count }

    /// What field `index` shows now.
    public func field(_ index: Int) -> FieldState {
        fields[index]
    }

    /// Whether both show the same thing (the history of changes aside).
    public static func == (lhs: FormDisplay, rhs: FormDisplay) -> Bool {
        lhs.fields == rhs.fields && lhs.focus == rhs.focus && lhs.isFinished == rhs.isFinished && lhs.scrollRow == rhs.scrollRow
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
        hasher.combine(focus)
        hasher.combine(isFinished)
        hasher.combine(scrollRow)
    }
}
