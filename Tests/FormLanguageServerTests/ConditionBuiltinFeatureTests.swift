import Foundation
import Testing
import FormChecker
import FormLanguageServer

/// LANGUAGE.md §14 in the language server: `today`, `thisMonth`, `date(…)`,
/// `month(…)`, `years`, `months`, `days`, `luhn` and `iban` in conditions
/// are built-ins (hover, semantic tokens, never renamed), not field names;
/// the date types and formatters are completed and hovered (on
/// specs/booking.form, read at test time).
@Suite("LSP features: dates and checksums")
struct ConditionBuiltinFeatureTests {
    static let uri = "file:///specs/booking.form"
    static let booking = Specs.text("specs/booking.form")

    static func client(_ text: String = booking, uri: String = uri) -> TestClient {
        let client = TestClient()
        client.open(uri, text)
        return client
    }

    static func at(_ marker: String, offset: Int = 0, in text: String = booking, uri: String = uri) -> JSON {
        let (line, character) = position(of: marker, in: text, offset: offset)
        return TestClient.at(uri, line, character)
    }

    static func hover(_ client: TestClient, _ marker: String, offset: Int = 0, in text: String = booking, uri: String = uri) -> String {
        client.result("textDocument/hover", at(marker, offset: offset, in: text, uri: uri))["contents"]?["value"]?.string ?? ""
    }

    static func with(_ params: JSON, _ key: String, _ value: JSON) -> JSON {
        guard case .object(var members) = params else { return params }
        members[key] = value
        return .object(members)
    }

    @Test func hoverOnBuiltinsOfConditions() {
        let client = Self.client()
        let cases: [(marker: String, offset: Int, expected: String)] = [
            ("years(value, today)", 0, "years(a, b) -> int"),
            ("years(value, today)", 13, "today: date"),
            ("date(1900, 1, 1)", 1, "date(year, month, day) -> date"),
            ("months(today, value)", 2, "months(a, b) -> int"),
            ("days(arrival, value) < 1", 0, "days(a, b) -> int"),
            ("luhn(value)", 3, "luhn(text) -> bool"),
        ]
        for (marker, offset, expected) in cases {
            let text = Self.hover(client, marker, offset: offset)
            #expect(text.contains(expected) && text.contains("Built-in"), "\(marker)+\(offset): \(text)")
        }
        let iban = "form F {\n    field account: text {\n        error \"x\" when !iban(value)\n    }\n    field period: month {\n        error \"y\" when value < thisMonth\n    }\n}\n"
        let other = Self.client(iban, uri: "file:///i.form")
        #expect(Self.hover(other, "iban(", in: iban, uri: "file:///i.form").contains("iban(text) -> bool"))
        #expect(Self.hover(other, "thisMonth", in: iban, uri: "file:///i.form").contains("thisMonth: month"))
    }

    @Test func builtinsAreNotRenamedAsFields() {
        let client = Self.client()
        for (marker, offset) in [("years(value, today)", 13), ("years(value, today)", 0), ("luhn(value)", 0)] {
            let params = Self.with(Self.at(marker, offset: offset), "newName", "now")
            #expect(client.request("textDocument/rename", params).failureCode == .requestFailed, "\(marker)+\(offset)")
            #expect(client.request("textDocument/prepareRename", params).failureCode == .requestFailed, "\(marker)+\(offset)")
            #expect(client.result("textDocument/definition", params) == .null)
        }
    }

    @Test func aFieldNamedTodayIsStillThatField() {
        // The checker reads a bare name as a field first (LANGUAGE.md §14):
        // with a field `today`, `today` in a condition is that field.
        let text = "form F {\n    field today: date { label \"T\" }\n    field end: date {\n        error \"x\" when value < today\n    }\n}\n"
        let client = Self.client(text, uri: "file:///t.form")
        let use = Self.at("< today", offset: 2, in: text, uri: "file:///t.form")
        let edits = client.result("textDocument/rename", Self.with(use, "newName", "start"))["changes"]?["file:///t.form"]?.array ?? []
        #expect(edits.count == 2, "the field and its use")
        #expect(client.result("textDocument/definition", use).array?.first?["range"]?["start"]?["line"]?.int == 1)
    }

    @Test func builtinsAreDefaultLibraryInSemanticTokens() {
        let client = Self.client()
        let tokens = client.semanticTokens(Self.uri).tokens
        let function = 2, variable = 3, defaultLibrary = 4
        let years = position(of: "years(value, today)", in: Self.booking)
        #expect(tokens.first { $0.line == years.line && $0.character == years.character }.map { $0.type == function && $0.modifiers & defaultLibrary != 0 } == true)
        let today = position(of: "years(value, today)", in: Self.booking, offset: 13)
        #expect(tokens.first { $0.line == today.line && $0.character == today.character }.map { $0.type == variable && $0.modifiers & defaultLibrary != 0 } == true)
    }

    @Test func completionOffersEveryBuiltinOfTheChecker() {
        let names = FeatureTests.complete("form F {\n    field born: date {\n        error \"x\" when ‸\n    }\n}\n")
        for function in BuiltinFunction.allCases {
            #expect(names.contains(function.rawValue) || names.contains(function.rawValue + "(…)"), "\(function)")
        }
        #expect(names.contains("date(…)") && names.contains("month(…)"))
    }

    @Test func dateTypesAndFormattersAreCompletedAndHovered() {
        #expect(Set(FeatureTests.complete("form F {\n    field d: ‸\n}\n")).isSuperset(of: ["date", "month"]))
        let chain = FeatureTests.complete("form F {\n    field d: date {\n        format ‸\n    }\n}\n")
        #expect(chain.contains { $0.hasPrefix("date") }, "\(chain)")
        let text = "form F {\n    field d: date {\n        format date(\"DD.MM.YYYY\")\n    }\n}\n"
        let client = Self.client(text, uri: "file:///d.form")
        #expect(Self.hover(client, "date(\"DD", in: text, uri: "file:///d.form").contains("Built-in formatter"))
    }

    @Test func choiceAndSectionAttributesAreCompleted() {
        let choice = FeatureTests.complete("form F {\n    field c: choice {\n        ‸\n    }\n}\n")
        for word in ["option", "multiple", "visible", "required", "default"] {
            #expect(choice.contains(word), "\(word) in \(choice)")
        }
        for word in ["format", "secure", "keyboard"] {
            #expect(!choice.contains(word), "\(word) does not apply to a choice")
        }
        let afterAnOption = FeatureTests.complete("form F {\n    field c: choice {\n        option a \"A\"\n        ‸\n    }\n}\n")
        #expect(afterAnOption.contains("option"), "a choice has many options: \(afterAnOption)")
        let text = FeatureTests.complete("form F {\n    field t: text {\n        ‸\n    }\n}\n")
        #expect(!text.contains("option") && !text.contains("multiple") && text.contains("format"), "\(text)")
        #expect(FeatureTests.complete("form F {\n    field p: bool { label \"P\" }\n    field a: text? {\n        required \"Say\" ‸\n    }\n}\n") == ["when"])
        #expect(FeatureTests.complete("form F {\n    field a: text? {\n        required ‸\n    }\n}\n") == ["when"])
        #expect(FeatureTests.complete("form F {\n    field a: text? {\n        visible ‸\n    }\n}\n") == ["when"])
    }

    @Test func documentHighlightMarksTheDeclarationAndEveryUse() {
        let survey = Specs.text("specs/survey.form")
        let uri = "file:///specs/survey.form"
        let client = Self.client(survey, uri: uri)
        let highlights = client.result("textDocument/documentHighlight", Self.at("contains .other", offset: 10, in: survey, uri: uri)).array ?? []
        let declaration = position(of: "option other", in: survey, offset: 7)
        #expect(highlights.count == 3, "option other and two `contains .other`")
        #expect(highlights.filter { $0["kind"] == 3 }.compactMap { $0["range"]?["start"]?["line"]?.int } == [declaration.line])
        #expect(highlights.filter { $0["kind"] == 2 }.count == 2)
        let onBooking = Self.client().result("textDocument/documentHighlight", Self.at("years(value, today)", offset: 13)).array ?? []
        #expect(onBooking.count == Self.booking.components(separatedBy: "today").count - 1, "every `today` of booking.form")
    }

    @Test func aDotTriggersCompletion() {
        let triggers = TestClient().initializeResult?["capabilities"]?["completionProvider"]?["triggerCharacters"]?.array ?? []
        #expect(triggers.contains(.string(".")), "typing `.` asks for the options")
    }

    @Test func optionCompletionSurvivesSyntaxErrorsInOtherMembers() {
        let text = """
        form F {
            field broken: text {
                label "B"
                error "x" when (((
            }
            field country: choice {
                label "Country"
                option fr "France"
                option ch "Switzerland"
                default ‸
            }
            field canton: text? {
                format mask(
                visible when country == .
            }
            field n: int { min }
        }

        """
        #expect(FeatureTests.complete(text) == ["fr", "ch"])
        let dot = text.replacingOccurrences(of: "default ‸", with: "default fr").replacingOccurrences(of: "country == .", with: "country == .‸")
        #expect(FeatureTests.complete(dot) == ["fr", "ch"])
    }
}
