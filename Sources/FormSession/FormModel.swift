import FormRuntime
import Foundation
import Observation

/// The session's state published to a UI (LANGUAGE.md §18): an
/// `@Observable` wrapper that a SwiftUI view reads and drives.
///
/// Observation is per field: a view that reads one field through
/// ``session(observing:)`` (or the forwarding accessors below) is redrawn
/// when an edit changes what *that* field shows (its text, caret, marked
/// text, messages, visibility, enabled state, selection, filter, reveal,
/// focus, rows, or whether Return there submits), not on every keystroke
/// anywhere in the form. ``session`` itself is observed as a whole: a view
/// that reads it is redrawn after every change.
///
/// Available from iOS 17, macOS 14, tvOS 17 and watchOS 10, as Observation's `@Observable` is.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
@Observable
public final class FormModel<Form: GeneratedForm> {
    /// The session, unobserved: every read goes through ``session`` or
    /// ``session(observing:)``, which say what they observe.
    @ObservationIgnored private var engine: FormSession<Form>
    /// One observation point per field, in schema order.
    @ObservationIgnored private let fieldRevisions: [FieldRevision]
    /// The session's per-field state after the last change, to tell which
    /// fields a change touched.
    @ObservationIgnored private var last: SessionAppearance
    /// Changed by every change of the session (what ``session`` observes).
    private var revision = 0
    /// Changed when a field is shown or hidden (what ``layoutSession`` observes).
    private var visibilityRevision = 0

    /// The session, observed as a whole: a view that reads it is redrawn
    /// after every change. Read it for anything the methods below do not
    /// forward; a row of one field reads ``session(observing:)`` instead.
    public var session: FormSession<Form> {
        _ = revision
        return engine
    }

    /// The session, observed for what a form's layout draws: which fields
    /// are shown (section headings follow them). A view that lays out the
    /// rows reads the layout through it, so typing does not redraw it; each
    /// row reads its own field through ``session(observing:)``.
    public var layoutSession: FormSession<Form> {
        _ = visibilityRevision
        return engine
    }

    /// The session, observed for `field` alone: a view that reads `field`
    /// through it is redrawn only when what `field` shows changes.
    public func session(observing field: Form.Field) -> FormSession<Form> {
        if let index = index(field) { _ = fieldRevisions[index].value }
        return engine
    }

    /// A model publishing `session` (a blank one by default).
    public init(session: FormSession<Form> = FormSession()) {
        engine = session
        fieldRevisions = session.fields.map { _ in FieldRevision() }
        last = SessionAppearance(session)
        _ = engine.takeChangedFields()
    }

    /// A model editing `record`: every field starts answered.
    public convenience init(editing record: Form, locale: LocaleRules? = nil, language: String? = nil, today: FormDate = .today()) {
        self.init(session: FormSession(editing: record, locale: locale, language: language, today: today))
    }

    /// Changes the session in place and publishes the result: the fields
    /// whose appearance changed are redrawn, and views that read
    /// ``session`` as a whole.
    public func update<Result>(_ change: (inout FormSession<Form>) -> Result) -> Result {
        let result = change(&engine)
        let changes = last.refresh(from: engine, reported: engine.takeChangedFields())
        for index in changes.fields where fieldRevisions.indices.contains(index) {
            fieldRevisions[index].value &+= 1
        }
        if changes.visibility { visibilityRevision &+= 1 }
        revision &+= 1
        return result
    }

    /// ``FormSession/text(_:)``.
    public func text(_ field: Form.Field) -> String { session(observing: field).text(field) }
    /// ``FormSession/caret(_:)``.
    public func caret(_ field: Form.Field) -> Int { session(observing: field).caret(field) }
    /// ``FormSession/messages(_:)``.
    public func messages(_ field: Form.Field) -> [String] { session(observing: field).messages(field) }
    /// ``FormSession/isVisible(_:)``.
    public func isVisible(_ field: Form.Field) -> Bool { session(observing: field).isVisible(field) }
    /// ``FormSession/isEnabled(_:)``.
    public func isEnabled(_ field: Form.Field) -> Bool { session(observing: field).isEnabled(field) }

    /// ``FormSession/replace(_:utf16:with:)``.
    @discardableResult
    public func replace(_ field: Form.Field, utf16 range: Range<Int>, with replacement: String) -> FieldEdit {
        update { $0.replace(field, utf16: range, with: replacement) }
    }

    /// ``FormSession/focus(_:row:)``.
    @discardableResult
    public func focus(_ field: Form.Field, row: Int = 0) -> Bool { update { $0.focus(field, row: row) } }

    /// ``FormSession/submit()``.
    public func submit() -> Result<Form, FormErrors<Form>> { update { $0.submit() } }

    /// The schema index of `field`.
    private func index(_ field: Form.Field) -> Int? {
        engine.index(field)
    }
}

/// One field's observation point in a ``FormModel``.
@MainActor
@Observable
final class FieldRevision {
    var value = 0
}

/// What a session shows, per field, as a ``FormModel`` compares it after
/// each change: each field's state (rows, carets, marked text, selection,
/// flag, filter, reveal, visibility, enabled state), its message, where
/// focus is, and which field holds the last stop (Return there submits).
/// After a change only the fields the session reports changed
/// (``FormSession/takeChangedFields()``) are compared, each by value, with
/// no text rebuilt: the work grows with the change, not with the form.
struct SessionAppearance {
    var fields: [SessionField]
    var shown: [String?]
    var focus: SessionFocus<Int>?
    var lastStop: Int?

    init<Form: SessionForm>(_ session: FormSession<Form>) {
        fields = session.fields.all
        shown = session.shown
        focus = session.focusedStop
        lastStop = session.fields.lastStop(before: session.fields.count)?.field
    }

    /// Brings this appearance up to `session`, comparing the fields
    /// `reported` changed: the schema indices whose appearance differs, and
    /// whether a field was shown or hidden.
    mutating func refresh<Form: SessionForm>(
        from session: FormSession<Form>, reported: ChangedFields
    ) -> (fields: [Int], visibility: Bool) {
        var changed: [Int] = []
        var visibility = false
        let candidates: [Int]
        switch reported {
        case .all: candidates = Array(session.fields.indices)
        case .some(let indices): candidates = indices
        }
        // A field reported twice compares equal the second time.
        for index in candidates where index < fields.count && index < shown.count {
            let field = session.fields[index]
            let message = session.shown[index]
            guard field != fields[index] || message != shown[index] else { continue }
            if field.isVisible != fields[index].isVisible { visibility = true }
            fields[index] = field
            shown[index] = message
            changed.append(index)
        }
        // Focus and the last stop show on the fields they leave and reach.
        let focus = session.focusedStop
        let lastStop = session.fields.lastStop(before: session.fields.count)?.field
        if focus != self.focus || lastStop != self.lastStop {
            for index in [focus?.field, self.focus?.field, lastStop, self.lastStop].compactMap({ $0 }) where !changed.contains(index) {
                changed.append(index)
            }
            self.focus = focus
            self.lastStop = lastStop
        }
        return (changed, visibility)
    }
}

/// How a model is shown to a developer (`print`, `dump`, `Mirror`): its
/// session's description and mirror, which show no secure field's text
/// (LANGUAGE.md §21); none of the bookkeeping that holds what fields show.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension FormModel: CustomStringConvertible, CustomReflectable {
    /// `FormModel(FormSession<Intake>(…))`. Read on the main actor; from
    /// another thread (which a main-actor model is not to be used from),
    /// nothing of the session.
    nonisolated public var description: String {
        guard Thread.isMainThread else { return "FormModel<\(Form.self)>" }
        return MainActor.assumeIsolated { "FormModel(\(engine.description))" }
    }

    /// One child, the session (its own mirror hides secure fields).
    nonisolated public var customMirror: Mirror {
        guard Thread.isMainThread else { return Mirror(self, children: [], displayStyle: .class) }
        let session = MainActor.assumeIsolated { engine }
        return Mirror(self, children: ["session": session], displayStyle: .class)
    }
}
