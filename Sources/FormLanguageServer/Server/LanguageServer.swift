/// The language server as a pure message handler: frames in, messages out.
/// It owns no I/O, so tests drive it in-process; ``StdioServer`` connects it
/// to standard input and output.
///
/// Diagnostics are published by ``publishPendingDiagnostics()``, which the
/// loop calls once no more input is waiting: a burst of `didChange`
/// notifications from fast typing is applied edit by edit but checked once.
public final class LanguageServer {
    /// Where the server is in the LSP lifecycle.
    public enum State: Sendable, Equatable {
        /// Waiting for `initialize`.
        case uninitialized
        /// Serving requests.
        case running
        /// `shutdown` was received; only `exit` is expected.
        case shutDown
    }

    /// The server's lifecycle state.
    public private(set) var state = State.uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 otherwise (LSP 3.17).
    public private(set) var exitCode: Int32?
    /// The position encoding negotiated in `initialize`.
    public private(set) var encoding = PositionEncoding.utf16
    /// What the client can show, from `initialize`.
    public private(set) var client = ClientCapabilities(nil)
    /// The open documents.
    public internal(set) var store = DocumentStore()
    /// Documents changed since diagnostics were last published, in order.
    private var pendingDiagnostics: [String] = []
    private let version: String

    /// Creates a server; `version` is reported in `serverInfo`.
    public init(version: String) {
        self.version = version
    }

    /// Handles one frame from the transport and returns what to send.
    public func receive(_ frame: FrameDecoder.Frame) -> [JSON] {
        switch frame {
        case .malformed(let reason):
            return [OutgoingMessage.error(id: .null, ResponseError(.parseError, "malformed message header: \(reason)"))]
        case .oversized(let length, let id):
            let message = "the message is \(length) bytes, more than the \(FrameDecoder.maximumBodyBytes >> 20) MiB a message may have; it was skipped"
            return [OutgoingMessage.error(id: id ?? .null, ResponseError(.invalidRequest, message))]
        case .message(let bytes):
            let document: JSONDocument
            do {
                document = try JSONDocument(bytes)
            } catch {
                return [OutgoingMessage.error(id: .null, ResponseError(.parseError, "the message body is not valid JSON: \(error)"))]
            }
            return handle(IncomingMessage(document.root))
        }
    }

    /// Handles one decoded message and returns what to send.
    public func handle(_ message: IncomingMessage) -> [JSON] {
        switch message {
        case .invalid(let id, let reason):
            return [OutgoingMessage.error(id: id, ResponseError(.invalidRequest, reason))]
        case .response:
            return []
        case .notification(let method, let params):
            return handleNotification(method, params)
        case .request(let id, let method, let params):
            do {
                return [OutgoingMessage.response(id: id, result: try handleRequest(method, params))]
            } catch {
                return [OutgoingMessage.error(id: id, error)]
            }
        }
    }

    /// `textDocument/publishDiagnostics` for every document changed since
    /// the last call.
    public func publishPendingDiagnostics() -> [JSON] {
        let uris = pendingDiagnostics
        pendingDiagnostics = []
        return uris.compactMap { uri in
            guard let analysis = store.analysis(uri) else { return nil }
            return DiagnosticsFeature.publish(analysis, encoding: encoding)
        }
    }

    // MARK: - Requests

    private func handleRequest(_ method: String, _ params: JSONView) throws(ResponseError) -> JSON {
        switch state {
        case .uninitialized where method != "initialize":
            throw ResponseError(.serverNotInitialized, "the server has not been initialized")
        case .shutDown:
            throw ResponseError(.invalidRequest, "the server is shutting down")
        default:
            break
        }
        switch method {
        case "initialize":
            guard state == .uninitialized else { throw ResponseError(.invalidRequest, "initialize was already received") }
            let offers = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
            encoding = PositionEncoding.negotiate(clientOffers: offers)
            client = ClientCapabilities(params["capabilities"])
            state = .running
            return Capabilities.initializeResult(encoding: encoding, version: version)
        case "shutdown":
            state = .shutDown
            return .null
        default:
            guard let feature = Self.features[method] else {
                throw ResponseError(.methodNotFound, "unknown method '\(method)'")
            }
            guard let uri = params["textDocument"]?["uri"]?.string else {
                throw ResponseError(.invalidParams, "'textDocument.uri' is missing")
            }
            guard let analysis = store.analysis(uri) else { return feature.unopened }
            let request = FeatureRequest(params: params, analysis: analysis, converter: RangeConverter(document: analysis.document, encoding: encoding), client: client)
            return try feature.handler(request)
        }
    }

    /// A request about a document: its handler, and the result for a
    /// document that is not open.
    struct Feature: Sendable {
        var unopened: JSON
        var handler: @Sendable (FeatureRequest) throws(ResponseError) -> JSON
    }

    // MARK: - Notifications

    private func handleNotification(_ method: String, _ params: JSONView) -> [JSON] {
        switch method {
        case "exit":
            exitCode = state == .shutDown ? 0 : 1
            return []
        case "initialized":
            return []
        default:
            break
        }
        guard state == .running else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return [] }
            store.open(TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text))
            markChanged(uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = store.document(uri),
                  let changes = params["contentChanges"]?.array else { return [] }
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                if let range = change["range"] {
                    guard let bytes = RangeConverter(document: document, encoding: encoding).bytes(range) else { continue }
                    document.replace(bytes, with: text)
                } else {
                    document.replaceAll(with: text)
                }
            }
            document.version = params["textDocument"]?["version"]?.int ?? document.version
            store.update(document)
            markChanged(uri)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, store.document(uri) != nil else { return [] }
            store.close(uri)
            pendingDiagnostics.removeAll { $0 == uri }
            return [OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])]
        default:
            break  // `$/cancelRequest`, `$/setTrace`, configuration changes: nothing to do.
        }
        return []
    }

    private func markChanged(_ uri: String) {
        if !pendingDiagnostics.contains(uri) { pendingDiagnostics.append(uri) }
    }
}
