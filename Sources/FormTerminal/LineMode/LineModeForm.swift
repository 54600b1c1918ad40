import FormRuntime
import FormSession

/// Fills a form field by field on a line-oriented channel, for pipes,
/// `TERM=dumb` and screen readers (LANGUAGE.md §12): each field is asked once
/// in order (an empty answer keeps what the field holds), a field is asked
/// again while `required` or a change or blur condition that reads the
/// field's own value fails for it (a failing condition that reads only other
/// fields is shown once), and after the last field the submit checks run:
/// a field failing `required` is asked again, and for a failing condition
/// the first field in spec order that it reads (LANGUAGE.md §21). A list takes one row per line until an empty line. A choice
/// lists its options numbered (see `LineModeForm+Choice.swift`). Hidden
/// fields (`visible when`, LANGUAGE.md §13) are not asked, visibility being
/// asked again before each field; a section's title is written before the
/// first field asked in it. The end of input cancels.
///
/// It asks through the ``FormSession`` of its ``FormMachine``: a generated
/// model's own `FormSession<Model>` (typed), or one over a form described at
/// run time (``ValuesForm``, `formc preview`). Each answer is a whole answer
/// (`setAnswer`, `setRows`), and what a field holds, whether it is answered,
/// shown and enabled, and which conditions it raises are the session's, as
/// in the terminal and an app.
public struct LineModeForm<Form: SessionForm> {
    /// The machine whose form, texts and locale are asked.
    public var machine: FormMachine<Form>

    /// The form being filled, as shown.
    public var schema: FormSchema { machine.schema }
    /// The locale answers are formatted with.
    public var locale: LocaleRules { machine.locale }

    /// The line-mode session of the form `machine` runs, in its texts and
    /// locale.
    public init(machine: FormMachine<Form>) {
        self.machine = machine
    }

    /// Runs `session` (one of the machine's: ``FormMachine/initialState(_:today:)``)
    /// until the form is submitted: the submitted form (a generated model
    /// itself), or `nil` when the input ends (cancel).
    public func run(_ session: FormSession<Form>, io: inout some LineModeChannel) -> Form? {
        var session = session
        return ask(&session, io: &io)
    }

    /// Runs the machine's session from `initial` (nil: a blank form; a form
    /// given: every field answered with its value, as a record), `today`
    /// being the date conditions read as `today`: the submitted form, or
    /// `nil` when the input ends (cancel).
    public func run(initial: Form?, today: FormDate = .today(), io: inout some LineModeChannel) -> Form? {
        var session = machine.initialState(initial, today: today).session
        return ask(&session, io: &io)
    }

    /// Asks every field asked now of `session`, then until the submit
    /// checks pass: the submitted form, or nil at the end of input.
    private func ask(_ session: inout FormSession<Form>, io: inout some LineModeChannel) -> Form? {
        if let title = schema.title { io.write(LineModeText.visible(title) + "\n") }
        var section: Int?
        // Shown and enabled are asked again before each field, with the answers so far.
        for field in schema.fields where isAsked(field, session) {
            writeHeading(of: field, after: &section, io: &io)
            guard ask(field, session: &session, io: &io) else { return nil }
        }
        while true {
            guard let (field, message) = submitFailure(session) else { return session.model }
            writeHeading(of: field, after: &section, io: &io)
            io.write(LineModeText.visible(message) + "\n")
            guard ask(field, session: &session, io: &io) else { return nil }
        }
    }

    /// Whether `field` is asked now: shown and enabled in the session.
    private func isAsked(_ field: FieldSchema, _ session: FormSession<Form>) -> Bool {
        guard let key = Form.Field(rawValue: field.name) else { return false }
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

    /// Asks one field until neither `required` nor a change or blur
    /// condition reading its own value fails (``fieldFailure(_:_:)``); each
    /// answer goes to the session whole.
    private func ask(_ field: FieldSchema, session: inout FormSession<Form>, io: inout some LineModeChannel) -> Bool {
        guard let key = Form.Field(rawValue: field.name) else { return true }
        while true {
            do {
                if field.kind == .list {
                    guard let rows = askRows(field, today: session.today, io: &io) else { return false }
                    try session.setRows(key, rows)
                } else {
                    let current = session.unansweredFields.contains(key) ? nil : session.model.fieldValues.fields[field.name]
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
            guard let failure = fieldFailure(field, session) else { return true }
            io.write(LineModeText.visible(failure.message) + "\n")
            guard failure.asksAgain else { return true }
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
        field.chain(locale: locale)
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
        } else if let placeholder = schema.shownPlaceholder(of: field, locale: locale), field.secure == .none {
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
    private func requiredFailure(_ field: FieldSchema, _ session: FormSession<Form>, submitErrors: [FieldError<Form.Field>]) -> String? {
        guard let key = Form.Field(rawValue: field.name) else { return nil }
        if session.unansweredFields.contains(key) { return schema.unansweredMessage(of: field) }
        guard field.isRequired else { return nil }
        return submitErrors.first { error in
            guard error.field == key, case .required = error.cause else { return false }
            return true
        }?.message
    }

    /// What `field` says after an answer, and whether it is asked again for
    /// it (LANGUAGE.md §21): its required message (asked again); else the
    /// first change or blur message raised by something about its own value
    /// (a condition that reads it, or a built-in check: asked again); else
    /// its first change or blur message, shown once (a condition that reads
    /// only other fields, checked again at submit).
    private func fieldFailure(_ field: FieldSchema, _ session: FormSession<Form>) -> (message: String, asksAgain: Bool)? {
        guard let key = Form.Field(rawValue: field.name) else { return nil }
        if let required = requiredFailure(field, session, submitErrors: session.errors(on: .submit)) { return (required, true) }
        let errors = session.errors(on: .blur).filter { $0.field == key }
        if let own = errors.first(where: { readsOwnValue($0.cause, of: field) }) { return (own.message, true) }
        return errors.first.map { ($0.message, false) }
    }

    /// Whether an error of `field` raised by `cause` is about the field's
    /// own value: a condition that reads it (or whose reads the schema does
    /// not know), or any built-in check.
    private func readsOwnValue(_ cause: FieldErrorCause, of field: FieldSchema) -> Bool {
        guard case let .condition(index, _) = cause, field.conditionReads.indices.contains(index) else { return true }
        return field.conditionReads[index].contains(field.name)
    }

    /// The field to ask again for a submit failure of `field` raised by
    /// `cause`: for a condition, the first field in spec order that it
    /// reads and that is asked now; else (or when none is) `field` itself.
    private func fieldToAsk(for cause: FieldErrorCause, of field: FieldSchema, _ session: FormSession<Form>) -> FieldSchema {
        guard case let .condition(index, _) = cause, field.conditionReads.indices.contains(index) else { return field }
        let reads = Set(field.conditionReads[index])
        return schema.fields.first { reads.contains($0.name) && isAsked($0, session) } ?? field
    }

    /// The field to ask again after a failed submit, and what the failing
    /// field says: the first asked field (in spec order) the submit check
    /// fails; for a failing condition, the first field it reads.
    private func submitFailure(_ session: FormSession<Form>) -> (FieldSchema, String)? {
        let errors = session.errors(on: .submit)
        for field in schema.fields where isAsked(field, session) {
            if let required = requiredFailure(field, session, submitErrors: errors) { return (field, required) }
            if let error = errors.first(where: { $0.field.rawValue == field.name }) {
                return (fieldToAsk(for: error.cause, of: field, session), error.message)
            }
        }
        return nil
    }
}

extension LineModeForm where Form == ValuesForm {
    /// A line-mode session for a form described at run time: `validate`
    /// and `isEnabled` are its rules (``FormValidator``), formatting under
    /// the schema's locale.
    public init(
        schema: FormSchema,
        validate: @escaping @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>],
        isEnabled: @escaping @Sendable (FormValues, String) -> Bool
    ) {
        self.init(machine: FormMachine(schema: schema, validator: FormValidator(validate: validate, isEnabled: isEnabled)))
    }

    /// Runs the session from `initial` (values given are answers; a field
    /// they leave out starts with its spec `default`, or unanswered), on
    /// `today` (what its conditions read and a two-digit year is read
    /// around); the submitted values, or `nil` when the input ends (cancel).
    public func run(initial: FormValues, today: FormDate = .today(), io: inout some LineModeChannel) -> FormValues? {
        run(machine.initialState(initial, today: today).session, io: &io)?.values
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
