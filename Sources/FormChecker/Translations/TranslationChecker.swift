import FormDiagnostics
import FormRuntime
import FormSyntax

/// `translations "lang" { … }` blocks (LANGUAGE.md §7): which source texts
/// of the file's forms have no entry (`missing-translation`, one warning per
/// block listing them) and which entries no text uses
/// (`unused-translation`, at the entry).
///
/// Source texts are the titles, explicit submit labels, labels,
/// placeholders, captions, explicit `required` messages and `error`
/// messages of every form in the file.
///
/// Built-in texts (LANGUAGE.md §19: "Submit", "{label} is required",
/// "Enter a valid date", the date letters, the terminal's hints, …) are
/// known too: an entry keyed by a built-in text's English source string
/// overrides it and is never unused. formc ships their translations, so a
/// block in a shipped language (``BuiltInLanguage``) that lacks them is not
/// warned about; a block in a language formc does not ship would show them
/// in English, so its `missing-translation` also lists the built-in texts
/// the form itself shows (``builtInTexts(of:)``).
enum TranslationChecker {
    /// `unknown-locale` for a block language that is not a language
    /// identifier (`fr`, `pt-BR`, `zh_Hant_TW`): a language subtag of two or
    /// three letters, then optionally a four-letter script and a region of
    /// two letters or three digits. `"french"` names no language the
    /// runtime could ever select.
    static func checkLanguage(_ language: StringLiteral, bag: inout DiagnosticBag) {
        guard !LanguageTable.isWellFormed(language.value) else { return }
        let suggestion = LocaleTable.suggestion(for: language.value).flatMap { identifier in
            identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
        }
        bag.report(
            .unknownLocale, at: language.range,
            "translations \(language.spelling) does not name a language; use a language identifier such as \"fr\" or \"pt-BR\"",
            fixIts: suggestion.map { [bag.fixIt("use \"\($0)\"", replacing: language.range, with: "\"\($0)\"")] } ?? []
        )
    }

    static func check(_ syntax: SyntaxFile, bag: inout DiagnosticBag) -> [CheckedTranslations] {
        let blocks: [TranslationsDecl] = syntax.declarations.compactMap {
            if case .translations(let block) = $0 { block } else { nil }
        }
        guard !blocks.isEmpty else { return [] }
        let allSources = sourceTexts(of: syntax)
        let known = Set(allSources).union(BuiltInText.allCases.map(\.source))
        let builtIns = builtInTexts(of: syntax).filter { !Set(allSources).contains($0) }
        checkLanguagesFromLocales(syntax, blocks: blocks, bag: &bag)
        var result: [CheckedTranslations] = []
        var suggestionsLeft = 100
        for block in blocks {
            checkLanguage(block.language, bag: &bag)
            // The texts of a form written in the block's language need no
            // entry: they are already in it (LANGUAGE.md §21).
            let sources = sourceTexts(of: syntax, forms: syntax.forms.filter { !isWritten($0, in: block.language.value) })
            var entries: [String: String] = [:]
            var first: [String: TranslationsDecl.Entry] = [:]
            for entry in block.entries {
                let source = entry.source.value
                if let earlier = first[source] {
                    bag.report(
                        .duplicateAttribute, at: entry.source.range, "\(entry.source.spelling) is already translated in this block",
                        notes: [bag.note("first translated here", at: earlier.source.range)]
                    )
                    continue
                }
                first[source] = entry
                entries[source] = entry.translation.value
                checkPlaceholders(of: entry, bag: &bag)
                if !known.contains(source) {
                    var fixIts: [FixIt] = []
                    var message = "no title, label, placeholder, caption or message of this file is \(entry.source.spelling)"
                    suggestionsLeft -= 1
                    if suggestionsLeft >= 0, let suggestion = Suggestion.closest(to: source, in: allSources.filter { first[$0] == nil }) {
                        message += "; did you mean \"\(suggestion)\"?"
                        fixIts.append(bag.fixIt("did you mean \"\(suggestion)\"?", replacing: entry.source.range, with: quoted(suggestion)))
                    }
                    bag.report(.unusedTranslation, at: entry.source.range, message, fixIts: fixIts)
                }
            }
            // A name that is no language identifier already has its own warning.
            let shipsLanguage = BuiltInLanguage(matching: block.language.value) != nil || !LanguageTable.isWellFormed(block.language.value)
            let missing = (shipsLanguage ? sources : sources + builtIns).filter { entries[$0] == nil }
            if !missing.isEmpty {
                let list = missing.prefix(10).map { quoted($0) }.joined(separator: ", ")
                let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
                bag.report(
                    .missingTranslation, at: block.language.range,
                    "translations \(block.language.spelling) lack \(missing.count) text\(missing.count == 1 ? "" : "s"): \(list)\(more)",
                    notes: missing.map { DiagnosticNote("missing: \(quoted($0))") }
                )
            }
            result.append(CheckedTranslations(language: block.language.value, entries: entries))
        }
        return result
    }

    /// The language `form` is written in, as the checker resolves it
    /// (LANGUAGE.md §21): its `language "…"`, else the language of its
    /// `locale "…"` (`FormResolver.language(of:)`), else `en`; and whether
    /// it comes from the locale.
    static func language(of form: FormDecl) -> (language: String, fromLocale: Bool) {
        if let declared = form.attributes.first(where: { $0.kind == .language }) { return (declared.value.value, false) }
        guard let locale = form.attributes.first(where: { $0.kind == .locale }) else { return ("en", false) }
        return (FormResolver.language(ofLocale: locale.value.value), true)
    }

    /// Whether `form` is written in the language of a `translations
    /// "language"` block: the same identifier (case and `-`/`_` aside), so
    /// `de-CH` is another language than `de` (a block rewording German for
    /// Switzerland).
    static func isWritten(_ form: FormDecl, in language: String) -> Bool {
        CustomLocales.key(Self.language(of: form).language) == CustomLocales.key(language)
    }

    /// `missing-translation` (warning) at a form's `language "…"` naming a
    /// language formc does not ship its own texts in (`nl`): shown as
    /// written, the form would show them in English beside its own texts,
    /// unless a `translations` block in that language overrides them; the
    /// warning lists the built-in texts the form shows (``builtInTexts(of:)``).
    /// With such a block, the block's own `missing-translation` lists what
    /// it lacks.
    static func checkOwnLanguages(_ syntax: SyntaxFile, bag: inout DiagnosticBag) {
        let blocks: [TranslationsDecl] = syntax.declarations.compactMap {
            if case .translations(let block) = $0 { block } else { nil }
        }
        for form in syntax.forms {
            guard let declared = form.attributes.first(where: { $0.kind == .language }), LanguageTable.isKnown(declared.value.value),
                  BuiltInLanguage(matching: declared.value.value) == nil else { continue }
            // A block in that language is told what it lacks itself.
            guard !blocks.contains(where: { CustomLocales.key($0.language.value) == CustomLocales.key(declared.value.value) }) else { continue }
            let missing = builtInTexts(of: [form])
            guard !missing.isEmpty else { continue }
            let list = missing.map { quoted($0) }.joined(separator: ", ")
            bag.report(
                .missingTranslation, at: declared.value.range,
                "formc does not ship its own texts in \(declared.value.spelling), so form '\(form.name.name)' would show \(missing.count) of them in English: \(list); "
                    + "give them in a translations \(declared.value.spelling) block",
                notes: missing.map { DiagnosticNote("missing: \(quoted($0))") }
            )
        }
    }

    /// `language-from-locale` (warning): a form without `language "…"` is
    /// taken to be written in its locale's language, but the file has a
    /// `translations` block for that language, which only texts written in
    /// another language need, so the form's texts (and the built-in texts
    /// shown with them) would be taken for the wrong language. The fix-it
    /// adds `language "en"` after the `locale`.
    private static func checkLanguagesFromLocales(_ syntax: SyntaxFile, blocks: [TranslationsDecl], bag: inout DiagnosticBag) {
        for form in syntax.forms {
            let (language, fromLocale) = language(of: form)
            guard fromLocale, language != "en", let locale = form.attributes.first(where: { $0.kind == .locale }),
                  let block = blocks.first(where: { CustomLocales.key($0.language.value) == CustomLocales.key(language) }) else { continue }
            let indentation = Self.indentation(ofLineAt: locale.range.lowerBound, in: syntax.source)
            bag.report(
                .languageFromLocale, at: locale.value.range,
                "form '\(form.name.name)' has no 'language', so its texts are taken to be in \"\(language)\", the language of its locale, "
                    + "but translations \(block.language.spelling) translates them; say which language they are written in, such as 'language \"en\"'",
                notes: [bag.note("the translations into \"\(language)\"", at: block.language.range)],
                fixIts: [bag.fixIt("add 'language \"en\"'", replacing: locale.range.upperBound..<locale.range.upperBound, with: "\n" + indentation + "language \"en\"")]
            )
        }
    }

    /// The blanks that start the line holding byte `offset` of `source`.
    private static func indentation(ofLineAt offset: Int, in source: SourceFile) -> String {
        let start = source.lineStarts.last { $0 <= offset } ?? 0
        let blanks = source.bytes[start..<offset].prefix { $0 == 0x20 || $0 == 0x09 }
        return String(decoding: blanks, as: UTF8.self)
    }

    /// The distinct source texts of the file's forms, in source order.
    static func sourceTexts(of syntax: SyntaxFile) -> [String] {
        sourceTexts(of: syntax, forms: syntax.forms)
    }

    /// The distinct source texts of `forms` (of `syntax`), in source order.
    static func sourceTexts(of syntax: SyntaxFile, forms: [FormDecl]) -> [String] {
        var seen: Set<String> = []
        var texts: [String] = []
        func add(_ text: String) {
            guard !text.isEmpty, seen.insert(text).inserted else { return }
            texts.append(text)
        }
        func addField(_ field: FieldDecl) {
            addTexts(of: field.attributes, add)
        }
        for form in forms {
            for member in form.members {
                switch member {
                case .attribute(let attribute):
                    if attribute.kind != .locale, attribute.kind != .language { add(attribute.value.value) }
                case .field(let field):
                    addField(field)
                case .section(let section):
                    // Section titles and captions are translatable (LANGUAGE.md §13).
                    add(section.title.value)
                    for item in section.items {
                        switch item {
                        case .attribute(let attribute): addTexts(of: [attribute], add)
                        case .field(let field): addField(field)
                        }
                    }
                }
            }
        }
        return texts
    }

    /// `unused-translation` at an override of a built-in text whose
    /// translation names a placeholder the text does not have (LANGUAGE.md
    /// §19: placeholders keep their names): formc never fills it, so it
    /// would be shown as written.
    private static func checkPlaceholders(of entry: TranslationsDecl.Entry, bag: inout DiagnosticBag) {
        guard let id = BuiltInText(source: entry.source.value) else { return }
        let known = id.placeholders
        let unknown = BuiltInText.placeholders(in: entry.translation.value).filter { !known.contains($0) }
        guard let name = unknown.first else { return }
        let expected = known.isEmpty ? "it has none" : "it has " + known.map { "{\($0)}" }.joined(separator: ", ")
        bag.report(
            .unusedTranslation, at: entry.translation.range,
            "{\(name)} is never filled: the built-in text \(entry.source.spelling) keeps its placeholders' names, and \(expected)"
        )
    }

    /// The source strings of the built-in texts the file's forms show in
    /// the form itself (LANGUAGE.md §19), in source order: "Submit" for a
    /// form without `submit`, "{label} is required" for a `required` field
    /// without a message, and for a date or month field "Enter a valid date"
    /// and its placeholder's letters. The renderers' own texts (key hints,
    /// line-mode prompts) are not listed.
    static func builtInTexts(of syntax: SyntaxFile) -> [String] {
        builtInTexts(of: syntax.forms)
    }

    /// ``builtInTexts(of:)`` of `forms`. A field the session holds
    /// unanswered until it is given a value (a non-optional number, date,
    /// month or single choice without `default`) shows "{label} is required"
    /// too.
    static func builtInTexts(of forms: [FormDecl]) -> [String] {
        var ids: [BuiltInText] = []
        func add(_ id: BuiltInText) {
            if !ids.contains(id) { ids.append(id) }
        }
        func addField(_ field: FieldDecl) {
            var hasDefault = false
            var isMultiple = false
            for attribute in field.attributes {
                switch attribute.value {
                case .required(nil, _): add(.required)
                case .default: hasDefault = true
                case .multiple: isMultiple = true
                default: break
                }
            }
            let answered: Set<TypeSyntax.Base> = [.int, .decimal, .date, .month, .choice]
            if !field.isList, !field.type.isOptional, !hasDefault, !isMultiple, answered.contains(field.type.base) { add(.required) }
            switch field.type.base {
            case .date: [.invalidDate, .dateDay, .dateMonth, .dateYear].forEach(add)
            case .month: [.invalidDate, .dateMonth, .dateShortYear].forEach(add)
            default: break
            }
        }
        for form in forms {
            var hasSubmit = false
            for member in form.members {
                switch member {
                case .attribute(let attribute): if attribute.kind == .submit { hasSubmit = true }
                case .field(let field): addField(field)
                case .section(let section):
                    for case .field(let field) in section.items { addField(field) }
                }
            }
            if !hasSubmit { add(.submit) }
        }
        return ids.map(\.source)
    }

    /// The translatable texts of attributes: labels, placeholders,
    /// captions, messages and option labels.
    private static func addTexts(of attributes: [FieldAttribute], _ add: (String) -> Void) {
        for attribute in attributes {
            switch attribute.value {
            case .label(let text), .placeholder(let text), .caption(let text): add(text.value)
            case .required(let message, _): if let message { add(message.value) }
            case .error(let message, _, _): add(message.value)
            case .option(_, let label): add(label.value)
            default: break
            }
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            default: String(scalar)
            }
        }.joined() + "\""
    }
}
