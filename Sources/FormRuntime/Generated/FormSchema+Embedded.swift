import Foundation

/// The schema as generated code embeds it: one compact JSON string, decoded
/// once when `schema` is first used. A string literal costs the Swift
/// compiler almost nothing, where the same schema written as nested
/// initializer calls is a large share of a generated file's compile time.
extension FormSchema {
    /// The embedded form of a schema: deterministic JSON (sorted keys).
    ///
    /// Written by hand for speed (`formc generate` embeds one per form), byte
    /// for byte what `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`
    /// writes (`embeddedJSONFromEncoder`). Whatever the hand-written part
    /// does not spell itself (strings that need escapes, `Decimal` defaults,
    /// translations) is written by that encoder, so it is identical by
    /// construction.
    public static func embeddedJSON(_ schema: FormSchema) -> String {
        var writer = EmbeddedJSONWriter()
        writer.form(schema)
        guard !writer.failed else { return "{}" }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The reference for `embeddedJSON(_:)`: Foundation's encoder.
    static func embeddedJSONFromEncoder(_ schema: FormSchema) -> String {
        guard let data = try? EmbeddedJSONWriter.encoder().encode(schema) else { return "{}" }
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

/// Compact JSON with keys in the order `JSONEncoder`'s `.sortedKeys` puts
/// them (the synthesized `Codable` keys of each type, optionals left out
/// when `nil`, enum cases as `{"case":{"_0":…}}`).
struct EmbeddedJSONWriter {
    var bytes: [UInt8] = []
    /// Set when the encoder fallback failed; the whole result is then `{}`,
    /// as when `JSONEncoder` throws.
    var failed = false

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    init() {
        bytes.reserveCapacity(4096)
    }

    // MARK: Pieces

    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// `"key":`
    @inline(__always)
    mutating func key(_ name: StaticString) {
        bytes.append(0x22)
        raw(name)
        bytes.append(contentsOf: [0x22, 0x3A] as [UInt8])
    }

    /// A JSON string. Text without `"`, `\` or controls is copied as is
    /// (`JSONEncoder` escapes nothing else with `.withoutEscapingSlashes`);
    /// other text is left to `JSONEncoder`.
    mutating func string(_ text: String) {
        for unit in text.utf8 where unit < 0x20 || unit == 0x22 || unit == 0x5C {
            encoded(text)
            return
        }
        bytes.append(0x22)
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x22)
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func boolean(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// `value` as `JSONEncoder` writes it on its own, which is how it writes
    /// it nested (compact output has no context).
    mutating func encoded<Value: Encodable>(_ value: Value) {
        guard let data = try? Self.encoder().encode(value) else {
            failed = true
            return
        }
        bytes.append(contentsOf: data)
    }

    // MARK: Types

    mutating func form(_ form: FormSchema) {
        byte(0x7B)
        key("fields")
        byte(0x5B)
        for (index, field) in form.fields.enumerated() {
            if index > 0 { byte(0x2C) }
            self.field(field)
        }
        byte(0x5D)
        if let locale = form.locale {
            byte(0x2C)
            key("locale")
            self.locale(locale)
        }
        byte(0x2C)
        key("name")
        string(form.name)
        byte(0x2C)
        key("submitLabel")
        string(form.submitLabel)
        if let title = form.title {
            byte(0x2C)
            key("title")
            string(title)
        }
        byte(0x2C)
        key("translations")
        if form.translations.isEmpty {
            raw("{}")
        } else {
            // Arbitrary keys: their order is the encoder's own.
            encoded(form.translations)
        }
        byte(0x7D)
    }

    mutating func field(_ field: FieldSchema) {
        byte(0x7B)
        if let caption = field.caption {
            key("caption")
            string(caption)
            byte(0x2C)
        }
        if let defaultValue = field.defaultValue {
            key("defaultValue")
            value(defaultValue)
            byte(0x2C)
        }
        key("formatters")
        byte(0x5B)
        for (index, formatter) in field.formatters.enumerated() {
            if index > 0 { byte(0x2C) }
            self.formatter(formatter)
        }
        byte(0x5D)
        byte(0x2C)
        key("isDisabled")
        boolean(field.isDisabled)
        byte(0x2C)
        key("keyboard")
        string(field.keyboard.rawValue)
        byte(0x2C)
        key("kind")
        string(field.kind.rawValue)
        if let label = field.label {
            byte(0x2C)
            key("label")
            string(label)
        }
        if let maximum = field.listMaximum {
            byte(0x2C)
            key("listMaximum")
            integer(maximum)
        }
        if let minimum = field.listMinimum {
            byte(0x2C)
            key("listMinimum")
            integer(minimum)
        }
        byte(0x2C)
        key("name")
        string(field.name)
        if let placeholder = field.placeholder {
            byte(0x2C)
            key("placeholder")
            string(placeholder)
        }
        if let message = field.requiredMessage {
            byte(0x2C)
            key("requiredMessage")
            string(message)
        }
        byte(0x2C)
        key("secure")
        string(field.secure.rawValue)
        byte(0x2C)
        key("type")
        raw("{\"base\":")
        string(field.type.base.rawValue)
        raw(",\"isOptional\":")
        boolean(field.type.isOptional)
        raw("}}")
    }

    mutating func locale(_ locale: LocaleRules) {
        byte(0x7B)
        key("decimalSeparator")
        string(locale.decimalSeparator)
        byte(0x2C)
        key("groupingSeparator")
        string(locale.groupingSeparator)
        byte(0x2C)
        key("identifier")
        string(locale.identifier)
        byte(0x2C)
        key("minimumGroupingDigits")
        integer(locale.minimumGroupingDigits)
        byte(0x2C)
        key("minusSign")
        string(locale.minusSign)
        byte(0x2C)
        key("primaryGroupSize")
        integer(locale.primaryGroupSize)
        byte(0x2C)
        key("secondaryGroupSize")
        integer(locale.secondaryGroupSize)
        byte(0x7D)
    }

    mutating func value(_ value: FieldValue) {
        switch value {
        case .text(let text):
            raw("{\"text\":{\"_0\":")
            string(text)
            raw("}}")
        case .int(let number):
            raw("{\"int\":{\"_0\":")
            integer(number)
            raw("}}")
        case .decimal:
            encoded(value)
        case .bool(let flag):
            raw("{\"bool\":{\"_0\":")
            boolean(flag)
            raw("}}")
        case .none:
            raw("{\"none\":{}}")
        }
    }

    mutating func formatter(_ formatter: FormatterSpec) {
        switch formatter {
        case .digits: raw("{\"digits\":{}}")
        case .letters: raw("{\"letters\":{}}")
        case .alphanumeric: raw("{\"alphanumeric\":{}}")
        case .lowercase: raw("{\"lowercase\":{}}")
        case .uppercase: raw("{\"uppercase\":{}}")
        case .trim: raw("{\"trim\":{}}")
        case .allow(let pattern):
            raw("{\"allow\":{\"_0\":")
            string(pattern.source)
            raw("}}")
        case .deny(let pattern):
            raw("{\"deny\":{\"_0\":")
            string(pattern.source)
            raw("}}")
        case .limit(let count):
            raw("{\"limit\":{\"_0\":")
            integer(count)
            raw("}}")
        case .mask(let pattern, let isRaw):
            raw("{\"mask\":{\"_0\":")
            string(pattern.source)
            raw(",\"raw\":")
            boolean(isRaw)
            raw("}}")
        case .number(let options):
            raw("{\"number\":{\"_0\":{\"grouping\":")
            boolean(options.grouping)
            raw(",\"maxDigits\":")
            integer(options.maxDigits)
            raw(",\"signed\":")
            boolean(options.signed)
            raw("}}}")
        case .decimal(let options):
            raw("{\"decimal\":{\"_0\":{\"grouping\":")
            boolean(options.grouping)
            raw(",\"maxDigits\":")
            integer(options.maxDigits)
            raw(",\"padFraction\":")
            boolean(options.padFraction)
            if let scale = options.scale {
                raw(",\"scale\":")
                integer(scale)
            }
            raw(",\"signed\":")
            boolean(options.signed)
            raw("}}}")
        }
    }
}
