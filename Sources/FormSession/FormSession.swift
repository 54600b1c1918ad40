@_spi(Generated) import FormRuntime

/// The one platform-neutral engine that fills a form (LANGUAGE.md §18): the
/// terminal, line mode and a SwiftUI binding drive it.
///
/// A session holds the typed model, the text being edited in each field
/// (with caret and marked text), whether each field is answered, focus,
/// and what each field has been through (blurred, submit attempted). Every
/// edit goes through the field's ``FormatterChain``; every condition is
/// evaluated by the generated model, with unanswered fields read as empty.
///
/// Locale, UI language and today's date are given to the initializers: the
/// session reads no environment, clock or process state of its own. Their
/// defaults are evaluated where the session is created, by FormRuntime:
/// the user's locale (``LocaleRules/current(environment:)``), the user's
/// most preferred UI language (``UILanguage/preferred(environment:)``) and
/// today's date (LANGUAGE.md §17, §21).
public struct FormSession<Form: SessionForm>: Sendable {
    /// The form's schema shown in the UI language: translated when the form
    /// has translations for it, with built-in texts in that language
    /// (``FormSchema/textLanguage``).
    public let schema: FormSchema
    /// The rules numbers, dates and case mapping format with: the form's
    /// own `locale`, else the user's.
    public let locale: LocaleRules
    /// The decimal separator of the user's (the device's) locale when it is
    /// not the form's: one typed character equal to it is a `decimal`
    /// field's own separator (LANGUAGE.md §21); nil when they are the same.
    let deviceDecimalSeparator: String?
    /// Whether the model raises messages in another language than the form
    /// is shown in, so that each is rendered again from its cause.
    let rendersMessages: Bool
    /// The UI language messages are shown in, or nil for the spec's texts.
    public let language: String?
    /// The date conditions read as `today` and `thisMonth`.
    public let today: FormDate
    /// The form's schema in its source texts (``SessionForm/_FormcSchema``):
    /// what the model's messages are written in.
    let sourceSchema: FormSchema

    /// Each field's chain, in schema order, each held by reference
    /// (``ChainBox``).
    let chains: [ChainBox]
    /// The `Field` case of each schema field, in schema order.
    let order: [Form.Field]
    /// Each field's index in the schema.
    let indexOf: [Form.Field: Int]
    /// The `Field` case of each schema index (nil when the model has none).
    let typedFields: [Form.Field?]
    /// Whether the model's `_FormcIndex(of:)` is each field's schema index,
    /// so ``index(_:)`` needs no dictionary.
    let positionIsIndex: Bool
    /// What edits ask of each field's schema, in schema order.
    let traits: [FieldTraits]
    /// For each schema index, the schema indices of the other fields whose
    /// conditions read that field (``GeneratedForm/_FormcReaders(of:)``).
    let readers: [[Int]]
    /// Whether the model names every field's readers; when it cannot, an
    /// edit re-evaluates every field.
    let knowsReaders: Bool
    /// ``readers`` that are ``conditionalFields``, and the field itself when
    /// it is one: the fields whose visibility or enabled state an edit of
    /// that field can change.
    let conditionReaders: [[Int]]
    /// The fields that need an answer and have none (``unansweredFields``),
    /// kept in step by ``setAnswered(_:_:)``.
    var unanswered: Set<Form.Field> = []
    /// The schema indices whose visibility or enabled state can differ from
    /// `true` (``refreshConditions()`` evaluates these only).
    let conditionalFields: [Int]
    /// What the session holds for each field, in schema order, with the
    /// fields changed since a renderer last asked (``takeChangedFields()``).
    var fields: SessionFields
    /// The schema indices of each section's fields, in schema order.
    let sectionMembers: [[Int]]
    /// The typed model the fields show (unanswered fields hold the model's
    /// placeholder value, never read as an answer).
    public internal(set) var model: Form
    /// The focused field and row, or nil.
    public internal(set) var focused: SessionFocus<Form.Field>? {
        get {
            guard focusIndex >= 0, let field = typedFields[focusIndex] else { return nil }
            return SessionFocus(field: field, row: focusRow)
        }
        set {
            focusIndex = newValue.flatMap { index($0.field) } ?? -1
            focusRow = newValue?.row ?? 0
        }
    }
    /// The schema index of the focused field, or -1: what a keystroke
    /// compares, with no `SessionFocus` built (``focused`` reads these).
    var focusIndex = -1
    /// The focused row (0 when nothing is focused).
    var focusRow = 0
    /// Whether a submit was attempted: from then on every field shows its
    /// submit-time message, so messages clear as they are fixed.
    public internal(set) var hasAttemptedSubmit = false
    /// How many submits failed: a renderer that scrolls to
    /// ``firstFieldWithMessage`` after one watches it.
    public internal(set) var failedSubmitCount = 0
    /// How many fields hold a value they cannot show
    /// (``SessionField/holdsUnshownValue``): while none does, a keystroke
    /// looks at no field's flag.
    var heldFields = 0
    /// The message each field shows now, by schema index.
    var shown: [String?]
    /// Whether ``shown`` holds every field's message by its timing (a whole
    /// ``revalidate()`` ran); until then an edit revalidates the whole form,
    /// after it only the messages the edit can change.
    var messagesAreCurrent = false

    /// A blank form (LANGUAGE.md §18): each field shows its spec `default`
    /// or nothing; non-optional numbers, dates, months and single choices
    /// without a default start unanswered.
    ///
    /// - Parameters:
    ///   - locale: the user's (the device's) number and date rules; a
    ///     form's own `locale` wins for formatting, and a typed decimal
    ///     separator of this locale is read as the form's (LANGUAGE.md §21).
    ///     Default: the user's locale (``LocaleRules/current(environment:)``);
    ///     nil: nothing is known, `en_US`.
    ///   - language: the user's UI language (such as `de` or `pt-BR`): the
    ///     form is shown in it when it has a `translations` block for it,
    ///     else in the spec's own language, built-in texts included
    ///     (LANGUAGE.md §21). Default: the user's most preferred language
    ///     (``UILanguage/preferred(environment:)``); nil: the spec's language.
    ///   - today: the date conditions read as `today`.
    public init(
        locale: LocaleRules? = .current(), language: String? = UILanguage.preferred().first, today: FormDate = .today()
    ) where Form: GeneratedForm {
        self.init(model: Form(fieldValues: FormValues()), isRecord: false, locale: locale, language: language, today: today)
    }

    /// A session editing `record` (LANGUAGE.md §18): every field starts
    /// answered with the record's value, so a value that is the first option
    /// of a choice, 0 or 1970-01-01 is kept as given.
    public init(
        editing record: Form, locale: LocaleRules? = .current(), language: String? = UILanguage.preferred().first, today: FormDate = .today()
    ) where Form: GeneratedForm {
        self.init(model: record, isRecord: true, locale: locale, language: language, today: today)
    }

    /// A session over a form described at run time (``SessionForm``, such
    /// as a ``ValuesForm``): blank, as ``init(locale:language:today:)``, or,
    /// with `editing`, starting from `form`'s values, each value given an
    /// answer (as ``init(editing:locale:language:today:)``, where a record
    /// gives every field); a field the values leave out starts with its
    /// spec `default`, or unanswered.
    public init(
        form: Form, editing: Bool = false, locale: LocaleRules? = .current(), language: String? = UILanguage.preferred().first,
        today: FormDate = .today()
    ) {
        self.init(model: form, isRecord: editing, locale: locale, language: language, today: today)
    }

    /// A session over `form` (blank, or with `editing` starting from its
    /// values, as ``init(form:editing:locale:language:today:)``) whose texts
    /// are shown in `shown`, a text language the form's schema has already
    /// chosen (``FormSchema/textLanguage(for:)``): how the terminal, which
    /// chooses from all of the user's preferred languages, starts a session.
    package init(form: Form, editing: Bool, locale: LocaleRules?, shown: TextLanguage, today: FormDate) {
        self.init(model: form, isRecord: editing, locale: locale, shown: shown, today: today)
    }

    private init(model initial: Form, isRecord: Bool, locale: LocaleRules?, language: String?, today: FormDate) {
        let source = initial._FormcSchema
        // The form's translations for the language if it has them, else the
        // spec's own language, formc's built-in texts included (LANGUAGE.md
        // §21), as the terminal shows them; without a language, the texts the
        // schema shows (a generated model's: the spec's).
        let shown = language.map { source.textLanguage(for: UILanguage.candidates(of: $0)) } ?? source.textLanguage
        self.init(model: initial, isRecord: isRecord, locale: locale, shown: shown, today: today)
    }

    private init(model initial: Form, isRecord: Bool, locale: LocaleRules?, shown: TextLanguage, today: FormDate) {
        let source = initial._FormcSchema
        self.sourceSchema = source
        self.schema = source.shown(in: shown)
        self.language = shown.translations
        self.rendersMessages = !source.raisesMessages(asShownBy: self.schema)
        let device = locale ?? .enUS
        let rules = source.locale ?? device
        self.deviceDecimalSeparator = device.decimalSeparator == rules.decimalSeparator ? nil : device.decimalSeparator
        self.locale = rules
        self.today = today
        self.chains = source.fields.map { ChainBox($0.chain(locale: rules)) }
        var order: [Form.Field] = []
        var indexOf: [Form.Field: Int] = [:]
        var typedFields: [Form.Field?] = []
        for (index, field) in source.fields.enumerated() {
            let typed = Form.Field(rawValue: field.name)
            typedFields.append(typed)
            guard let typed else { continue }
            order.append(typed)
            indexOf[typed] = index
        }
        self.order = order
        self.indexOf = indexOf
        self.typedFields = typedFields
        // Every schema field has its case, and `_FormcIndex` gives its position
        // (a generated model: the cases are the schema's fields, in order).
        self.positionIsIndex = indexOf.count == source.fields.count
            && indexOf.allSatisfy { Form._FormcIndex(of: $0.key) == $0.value }
        self.traits = source.fields.map(FieldTraits.init)
        let conditionalFields = Self.conditionalFields(of: source, enabledWhen: initial._FormcConditionallyEnabledFields)
        self.conditionalFields = conditionalFields
        let readers = Self.readers(of: initial, typedFields: typedFields, indexOf: indexOf)
        self.readers = readers ?? []
        self.knowsReaders = readers != nil
        let conditional = Set(conditionalFields)
        // A conditional field is re-evaluated after its own edits too: its own
        // `visible when` or `enabled when` may read it, and the model's
        // readers are the *other* fields that read it.
        self.conditionReaders = readers?.enumerated().map { index, others in
            (conditional.contains(index) ? [index] : []) + others.filter(conditional.contains)
        } ?? []
        self.shown = Array(repeating: nil, count: source.fields.count)
        let given = isRecord ? initial.fieldValues : nil
        var fields: [SessionField] = []
        for (index, field) in schema.fields.enumerated() {
            fields.append(Self.start(field, given: given, chain: chains[index].chain, today: today))
        }
        self.fields = SessionFields(fields)
        self.heldFields = fields.filter(\.holdsUnshownValue).count
        var sectionMembers = [[Int]](repeating: [], count: source.sections.count)
        for (index, field) in source.fields.enumerated() {
            if let section = field.sectionIndex, sectionMembers.indices.contains(section) { sectionMembers[section].append(index) }
        }
        self.sectionMembers = sectionMembers
        self.unanswered = Self.unanswered(in: fields, schema: schema, typedFields: typedFields)
        self.model = initial
        if let given {
            for (index, field) in schema.fields.enumerated() {
                self.fields[index].holdsValue = field.kind == .list
                    ? !(given.lists[field.name] ?? []).isEmpty
                    : (given.fields[field.name] ?? .none).holdsValue
            }
            // A record's choices as a selection holds them: its options, in
            // option order, each once (LANGUAGE.md §13); a field or list the
            // values leave out holds what it shows (its default, or nothing:
            // a list, no rows).
            for (index, field) in schema.fields.enumerated() {
                let leftOut = field.kind == .list ? given.lists[field.name] == nil : given.fields[field.name] == nil
                if leftOut || (field.kind == .field && field.isChoice) { storeValue(ofField: index) }
            }
        } else {
            for index in fields.indices { storeValue(ofField: index) }
        }
        refreshConditions()
        showUnshownValues()
        if let first = self.fields.firstStop() {
            focusIndex = first.field
            focusRow = first.row
        }
    }

    /// What field `field` starts with: the value in `given` (a record being
    /// edited: answered) or else the spec's default. A given value the
    /// field cannot show is held (``SessionField/holdsUnshownValue``): the
    /// model keeps it and the field says so.
    private static func start(_ field: FieldSchema, given: FormValues?, chain: FormatterChain, today: FormDate) -> SessionField {
        if field.kind == .list {
            let values = given?.lists[field.name] ?? []
            let states = ValueDisplay.rows(of: values, field: field, chain: chain)
            var state = SessionField(rows: states, isAnswered: states.contains { !$0.text.isEmpty })
            state.holdsUnshownValue = !ValueDisplay.rowsShow(values, field: field, chain: chain, today: today)
            return state
        }
        let given = given?.fields[field.name]
        let value = given ?? field.defaultValue ?? .none
        // Explicit, never guessed from the value: a value given is an answer
        // (a record gives every field), and so is a spec default.
        let answered = given != nil || field.defaultValue != nil
        var state = SessionField(rows: [.empty], isAnswered: answered)
        if let given { state.holdsUnshownValue = !ValueDisplay.shows(given, field: field, chain: chain, today: today) }
        if field.isChoice {
            state.selection = ValueDisplay.selection(of: value, field: field)
        } else if field.type.base == .bool {
            state.flag = value.boolValue ?? false
        } else {
            state.rows = [EditingState(text: ValueDisplay.text(of: value, field: field, chain: chain))]
        }
        return state
    }

    /// The schema index of `field`.
    func index(_ field: Form.Field) -> Int? {
        positionIsIndex ? Form._FormcIndex(of: field) : indexOf[field]
    }

    /// ``readers`` from the form's `_FormcReaders(ofField:)`, by schema index;
    /// nil when the model cannot say for some field.
    private static func readers(of form: Form, typedFields: [Form.Field?], indexOf: [Form.Field: Int]) -> [[Int]]? {
        var result: [[Int]] = []
        for typed in typedFields {
            guard let typed else {
                result.append([])
                continue
            }
            guard let fields = form._FormcReaders(ofField: typed) else { return nil }
            result.append(fields.compactMap { indexOf[$0] })
        }
        return result
    }

    /// The schema description of `field`.
    public func fieldSchema(_ field: Form.Field) -> FieldSchema? {
        index(field).map { schema.fields[$0] }
    }

    /// The chain `field`'s edits go through (for ``FormatterChain/textFieldDecision(text:utf16:replacement:marked:caret:)``).
    public func chain(_ field: Form.Field) -> FormatterChain? {
        index(field).map { chains[$0].chain }
    }
}
