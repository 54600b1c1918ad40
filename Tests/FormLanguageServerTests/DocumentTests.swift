import Testing
import FormLanguageServer

@Suite("LSP documents and position encodings")
struct DocumentTests {
    /// `日本` (2 UTF-16 units, 6 bytes), `😀` (2 units, 4 bytes, 1 scalar),
    /// `é` as e + U+0301 (2 units, 3 bytes, 2 scalars).
    static let line = "a日本😀e\u{301}z"

    @Test func columnsCountInTheNegotiatedEncoding() {
        let document = TextDocument(uri: "u", version: 1, text: "first\n" + Self.line + "\n")
        let zOffset = 6 + Array("a日本😀e\u{301}".utf8).count
        #expect(document.position(of: zOffset, encoding: .utf16) == Position(line: 1, character: 1 + 2 + 2 + 2))
        #expect(document.position(of: zOffset, encoding: .utf8) == Position(line: 1, character: 1 + 6 + 4 + 3))
        #expect(document.position(of: zOffset, encoding: .utf32) == Position(line: 1, character: 1 + 2 + 1 + 2))
        for encoding in PositionEncoding.allCases {
            #expect(document.offset(of: document.position(of: zOffset, encoding: encoding), encoding: encoding) == zOffset)
        }
    }

    @Test func outOfRangePositionsAreClamped() {
        let document = TextDocument(uri: "u", version: 1, text: "ab\r\ncd")
        #expect(document.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 2)
        #expect(document.offset(of: Position(line: 9, character: 0), encoding: .utf16) == 6)
        #expect(document.offset(of: Position(line: 1, character: 1), encoding: .utf16) == 5)
        // Inside a surrogate pair: rounded down to the emoji's start.
        let emoji = TextDocument(uri: "u", version: 1, text: "😀x")
        #expect(emoji.offset(of: Position(line: 0, character: 1), encoding: .utf16) == 0)
    }

    @Test func lineBreaksAreThoseOfLSP() {
        let document = TextDocument(uri: "u", version: 1, text: "a\rb\r\nc\nd")
        #expect(document.lineCount == 4)
        #expect(document.position(of: 7, encoding: .utf16) == Position(line: 3, character: 0))
    }

    @Test func negotiationPicksTheClientsFirstKnownEncoding() {
        #expect(PositionEncoding.negotiate(clientOffers: nil) == .utf16)
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.negotiate(clientOffers: ["latin-1", "utf-8"]) == .utf8)
        #expect(TestClient(encodings: ["utf-8", "utf-16"]).initializeResult?["capabilities"]?["positionEncoding"] == "utf-8")
        #expect(TestClient().initializeResult?["capabilities"]?["positionEncoding"] == "utf-16")
    }

    @Test func incrementalChangesWithUTF16ColumnsEditTheRightBytes() {
        let client = TestClient()
        let text = "form F {\n    field a: text { label \"日本😀\" }\n}\n"
        client.open("file:///c.form", text)
        // Replace 😀 (UTF-16 columns 27..29 on line 1) with "x".
        let start = position(of: "😀", in: text)
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": "file:///c.form", "version": 2],
            "contentChanges": [["range": ["start": TestClient.position(start.line, start.character), "end": TestClient.position(start.line, start.character + 2)], "text": "x"],
                               ["range": ["start": TestClient.position(2, 0), "end": TestClient.position(2, 1)], "text": "}\nformatter f = digits"]],
        ])
        #expect(client.server.store.document("file:///c.form")?.text == "form F {\n    field a: text { label \"日本x\" }\n}\nformatter f = digits\n")
        #expect(client.server.store.document("file:///c.form")?.version == 2)
        // The new formatter is unused: the diagnostics followed the edit.
        #expect(client.diagnostics("file:///c.form").contains { $0["code"] == "unused-formatter" })
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///c.form", "version": 3], "contentChanges": [["text": "form G { field b: text { label \"B\" } }\n"]]])
        #expect(client.diagnostics("file:///c.form").isEmpty)
    }

    @Test func diagnosticColumnsFollowTheEncoding() {
        let text = "form F {\n    field a: text { label \"日本😀\"; format digitz }\n}\n"
        for (encoding, expected) in [("utf-16", 41), ("utf-8", 47), ("utf-32", 40)] {
            let client = TestClient(encodings: [encoding])
            client.open("file:///e.form", text)
            let diagnostic = client.diagnostics("file:///e.form").first { $0["code"] == "unknown-formatter" }
            #expect(diagnostic?["range"]?["start"]?["character"]?.int == expected, "\(encoding)")
        }
    }
}
