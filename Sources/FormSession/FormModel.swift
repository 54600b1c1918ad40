import FormRuntime
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
    /// ``session(observing:)``, which say what they observe. Changed in
    /// place by ``update(_:)``.
    @ObservationIgnored private var engine: FormSession<Form>
    /// What readers see while ``engine`` changes, and what was last
    /// published (``PublishedCopy``).
    @ObservationIgnored private var published: PublishedCopy<Form>
    /// Whether a change is running (``update(_:)``).
    @ObservationIgnored private var isChanging = false
    /// What the changes made from within a running change answered, in
    /// order, while it runs; and, while it runs again, what they answer.
    @ObservationIgnored private var nestedAnswers: [Any] = []
    /// Whether changes were made from within the running change.
    @ObservationIgnored private var madeNestedChanges = false
    /// While a change runs again over the changes made from within it: the
    /// answers those changes give instead of applying twice.
    @ObservationIgnored private var replayedAnswers: [Any]?
    /// One observation point per field, in schema order.
    @ObservationIgnored private let fieldRevisions: [FieldRevision]
    /// Changed by every change of the session (what ``session`` observes).
    private var revision = 0
    /// Changed when a field is shown or hidden (what ``layoutSession`` observes).
    private var visibilityRevision = 0
    /// How many submits failed (``FormSession/failedSubmitCount``), observed
    /// apart: a view that scrolls to the first field with a message after
    /// a failed submit (`FormView`) watches it, and nothing else.
    public private(set) var failedSubmits = 0
    /// ``failedSubmits`` as last published, compared after each change
    /// without the cost (and the observation) of reading the observed property.
    @ObservationIgnored private var publishedFailedSubmits = 0

    /// The session as a read answers it: the session itself, or, while a
    /// change runs, the state before that change.
    private var current: FormSession<Form> {
        isChanging ? published.readable : engine
    }

    /// The session, observed as a whole: a view that reads it is redrawn
    /// after every change. Read it for anything the methods below do not
    /// forward; a row of one field reads ``session(observing:)`` instead.
    /// Read during a change (from the closure given to ``update(_:)``, or
    /// an observer it notifies), it is the state before that change.
    public var session: FormSession<Form> {
        _ = revision
        return current
    }

    /// The session, observed for what a form's layout draws: which fields
    /// are shown (section headings follow them). A view that lays out the
    /// rows reads the layout through it, so typing does not redraw it; each
    /// row reads its own field through ``session(observing:)``.
    public var layoutSession: FormSession<Form> {
        _ = visibilityRevision
        return current
    }

    /// The session, observed for `field` alone: a view that reads `field`
    /// through it is redrawn only when what `field` shows changes.
    public func session(observing field: Form.Field) -> FormSession<Form> {
        if let index = index(field) { _ = fieldRevisions[index].value }
        return current
    }

    /// A model publishing `session`: by default a blank one in the user's
    /// locale and UI language (LANGUAGE.md §21; ``FormSession/init(locale:language:today:)``).
    public init(session: FormSession<Form> = FormSession()) {
        engine = session
        published = PublishedCopy(session)
        _ = engine.takeChangedFields()
        fieldRevisions = session.fields.map { _ in FieldRevision() }
        failedSubmits = session.failedSubmitCount
        publishedFailedSubmits = session.failedSubmitCount
    }

    /// A model editing `record`: every field starts answered. `locale` and
    /// `language` default to the user's, as a session's do.
    public convenience init(
        editing record: Form, locale: LocaleRules? = .current(), language: String? = UILanguage.preferred().first, today: FormDate = .today()
    ) {
        self.init(session: FormSession(editing: record, locale: locale, language: language, today: today))
    }

    /// Changes the session in place and publishes the result: the fields
    /// whose appearance changed are redrawn, and views that read
    /// ``session`` as a whole.
    ///
    /// Re-entrancy (LANGUAGE.md §21): reading the model from within
    /// `change` answers the state before the change. A change made from
    /// within `change` (`model.replace` inside `update`) answers as on the
    /// state before the outer change and is kept: `change` then runs once
    /// more over it, the inner changes answering as they did instead of
    /// applying twice. Observers are told once, when the outer change ends.
    public func update<Result>(_ change: (inout FormSession<Form>) -> Result) -> Result {
        guard !isChanging else { return nestedChange(change) }
        isChanging = true
        var result = change(&engine)
        if madeNestedChanges {
            // The inner changes went to the readable copy: this change again
            // on top of them, the inner changes now answering what they
            // answered.
            engine = published.readable
            replayedAnswers = nestedAnswers
            result = change(&engine)
            replayedAnswers = nil
            nestedAnswers = []
            madeNestedChanges = false
        }
        isChanging = false
        let changes = PublishedCopy.publish(&engine, into: &published)
        for index in changes.fields where fieldRevisions.indices.contains(index) {
            fieldRevisions[index].value &+= 1
        }
        if changes.visibility { visibilityRevision &+= 1 }
        if publishedFailedSubmits != engine.failedSubmitCount {
            publishedFailedSubmits = engine.failedSubmitCount
            failedSubmits = publishedFailedSubmits
        }
        revision &+= 1
        return result
    }

    /// A change made from within a running change: applied to the state
    /// before it (the readable copy, through a copy, so that reads during it
    /// see that state) and remembered; while the outer change runs again,
    /// the answer it gave the first time.
    private func nestedChange<Result>(_ change: (inout FormSession<Form>) -> Result) -> Result {
        if var replayed = replayedAnswers, let first = replayed.first, let answer = first as? Result {
            replayed.removeFirst()
            replayedAnswers = replayed
            return answer
        }
        var session = published.readable
        let answer = change(&session)
        published.readable = session
        madeNestedChanges = true
        nestedAnswers.append(answer)
        return answer
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

    /// ``FormSession/showMessage(_:for:)``: a message from outside, such as a server's.
    public func showMessage(_ text: String, for field: Form.Field) { update { $0.showMessage(text, for: field) } }
    /// ``FormSession/showMessages(_:)``.
    public func showMessages(_ errors: FormErrors<Form>) { update { $0.showMessages(errors) } }

    /// The schema index of `field`.
    private func index(_ field: Form.Field) -> Int? {
        published.readable.index(field)
    }
}

/// What a ``FormModel`` keeps beside the session it changes in place: a
/// readable copy as of the end of the last change (kept in step field by
/// field, ``FormSession/follow(_:changed:)``: what a reader that runs during
/// a change reads, LANGUAGE.md §21 "Re-entrancy"), and the appearance last
/// published.
struct PublishedCopy<Form: SessionForm> {
    var readable: FormSession<Form>
    var last: SessionAppearance

    init(_ session: FormSession<Form>) {
        readable = session
        last = SessionAppearance(session)
        _ = readable.takeChangedFields()
    }

    /// After a change of `engine`: the readable copy brought up to it, and
    /// the fields whose appearance changed (and whether one was shown or
    /// hidden). Both are taken `inout`, two distinct stored properties of
    /// the model, so that the session is borrowed, never copied (a copy of
    /// a generated model is one retain per field).
    static func publish(_ engine: inout FormSession<Form>, into copy: inout PublishedCopy) -> (fields: [Int], visibility: Bool) {
        let reported = engine.takeChangedFields()
        copy.readable.follow(engine, changed: reported)
        return copy.last.refresh(from: engine, reported: reported)
    }
}

/// One field's observation point in a ``FormModel`` (available where
/// ``FormModel`` is: `@Observable` needs Observation's floors).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
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

/// How a model is shown to a developer (`print`, `dump`, `Mirror`): by its
/// type alone, with no children, so that nothing a field holds (a secure
/// field's text among them) is shown (LANGUAGE.md §21), and nothing of the
/// main actor's state is read from another thread. Print or dump
/// ``FormModel/session`` for what the fields show: its description hides
/// secure fields too.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension FormModel: CustomStringConvertible, CustomReflectable {
    /// `FormModel<Intake>`.
    nonisolated public var description: String {
        "FormModel<\(Form.self)>"
    }

    /// No children.
    nonisolated public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .class)
    }
}
