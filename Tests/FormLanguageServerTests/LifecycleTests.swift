import Testing
import FormLanguageServer

@Suite("LSP lifecycle and errors")
struct LifecycleTests {
    @Test func capabilitiesAdvertiseExactlyTheImplementedFeatures() {
        let capabilities = TestClient().initializeResult?["capabilities"]
        for key in ["hoverProvider", "definitionProvider", "referencesProvider", "documentHighlightProvider", "documentSymbolProvider", "foldingRangeProvider", "documentFormattingProvider"] {
            #expect(capabilities?[key] == true, "\(key)")
        }
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        #expect(capabilities?["renameProvider"]?["prepareProvider"] == true)
        #expect(capabilities?["semanticTokensProvider"]?["full"] == true)
        #expect(capabilities?["codeActionProvider"] != nil)
        #expect(capabilities?["completionProvider"] != nil)
        // Not implemented, so not advertised.
        for key in ["signatureHelpProvider", "workspaceSymbolProvider", "documentRangeFormattingProvider", "inlayHintProvider"] {
            #expect(capabilities?[key] == nil, "\(key)")
        }
    }

    @Test func requestsBeforeInitializeAndUnknownMethodsAreErrors() {
        let server = LanguageServer(version: "t")
        let early = server.handle(.request(id: 1, method: "textDocument/hover", params: JSONView([:])))
        #expect(early.first?["error"]?["code"] == .int(ErrorCode.serverNotInitialized.rawValue))
        let client = TestClient()
        #expect(client.request("workspace/symbol", [:]).failureCode == .methodNotFound)
        #expect(client.request("textDocument/unknownThing", ["textDocument": ["uri": "file:///a.form"]]).failureCode == .methodNotFound)
        #expect(client.request("initialize", ["capabilities": [:]]).failureCode == .invalidRequest)
        // Unknown notifications are ignored without an answer.
        #expect(client.send(["jsonrpc": "2.0", "method": "$/somethingNew", "params": [:]]).isEmpty)
    }

    @Test func requestsOnUnopenedDocumentsGetEmptyResults() {
        let client = TestClient()
        let at = TestClient.at("file:///never-opened.form", 0, 0)
        #expect(client.result("textDocument/hover", at) == .null)
        #expect(client.result("textDocument/completion", at) == [])
        #expect(client.result("textDocument/references", at) == [])
        #expect(client.result("textDocument/semanticTokens/full", ["textDocument": ["uri": "file:///never-opened.form"]]) == ["data": []])
        #expect(client.request("textDocument/hover", ["position": TestClient.position(0, 0)]).failureCode == .invalidParams)
    }

    @Test func outOfRangeAndMalformedPositions() {
        let client = TestClient()
        client.open("file:///a.form", Specs.text("specs/signup.form"))
        #expect(client.request("textDocument/hover", TestClient.at("file:///a.form", 10_000, 10_000)).isSuccess)
        #expect(client.request("textDocument/completion", TestClient.at("file:///a.form", 3, 1_000_000)).isSuccess)
        #expect(client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.form"], "position": ["line": -1, "character": 0]]).failureCode == .invalidParams)
        #expect(client.request("textDocument/definition", ["textDocument": ["uri": "file:///a.form"], "position": "x"]).failureCode == .invalidParams)
    }

    @Test func shutdownThenExit() {
        let client = TestClient()
        #expect(client.request("shutdown", .null).isSuccess)
        #expect(client.request("textDocument/hover", TestClient.at("file:///a.form", 0, 0)).failureCode == .invalidRequest)
        client.notify("exit", .null)
        #expect(client.server.exitCode == 0)
        let abrupt = TestClient()
        abrupt.notify("exit", .null)
        #expect(abrupt.server.exitCode == 1)
    }

    @Test func closingClearsDiagnostics() {
        let client = TestClient()
        client.open("file:///a.form", "form F { field x: text }\n")
        #expect(!client.diagnostics("file:///a.form").isEmpty)
        client.notify("textDocument/didClose", ["textDocument": ["uri": "file:///a.form"]])
        #expect(client.diagnostics("file:///a.form").isEmpty)
    }
}

extension Result where Failure == ResponseError {
    var failureCode: ErrorCode? {
        if case .failure(let error) = self { return error.code }
        return nil
    }

    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
