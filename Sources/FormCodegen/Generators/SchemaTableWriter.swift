import FormRuntime
import Foundation

/// Writes a ``FormSchema`` as the lines of a schema table, the compact text
/// that generated code hands to `FormSchema(table:)` (the format is
/// described on `FormSchemaTable` in FormRuntime, which reads it back).
/// Properties equal to their defaults are left out. A new schema property is
/// one line here and one `case` in the reader; `SchemaTableTests` checks
/// that reading gives back every schema written.
enum SchemaTableWriter {
    static func lines(_ schema: FormSchema) -> [String] {
        var lines = ["form " + escape(schema.name)]
        if let title = schema.title { lines.append("title " + escape(title)) }
        if let label = schema.givenSubmitLabel { lines.append("submit " + escape(label)) }
        if schema.language != "en" { lines.append("writtenIn " + escape(schema.language)) }
        if let locale = schema.locale {
            lines.append("locale " + escape(locale.identifier))
            lines.append("  locale.decimal " + escape(locale.decimalSeparator))
            lines.append("  locale.grouping " + escape(locale.groupingSeparator))
            lines.append("  locale.groups \(locale.primaryGroupSize) \(locale.secondaryGroupSize) \(locale.minimumGroupingDigits)")
            lines.append("  locale.minus " + escape(locale.minusSign))
            lines.append("  locale.date " + escape(locale.datePattern))
        }
        for section in schema.sections {
            lines.append("section " + escape(section.title))
            if let caption = section.caption { lines.append("  section.caption " + escape(caption)) }
            if section.hasVisibilityCondition { lines.append("  section.visibleWhen") }
        }
        for field in schema.fields { lines += self.field(field) }
        for (language, table) in schema.translations.sorted(by: { $0.key < $1.key }) {
            lines.append("language " + escape(language))
            for (source, target) in table.sorted(by: { $0.key < $1.key }) {
                lines.append("  source " + escape(source))
                lines.append("  target " + escape(target))
            }
        }
        return lines
    }

    private static func field(_ field: FieldSchema) -> [String] {
        // The label ends the field's own line (`field email text Email`);
        // an empty one, which that line cannot tell from none, has a line.
        let label = field.label.map(escape) ?? ""
        var lines = ["\(field.kind == .list ? "list" : "field") \(field.name) \(field.type.description)" + (label.isEmpty ? "" : " " + label)]
        func add(_ keyword: String, _ value: String? = nil) {
            lines.append("  " + keyword + (value.map { " " + $0 } ?? ""))
        }
        if field.label == "" { add("label") }
        if let placeholder = field.placeholder { add("placeholder", escape(placeholder)) }
        if let caption = field.caption { add("caption", escape(caption)) }
        for formatter in field.formatters { add("format", self.formatter(formatter)) }
        if field.secure != .none { add("secure", field.secure.rawValue) }
        if field.keyboard != .implied(by: field.type.base) { add("keyboard", field.keyboard.rawValue) }
        if let message = field.requiredMessage {
            add("required", escape(message))
        } else if field.isRequired {
            add("requiredBuiltIn")
        }
        if let minimum = field.listMinimum { add("min", String(minimum)) }
        if let maximum = field.listMaximum { add("max", String(maximum)) }
        if field.isDisabled { add("disabled") }
        if let value = field.defaultValue { add("default", self.value(value)) }
        for option in field.options { add("option", option.id + " " + escape(option.label)) }
        if field.allowsMultiple { add("multiple") }
        if let section = field.sectionIndex { add("inSection", String(section)) }
        if field.hasVisibilityCondition { add("visibleWhen") }
        for reads in field.conditionReads { add("condition", reads.isEmpty ? nil : reads.joined(separator: " ")) }
        return lines
    }

    private static func value(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): "text " + escape(text)
        case .int(let int): "int \(int)"
        case .decimal(let decimal): "decimal " + decimal.description
        case .bool(let bool): "bool \(bool)"
        case .choice(let id): "choice " + id
        case .choices(let ids): (["choices"] + ids).joined(separator: " ")
        case .date(let date): "date " + date.description
        case .month(let month): "month " + month.description
        case .none: "none"
        }
    }

    private static func formatter(_ spec: FormatterSpec) -> String {
        switch spec {
        case .digits, .letters, .alphanumeric, .lowercase, .uppercase, .trim: spec.name
        case .allow(let pattern): "allow " + escape(pattern.source)
        case .deny(let pattern): "deny " + escape(pattern.source)
        case .limit(let count): "limit \(count)"
        case .mask(let pattern, let raw): (raw ? "rawMask " : "mask ") + escape(pattern.source)
        case .number(let options):
            "number grouping=\(options.grouping) signed=\(options.signed) maxDigits=\(options.maxDigits)"
        case .decimal(let options):
            "decimal scale=\(options.scale.map(String.init) ?? "none") grouping=\(options.grouping) signed=\(options.signed)"
                + " maxDigits=\(options.maxDigits) padFraction=\(options.padFraction)"
        case .date(let pattern): pattern.kind.rawValue + "Pattern " + escape(pattern.source)
        }
    }

    /// A value with the table's two escapes: `\` as `\\`, a line feed as `\n`.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x0A }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 4)
        for byte in text.utf8 {
            switch byte {
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, 0x6E]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
