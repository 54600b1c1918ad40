/// JSON-RPC 2.0 error codes the server answers with (LSP 3.17).
public enum ErrorCode: Int, Sendable {
    /// The message was not valid JSON (or its header was malformed).
    case parseError = -32700
    /// Valid JSON that is not a valid request.
    case invalidRequest = -32600
    /// A request the server does not implement.
    case methodNotFound = -32601
    /// A request whose parameters are missing or malformed.
    case invalidParams = -32602
    /// A failure inside the server.
    case internalError = -32603
    /// A request before `initialize`.
    case serverNotInitialized = -32002
    /// A valid request the server refuses (a bad rename, formatting with syntax errors).
    case requestFailed = -32803
}

/// An error a request handler answers with instead of a result.
public struct ResponseError: Error, Sendable, Equatable {
    /// The JSON-RPC code.
    public var code: ErrorCode
    /// What went wrong, for people.
    public var message: String

    /// Creates an error response.
    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// One incoming JSON-RPC message, classified.
public enum IncomingMessage: Sendable {
    /// A request: it has an id and expects a response. The id is kept
    /// exactly as sent (``JSON/verbatim(_:)`` where needed), so the response
    /// carries it back byte for byte.
    case request(id: JSON, method: String, params: JSONView)
    /// A notification: no id, no response.
    case notification(method: String, params: JSONView)
    /// A response to something the server sent (ignored: the server sends no requests).
    case response
    /// Not a valid JSON-RPC message; `id` is the request's id when it could be read.
    case invalid(id: JSON, reason: String)

    /// Classifies a message.
    public init(_ message: JSONView) {
        guard message.kind == .object else {
            self = .invalid(id: .null, reason: "a message must be a JSON object")
            return
        }
        let idView = message["id"]
        if let idView, idView.kind != .number, idView.kind != .string {
            self = .invalid(id: .null, reason: "'id' must be a number or a string")
            return
        }
        let id = idView?.asSent
        guard let methodValue = message["method"] else {
            if id != nil, message["result"] != nil || message["error"] != nil {
                self = .response
            } else {
                self = .invalid(id: id ?? .null, reason: "a message needs a 'method'")
            }
            return
        }
        guard let method = methodValue.string else {
            self = .invalid(id: id ?? .null, reason: "'method' must be a string")
            return
        }
        let params = message["params"] ?? .null
        if let id {
            self = .request(id: id, method: method, params: params)
        } else {
            self = .notification(method: method, params: params)
        }
    }
}

/// Builders of outgoing messages.
public enum OutgoingMessage {
    /// A successful response.
    public static func response(id: JSON, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error response.
    public static func error(id: JSON, _ error: ResponseError) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code.rawValue), "message": .string(error.message)]]
    }

    /// A notification from the server.
    public static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
