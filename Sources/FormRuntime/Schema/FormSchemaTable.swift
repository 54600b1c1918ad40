import Foundation

/// The schema table: the compact text form in which generated code writes a
/// form's ``FormSchema`` (a private multi-line string, read once by
/// ``FormSchema/init(table:)``). One string literal costs the Swift compiler
/// next to nothing, where the same schema as nested `FormSchema(…)` and
/// `FieldSchema(…)` initializer calls made every generated field cost type
/// checking, SIL and LLVM work in one large static initializer.
///
/// The format is line based. A line is a keyword, then optionally one space
/// and a value that runs to the end of the line; spaces before the keyword
/// are ignored (fields' lines are indented for reading). In a value, `\\`
/// stands for a backslash and `\n` for a line feed; nothing else is escaped.
///
/// ```text
/// form SignUp                  name; then the form's own lines:
/// title Create account         title            submit Create account
/// writtenIn de                 the language the spec's texts are written in (§21), when not `en`
/// locale de_CH                 a fixed locale, then its rules:
///   locale.decimal .             locale.grouping ’   locale.groups 3 3 1   locale.minus -   locale.date DD.MM.YYYY
/// section Contact              a section (§13), then section.caption TEXT, section.visibleWhen
/// field email text Email       a field: name, type (`int?`), label (`list …` for a list); then its lines:
///   placeholder TEXT             caption TEXT   required MESSAGE   requiredBuiltIn   label (an empty label)
///   format trim                  one line per formatter, in chain order (see below)
///   secure toggle                keyboard email (when not the type's: `number` for an int, `decimal` for a decimal)   disabled   min 1   max 5
///   default text Hello           default int 5 | decimal 1.5 | bool true | none | choice ID | choices ID ID | date 2026-11-23 | month 2026-11
///   option id Label              a choice option   multiple   inSection 0   visibleWhen
///   condition email confirm      the fields an `error … when` condition reads, one line per condition in spec order
/// language ru                  translations: a language, then pairs of
///   source Create account        source TEXT
///   target Создать               target TEXT
/// ```
///
/// Formatters: `digits`, `letters`, `alphanumeric`, `lowercase`, `uppercase`,
/// `trim`, `limit N`, `allow SET`, `deny SET`, `mask PATTERN`, `rawMask PATTERN`,
/// `number grouping=B signed=B maxDigits=N`,
/// `decimal scale=N grouping=B signed=B maxDigits=N padFraction=B` (`scale=none`
/// when absent), `datePattern PATTERN`, `monthPattern PATTERN` (LANGUAGE.md §14).
///
/// A new property is one keyword: one line in the writer
/// (`SchemaTableWriter` in FormCodegen) and one `case` in ``FormSchemaTable/apply(_:_:to:)``.
/// Reading never fails and never traps: a line it does not understand (only a
/// hand-edited table has one) is skipped.
@_spi(Generated)
public enum FormSchemaTable {
    /// The schema described by `table`.
    public static func schema(_ table: String) -> FormSchema {
        var reader = Reader()
        var start = table.utf8.startIndex
        let utf8 = table.utf8
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
            reader.line(Substring(utf8[start..<end]))
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return reader.finish()
    }

    /// `value` with the table's two escapes (`\\`, `\n`) undone; a backslash
    /// before anything else is kept as it is.
    public static func unescape(_ value: Substring) -> String {
        guard value.utf8.contains(0x5C) else { return String(value) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        var iterator = value.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x5C else {
                bytes.append(byte)
                continue
            }
            switch iterator.next() {
            case 0x5C: bytes.append(0x5C)
            case 0x6E: bytes.append(0x0A)
            case let other?: bytes.append(contentsOf: [0x5C, other])
            case nil: bytes.append(0x5C)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Builds the schema line by line.
    private struct Reader {
        var schema = FormSchema(name: "", fields: [])
        var language: String?
        var source: String?

        mutating func line(_ line: Substring) {
            let start = line.utf8.firstIndex { $0 != 0x20 } ?? line.endIndex
            guard start < line.endIndex else { return }
            let (keyword, value) = splitAtSpace(line[start...])
            apply(keyword, value)
        }

        mutating func finish() -> FormSchema { schema }

        private mutating func apply(_ keyword: Substring, _ value: Substring) {
            switch keyword {
            case "form": schema.name = unescape(value)
            case "title": schema.title = unescape(value)
            case "submit": schema.givenSubmitLabel = unescape(value)
            case "writtenIn": schema.language = unescape(value)
            case "locale": schema.locale = LocaleRules(identifier: unescape(value), decimalSeparator: ".", groupingSeparator: ",")
            case "locale.decimal": schema.locale?.decimalSeparator = unescape(value)
            case "locale.grouping": schema.locale?.groupingSeparator = unescape(value)
            case "locale.minus": schema.locale?.minusSign = unescape(value)
            case "locale.date": schema.locale?.datePattern = unescape(value)
            case "locale.groups":
                let sizes = value.split(separator: " ").compactMap { Int($0) }
                guard sizes.count == 3 else { return }
                schema.locale?.primaryGroupSize = sizes[0]
                schema.locale?.secondaryGroupSize = sizes[1]
                schema.locale?.minimumGroupingDigits = sizes[2]
            case "section": schema.sections.append(SectionSchema(title: unescape(value)))
            case "section.caption": updateLastSection { $0.caption = unescape(value) }
            case "section.visibleWhen": updateLastSection { $0.hasVisibilityCondition = true }
            case "field", "list": startField(keyword == "list" ? .list : .field, value)
            case "language": language = unescape(value)
            case "source": source = unescape(value)
            case "target":
                guard let language, let source else { return }
                schema.translations[language, default: [:]][source] = unescape(value)
                self.source = nil
            default: updateLastField { Self.apply(keyword, value, to: &$0) }
            }
        }

        private mutating func startField(_ kind: FieldSchema.Kind, _ value: Substring) {
            let (name, rest) = splitAtSpace(value)
            let (typeName, label) = splitAtSpace(rest)
            guard !name.isEmpty, let type = FieldTypeRef(parsing: String(typeName)) else { return }
            var field = FieldSchema(name: String(name), kind: kind, type: type)
            field.keyboard = .implied(by: type.base)
            if !label.isEmpty { field.label = unescape(label) }
            schema.fields.append(field)
        }

        private mutating func updateLastField(_ update: (inout FieldSchema) -> Void) {
            guard !schema.fields.isEmpty else { return }
            update(&schema.fields[schema.fields.count - 1])
        }

        private mutating func updateLastSection(_ update: (inout SectionSchema) -> Void) {
            guard !schema.sections.isEmpty else { return }
            update(&schema.sections[schema.sections.count - 1])
        }

        /// One line of a field.
        private static func apply(_ keyword: Substring, _ value: Substring, to field: inout FieldSchema) {
            switch keyword {
            case "label": field.label = unescape(value)
            case "placeholder": field.placeholder = unescape(value)
            case "caption": field.caption = unescape(value)
            case "required":
                field.isRequired = true
                field.requiredMessage = unescape(value)
            case "requiredBuiltIn": field.isRequired = true
            case "format": if let spec = formatter(value) { field.formatters.append(spec) }
            case "secure": if let secure = SecureEntry(rawValue: String(value)) { field.secure = secure }
            case "keyboard": if let keyboard = KeyboardKind(rawValue: String(value)) { field.keyboard = keyboard }
            case "min": field.listMinimum = Int(value)
            case "max": field.listMaximum = Int(value)
            case "disabled": field.isDisabled = true
            case "default": field.defaultValue = fieldValue(value)
            case "option":
                let (id, label) = splitAtSpace(value)
                field.options.append(ChoiceOption(id: String(id), label: unescape(label)))
            case "multiple": field.allowsMultiple = true
            case "inSection": field.sectionIndex = Int(value)
            case "visibleWhen": field.hasVisibilityCondition = true
            case "condition": field.conditionReads.append(value.split(separator: " ").map(String.init))
            default: break
            }
        }
    }

    /// `default` values: a kind, a space, the value (`none` alone).
    static func fieldValue(_ text: Substring) -> FieldValue? {
        let (kind, value) = splitAtSpace(text)
        switch kind {
        case "text": return .text(unescape(value))
        case "int": return Int(value).map(FieldValue.int)
        case "decimal": return Decimal(string: String(value), locale: nil).map(FieldValue.decimal)
        case "bool": return value == "true" ? .bool(true) : value == "false" ? .bool(false) : nil
        case "choice": return .choice(String(value))
        case "choices": return .choices(value.split(separator: " ").map(String.init))
        case "date": return FormDate(iso: String(value)).map(FieldValue.date)
        case "month": return FormMonth(iso: String(value)).map(FieldValue.month)
        case "none": return FieldValue.none
        default: return nil
        }
    }

    /// One `format` line.
    static func formatter(_ text: Substring) -> FormatterSpec? {
        let (name, argument) = splitAtSpace(text)
        switch name {
        case "digits": return .digits
        case "letters": return .letters
        case "alphanumeric": return .alphanumeric
        case "lowercase": return .lowercase
        case "uppercase": return .uppercase
        case "trim": return .trim
        case "limit": return Int(argument).map(FormatterSpec.limit)
        case "allow": return .allow(checked: unescape(argument))
        case "deny": return .deny(checked: unescape(argument))
        case "mask": return .mask(checked: unescape(argument), raw: false)
        case "rawMask": return .mask(checked: unescape(argument), raw: true)
        case "datePattern": return .date(DatePattern.parseOrFallback(unescape(argument), kind: .date))
        case "monthPattern": return .date(DatePattern.parseOrFallback(unescape(argument), kind: .month))
        case "number":
            var options = NumberOptions()
            for (key, value) in settings(argument) {
                switch key {
                case "grouping": options.grouping = value == "true"
                case "signed": options.signed = value == "true"
                case "maxDigits": options.maxDigits = Int(value) ?? options.maxDigits
                default: break
                }
            }
            return .number(options)
        case "decimal":
            var options = DecimalOptions()
            for (key, value) in settings(argument) {
                switch key {
                case "scale": options.scale = Int(value)
                case "grouping": options.grouping = value == "true"
                case "signed": options.signed = value == "true"
                case "maxDigits": options.maxDigits = Int(value) ?? options.maxDigits
                case "padFraction": options.padFraction = value == "true"
                default: break
                }
            }
            return .decimal(options)
        default: return nil
        }
    }

    /// The text before the first space and the text after it (empty when
    /// there is no space). Split on the byte, not on `Character`s: a space
    /// followed by a combining mark is one `Character` but still ends the word.
    static func splitAtSpace(_ text: Substring) -> (Substring, Substring) {
        guard let space = text.utf8.firstIndex(of: 0x20) else { return (text, "") }
        return (text[..<space], text[text.utf8.index(after: space)...])
    }

    /// `key=value key=value`.
    private static func settings(_ text: Substring) -> [(Substring, Substring)] {
        text.split(separator: " ").compactMap { pair in
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            return (pair[..<equals], pair[pair.index(after: equals)...])
        }
    }
}

extension FormSchema {
    /// The schema described by a schema table (``FormSchemaTable``): how
    /// generated code builds its `static let schema`, once, on first use.
    @_spi(Generated) public init(table: String) {
        self = FormSchemaTable.schema(table)
    }
}
