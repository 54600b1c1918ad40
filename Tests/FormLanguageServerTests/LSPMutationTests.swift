import FormTestSupport
import Foundation
import Testing
import FormLanguageServer

/// Half-written documents: real specs with random spans deleted, duplicated
/// or replaced by punctuation, edited incrementally, with every request at
/// random positions. Nothing traps, every request gets a result or a
/// deliberate refusal, and the document the server holds matches the
/// client's copy after every edit.
@Suite("LSP on mutated specs")
struct LSPMutationTests {
    @Test func everyFeatureSurvivesRandomEdits() {
        var random = SeededRandom(seed: RandomSpecGenerator.seedForThisRun("LSP mutated specs"))
        let specs = Specs.all.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        let methods = ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
                       "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol", "textDocument/foldingRange",
                       "textDocument/semanticTokens/full", "textDocument/formatting", "textDocument/codeAction"]
        let inserts = ["{", "}", "(", ")", "\"", "|", ":", "/", "//", "/*", "\n", "field x: ", "when ", "日本😀", "e\u{301}", "\r\n", "\r", "format "]
        let client = TestClient(encodings: [["utf-8", "utf-16", "utf-32"][random.next(below: 3)]])
        for (index, original) in specs.enumerated() {
            let uri = "file:///m\(index).form"
            var text = original
            client.open(uri, text)
            for round in 0..<30 {
                // An incremental edit, expressed in UTF-32 columns by the test and
                // applied to the client's copy the same way.
                let scalars = Array(text.unicodeScalars)
                // LSP cannot address the point between the \r and \n of a line break.
                func addressable(_ index: Int) -> Int {
                    index > 0 && index < scalars.count && scalars[index - 1] == "\r" && scalars[index] == "\n" ? index - 1 : index
                }
                let start = addressable(random.next(below: scalars.count + 1))
                let end = max(start, addressable(min(scalars.count, start + random.next(below: 12))))
                let insert = random.next(below: 2) == 0 ? "" : inserts[random.next(below: inserts.count)]
                var edited = String.UnicodeScalarView()
                edited.append(contentsOf: scalars[..<start])
                edited.append(contentsOf: insert.unicodeScalars)
                edited.append(contentsOf: scalars[end...])
                let range: JSON = ["start": offsetPosition(text, start, client), "end": offsetPosition(text, end, client)]
                client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(round + 2)],
                                                         "contentChanges": [["range": range, "text": .string(insert)]]])
                text = String(edited)
                #expect(client.server.store.document(uri)?.text == text)
                for _ in 0..<4 {
                    let method = methods[random.next(below: methods.count)]
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                    var params: [String: JSON] = [
                        "textDocument": ["uri": .string(uri)],
                        "position": TestClient.position(random.next(below: lines.count + 2), random.next(below: 120)),
                        "newName": ["renamed", "value", "x-y", ""][random.next(below: 4)],
                        "context": ["includeDeclaration": true, "diagnostics": []],
                    ]
                    params["range"] = ["start": params["position"] ?? .null, "end": TestClient.position(random.next(below: lines.count + 2), random.next(below: 120))]
                    switch client.request(method, .object(params)) {
                    case .success: break
                    case .failure(let error): #expect(error.code == .requestFailed, "\(method): \(error.message)")
                    }
                }
            }
        }
    }

    /// The LSP position of the `scalar`-th scalar of `text` in the client's encoding.
    private func offsetPosition(_ text: String, _ scalar: Int, _ client: TestClient) -> JSON {
        let encoding = PositionEncoding(rawValue: client.initializeResult?["capabilities"]?["positionEncoding"]?.string ?? "utf-16") ?? .utf16
        let document = TextDocument(uri: "", version: 0, text: text)
        let offset = text.unicodeScalars.prefix(scalar).reduce(0) { $0 + UTF8.width($1) }
        return document.position(of: offset, encoding: encoding).json
    }
}
