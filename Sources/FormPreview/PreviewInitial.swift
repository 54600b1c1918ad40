import FormChecker
import FormDiagnostics
import FormRuntime
import Foundation

/// `formc preview --initial FILE`: the record a preview starts from, read
/// from the JSON shape preview itself writes (``PreviewJSON``): one object,
/// field names as keys, numbers as JSON numbers, dates and months as
/// `yyyy-mm-dd` and `yyyy-mm` strings, a choice as its option's name, a
/// multiple choice and a list as arrays. Every field given starts answered
/// (LANGUAGE.md §18), so a value that is the first option or 0 is kept;
/// fields left out start blank.
public enum PreviewInitial {
    /// Why a file cannot be read as `initial`: the message and where.
    public struct Problem: Error, Sendable, Equatable {
        /// What is wrong, such as "unknown field 'agee'".
        public var message: String
        /// The 1-based line and column (UTF-8 bytes) of the value or key.
        public var line: Int
        public var column: Int
    }

    /// The values in JSON `bytes` for `form`; throws the first problem.
    public static func values(_ bytes: [UInt8], form: CheckedForm) throws(Problem) -> FormValues {
        let root: InitialJSON.Value
        do {
            root = try InitialJSON.parse(bytes)
        } catch {
            throw Problem(message: "invalid JSON: \(error.message)", line: error.line, column: error.column)
        }
        guard case .object(let members) = root.kind else {
            throw Problem(message: "expected one JSON object of field values", line: root.line, column: root.column)
        }
        var values = FormValues()
        var seen: Set<String> = []
        for member in members {
            guard let field = form.fields.first(where: { $0.name == member.key }) else {
                let known = form.fields.map(\.name).joined(separator: ", ")
                throw Problem(message: "unknown field '\(member.key)' (form \(form.name) has: \(known))", line: member.keyLine, column: member.keyColumn)
            }
            guard seen.insert(member.key).inserted else {
                throw Problem(message: "field '\(member.key)' is given twice", line: member.keyLine, column: member.keyColumn)
            }
            if field.isList {
                guard case .array(let elements) = member.value.kind else {
                    throw problem(member.value, field, "an array")
                }
                values.lists[field.name] = try elements.map { element throws(Problem) in try scalar(element, field) }
            } else if case .null = member.value.kind, field.type.isOptional {
                values.fields[field.name] = FieldValue.none
            } else {
                values.fields[field.name] = try scalar(member.value, field)
            }
        }
        return values
    }

    /// One value of `field` (a list's element type for a list).
    static func scalar(_ value: InitialJSON.Value, _ field: CheckedField) throws(Problem) -> FieldValue {
        switch (field.type.base, value.kind) {
        case (.text, .string(let text)):
            return .text(text)
        case (.int, .number(let text)):
            guard let number = Int(text) else { throw problem(value, field, "a whole number") }
            return .int(number)
        case (.decimal, .number(let text)):
            guard let number = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), number.isFinite else {
                throw problem(value, field, "a number")
            }
            return .decimal(number)
        case (.bool, .bool(let flag)):
            return .bool(flag)
        case (.date, .string(let text)):
            guard let date = FormDate(iso: text) else { throw problem(value, field, "a date written yyyy-mm-dd") }
            return .date(date)
        case (.month, .string(let text)):
            guard let month = FormMonth(iso: text) else { throw problem(value, field, "a month written yyyy-mm") }
            return .month(month)
        case (.choice, .string(let id)) where !field.allowsMultiple:
            guard field.options.contains(where: { $0.id == id }) else { throw problem(value, field, options(field)) }
            return .choice(id)
        case (.choice, .array(let elements)) where field.allowsMultiple:
            var ids: [String] = []
            for element in elements {
                guard case .string(let id) = element.kind, field.options.contains(where: { $0.id == id }) else {
                    throw problem(element, field, options(field))
                }
                ids.append(id)
            }
            return .choices(ids)
        default:
            throw problem(value, field, expected(field))
        }
    }

    /// "field 'x' takes …, not …".
    static func problem(_ value: InitialJSON.Value, _ field: CheckedField, _ expected: String) -> Problem {
        Problem(message: "field '\(field.name)' takes \(expected), not \(describe(value))", line: value.line, column: value.column)
    }

    static func options(_ field: CheckedField) -> String {
        let names = field.options.map { "\"\($0.id)\"" }.joined(separator: ", ")
        return field.allowsMultiple ? "an array of its options (\(names))" : "one of its options (\(names))"
    }

    static func expected(_ field: CheckedField) -> String {
        switch field.type.base {
        case .text: "a string"
        case .int: "a whole number"
        case .decimal: "a number"
        case .bool: "true or false"
        case .date: "a date written yyyy-mm-dd"
        case .month: "a month written yyyy-mm"
        case .choice: options(field)
        }
    }

    static func describe(_ value: InitialJSON.Value) -> String {
        switch value.kind {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSONText.quoted(String(text.prefix(40))) + (text.count > 40 ? "…" : "")
        case .array: "an array"
        case .object: "an object"
        }
    }
}
