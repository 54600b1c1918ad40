import FormChecker
import FormDiagnostics
import FormRuntime
import Foundation

/// The submitted model as JSON, in the shape the generated model's `Codable`
/// writes (LANGUAGE.md §15): field names as keys in spec order, numbers as
/// JSON numbers (decimals exact), lists as arrays, and an empty optional
/// left out (never `null`). Secure values are included: this is the one
/// place they appear.
public enum PreviewJSON {
    /// The JSON object for `values` of `form`, on one line plus a newline.
    public static func render(_ values: FormValues, form: CheckedForm) -> String {
        let model = ModelValues(form: form, values: values)
        var members: [String] = []
        for (index, field) in form.fields.enumerated() {
            let value: String
            if field.isList {
                value = "[" + model.rows[index].map(scalar).joined(separator: ",") + "]"
            } else if case .none = model.fields[index] {
                continue
            } else {
                value = scalar(model.fields[index])
            }
            members.append(string(field.name) + ":" + value)
        }
        return "{" + members.joined(separator: ",") + "}\n"
    }

    static func scalar(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): string(text)
        case .int(let number): String(number)
        case .decimal(let number): number.description
        case .bool(let flag): flag ? "true" : "false"
        case .choice(let id): string(id)
        case .choices(let ids): "[" + ids.map(string).joined(separator: ",") + "]"
        case .date(let date): string(date.description)
        case .month(let month): string(month.description)
        case .none: "null"
        }
    }

    /// A JSON string literal, written by the one escaper formc's JSON
    /// output shares (``JSONText``).
    static func string(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
