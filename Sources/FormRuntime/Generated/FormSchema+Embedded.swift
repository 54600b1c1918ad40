import Foundation

/// The schema as generated code embeds it: one compact JSON string, decoded
/// once when `schema` is first used. A string literal costs the Swift
/// compiler almost nothing, where the same schema written as nested
/// initializer calls is a large share of a generated file's compile time.
extension FormSchema {
    /// The embedded form of a schema: deterministic JSON (sorted keys).
    public static func embeddedJSON(_ schema: FormSchema) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(schema) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes an embedded schema. The compiler wrote it with
    /// `embeddedJSON(_:)` of the same runtime contract version (a mismatch
    /// fails to compile), so decoding cannot fail; if the text were damaged,
    /// the result is a form named `name` with no fields rather than a crash.
    public static func embedded(_ json: String, name: String) -> FormSchema {
        (try? JSONDecoder().decode(FormSchema.self, from: Data(json.utf8))) ?? FormSchema(name: name, fields: [])
    }
}
