import AdversarialGenerated
import FormRuntime
import Testing

/// Tests/Adversarial/Spec/adversarial.form holds strings that try to break out
/// of Swift string literals and comments. Its generated code compiles (this
/// target builds) and every string arrives exactly.
@Suite struct AdversarialTextTests {
    let field = Adversarial.schema.fields.first

    @Test func schemaStringsSurviveExactly() {
        #expect(Adversarial.schema.title == "Title \"quoted\" \\ backslash \\(notInterpolated) */ \"\"\" #\"raw\"#")
        #expect(Adversarial.schema.submitLabel == "Go\u{202E}lla\u{202C} \u{1B}[31mred\u{1B}[0m")
        #expect(field?.label == "Line\nbreak\ttab\r\0nul")
        #expect(field?.placeholder == "\u{2028}separator\u{2029}paragraph")
        #expect(field?.caption == "emoji 👨‍👩‍👧 e\u{301} 漢字")
        #expect(field?.requiredMessage == "required */ \"msg\"")
        #expect(Adversarial.schema.translations["xx"]?["Line\nbreak\ttab\r\0nul"] == "\u{1B}]0;owned\u{7}")
    }

    @Test func defaultAndConditionsKeepTheirText() {
        let model = Adversarial()
        #expect(model.note == "\\(x) \"q\"")
        #expect(model.validate(on: .change) == [FieldError(field: .note, cause: .condition(index: 0, message: "matches \"quote\" and \\"), message: "matches \"quote\" and \\")])
        #expect(Adversarial(note: "\"\\(1)\"\0").validate(on: .change).map(\.message) == ["matches \"quote\" and \\", "equals"])
        #expect(Adversarial(note: "\"a/a").validate(on: .change) == [], "the pattern [\"\\\\](a|/)* matches whole")
        #expect(Adversarial(note: "\\a/").validate(on: .change) == [])
    }

    /// A field or option named like a member of the generated enums still
    /// round-trips through the generated `init?(rawValue:)`.
    @Test func enumMemberNamesRoundTrip() {
        #expect(EnumMemberNames.Field.allCases == [.rawValue, .allCases])
        #expect(EnumMemberNames.Field(rawValue: "rawValue") == .rawValue)
        #expect(EnumMemberNames.Field(rawValue: "allCases") == .allCases)
        #expect(EnumMemberNames.Field(rawValue: "value") == nil)
        #expect(EnumMemberNames.AllCases.allCases == [.rawValue, .allCases, .value])
        for option in EnumMemberNames.AllCases.allCases {
            #expect(EnumMemberNames.AllCases(rawValue: option.rawValue) == option)
        }
        #expect(EnumMemberNames().allCases == .value)
        #expect(EnumMemberNames(fieldValues: FormValues(fields: ["allCases": .choice("rawValue")])).allCases == .rawValue)
    }

    /// Issue 23 items 2 and 3: options named like Optional's cases, Swift
    /// keywords and members of the model compile, and every option literal
    /// is its enum's case: `default none` on a `choice?` is the option `none`,
    /// not `nil` (Swift reads a bare `.none` there as `Optional.none`).
    @Test func optionLiteralsNameTheirEnum() {
        let model = OptionNames()
        #expect(model.kind == OptionNames.Kind.none)
        #expect(model.kind != nil)
        #expect(model.later == OptionNames.Later.some)
        #expect(model.keyword == OptionNames.Keyword.nil)
        #expect(model.members == [.schema, .Field])
        #expect(model.isVisible(.later), "kind == .none reads the option")
        #expect(!OptionNames(kind: nil).isVisible(.later))
        #expect(model.validate(on: .change).map(\.message) == ["not none", "nil", "field"])
        #expect(OptionNames(later: OptionNames.Later.none, keyword: .class, members: []).validate(on: .change) == [])
        #expect(!OptionNames(members: [.String]).isVisible(.members))
        #expect(OptionNames.Keyword.allCases.map(\.rawValue) == ["class", "default", "nil", "in", "Any", "where", "when", "value", "Keyword"])
        #expect(OptionNames.Members(rawValue: "Field") == .Field)
    }
}
