import Foundation
import Testing
import FormLanguageServer

/// Each feature on the real specs of specs/ (read at test time).
@Suite("LSP features")
struct FeatureTests {
    static let phoneURI = "file:///specs/phone.form"
    static let phone = Specs.text("specs/phone.form")

    static func phoneClient() -> TestClient {
        let client = TestClient()
        client.open(phoneURI, phone)
        return client
    }

    static func at(_ marker: String, offset: Int = 0, in text: String = phone, uri: String = phoneURI) -> JSON {
        let (line, character) = position(of: marker, in: text, offset: offset)
        return TestClient.at(uri, line, character)
    }

    // MARK: Completion

    /// Completion at the end of `prefix` appended to a form body being written.
    static func complete(_ text: String, marker: String = "‸") -> [String] {
        let client = TestClient()
        let cleaned = text.replacingOccurrences(of: marker, with: "")
        client.open("file:///c.form", cleaned)
        return labels(client.result("textDocument/completion", at(marker, in: text, uri: "file:///c.form")))
    }

    @Test func completionOffersWhatMayComeNext() {
        let top = Self.complete("‸\nform F { field a: text { label \"A\" } }\n")
        #expect(Set(top) == ["form", "formatter", "locale", "translations"])
        let member = Self.complete("form F {\n    ‸\n}\n")
        #expect(Set(member) == ["field", "list", "section", "title", "locale", "submit", "language"])
        #expect(Set(Self.complete("form F {\n    field a: t‸\n}\n")) == ["text", "int", "decimal", "bool", "date", "month", "choice"])
        let attributes = Self.complete("form F {\n    field a: text {\n        label \"A\"\n        ‸\n    }\n}\n")
        #expect(attributes.contains("format") && attributes.contains("error") && attributes.contains("keyboard"))
        #expect(!attributes.contains("label"), "label is already there")
        #expect(!attributes.contains("min"), "min is for lists")
        #expect(Self.complete("form F {\n    list a: text {\n        ‸\n    }\n}\n").contains("min"))
        #expect(Set(Self.complete("form F {\n    field a: text {\n        keyboard ‸\n    }\n}\n")) == ["default", "email", "number", "decimal", "phone", "url"])
        #expect(Set(Self.complete("form F {\n    field a: text {\n        error \"x\" when length < 2 on ‸\n    }\n}\n")) == ["change", "blur", "submit"])
        #expect(Self.complete("form F {\n    field a: text {\n        secure ‸\n    }\n}\n").contains("toggle"))
    }

    @Test func completionOfFormattersAndTheirLabels() {
        let names = Self.complete("form F {\n    field a: text {\n        format trim | ‸\n    }\n}\nformatter phoneRU = mask(\"+7-###\")\n")
        #expect(names.contains("digits") && names.contains("mask") && names.contains("phoneRU"))
        let client = Self.phoneClient()
        let chain = labels(client.result("textDocument/completion", Self.at("format phoneRU", offset: 7)))
        #expect(chain.contains("smsCode") && chain.contains("limit"))
        #expect(Self.complete("form F {\n    field a: decimal {\n        format decimal(scale: 2, ‸)\n    }\n}\n") == ["scale:", "grouping:", "signed:", "maxDigits:", "padFraction:"])
        #expect(Self.complete("form F {\n    field a: text {\n        format mask(\"#\", ‸\n    }\n}\n") == ["raw:"])
        #expect(Self.complete("formatter x = ‸\n").contains("uppercase"))
    }

    @Test func formattersForTheFieldsTypeSortFirst() {
        let text = "form F {\n    field a: int {\n        format ‸\n    }\n}\n"
        let client = TestClient()
        client.open("file:///s.form", text.replacingOccurrences(of: "‸", with: ""))
        let items = client.result("textDocument/completion", Self.at("‸", in: text, uri: "file:///s.form"))["items"]?.array ?? []
        let sorted = items.sorted { ($0["sortText"]?.string ?? "") < ($1["sortText"]?.string ?? "") }.compactMap { $0["label"]?.string }
        #expect(sorted.first == "number")
        #expect(items.first { $0["label"] == "digits" }?["sortText"] == "1digits")
    }

    @Test func completionInConditions() {
        let client = Self.phoneClient()
        let names = labels(client.result("textDocument/completion", Self.at("length < 16", offset: 0)))
        #expect(names.contains("phone") && names.contains("code") && names.contains("value") && names.contains("length(…)"))
        let lists = Self.complete("form F {\n    list goals: text { label \"G\" }\n    field a: int {\n        error \"x\" when count(‸\n    }\n}\n")
        #expect(lists == ["goals"])
        let after = Self.complete("form F {\n    field a: text {\n        error \"x\" when value ‸\n    }\n}\n")
        #expect(after.contains("matches") && after.contains("on"))
    }

    /// Half-written files: unclosed blocks, a chain or a condition cut off at the cursor.
    @Test func completionInHalfWrittenFiles() {
        #expect(Self.complete("form F {\n    field a: text {\n        format ‸").contains("digits"))
        let names = Self.complete("form F {\n    field first: text { label \"A\" }\n    field a: int {\n        error \"x\" when ‸")
        #expect(names.contains("first") && names.contains("a") && names.contains("value"))
        #expect(Set(Self.complete("form F {\n    field a: text {\n        label \"A\"\n    ‸\nformatter f = digits\n")).isSuperset(of: ["format", "error"]))
        #expect(Self.complete("form F {\n    field a: decimal {\n        format decimal(sc‸").contains("scale:"))
        #expect(Self.complete("form F {\n    field a: text { label \"A\" }\n    field b: text {\n        enabled when length(‸").contains("a"))
    }

    @Test func completionOfLocalesAndIgnoredIDs() {
        let locales = Self.complete("form F {\n    locale \"fr_‸\"\n    field a: text { label \"A\" }\n}\n")
        #expect(locales.contains("fr_FR") && locales.contains("de_CH") && locales.count > 100)
        let custom = Self.complete("locale \"x_Y\" { base \"de_‸\" }\n")
        #expect(custom.contains("de_DE"))
        let ids = Self.complete("form F {\n    // formc:ignore miss‸\n    field a: text\n}\n")
        #expect(ids.contains("missing-label") && ids.contains("unused-formatter") && !ids.contains("unknown-formatter"))
        #expect(Self.complete("form F {\n    field a: text { label \"Lab‸\" }\n}\n").isEmpty)
    }

    /// `language "…"` and `translations "…"` complete CLDR's language
    /// codes, each with its English name (LANGUAGE.md §21).
    @Test func completionOfLanguages() throws {
        let text = "form F {\n    language \"d‸\"\n    field a: text { label \"A\" }\n}\n"
        let client = TestClient()
        client.open("file:///g.form", text.replacingOccurrences(of: "‸", with: ""))
        let items = client.result("textDocument/completion", Self.at("‸", in: text, uri: "file:///g.form"))["items"]?.array ?? []
        let german = try #require(items.first { $0["label"] == "de" })
        #expect(german["detail"]?.string == "language: German")
        #expect(items.contains { $0["label"] == "gsw" } && items.count > 500)
        #expect(Self.complete("form F { field a: text }\ntranslations \"p‸\" { }\n").contains("pt"))
        #expect(Self.complete("form F {\n    language ‸\n}\n").isEmpty, "the string comes first")
        #expect(!Self.complete("form F {\n    title \"l‸\"\n}\n").contains("de"), "a title is no language")
    }

    @Test func hoverNamesTheLanguage() {
        let text = "form F {\n    language \"de\"\n    field a: text { label \"A\" }\n}\ntranslations \"nl\" { \"A\" = \"B\" }\n"
        let client = TestClient()
        client.open("file:///h.form", text)
        let form = Self.hoverText(client, Self.at("\"de\"", offset: 1, in: text, uri: "file:///h.form"))
        #expect(form.contains("**Language** `de`: German") && form.contains("written in") && form.contains("shipped"))
        let block = Self.hoverText(client, Self.at("\"nl\"", offset: 1, in: text, uri: "file:///h.form"))
        #expect(block.contains("Dutch") && block.contains("does not ship"))
        let unknown = TestClient()
        let wrong = "form F {\n    language \"German\"\n    field a: text\n}\n"
        unknown.open("file:///u.form", wrong)
        #expect(Self.hoverText(unknown, Self.at("German", offset: 1, in: wrong, uri: "file:///u.form")).contains("did you mean \"de\"?"))
    }

    // MARK: Hover

    static func hoverText(_ client: TestClient, _ params: JSON) -> String {
        client.result("textDocument/hover", params)["contents"]?["value"]?.string ?? ""
    }

    @Test func hoverShowsFieldsFormattersLocalesAndIDs() {
        let client = Self.phoneClient()
        let field = Self.hoverText(client, Self.at("length(code)", offset: 8))
        #expect(field.contains("field code: text?") && field.contains("Code from SMS") && field.contains("smsCode") && field.contains("mask(\"#-#-#-#\")"))
        #expect(field.contains("The code has four digits"))
        let named = Self.hoverText(client, Self.at("format phoneRU", offset: 9))
        #expect(named.contains("formatter phoneRU = mask(\"+7-###-###-##-##\")") && named.contains("Russian mobile numbers"))
        let locale = Self.hoverText(client, Self.at("ru_RU", offset: 1))
        #expect(locale.contains("ru_RU") && locale.contains("U+00A0") && locale.contains("`,`"))

        let amounts = TestClient()
        let text = Specs.text("specs/amounts.form")
        amounts.open("file:///a.form", text)
        let builtin = Self.hoverText(amounts, Self.at("decimal(scale", offset: 2, in: text, uri: "file:///a.form"))
        #expect(builtin.contains("Built-in formatter") && builtin.contains("scale"))

        let ignore = TestClient()
        let ignored = "form F {\n    // formc:ignore missing-label\n    field a: text\n}\n"
        ignore.open("file:///i.form", ignored)
        let explain = Self.hoverText(ignore, Self.at("missing-label", offset: 3, in: ignored, uri: "file:///i.form"))
        #expect(explain.contains("warning[missing-label]"))
    }

    @Test func customLocaleHoverShowsItsRules() {
        let text = "form F {\n    locale \"my_XX\"\n    field a: int { label \"A\" }\n}\nlocale \"my_XX\" {\n    base \"de_CH\"\n    decimal \",\"\n}\n"
        let client = TestClient()
        client.open("file:///l.form", text)
        let hover = Self.hoverText(client, Self.at("my_XX", offset: 2, in: text, uri: "file:///l.form"))
        #expect(hover.contains("defined in this file") && hover.contains("`,`") && hover.contains("`’`"))
    }

    // MARK: Definition, references, rename

    @Test func definitionAndReferences() {
        let client = Self.phoneClient()
        let definition = client.result("textDocument/definition", Self.at("format smsCode", offset: 8))
        #expect(definition.array?.first?["range"]?["start"]?["line"]?.int == position(of: "smsCode =", in: Self.phone).line)
        let fieldDefinition = client.result("textDocument/definition", Self.at("length(code)", offset: 8))
        #expect(fieldDefinition.array?.first?["range"]?["start"]?["line"]?.int == position(of: "field code", in: Self.phone).line)
        var params = Self.at("code: text?", offset: 1)
        if case .object(var members) = params { members["context"] = ["includeDeclaration": true]; params = .object(members) }
        #expect(client.result("textDocument/references", params).array?.count == 2)
        let localeText = "form F {\n    locale \"my_XX\"\n    field a: int { label \"A\" }\n}\nlocale \"my_XX\" {\n    base \"de_CH\"\n}\n"
        let locales = TestClient()
        locales.open("file:///l.form", localeText)
        let localeDefinition = locales.result("textDocument/definition", Self.at("my_XX", offset: 1, in: localeText, uri: "file:///l.form"))
        #expect(localeDefinition.array?.first?["range"]?["start"]?["line"] == 4)
    }

    /// `||`, `&&` and `+` chains are one flat node in the syntax tree; the
    /// fields read anywhere along them are references like any others.
    @Test func referencesInsideLongChains() {
        let text = "form F {\n    field a: int { label \"A\" }\n    field b: int {\n        label \"B\"\n"
            + "        error \"x\" when value == 1 || value == 2 || a == 3 || value + a + a > 9\n    }\n}\n"
        let client = TestClient()
        client.open("file:///chain.form", text)
        var params = Self.at("a: int", in: text, uri: "file:///chain.form")
        if case .object(var members) = params { members["context"] = ["includeDeclaration": true]; params = .object(members) }
        #expect(client.result("textDocument/references", params).array?.count == 4)
    }

    @Test func renameEditsEveryOccurrenceAndRefusesBadNames() throws {
        let client = Self.phoneClient()
        var params = Self.at("format phoneRU", offset: 8)
        if case .object(var members) = params { members["newName"] = "mobile"; params = .object(members) }
        let edits = client.result("textDocument/rename", params)["changes"]?[Self.phoneURI]?.array ?? []
        #expect(edits.count == 2)
        #expect(edits.allSatisfy { $0["newText"] == "mobile" })

        for (newName, why) in [("value", "reserved"), ("class", "Swift keyword"), ("smsCode", "collides"), ("digits", "built-in"), ("9x", "not an identifier")] {
            if case .object(var members) = params { members["newName"] = .string(newName); params = .object(members) }
            #expect(client.request("textDocument/rename", params).failureCode == .requestFailed, "\(newName): \(why)")
        }
        var field = Self.at("field phone", offset: 7)
        if case .object(var members) = field { members["newName"] = "code"; field = .object(members) }
        #expect(client.request("textDocument/rename", field).failureCode == .requestFailed, "another field's name")
        // The checker's reserved-name rule, generated code's names included.
        for newName in ["schema", "_", "encode", "FormRuntime", "_FormcPatterns_x"] {
            if case .object(var members) = field { members["newName"] = .string(newName); field = .object(members) }
            #expect(client.request("textDocument/rename", field).failureCode == .requestFailed, "\(newName) is reserved-name for a field")
        }
        #expect(client.request("textDocument/prepareRename", Self.at("keyboard phone", offset: 2)).failureCode == .requestFailed)
        let prepared = client.result("textDocument/prepareRename", Self.at("length(code)", offset: 8))
        #expect(prepared["placeholder"] == "code")
    }

    // MARK: Symbols, folding, tokens

    @Test func documentSymbolsAndFolding() {
        let client = Self.phoneClient()
        let symbols = client.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.phoneURI)]]).array ?? []
        #expect(symbols.compactMap { $0["name"]?.string } == ["PhoneSignIn", "phoneRU", "smsCode", "ru"])
        #expect(symbols.first?["children"]?.array?.compactMap { $0["name"]?.string } == ["phone", "code"])
        let folds = client.result("textDocument/foldingRange", ["textDocument": ["uri": .string(Self.phoneURI)]]).array ?? []
        #expect(folds.contains { $0["startLine"] == 1 && $0["endLine"] == 25 })
        #expect(folds.contains { $0["startLine"] == 7 && $0["endLine"] == 14 })
    }

    @Test func semanticTokensClassifyByMeaning() {
        let client = Self.phoneClient()
        let (decoded, rawCount) = client.semanticTokens(Self.phoneURI)
        #expect(rawCount % 5 == 0 && rawCount > 100)
        let names = ["keyword", "type", "function", "variable", "property", "string", "number", "regexp", "comment", "operator", "struct", "enumMember", "parameter"]
        let tokens = decoded.map { ($0.line, $0.character, $0.length, names[$0.type], $0.modifiers) }
        func token(_ marker: String, offset: Int = 0) -> (String, Int)? {
            let (l, c) = position(of: marker, in: Self.phone, offset: offset)
            return tokens.first { $0.0 == l && $0.1 == c }.map { ($0.3, $0.4) }
        }
        #expect(token("form PhoneSignIn")?.0 == "keyword")
        #expect(token("PhoneSignIn")?.0 == "struct")
        #expect(token("phone: text")?.0 == "property")
        #expect(token("text {")?.0 == "type")
        #expect(token("phoneRU\n")?.0 == "function")
        #expect(token("mask(\"+7")?.0 == "function")
        #expect(token("mask(\"+7")?.1 == 4, "defaultLibrary")
        #expect(token("\"Phone\"")?.0 == "string")
        #expect(token("16")?.0 == "number")
        #expect(token("/// Sign-in")?.0 == "comment")
        #expect(token("/// Sign-in")?.1 == 2, "documentation")
        #expect(token("keyboard phone", offset: 9)?.0 == "enumMember")
        #expect(token("language \"en\"")?.0 == "keyword")
        #expect(token("\"en\"")?.0 == "string")
    }

    // MARK: Formatting and code actions

    @Test func formattingUsesThePrinterAndRefusesSyntaxErrors() {
        let client = TestClient()
        client.open("file:///f.form", "form F {\nfield a:text{label \"A\"}\n}\n")
        let edits = client.result("textDocument/formatting", ["textDocument": ["uri": "file:///f.form"], "options": ["tabSize": 4, "insertSpaces": true]]).array ?? []
        #expect(edits.first?["newText"] == "form F {\n    field a: text {\n        label \"A\"\n    }\n}\n")
        let formatted = Self.phoneClient()
        #expect(formatted.result("textDocument/formatting", ["textDocument": ["uri": .string(Self.phoneURI)]]) == [])
        client.open("file:///broken.form", "form F {\n  field a: text {\n")
        #expect(client.request("textDocument/formatting", ["textDocument": ["uri": "file:///broken.form"]]).failureCode == .requestFailed)
    }

    @Test func codeActionsOfferFixItsAndIgnoreComments() {
        let text = "form F {\n    field a: text {\n        label \"A\"\n        format phoneRu\n    }\n    field b: text\n}\n\nformatter phoneRU = digits\n"
        let client = TestClient()
        client.open("file:///q.form", text)
        let diagnostics = client.diagnostics("file:///q.form")
        #expect(diagnostics.contains { $0["code"] == "unknown-formatter" })
        let fixes = client.result("textDocument/codeAction", [
            "textDocument": ["uri": "file:///q.form"],
            "range": ["start": TestClient.position(3, 16), "end": TestClient.position(3, 16)],
            "context": ["diagnostics": .array(diagnostics)],
        ]).array ?? []
        let fix = fixes.first { $0["title"]?.string?.contains("phoneRU") == true }
        #expect(fix?["kind"] == "quickfix")
        #expect(fix?["edit"]?["changes"]?["file:///q.form"]?.array?.first?["newText"] == "phoneRU")

        let warnings = client.result("textDocument/codeAction", [
            "textDocument": ["uri": "file:///q.form"],
            "range": ["start": TestClient.position(5, 4), "end": TestClient.position(5, 20)],
            "context": ["diagnostics": []],
        ]).array ?? []
        let ignore = warnings.first { $0["title"]?.string?.hasPrefix("Ignore this warning") == true }
        let edit = ignore?["edit"]?["changes"]?["file:///q.form"]?.array?.first
        #expect(edit?["newText"] == "    // formc:ignore missing-label\n")
        #expect(edit?["range"]?["start"] == TestClient.position(5, 0))
    }

    /// Every request on every spec (the conformance suite's broken ones
    /// included) at every 7th byte answers without an error.
    @Test(arguments: Specs.all)
    func everyRequestAnswersOnEverySpec(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let client = TestClient()
        let uri = "file://" + url.path
        client.open(uri, text)
        let document = ["uri": JSON.string(uri)]
        #expect(client.request("textDocument/semanticTokens/full", ["textDocument": .object(document)]).isSuccess)
        #expect(client.request("textDocument/documentSymbol", ["textDocument": .object(document)]).isSuccess)
        #expect(client.request("textDocument/foldingRange", ["textDocument": .object(document)]).isSuccess)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, content) in lines.enumerated() {
            for character in stride(from: 0, through: content.utf16.count, by: 7) {
                let at = TestClient.at(uri, line, character)
                #expect(client.request("textDocument/completion", at).isSuccess)
                #expect(client.request("textDocument/hover", at).isSuccess)
                #expect(client.request("textDocument/definition", at).isSuccess)
                #expect(client.request("textDocument/references", at).isSuccess)
            }
        }
    }
}
