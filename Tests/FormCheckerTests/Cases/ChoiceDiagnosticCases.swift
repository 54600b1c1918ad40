import FormChecker
import FormDiagnostics
@_spi(Generated) import FormRuntime
import Testing

/// A choice field `c` with options `fr`, `de`, `ch` (one line).
private let country = #"field c: choice { label "C"; option fr "France"; option de "Germany"; option ch "Switzerland" }"#
/// A multiple choice `t` with options `cheese`, `olives` (one line).
private let toppings = #"field t: choice { label "T"; multiple; option cheese "Cheese"; option olives "Olives" }"#

/// LANGUAGE.md §13: each new rule with a spec that breaks it and a near miss.
let choiceDiagnosticCases: [Case] = [
    // invalid-choice
    Case("invalid-choice: no options", form(#"field c: choice { label "C" }"#), ["invalid-choice@2"]),
    Case("invalid-choice: choice? with multiple", form(#"field c: choice? { label "C"; multiple; option a "A" }"#), ["invalid-choice@2"]),
    Case("invalid-choice: option on text", form(#"field c: text { label "C"; option a "A" }"#), ["invalid-choice@2"]),
    Case("invalid-choice: multiple on int", form(#"field c: int { label "C"; multiple }"#), ["invalid-choice@2"]),
    Case("invalid-choice: format on a choice", form(#"field c: choice { label "C"; option a "A"; format digits }"#), ["invalid-choice@2"]),
    Case("invalid-choice: secure and keyboard on a choice", form(#"field c: choice { label "C"; option a "A"; secure; keyboard email }"#), ["invalid-choice@2", "invalid-choice@2"]),
    Case("invalid-choice: a list of choices", form(#"list c: choice { label "C"; option a "A" }"#), ["invalid-choice@2"]),
    Case("invalid-choice near miss: choice? and multiple choice", form(country, toppings, #"field o: choice? { label "O"; option a "A" }"#)),
    // duplicate-option
    Case("duplicate-option", form(#"field c: choice {"#, #"label "C""#, #"option a "A""#, #"option a "Again""#, "}"), ["duplicate-option@5"]),
    Case("duplicate-option near miss: same id in two fields", form(#"field c: choice { label "C"; option a "A" }"#, #"field d: choice { label "D"; option a "A" }"#)),
    // unknown-option
    Case("unknown-option: default", form(#"field c: choice { label "C"; option fr "France"; default frr }"#), ["unknown-option@2"]),
    Case("unknown-option: in a multiple default", form(toppings.replacingOccurrences(of: " }", with: "; default [cheese, ham] }")), ["unknown-option@2"]),
    Case("unknown-option: compared", form(country, #"field n: text { label "N"; error "x" when c == .it }"#), ["unknown-option@3"]),
    Case("unknown-option: contains", form(toppings, #"field n: text { label "N"; error "x" when t contains .ham }"#), ["unknown-option@3"]),
    Case("unknown-option near miss", form(country, toppings, #"field n: text { label "N"; error "x" when c != .de && t contains .olives }"#)),
    // type-mismatch on choices
    Case("type-mismatch: contains on a single choice", form(country, #"field n: text { label "N"; error "x" when c contains .fr }"#), ["type-mismatch@3"]),
    Case("type-mismatch: count of a single choice", form(country, #"field n: text { label "N"; error "x" when count(c) > 1 }"#), ["type-mismatch@3"]),
    Case("type-mismatch: == on a multiple choice", form(toppings, #"field n: text { label "N"; error "x" when t == .cheese }"#), ["type-mismatch@3"]),
    Case("type-mismatch: option compared with text", form(#"field n: text { label "N"; error "x" when value == .fr }"#), ["type-mismatch@2"]),
    Case("type-mismatch: length of a choice", form(country, #"field n: text { label "N"; error "x" when length(c) > 1 }"#), ["type-mismatch@3"]),
    Case("type-mismatch: choice compared with text", form(country, #"field n: text { label "N"; error "x" when c == n }"#), ["type-mismatch@3"]),
    Case("type-mismatch: < on a choice", form(country, #"field n: text { label "N"; error "x" when c < .fr }"#), ["type-mismatch@3"]),
    Case("type-mismatch near miss: count(value) of a multiple choice", form(#"field t: choice { label "T"; multiple; option a "A"; option b "B"; error "x" when count(value) > 1 }"#)),
    // invalid-default on choices
    Case("invalid-default: a literal on a choice", form(#"field c: choice { label "C"; option a "A"; default "a" }"#), ["invalid-default@2"]),
    Case("invalid-default: brackets on a single choice", form(#"field c: choice { label "C"; option a "A"; default [a] }"#), ["invalid-default@2"]),
    Case("invalid-default: an identifier on text", form(#"field c: text { label "C"; default a }"#), ["invalid-default@2"]),
    // reserved-name for an option that cannot be a case of the generated enum
    Case("reserved-name: option _", form(#"field c: choice { label "C"; option a "A"; option _ "U" }"#), ["reserved-name@2"]),
    Case("reserved-name: options self, init, Type, Protocol", form(#"field c: choice {"#, #"label "C""#, #"option self "S""#, #"option init "I""#, #"option Type "T""#, #"option Protocol "P""#, "}"), ["reserved-name@4", "reserved-name@5", "reserved-name@6", "reserved-name@7"]),
    Case("reserved-name near miss: keyword options are written in backticks", form(#"field c: choice { label "C"; option class "K"; option default "D"; option nil "L"; option allCases "A"; option none "N"; option some "M"; option validate "V"; option Field "F" }"#)),
    // Issue 23 item 2: what the generated enum's own declarations name.
    Case("reserved-name: options Self, AllCases, RawValue, FormRuntime", form(#"field c: choice {"#, #"label "C""#, #"option Self "S""#, #"option AllCases "A""#, #"option RawValue "R""#, #"option FormRuntime "L""#, "}"), ["reserved-name@4", "reserved-name@5", "reserved-name@6", "reserved-name@7"]),
    // Generated code writes `FormRuntime.FormCaseLookup` and `Swift.String` (issue 31 item 4).
    Case("reserved-name near miss: options named after types generated code names", form(#"field c: choice { label "C"; option FormCaseLookup "L"; option String "S"; option Hashable "H"; option FormDate "D" }"#)),
    // Issue 23 item 4: `true`/`false` are the boolean in 'default' and conditions.
    Case("reserved-name: options true and false, and no second error for their default", form(#"field c: choice {"#, #"label "C""#, #"option true "Yes""#, #"option false "No""#, "default true", "}"), ["reserved-name@4", "reserved-name@5"]),
    Case("reserved-name: fields RawValue and AllCases (cases of the Field enum)", form(#"field RawValue: text { label "R" }"#, #"field AllCases: text { label "A" }"#), ["reserved-name@2", "reserved-name@3"]),
    Case("reserved-name: field normalized (a member of the model, LANGUAGE.md §20)", form(#"field normalized: text { label "N" }"#), ["reserved-name@2"]),
    // reserved-name for the nested enum
    Case("reserved-name: nested enum named like the form", "form Country { field country: choice { label \"C\"; option a \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: nested enums named like types generated code names", form(#"field formDate: choice { label "C"; option a "A" }"#, #"field hashable: choice { label "H"; option a "A" }"#, #"field string: choice { label "S"; option a "A" }"#), ["reserved-name@2", "reserved-name@3", "reserved-name@4"]),
    Case("reserved-name: nested enum named like a module", form(#"field swift_u_i: choice { label "C"; option a "A" }"#), ["reserved-name@2"]),
    Case("reserved-name near miss: nested enum named like a runtime type generated code does not name", form(#"field formValues: choice { label "C"; option a "A" }"#)),
    Case("reserved-name: two choices with one enum name", form(#"field card_brand: choice { label "A"; option a "A" }"#, #"field cardBrand: choice { label "B"; option a "A" }"#), ["reserved-name@3"]),
    Case("reserved-name: nested enum named like the Field enum", form(#"field field_: choice { label "A"; option a "A" }"#), ["reserved-name@2"]),
    Case("reserved-name near miss: a choice and a text of other names", form(country, #"field d: text { label "D" }"#)),
    // visibility, conditional requirement, sections
    Case("visible when must be bool", form(country, #"field n: text { label "N"; visible when c }"#), ["type-mismatch@3"]),
    Case("required when reads an unknown name", form(#"field n: text { label "N"; required when x }"#), ["unknown-name@2"]),
    Case("section condition has no value", form(#"section "S" {"#, "visible when value", #"field a: text { label "A" }"#, "}"), ["unknown-name@3"]),
    Case("sections do not nest", form(#"section "S" {"#, #"section "T" { field b: text { label "B" } }"#, #"field a: text { label "A" }"#, "}"), ["unexpected-token@3"]),
    Case("duplicate-attribute: two captions in a section", form(#"section "S" {"#, #"caption "A""#, #"caption "B""#, #"field a: text { label "A" }"#, "}"), ["duplicate-attribute@4"]),
    Case("duplicate-field across sections", form(#"section "S" { field a: text { label "A" } }"#, #"field a: text { label "B" }"#), ["duplicate-field@3"]),
    Case("sections near miss", form(#"field p: bool { label "P" }"#, #"section "S" {"#, #"caption "C""#, "visible when !p", #"field a: text { label "A"; visible when p == false; required "R" when !p }"#, "}")),
]

@Suite("Choice, visibility and section diagnostics (LANGUAGE.md §13)")
struct ChoiceDiagnosticCaseTests {
    @Test("each case reports exactly its diagnostics", arguments: choiceDiagnosticCases)
    func reports(_ testCase: Case) {
        let outcome = Harness.run(testCase.spec)
        #expect(outcome.all == testCase.expected, "\(outcome.diagnostics.map { "\($0.id.rawValue)@\($0.range.start.line): \($0.message)" })")
    }

    @Test("exact ranges and fix-its of the new diagnostics")
    func ranges() throws {
        let spec = "form F {\n  field c: choice { label \"C\"; option red \"Red\"; option red \"Again\"; default bleu; option blue \"Blue\" }\n}\n"
        let outcome = Harness.run(spec)
        let duplicate = try #require(outcome.diagnostics.first { $0.id == .duplicateOption })
        #expect(duplicate.range.start.column == 57)
        #expect(duplicate.range.end.column == 60)
        #expect(duplicate.notes.count == 1)
        let unknown = try #require(outcome.diagnostics.first { $0.id == .unknownOption })
        #expect(unknown.range.start.column == 78)
        #expect(unknown.range.end.column == 82)
        #expect(unknown.fixIts.first?.replacement == "blue")
        #expect(unknown.message.contains("did you mean 'blue'?"))
    }

    @Test("the checked model of a choice form")
    func model() throws {
        let spec = """
        form Order {
            field size: choice { label "Size"; option s "Small"; option m "Medium"; default m }
            field extras: choice { label "Extras"; multiple; option b "B"; option a "A"; default [a, b, a] }
            section "More" {
                caption "Optional"
                visible when size == .m
                field note: text? { label "Note"; visible when extras contains .a; required "Say" when count(extras) > 1 }
            }
        }
        """
        let outcome = Harness.run(spec)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.all)")
        let form = try #require(outcome.model.forms.first)
        #expect(form.fields.map(\.name) == ["size", "extras", "note"])
        #expect(form.fields[0].options.map(\.id) == ["s", "m"])
        #expect(form.fields[0].defaultValue == .choice("m"))
        #expect(form.fields[1].allowsMultiple)
        #expect(form.fields[1].defaultValue == .choices(["b", "a"]), "option order, no repeats")
        #expect(form.fields[2].sectionIndex == 0)
        #expect(form.fields[2].visibleWhen != nil)
        #expect(form.fields[2].requiredWhen != nil)
        #expect(form.sections == [CheckedSection(title: "More", caption: "Optional", visibleWhen: form.sections.first?.visibleWhen)])
        #expect(form.sections.first?.visibleWhen != nil)
        let schema = form.schema
        #expect(schema.sections.first?.hasVisibilityCondition == true)
        #expect(schema.fields[2].hasVisibilityCondition)
        #expect(schema.fields[0].isChoice)
    }

    @Test("section titles, captions and option labels need translations")
    func translations() {
        let spec = """
        form F {
            field c: choice { label "C"; option a "Apple" }
            section "Shipping" { caption "Where"; field s: text { label "S" } }
        }
        translations "de" { "C" = "C" "S" = "S" }
        """
        let messages = Harness.run(spec).diagnostics.filter { $0.id == .missingTranslation }.flatMap { [$0.message] + $0.notes.map(\.message) }.joined(separator: "\n")
        #expect(messages.contains("Apple"))
        #expect(messages.contains("Shipping"))
        #expect(messages.contains("Where"))
    }
}
