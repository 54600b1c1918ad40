import Foundation
import Testing
import FormLanguageServer

/// LANGUAGE.md §16 for the constructs of §13 and §14: option names are
/// completed, navigated and renamed like fields; sections' members and the
/// date functions are completed (on specs/checkout.form and survey.form, read
/// at test time).
@Suite("LSP features: choices, sections, dates")
struct ChoiceFeatureTests {
    static let checkoutURI = "file:///specs/checkout.form"
    static let checkout = Specs.text("specs/checkout.form")
    static let surveyURI = "file:///specs/survey.form"
    static let survey = Specs.text("specs/survey.form")

    static func client(_ uri: String, _ text: String) -> TestClient {
        let client = TestClient()
        client.open(uri, text)
        return client
    }

    static func at(_ marker: String, offset: Int = 0, in text: String, uri: String) -> JSON {
        let (line, character) = position(of: marker, in: text, offset: offset)
        return TestClient.at(uri, line, character)
    }

    static func with(_ params: JSON, _ key: String, _ value: JSON) -> JSON {
        guard case .object(var members) = params else { return params }
        members[key] = value
        return .object(members)
    }

    // MARK: Completion

    @Test func optionsAfterADotInAConditionOnThatField() {
        let base = "form F {\n    field country: choice {\n        label \"Country\"\n        option fr \"France\"\n        option ch \"Switzerland\"\n    }\n"
        let other = base + "    field canton: text? {\n        visible when country == .‸\n    }\n}\n"
        #expect(FeatureTests.complete(other) == ["fr", "ch"])
        let typing = base + "    field canton: text? {\n        required when country != .c‸\n    }\n}\n"
        #expect(FeatureTests.complete(typing) == ["fr", "ch"], "the word being typed is filtered by the client")
        let own = "form F {\n    field rating: choice {\n        option low \"Low\"\n        option high \"High\"\n        error \"x\" when value == .‸\n    }\n}\n"
        #expect(FeatureTests.complete(own) == ["low", "high"])
        let multiple = "form F {\n    field t: choice {\n        multiple\n        option cheese \"Cheese\"\n        option olives \"Olives\"\n    }\n    field n: text? {\n        visible when t contains .‸\n    }\n}\n"
        #expect(FeatureTests.complete(multiple) == ["cheese", "olives"])
        let notAChoice = "form F {\n    field a: text { label \"A\" }\n    field b: text {\n        visible when a == .‸\n    }\n}\n"
        #expect(FeatureTests.complete(notAChoice).isEmpty)
    }

    @Test func optionLabelsAreTheDetail() {
        let client = Self.client(Self.checkoutURI, Self.checkout)
        let params = Self.at("country == .ch\n", offset: 12, in: Self.checkout, uri: Self.checkoutURI)
        let items = client.result("textDocument/completion", params)["items"]?.array ?? []
        #expect(items.compactMap { $0["label"]?.string } == ["fr", "de", "ch", "it"])
        #expect(items.first?["detail"]?.string == "option of country: \"France\"")
    }

    @Test func optionsAfterDefault() {
        let single = "form F {\n    field c: choice {\n        option visa \"Visa\"\n        option amex \"Amex\"\n        default ‸\n    }\n}\n"
        #expect(FeatureTests.complete(single) == ["visa", "amex"])
        let list = "form F {\n    field t: choice {\n        multiple\n        option a \"A\"\n        option b \"B\"\n        default [a, ‸\n    }\n}\n"
        #expect(FeatureTests.complete(list) == ["a", "b"])
        #expect(FeatureTests.complete("form F {\n    field n: int {\n        default ‸\n    }\n}\n").isEmpty, "a number's default is a literal")
    }

    @Test func sectionsAndTheirFields() {
        #expect(Set(FeatureTests.complete("form F {\n    section \"S\" {\n        ‸\n    }\n}\n")) == ["caption", "visible", "field", "list"])
        #expect(FeatureTests.complete("form F {\n    section \"S\" {\n        visible ‸\n    }\n}\n") == ["when"])
        let inSection = FeatureTests.complete("form F {\n    field p: bool { label \"P\" }\n    section \"S\" {\n        field a: text {\n            label \"A\"\n            ‸\n        }\n    }\n}\n")
        #expect(inSection.contains("format") && inSection.contains("visible") && !inSection.contains("label"))
        let condition = FeatureTests.complete("form F {\n    field p: bool { label \"P\" }\n    section \"S\" {\n        visible when !‸\n    }\n}\n")
        #expect(condition.contains("p"))
        #expect(FeatureTests.complete("form F {\n    section \"S\" {\n        field a: ‸\n    }\n}\n").contains("choice"))
    }

    @Test func dateFunctionsInConditions() {
        let names = FeatureTests.complete("form F {\n    field born: date {\n        error \"x\" when ‸\n    }\n}\n")
        for name in ["today", "thisMonth", "date(…)", "month(…)", "years(…)", "months(…)", "days(…)", "luhn(…)", "iban(…)"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func localeBlocksOfferDatePattern() {
        let rules = FeatureTests.complete("locale \"x_Y\" {\n    base \"de_DE\"\n    ‸\n}\n")
        #expect(rules.contains("datePattern") && rules.contains("grouping"))
        #expect(FeatureTests.complete("locale \"x_Y\" {\n    datePattern ‸\n}\n").isEmpty, "a pattern is written, not picked")
        let text = "locale \"x_Y\" {\n    base \"de_DE\"\n    datePattern \"YYYY-MM-DD\"\n}\nform F {\n    locale \"x_Y\"\n    field d: date { label \"D\" }\n}\n"
        let client = Self.client("file:///l.form", text)
        let hover = client.result("textDocument/hover", Self.at("x_Y\"\n    field", offset: 1, in: text, uri: "file:///l.form"))["contents"]?["value"]?.string ?? ""
        #expect(hover.contains("| date pattern | `YYYY-MM-DD` |"), "\(hover)")
    }

    // MARK: Navigation, hover, tokens, rename

    @Test func definitionAndReferencesOfAnOption() {
        let client = Self.client(Self.checkoutURI, Self.checkout)
        let use = Self.at("visible when country == .ch", offset: 25, in: Self.checkout, uri: Self.checkoutURI)
        let definition = client.result("textDocument/definition", use)
        #expect(definition.array?.first?["range"]?["start"]?["line"]?.int == position(of: "option ch", in: Self.checkout).line)
        #expect(definition.array?.first?["range"]?["start"]?["character"]?.int == position(of: "option ch", in: Self.checkout, offset: 7).character)
        let references = client.result("textDocument/references", Self.with(use, "context", ["includeDeclaration": true]))
        #expect(references.array?.count == 3, "the declaration, visible when, required when")
        let withoutDeclaration = client.result("textDocument/references", Self.with(use, "context", ["includeDeclaration": false]))
        #expect(withoutDeclaration.array?.count == 2)
        let visa = client.result("textDocument/references", Self.with(Self.at("default visa", offset: 8, in: Self.checkout, uri: Self.checkoutURI), "context", ["includeDeclaration": true]))
        #expect(visa.array?.count == 2, "option visa and default visa")
    }

    @Test func optionsOfDifferentFieldsAreDifferentSymbols() {
        let text = "form F {\n    field a: choice {\n        option x \"X\"\n    }\n    field b: choice {\n        option x \"X\"\n        error \"e\" when value == .x\n    }\n    field c: text? {\n        visible when a == .x\n    }\n}\n"
        let client = Self.client("file:///o.form", text)
        let fromB = client.result("textDocument/references", Self.with(Self.at("value == .x", offset: 10, in: text, uri: "file:///o.form"), "context", ["includeDeclaration": true]))
        #expect(fromB.array?.compactMap { $0["range"]?["start"]?["line"]?.int } == [5, 6])
        let fromA = client.result("textDocument/references", Self.with(Self.at("a == .x", offset: 6, in: text, uri: "file:///o.form"), "context", ["includeDeclaration": true]))
        #expect(fromA.array?.compactMap { $0["range"]?["start"]?["line"]?.int } == [2, 9])
    }

    @Test func hoverOnAnOptionShowsItsLabelAndField() {
        let client = Self.client(Self.surveyURI, Self.survey)
        let hover = client.result("textDocument/hover", Self.at("rating == .low", offset: 11, in: Self.survey, uri: Self.surveyURI))
        let text = hover["contents"]?["value"]?.string ?? ""
        #expect(text.contains("option low \"Unlikely\"") && text.contains("`rating`"), "\(text)")
        let multiple = client.result("textDocument/hover", Self.at("contains .other", offset: 10, in: Self.survey, uri: Self.surveyURI))
        let multipleText = multiple["contents"]?["value"]?.string ?? ""
        #expect(multipleText.contains("multiple choice"), "\(multipleText)")
    }

    @Test func optionsAreEnumMembersInSemanticTokens() {
        let client = Self.client(Self.surveyURI, Self.survey)
        let tokens = client.semanticTokens(Self.surveyURI).tokens
        let enumMember = 11
        let declaration = position(of: "option other", in: Self.survey, offset: 7)
        #expect(tokens.first { $0.line == declaration.line && $0.character == declaration.character }.map { $0.type == enumMember && $0.modifiers & 1 == 1 } == true)
        let use = position(of: "contains .other", in: Self.survey, offset: 10)
        #expect(tokens.first { $0.line == use.line && $0.character == use.character }?.type == enumMember)
    }

    @Test func renameAnOptionEditsEveryReferenceAndRefusesBadNames() {
        let client = Self.client(Self.surveyURI, Self.survey)
        let params = Self.with(Self.at("option other", offset: 7, in: Self.survey, uri: Self.surveyURI), "newName", "elsewhere")
        let edits = client.result("textDocument/rename", params)["changes"]?[Self.surveyURI]?.array ?? []
        #expect(edits.count == 3, "the option and two `contains .other`")
        #expect(edits.allSatisfy { $0["newText"] == "elsewhere" })
        #expect(client.result("textDocument/prepareRename", params)["placeholder"] == "other")
        // The checker's one rule (NameRules.reservedOptionReason), issue 23 item 2.
        let refused = [
            ("friend", "another option of the field"), ("9x", "not an identifier"), ("self", "not a case of the enum"), ("_", "not a name in Swift"),
            ("Self", "Self.allCases in the enum"), ("AllCases", "CaseIterable's type"), ("RawValue", "RawRepresentable's type"), ("true", "the boolean"),
        ]
        for (newName, why) in refused {
            #expect(client.request("textDocument/rename", Self.with(params, "newName", .string(newName))).failureCode == .requestFailed, "\(newName): \(why)")
        }
        for newName in ["class", "when", "none"] {
            let edits = client.result("textDocument/rename", Self.with(params, "newName", .string(newName)))["changes"]?[Self.surveyURI]?.array ?? []
            #expect(edits.count == 3, "\(newName): the checker accepts it as an option (a case in backticks)")
        }
        let otherField = Self.with(Self.at("option low", offset: 7, in: Self.survey, uri: Self.surveyURI), "newName", "friend")
        #expect(client.result("textDocument/rename", otherField)["changes"]?[Self.surveyURI]?.array?.count == 2, "another field's option name is free")
    }
}
