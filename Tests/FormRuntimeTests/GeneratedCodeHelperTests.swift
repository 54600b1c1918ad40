@_spi(Generated) import FormRuntime
import Testing

/// The small helpers generated code calls instead of compiling their work per
/// form: `FormCaseLookup.value(named:in:)` behind every generated enum's
/// `init?(rawValue:)`, and `Array.raise` behind every raised condition.
@Suite struct GeneratedCodeHelperTests {
    /// An enum whose raw values differ from its case names, and one of them
    /// a prefix of another, so a lookup by case name or by prefix would show.
    enum Shade: String, CaseIterable, Equatable {
        case light = "li"
        case lighter = "lighter"
        case dark = "da rk"
        case empty = ""
    }

    @Test func lookupFindsTheCaseWhoseRawValueIsTheName() {
        for shade in Shade.allCases {
            #expect(FormCaseLookup.value(named: shade.rawValue, in: Shade.allCases) == shade)
        }
        #expect(FormCaseLookup.value(named: "light", in: Shade.allCases) == nil, "case names are not raw values")
        #expect(FormCaseLookup.value(named: "lig", in: Shade.allCases) == nil)
        #expect(FormCaseLookup.value(named: "LI", in: Shade.allCases) == nil)
        #expect(FormCaseLookup.value(named: "li", in: [Shade]()) == nil)
        #expect(FormCaseLookup.value(named: "e\u{301}", in: ["\u{E9}"].compactMap(Word.init)) == Word(rawValue: "\u{E9}"),
                "names compare as Swift strings do: canonically equivalent text is equal")
    }

    struct Word: RawRepresentable, Equatable {
        var rawValue: String
        init?(rawValue: String) { self.rawValue = rawValue }
    }

    @Test func raiseAppendsInOrder() {
        var errors: [FieldError<Shade>] = []
        errors.raise(.dark, .condition(index: 0, message: "first"))
        errors.raise(.light, .required(message: "second"))
        errors.raise(.dark, .condition(index: 1, message: "third"))
        #expect(errors == [
            FieldError(field: .dark, cause: .condition(index: 0, message: "first"), message: "first"),
            FieldError(field: .light, cause: .required(message: "second"), message: "second"),
            FieldError(field: .dark, cause: .condition(index: 1, message: "third"), message: "third"),
        ])
    }

    /// A built-in message is raised by its cause and rendered by the schema
    /// in the spec's own language: generated code holds no sentence.
    @Test func aBuiltInMessageIsRenderedInTheSpecsLanguage() {
        enum Key: String, Sendable { case code }
        let field = FieldSchema(name: "code", type: FieldTypeRef(.text), label: "Code", formatters: [.digits])
        var errors: [FieldError<Key>] = []
        errors.raise(.code, .unexpectedFormat, FormSchema(name: "F", language: "de", fields: [field]))
        errors.raise(.code, .required(message: nil), FormSchema(name: "F", language: "fr", fields: [field]))
        errors.raise(.code, .unexpectedFormat, FormSchema(name: "F", fields: [field]))
        #expect(errors.map(\.message) == ["Code hat nicht das erwartete Format", "Code est obligatoire", "Code is not in the expected format"])
        #expect(errors.map(\.cause) == [.unexpectedFormat, .required(message: nil), .unexpectedFormat])
    }
}
