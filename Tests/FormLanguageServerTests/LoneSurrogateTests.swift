import Testing
import FormLanguageServer

/// JSON text the client sends with a lone UTF-16 surrogate escape (an editor
/// buffer cut inside a pair, or a client that escapes every code unit): the
/// server decodes it as U+FFFD, as the compiler does for invalid UTF-8, so the
/// document opens and later positions and edits stay right.
@Suite("Lone surrogates in JSON text")
struct LoneSurrogateTests {
    /// A JSON string's escaped content (as the client writes it) and the text it must decode to.
    static let cases: [(escaped: String, decoded: String)] = [
        (#"\ud800"#, "\u{FFFD}"),                  // lone high at the end of the string
        (#"\udc00"#, "\u{FFFD}"),                  // lone low
        (#"\uDBFF\u0041"#, "\u{FFFD}A"),           // high followed by a non-low escape
        (#"\ud800x"#, "\u{FFFD}x"),                // high followed by a plain character
        (#"\ud800\ud83d\ude00"#, "\u{FFFD}😀"),    // high followed by a valid pair
        (#"\ud83d\ude00\udc00"#, "😀\u{FFFD}"),    // a valid pair, then a lone low
        (#"\\ud800"#, #"\ud800"#),                 // an escaped backslash: text, not an escape
        (#"\ud800\\"#, "\u{FFFD}\\"),              // high followed by an escaped backslash
    ]

    /// A raw `didOpen` whose label holds `escaped`.
    static func didOpen(_ uri: String, label escaped: String) -> [UInt8] {
        let text = #"form A {\n    field a: text { label \""# + escaped + #"\" }\n    field b: text { label \"B\" }\n}\n"#
        let body = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri
            + #"","languageId":"form","version":1,"text":""# + text + #""}}}"#
        return Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test(arguments: cases.indices)
    func loneSurrogateOpensTheDocumentWithAReplacementCharacter(_ index: Int) {
        let (escaped, decoded) = Self.cases[index]
        let client = TestClient()
        let uri = "file:///s\(index).form"
        var decoder = FrameDecoder()
        decoder.append(Self.didOpen(uri, label: escaped))
        var output: [JSON] = []
        while let frame = decoder.next() { output += client.server.receive(frame) }
        #expect(!output.contains { $0["error"] != nil }, "\(escaped): \(output)")
        let expected = "form A {\n    field a: text { label \"\(decoded)\" }\n    field b: text { label \"B\" }\n}\n"
        #expect(client.server.store.document(uri)?.text == expected, "\(escaped)")

        // Positions after the replaced character: UTF-16 columns count U+FFFD as one unit.
        let closingQuote = 27 + decoded.utf16.count
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["range": ["start": TestClient.position(1, closingQuote), "end": TestClient.position(1, closingQuote)], "text": "!"]],
        ])
        let edited = expected.replacingOccurrences(of: "\(decoded)\" }", with: "\(decoded)!\" }")
        #expect(client.server.store.document(uri)?.text == edited, "\(escaped)")
    }

    /// Invalid UTF-8 bytes in a message body are U+FFFD too.
    @Test func invalidUTF8InTheBodyIsReplaced() {
        let client = TestClient()
        var body = Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///u.form","languageId":"form","version":1,"text":"form A { field a: text { label \""#.utf8)
        body += [0xFF, 0xC3]
        body += Array(#"\" } }\n"}}}"#.utf8)
        _ = client.server.receive(.message(body))
        #expect(client.server.store.document("file:///u.form")?.text == "form A { field a: text { label \"\u{FFFD}\u{FFFD}\" } }\n")
    }
}
