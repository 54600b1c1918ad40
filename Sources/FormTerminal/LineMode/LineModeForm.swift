import FormRuntime
import FormSession

/// Fills a form field by field on a line-oriented channel, for pipes,
/// `TERM=dumb` and screen readers (LANGUAGE.md §12): each field is asked once
/// in order (an empty answer keeps what the field holds), a field is asked
/// again while a change or blur condition or `required` fails for it, and
/// after the last field the submit checks run and the first failing field is
/// asked again. A list takes one row per line until an empty line. A choice
/// lists its options numbered (see `LineModeForm+Choice.swift`). Hidden
/// fields (`visible when`, LANGUAGE.md §13) are not asked, visibility being
/// asked again before each field; a section's title is written before the
/// first field asked in it. The end of input cancels.
///
/// It asks through a ``FormSession`` over the form described at run time
/// (``ValuesForm``): each answer is a whole answer (`setAnswer`, `setRows`),
/// and what a field holds, whether it is answered, shown and enabled, and
/// which conditions it raises are the session's, as in the terminal and an app.
public struct LineModeForm {
    /// The form being filled.
    public var schema: FormSchema
    /// The form's rules: conditions, enabled state and visibility (the
    /// generated validator, or the preview interpreter), and what they know
    /// of which fields can change what.
    public var validator: FormValidator
    /// The locale answers are formatted with (default: the schema's).
    public var locale: LocaleRules?

    /// Raised conditions for values and a trigger (the ``validator``'s).
    public var validate: @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>] {
        get { validator.validate }
        set { validator.validate = newValue }
    }
    /// Whether a field is enabled for the given values (the ``validator``'s).
    public var isEnabled: @Sendable (FormValues, String) -> Bool {
        get { validator.isEnabled }
        set { validator.isEnabled = newValue }
    }
    /// Whether a field is shown for the given values (the ``validator``'s;
    /// default: always).
    public var isVisible: @Sendable (FormValues, String) -> Bool {
        get { validator.isVisible }
        set { validator.isVisible = newValue }
    }

    /// Creates a line-mode session for a form.
    public init(
        schema: FormSchema,
        validate: @escaping @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>],
        isEnabled: @escaping @Sendable (FormValues, String) -> Bool
    ) {
        self.schema = schema
        self.validator = FormValidator(validate: validate, isEnabled: isEnabled)
    }

    /// The line-mode session of the form `machine` runs, with its validator
    /// and locale.
    public init(machine: FormMachine) {
        self.schema = machine.schema
        self.validator = machine.validator
        self.locale = machine.locale
    }

    /// Runs the session from `initial` (values given are answers; a field
    /// they leave out starts with its spec `default`, or unanswered); the
    /// submitted values, or `nil` when the input ends (cancel).
    public func run(initial: FormValues, io: inout some LineModeChannel) -> FormValues? {
        var session = session(from: initial)
        if let title = schema.title { io.write(LineModeText.visible(title) + "\n") }
        var section: Int?
        // Shown and enabled are asked again before each field, with the answers so far.
        for field in schema.fields where isAsked(field, session) {
            writeHeading(of: field, after: &section, io: &io)
            guard ask(field, session: &session, io: &io) else { return nil }
        }
        while true {
            guard let (field, message) = submitFailure(session) else { return session.model.values }
            writeHeading(of: field, after: &section, io: &io)
            io.write(LineModeText.visible(message) + "\n")
            guard ask(field, session: &session, io: &io) else { return nil }
        }
    }

    /// The session line mode asks through: the form described by this
    /// schema and functions, starting from `initial`.
    func session(from initial: FormValues) -> FormSession<ValuesForm> {
        validator.session(schema: schema, values: initial, locale: locale ?? schema.resolvedLocale())
    }

    /// Whether `field` is asked now: shown and enabled in the session.
    private func isAsked(_ field: FieldSchema, _ session: FormSession<ValuesForm>) -> Bool {
        let key = ValuesForm.Field(rawValue: field.name)
        return session.isVisible(key) && session.isEnabled(key)
    }

    /// Writes the title (and caption) of `field`'s section when the field
    /// asked before it, `section`, was not in the same section.
    private func writeHeading(of field: FieldSchema, after section: inout Int?, io: inout some LineModeChannel) {
        defer { section = field.sectionIndex }
        guard let index = field.sectionIndex, index != section, schema.sections.indices.contains(index) else { return }
        let heading = schema.sections[index]
        io.write("\n" + LineModeText.visible(heading.title) + "\n")
        if let caption = heading.caption { io.write(LineModeText.visible(caption) + "\n") }
    }

    // MARK: - Asking

    /// Asks one field until no change/blur condition or `required` fails;
    /// each answer goes to the session whole.
    private func ask(_ field: FieldSchema, session: inout FormSession<ValuesForm>, io: inout some LineModeChannel) -> Bool {
        let key = ValuesForm.Field(rawValue: field.name)
        while true {
            do {
                if field.kind == .list {
                    guard let rows = askRows(field, today: session.today, io: &io) else { return false }
                    try session.setRows(key, rows)
                } else {
                    let current = session.unansweredFields.contains(key) ? nil : session.model.values.fields[field.name]
                    guard let answer = askOnce(field, current: current, today: session.today, io: &io) else { return false }
                    if let value = answer { try session.setAnswer(key, value) }
                }
            } catch {
                // Answers are read through the field's chain and options, so
                // the session takes them; should one be refused, it is asked
                // again rather than lost.
                io.write(LineModeText.visible(schema.text(.invalidValue)) + "\n")
                continue
            }
            guard let message = fieldFailure(field, session) else { return true }
            io.write(LineModeText.visible(message) + "\n")
        }
    }

    /// One prompt and answer: `.some(nil)` keeps the current value, `nil` is end of input.
    private func askOnce(_ field: FieldSchema, current: FieldValue?, today: FormDate, io: inout some LineModeChannel) -> FieldValue?? {
        if field.isChoice { return askChoice(field, current: current, io: &io) }
        guard let line = io.readLine(prompt: prompt(field, current: current), secret: field.secure != .none) else { return nil }
        if field.type.base == .bool {
            switch yesOrNo(line) {
            case .none: return .some(nil)
            case .some(.some(let yes)): return .some(.bool(yes))
            case .some(.none):
                io.write(LineModeText.visible(schema.text(.answerYesOrNo)) + "\n")
                return askOnce(field, current: current, today: today, io: &io)
            }
        }
        guard !line.isEmpty else { return .some(nil) }
        guard let (display, value) = read(line, field, today: today, io: &io) else { return askOnce(field, current: current, today: today, io: &io) }
        if display != line, field.secure == .none {
            io.write("→ \(LineModeText.visible(display))\n")
        }
        return .some(value)
    }

    private func askRows(_ field: FieldSchema, today: FormDate, io: inout some LineModeChannel) -> [FieldValue]? {
        io.write(LineModeText.visible(schema.text(.listPrompt, label: field.shownLabel)) + "\n")
        var rows: [FieldValue] = []
        while field.listMaximum.map({ rows.count < $0 }) ?? true {
            guard let line = io.readLine(prompt: "  \(rows.count + 1): ", secret: field.secure != .none) else { return nil }
            if line.isEmpty { break }
            guard let (_, value) = read(line, field, today: today, io: &io) else { continue }
            if value != .none { rows.append(value) }
        }
        return rows
    }

    /// The answer read as a whole through the field's chain (LANGUAGE.md
    /// §18): the committed display and value, or `nil` after writing the
    /// built-in "Enter a valid value" (or "Enter a valid date") when the
    /// chain would drop a character of it, the date is not on the calendar,
    /// or it is an ISO date the field's pattern cannot show (LANGUAGE.md §21).
    private func read(_ answer: String, _ field: FieldSchema, today: FormDate, io: inout some LineModeChannel) -> (String, FieldValue)? {
        switch chain(of: field).wholeAnswer(answer, type: field.type, today: today) {
        case let .accepted(display, value):
            return (display, value)
        case let .refused(reason):
            // An impossible date shows what it was read as; a dropped
            // character never shows the changed text.
            if case let .impossibleDate(display) = reason, display != answer, field.secure == .none {
                io.write("→ \(LineModeText.visible(display))\n")
            } else if case let .unshowableDate(display) = reason, field.secure == .none {
                io.write("→ \(LineModeText.visible(display))\n")
            }
            io.write(LineModeText.visible(schema.text(reason.message(for: field.type.base))) + "\n")
            return nil
        }
    }

    /// The field's chain under this session's locale.
    func chain(of field: FieldSchema) -> FormatterChain {
        field.chain(locale: locale ?? schema.resolvedLocale())
    }

    func prompt(_ field: FieldSchema, current: FieldValue?) -> String {
        var text = LineModeText.visible(field.label ?? field.name)
        if let caption = field.caption { text += " (\(LineModeText.visible(caption)))" }
        if field.type.base == .bool {
            let on = if case .bool(true) = current { true } else { false }
            return text + " " + LineModeText.visible(schema.text(on ? .yesNoDefaultYes : .yesNoDefaultNo)) + ": "
        }
        if let shown = keptDisplay(field, current: current) {
            let hint = field.secure == .none ? schema.text(.enterKeeps, ["value": shown]) : schema.text(.enterKeepsCurrent)
            text += " " + LineModeText.visible(hint)
        } else if let placeholder = schema.shownPlaceholder(of: field, locale: locale ?? schema.resolvedLocale()), field.secure == .none {
            text += " " + LineModeText.visible(schema.text(.example, ["example": placeholder]))
        }
        return text + ": "
    }

    /// What the field shows for `current` (as the interactive form shows
    /// it: `49,90` for 49.9 under `padFraction` in a decimal-comma locale, a
    /// raw mask's value with its literals), or `nil` when there is nothing
    /// to keep — no value, empty text, a `multiple` choice with nothing
    /// selected (issue 23 item 16: no empty `[Enter keeps ]`).
    private func keptDisplay(_ field: FieldSchema, current: FieldValue?) -> String? {
        guard let current, current != .none else { return nil }
        let shown = ValueDisplay.text(of: current, field: field, chain: chain(of: field))
        return shown.isEmpty ? nil : shown
    }

    // MARK: - Checks

    /// The required message when `field` must be filled now and is empty,
    /// by the session's rules: a field the session holds unanswered
    /// (``FieldSchema/needsAnswer``) says what an unanswered field says, and
    /// a `required` field says its message when the session's submit check
    /// raises it (the generated model or the preview interpreter: with its
    /// `when`, LANGUAGE.md §13, and its own notion of empty). Never a copy
    /// of either rule.
    private func requiredFailure(_ field: FieldSchema, _ session: FormSession<ValuesForm>, submitErrors: [FieldError<ValuesForm.Field>]) -> String? {
        let key = ValuesForm.Field(rawValue: field.name)
        if session.unansweredFields.contains(key) { return schema.unansweredMessage(of: field) }
        guard field.isRequired else { return nil }
        return submitErrors.first { error in
            guard error.field == key, case .required = error.cause else { return false }
            return true
        }?.message
    }

    /// What `field` says after an answer: its required message, else its
    /// first change or blur message.
    private func fieldFailure(_ field: FieldSchema, _ session: FormSession<ValuesForm>) -> String? {
        let key = ValuesForm.Field(rawValue: field.name)
        if let required = requiredFailure(field, session, submitErrors: session.errors(on: .submit)) { return required }
        return session.errors(on: .blur).first { $0.field == key }?.message
    }

    /// The first asked field the submit check fails, and what it says.
    private func submitFailure(_ session: FormSession<ValuesForm>) -> (FieldSchema, String)? {
        let errors = session.errors(on: .submit)
        for field in schema.fields where isAsked(field, session) {
            if let required = requiredFailure(field, session, submitErrors: errors) { return (field, required) }
            let key = ValuesForm.Field(rawValue: field.name)
            if let error = errors.first(where: { $0.field == key }) { return (field, error.message) }
        }
        return nil
    }
}

extension LineModeForm {
    /// A `bool` answer: nil for an empty answer (keep), `.some(true)` or
    /// `.some(false)` for an answer of the shown language's ``BuiltInText/yesAnswers`` or
    /// ``BuiltInText/noAnswers`` or an English one (`y`, `yes`, `true`, `1`,
    /// `on`; `n`, `no`, `false`, `0`, `off`), compared without case,
    /// `.some(nil)` for anything else.
    func yesOrNo(_ line: String) -> Bool?? {
        let answer = line.trimmingCharacters(in: " ").lowercased()
        if answer.isEmpty { return nil }
        func words(_ id: BuiltInText) -> [String] {
            schema.text(id).lowercased().split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        }
        if ["y", "yes", "true", "1", "on"].contains(answer) || words(.yesAnswers).contains(answer) { return .some(true) }
        if ["n", "no", "false", "0", "off"].contains(answer) || words(.noAnswers).contains(answer) { return .some(false) }
        return .some(nil)
    }
}

/// Text from a spec or the user, made safe for a terminal line with the
/// driver's sanitiser.
enum LineModeText {
    static func visible(_ text: String) -> String {
        TerminalText.sanitized(text)
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
