import FormRuntime
import Observation

/// The session's state published to a UI (LANGUAGE.md §18): an
/// `@Observable` wrapper that a SwiftUI view reads and drives. Every read
/// goes through ``session``, so a view that reads a field's text, caret,
/// messages or visibility is redrawn when an edit changes the session.
///
/// Available from iOS 17, macOS 14, tvOS 17 and watchOS 10, as Observation's `@Observable` is.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
@Observable
public final class FormModel<Form: GeneratedForm> {
    /// The session; read it for anything the methods below do not forward.
    public private(set) var session: FormSession<Form>

    /// A model publishing `session` (a blank one by default).
    public init(session: FormSession<Form> = FormSession()) {
        self.session = session
    }

    /// A model editing `record`: every field starts answered.
    public convenience init(editing record: Form, locale: LocaleRules? = nil, language: String? = nil, today: FormDate = .today()) {
        self.init(session: FormSession(editing: record, locale: locale, language: language, today: today))
    }

    /// Changes the session in place and publishes the result.
    public func update<Result>(_ change: (inout FormSession<Form>) -> Result) -> Result {
        change(&session)
    }

    /// ``FormSession/text(_:)``.
    public func text(_ field: Form.Field) -> String { session.text(field) }
    /// ``FormSession/caret(_:)``.
    public func caret(_ field: Form.Field) -> Int { session.caret(field) }
    /// ``FormSession/messages(_:)``.
    public func messages(_ field: Form.Field) -> [String] { session.messages(field) }
    /// ``FormSession/isVisible(_:)``.
    public func isVisible(_ field: Form.Field) -> Bool { session.isVisible(field) }
    /// ``FormSession/isEnabled(_:)``.
    public func isEnabled(_ field: Form.Field) -> Bool { session.isEnabled(field) }

    /// ``FormSession/replace(_:utf16:with:)``.
    @discardableResult
    public func replace(_ field: Form.Field, utf16 range: Range<Int>, with replacement: String) -> FieldEdit {
        session.replace(field, utf16: range, with: replacement)
    }

    /// ``FormSession/focus(_:row:)``.
    @discardableResult
    public func focus(_ field: Form.Field, row: Int = 0) -> Bool { session.focus(field, row: row) }

    /// ``FormSession/submit()``.
    public func submit() -> Result<Form, FormErrors<Form>> { session.submit() }
}
