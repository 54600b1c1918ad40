/// Writes one LSP message with its `Content-Length` header.
public enum FrameEncoder {
    /// The framed bytes of `message`.
    public static func frame(_ message: JSON) -> [UInt8] {
        let body = message.serialized
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
