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
        errors.raise(.dark, "first")
        errors.raise(.light, "second")
        errors.raise(.dark, "third")
        #expect(errors == [
            FieldError(field: .dark, message: "first"),
            FieldError(field: .light, message: "second"),
            FieldError(field: .dark, message: "third"),
        ])
    }
}
