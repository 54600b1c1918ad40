import Foundation
import FormLanguageServer

/// Drives a `LanguageServer` in-process the way an editor would: JSON
/// messages in, responses and notifications out.
final class TestClient {
    let server = LanguageServer(version: "test")
    private var nextID = 1
    /// Every notification the server sent, in order.
    private(set) var notifications: [JSON] = []

    /// A client offering `encodings` and showing hover and completion
    /// documentation in `documentationFormats`.
    init(encodings: [String]? = nil, documentationFormats: [String] = ["markdown"]) {
        var capabilities: JSON = [:]
        if let encodings { capabilities = ["general": ["positionEncodings": .array(encodings.map { .string($0) })]] }
        let formats = JSON.array(documentationFormats.map { .string($0) })
        if case .object(var members) = capabilities {
            members["textDocument"] = ["hover": ["contentFormat": formats], "completion": ["completionItem": ["documentationFormat": formats]]]
            capabilities = .object(members)
        }
        initializeResult = try? request("initialize", ["processId": .null, "capabilities": capabilities]).get()
        notify("initialized", [:])
    }

    private(set) var initializeResult: JSON?

    /// Sends a request; returns its result or its error.
    func request(_ method: String, _ params: JSON) -> Result<JSON, ResponseError> {
        let id = nextID
        nextID += 1
        let output = send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        for message in output where message["id"] == .int(id) {
            if let error = message["error"] {
                return .failure(ResponseError(ErrorCode(rawValue: error["code"]?.int ?? 0) ?? .internalError, error["message"]?.string ?? ""))
            }
            return .success(message["result"] ?? .null)
        }
        return .failure(ResponseError(.internalError, "no response"))
    }

    /// The result of a request that must succeed (`.null` on an error, recorded by the test).
    func result(_ method: String, _ params: JSON) -> JSON {
        (try? request(method, params).get()) ?? .string("error")
    }

    func notify(_ method: String, _ params: JSON) {
        _ = send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends one message as framed bytes and collects the output, diagnostics included.
    @discardableResult
    func send(_ message: JSON) -> [JSON] {
        var decoder = FrameDecoder()
        decoder.append(FrameEncoder.frame(message))
        var output: [JSON] = []
        while let frame = decoder.next() { output += server.receive(frame) }
        output += server.publishPendingDiagnostics()
        notifications += output.filter { $0["id"] == nil }
        return output
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "form", "version": .int(version), "text": .string(text)]])
    }

    /// The diagnostics last published for `uri`.
    func diagnostics(_ uri: String) -> [JSON] {
        notifications.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array ?? []
    }

    /// One semantic token, decoded to an absolute position.
    struct SemanticToken {
        let line: Int
        let character: Int
        let length: Int
        let type: Int
        let modifiers: Int
    }

    /// The full semantic tokens of `uri`, decoded from LSP's relative
    /// five-integer encoding; `rawCount` is the number of integers received.
    func semanticTokens(_ uri: String) -> (tokens: [SemanticToken], rawCount: Int) {
        let data = result("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])["data"]?.array?.compactMap(\.int) ?? []
        var tokens: [SemanticToken] = []
        var line = 0, character = 0
        for index in stride(from: 0, to: data.count - data.count % 5, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            tokens.append(SemanticToken(line: line, character: character, length: data[index + 2], type: data[index + 3], modifiers: data[index + 4]))
        }
        return (tokens, data.count)
    }

    static func position(_ line: Int, _ character: Int) -> JSON {
        ["line": .int(line), "character": .int(character)]
    }

    /// `textDocument` + `position` params for a position.
    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        ["textDocument": ["uri": .string(uri)], "position": position(line, character)]
    }
}

/// Where a marker string stands in a text, as an LSP position in UTF-16
/// (the default encoding); `offset` moves it right.
func position(of marker: String, in text: String, offset: Int = 0) -> (line: Int, character: Int) {
    guard let range = text.range(of: marker) else { return (-1, -1) }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<range.lowerBound].utf16.count + offset)
}

/// The labels of a completion result.
func labels(_ result: JSON) -> [String] {
    (result["items"]?.array ?? result.array ?? []).compactMap { $0["label"]?.string }
}

/// The repository root and the conformance specs (`Tests/Conformance/`), read at test time.
enum Specs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relativePath: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)) ?? ""
    }

    /// Every `.form` file of `specs/` and `Tests/Conformance/specs/{valid,invalid}`.
    static var all: [URL] {
        let folders = [root.appendingPathComponent("specs"),
                       root.appendingPathComponent("Tests/Conformance/specs/valid"),
                       root.appendingPathComponent("Tests/Conformance/specs/invalid")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".form") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }
}
