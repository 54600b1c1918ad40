import FormRuntime
import FormSession

/// How a terminal form's state is shown to a developer (`print`, `dump`,
/// `Mirror`, a log): its session, which shows no secure field's text
/// (LANGUAGE.md §21), focus, scroll and outcome; not the rows the screen
/// draws, which hold every field's text.
extension FormState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `FormState(FormSession<…>(…), outcome: …)`.
    public var description: String {
        "FormState(\(session), outcome: \(outcome.map { String(describing: $0) } ?? "none"))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The session, focus, scroll row and outcome.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "session": session, "focus": focus, "scrollRow": scrollRow, "outcome": outcome.map { String(describing: $0) } ?? "none",
        ], displayStyle: .struct)
    }
}
