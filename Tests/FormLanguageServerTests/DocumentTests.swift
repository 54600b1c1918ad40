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

@Suite("LSP long lines")
struct LongLineTests {
    /// Positions on a line far longer than the checkpoint spacing agree with
    /// a scan from the line start, in every encoding.
    @Test func checkpointsGiveTheSameColumnsAsAScan() {
        var line = ""
        for index in 0..<3000 { line += index % 7 == 0 ? "日😀e\u{301}" : "ab " }
        let text = "first\r\n" + line + "\r\nlast"
        let document = TextDocument(uri: "u", version: 1, text: text)
        let start = Array("first\r\n".utf8).count
        var expected = (utf8: 0, utf16: 0, utf32: 0)
        var offset = start
        for scalar in line.unicodeScalars {
            if offset % 97 == 0 || scalar == "😀" {
                #expect(document.position(of: offset, encoding: .utf16) == Position(line: 1, character: expected.utf16))
                #expect(document.position(of: offset, encoding: .utf32) == Position(line: 1, character: expected.utf32))
                #expect(document.position(of: offset, encoding: .utf8) == Position(line: 1, character: expected.utf8))
                for encoding in PositionEncoding.allCases {
                    #expect(document.offset(of: document.position(of: offset, encoding: encoding), encoding: encoding) == offset)
                }
            }
            let width = UTF8.width(scalar)
            expected = (expected.utf8 + width, expected.utf16 + UTF16.width(scalar), expected.utf32 + 1)
            offset += width
        }
        #expect(document.offset(of: Position(line: 1, character: 1_000_000), encoding: .utf16) == offset)
        #expect(document.offset(of: Position(line: 1, character: 1_000_000), encoding: .utf8) == offset)
    }

    /// A 4 MB one-line spec: every feature answers (the test's own time
    /// limit is the suite's; nothing here may be quadratic in the line).
    @Test func hugeOneLineDocumentIsServed() {
        let field = "field f: text { label \"日本\"; format digits | limit(3) } "
        var text = "form F { "
        for index in 0..<40_000 { text += field.replacingOccurrences(of: "field f", with: "field f\(index)") }
        text += "}"
        let client = TestClient()
        client.open("file:///huge.form", text)
        let document = ["textDocument": JSON.object(["uri": "file:///huge.form"])]
        let tokens = client.result("textDocument/semanticTokens/full", .object(document))["data"]?.array?.count ?? 0
        #expect(tokens > 40_000 * 5 * 5)
        #expect(client.request("textDocument/completion", TestClient.at("file:///huge.form", 0, 3_000_000)).isSuccess)
        #expect(client.request("textDocument/hover", TestClient.at("file:///huge.form", 0, 3_000_000)).isSuccess)
        #expect(client.request("textDocument/foldingRange", .object(document)).isSuccess)
    }
}
