import Testing
import FormLanguageServer

/// How results are presented to the client: hover and completion
/// documentation in the format the client offers, folding of sections, and
/// the semantic token of every word of the language.
@Suite("LSP presentation")
struct PresentationTests {
    static let checkoutURI = "file:///specs/checkout.form"
    static let checkout = Specs.text("specs/checkout.form")
    static let phoneURI = "file:///specs/phone.form"
    static let phone = Specs.text("specs/phone.form")

    /// What a hover shows at `marker` for a client offering `formats`.
    static func hover(_ marker: String, offset: Int, in text: String, uri: String, formats: [String]) -> JSON? {
        let client = TestClient(documentationFormats: formats)
        client.open(uri, text)
        return client.result("textDocument/hover", ChoiceFeatureTests.at(marker, offset: offset, in: text, uri: uri))["contents"]
    }

    /// Markdown syntax a plain-text client would show literally.
    static func markdownSyntax(in text: String) -> [String] {
        ["```", "**", "`", "|---", "| "].filter { text.contains($0) }
    }

    @Test(arguments: [[], ["plaintext"], ["plaintext", "markdown"]])
    func hoverIsPlainTextWithoutMarkdownSyntaxUnlessTheClientOffersMarkdown(_ formats: [String]) {
        let places: [(String, Int, String, String)] = [
            ("field phone", 7, Self.phone, Self.phoneURI),      // a field: type, label, formatters
            ("mask(", 1, Self.phone, Self.phoneURI),            // a built-in formatter
            ("format phoneRU", 8, Self.phone, Self.phoneURI),   // a named formatter
            ("locale \"ru", 9, Self.phone, Self.phoneURI),      // a locale: a table of rules
            ("form ", 6, Self.phone, Self.phoneURI),            // a form
            ("option ", 8, Self.checkout, Self.checkoutURI),    // an option
        ]
        for (marker, offset, text, uri) in places {
            let contents = Self.hover(marker, offset: offset, in: text, uri: uri, formats: formats)
            let value = contents?["value"]?.string ?? ""
            #expect(!value.isEmpty, "\(marker)")
            if formats.contains("markdown") {
                #expect(contents?["kind"] == "markdown", "\(marker)")
            } else {
                #expect(contents?["kind"] == "plaintext", "\(marker)")
                let syntax = Self.markdownSyntax(in: value)
                #expect(syntax == [], "\(marker): \(value)")
            }
        }
    }

    @Test func plainTextHoverKeepsTheFacts() {
        let value = Self.hover("locale \"ru", offset: 9, in: Self.phone, uri: Self.phoneURI, formats: ["plaintext"])?["value"]?.string ?? ""
        #expect(value.contains("decimal separator: ,"), "\(value)")
        let field = Self.hover("field phone", offset: 7, in: Self.phone, uri: Self.phoneURI, formats: ["plaintext"])?["value"]?.string ?? ""
        #expect(field.hasPrefix("field phone: text"), "\(field)")
        #expect(field.contains("Label \""), "\(field)")
    }

    @Test func completionDocumentationIsPlainTextForAPlainTextClient() {
        let text = "form F {\n    field a: text {\n        format trim | \n    }\n}\n"
        for formats in [["plaintext"], ["markdown"]] {
            let client = TestClient(documentationFormats: formats)
            client.open("file:///c.form", text)
            let items = client.result("textDocument/completion", TestClient.at("file:///c.form", 2, 21))["items"]?.array
                ?? client.result("textDocument/completion", TestClient.at("file:///c.form", 2, 21)).array ?? []
            let mask = items.first { $0["label"] == "mask" }?["documentation"]
            let kind = mask?["kind"]?.string
            let offered = formats[0]
            #expect(kind == offered)
            if formats == ["plaintext"] {
                let syntax = Self.markdownSyntax(in: mask?["value"]?.string ?? "`")
                #expect(syntax == [], "\(mask ?? .null)")
            }
        }
    }

    @Test func sectionsAndTheirFieldsFold() {
        let client = TestClient()
        client.open(Self.checkoutURI, Self.checkout)
        let folds = client.result("textDocument/foldingRange", ["textDocument": ["uri": .string(Self.checkoutURI)]]).array ?? []
        for marker in ["section \"Shipping\"", "section \"Payment\"", "field country", "field card"] {
            let line = position(of: marker, in: Self.checkout).line
            #expect(folds.contains { $0["startLine"]?.int == line && ($0["endLine"]?.int ?? 0) > line }, "\(marker)")
        }
    }

    @Test func wordsOfTheLanguageAreNeverVariables() {
        let text = """
            form F {
                section "S" {
                    caption "C"
                    visible when count(items) > 0
                    field kind: choice {
                        label "K"
                        option a "A"
                        multiple
                    }
                }
                list items: text {
                    label "I"
                    min 1
                }
                field b: bool {
                    label "B"
                    visible when kind contains .a
                }
            }

            """
        let client = TestClient()
        client.open("file:///w.form", text)
        let tokens = client.semanticTokens("file:///w.form").tokens
        let keyword = 0, type = 1, variable = 3
        func token(_ marker: String) -> TestClient.SemanticToken? {
            let at = position(of: marker, in: text)
            return tokens.first { $0.line == at.line && $0.character == at.character }
        }
        for marker in ["section ", "caption ", "visible ", "multiple\n", "contains ", "option ", "min ", "list "] {
            #expect(token(marker)?.type == keyword, "\(marker)")
        }
        #expect(token("choice")?.type == type)
        #expect(token("text {")?.type == type)
        #expect(!tokens.contains { $0.type == variable })
    }
}
