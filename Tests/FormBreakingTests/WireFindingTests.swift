import FormDiagnostics
import Testing

/// Wire findings: what the generated decoder refuses or loses (docs/BREAKING.md).
@Suite struct WireFindingTests {
    static let profile = """
        form Profile {
            field name: text { label "Name" }
            field nickname: text? { label "Nickname" }
        }
        """

    @Test func aRemovedFieldLosesItsValue() {
        let new = "form Profile {\n    field name: text { label \"Name\" }\n}\n"
        let findings = Breaking.compare(Self.profile, new)
        let removed = findings.filter { $0.id == .fieldRemoved }
        #expect(removed.count == 1)
        #expect(removed.first?.message.contains("'nickname'") == true)
        #expect(removed.first?.range.start.line == 1)
        #expect(removed.first?.notes.first?.path == "old:spec.form")
        #expect(findings.map(\.id).contains(.swiftPropertyRemoved))
    }

    @Test func aFieldWithTheSameTypeAndLabelIsARename() {
        let new = Self.profile.replacingOccurrences(of: "field nickname", with: "field handle")
        let findings = Breaking.compare(Self.profile, new)
        #expect(Set(findings.filter { $0.severity == .error }.map(\.id)) == [.fieldRenamed, .swiftPropertyRenamed])
        let renamed = findings.first { $0.id == .fieldRenamed }
        #expect(renamed?.fixIts.first?.replacement == "nickname")
    }

    @Test func aNewFieldIsABreakUnlessOptional() {
        let required = Self.profile.replacingOccurrences(of: "}\n}", with: "}\n    field city: text { label \"City\" }\n}")
        #expect(Breaking.ids(Self.profile, required) == [.nonOptionalFieldAdded])
        let fix = Breaking.compare(Self.profile, required).first?.fixIts.first
        #expect(fix?.replacement == "?")
        let optional = Self.profile.replacingOccurrences(of: "}\n}", with: "}\n    field city: text? { label \"City\" }\n}")
        #expect(Breaking.ids(Self.profile, optional).isEmpty)
        let toggle = Self.profile.replacingOccurrences(of: "}\n}", with: "}\n    field agree: bool { label \"Agree\" }\n}")
        #expect(Breaking.ids(Self.profile, toggle) == [.nonOptionalFieldAdded])
        #expect(Breaking.compare(Self.profile, toggle).first?.fixIts.isEmpty == true, "bool cannot be optional")
    }

    @Test func anOptionalFieldMadeNonOptional() {
        let new = Self.profile.replacingOccurrences(of: "text? { label \"Nickname\" }", with: "text { label \"Nickname\" }")
        #expect(Breaking.ids(Self.profile, new) == [.fieldMadeNonOptional, .swiftPropertyTypeChanged])
    }

    @Test func anAlwaysRequiredOptionalNeverHeldNil() {
        let old = "form P {\n    field phone: text? {\n        label \"Phone\"\n        required\n    }\n}\n"
        let new = "form P {\n    field phone: text {\n        label \"Phone\"\n        required\n    }\n}\n"
        #expect(Breaking.ids(old, new) == [.swiftPropertyTypeChanged])
        let hidden = old.replacingOccurrences(of: "required\n", with: "required\n        visible when length(phone) > 3\n")
        #expect(Breaking.ids(hidden, new).contains(.fieldMadeNonOptional))
    }

    @Test(arguments: [
        ("text", "int", DiagnosticID.fieldTypeChanged),
        ("int", "text", .fieldTypeChanged),
        ("date", "month", .dateMonthChanged),
        ("month", "date", .dateMonthChanged),
        ("decimal", "int", .fieldTypeChanged),
        ("bool", "text", .fieldTypeChanged),
    ])
    func incompatibleTypes(old: String, new: String, id: DiagnosticID) {
        let ids = Breaking.compare(form("x: \(old)"), form("x: \(new)"), categories: [.wire]).map(\.id)
        #expect(ids == [id])
    }

    @Test(arguments: [("int", "decimal"), ("date", "text"), ("month", "text"), ("text", "text?")])
    func compatibleTypes(old: String, new: String) {
        #expect(Breaking.compare(form("x: \(old)"), form("x: \(new)"), categories: [.wire, .validation]).isEmpty)
    }

    @Test func aChoiceDecodesAsText() {
        let old = "form F {\n    field c: choice {\n        label \"C\"\n        option a \"A\"\n    }\n}\n"
        #expect(Breaking.compare(old, form("c: text"), categories: [.wire]).isEmpty)
    }

    @Test func aWholeDecimalDecodesAsInt() {
        let whole = "form F {\n    field x: decimal {\n        label \"X\"\n        format decimal(scale: 0, maxDigits: 18)\n    }\n}\n"
        #expect(Breaking.compare(whole, form("x: int"), categories: [.wire]).isEmpty)
        let wide = whole.replacingOccurrences(of: "maxDigits: 18", with: "maxDigits: 19")
        #expect(Breaking.compare(wide, form("x: int"), categories: [.wire]).map(\.id) == [.fieldTypeChanged])
    }

    @Test func listsAndMultipleChoices() {
        #expect(Breaking.compare(form("x: text"), "form F {\n    list x: text { label \"X\" }\n}\n", categories: [.wire]).map(\.id) == [.listKindChanged])
        let single = "form F {\n    field c: choice {\n        label \"C\"\n        option a \"A\"\n    }\n}\n"
        let multiple = single.replacingOccurrences(of: "label \"C\"\n", with: "label \"C\"\n        multiple\n")
        #expect(Breaking.compare(single, multiple, categories: [.wire]).map(\.id) == [.choiceMultiplicityChanged])
        #expect(Breaking.compare(multiple, "form F {\n    list c: text { label \"C\" }\n}\n", categories: [.wire]).isEmpty)
    }

    @Test func optionsRemovedRenamedAndAdded() {
        let old = "form T {\n    field c: choice {\n        label \"C\"\n        option fr \"France\"\n        option uk \"United Kingdom\"\n        option it \"Italy\"\n    }\n}\n"
        let new = "form T {\n    field c: choice {\n        label \"C\"\n        option fr \"France\"\n        option gb \"United Kingdom\"\n        option de \"Germany\"\n    }\n}\n"
        let findings = Breaking.compare(old, new, categories: [.wire])
        #expect(findings.map(\.id) == [.optionRenamed, .optionRemoved] || findings.map(\.id) == [.optionRemoved, .optionRenamed])
        #expect(findings.first { $0.id == .optionRenamed }?.fixIts.first?.replacement == "uk")
        #expect(findings.contains { $0.message.contains("'it'") })
        let added = old.replacingOccurrences(of: "option it \"Italy\"\n", with: "option it \"Italy\"\n        option de \"Germany\"\n")
        #expect(Breaking.compare(old, added).isEmpty)
    }

    @Test func formsAreMatchedByNameAcrossFiles() {
        let a = "form A {\n    field x: text { label \"X\" }\n}\n"
        let b = "form B {\n    field y: text { label \"Y\" }\n}\n"
        #expect(Breaking.compare(old: ["one.form": a + b], new: ["one.form": a, "two.form": b]).isEmpty)
        let removed = Breaking.compare(old: ["one.form": a + b], new: ["one.form": a])
        #expect(removed.map(\.id) == [.formRemoved, .swiftTypeRemoved])
        #expect(removed.first?.path == "one.form")
        let gone = Breaking.compare(old: ["one.form": a, "two.form": b], new: ["one.form": a])
        #expect(gone.first?.path == "two.form")
    }

    @Test func aFormWithTheSameFieldsIsARename() {
        let old = "form Signup {\n    field email: text { label \"Email\" }\n}\n"
        let new = old.replacingOccurrences(of: "Signup", with: "Registration")
        let findings = Breaking.compare(old, new)
        #expect(findings.map(\.id) == [.swiftTypeRenamed])
        #expect(findings.first?.fixIts.first?.replacement == "Signup")
    }

    func form(_ field: String) -> String {
        "form F {\n    field \(field) { label \"X\" }\n}\n"
    }
}
