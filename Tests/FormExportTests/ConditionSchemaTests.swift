import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormExport

/// Conditions JSON Schema can say exactly, as the exporter says them, and
/// those it leaves to `x-formc`.
@Suite struct ConditionSchemaTests {
    /// The checked form of a spec of one form.
    static func form(_ text: String) throws -> CheckedForm {
        let (syntax, parseDiagnostics) = Parser.parse(SourceFile(path: "t.form", bytes: Array(text.utf8)))
        let (checked, checkDiagnostics) = Checker.check(syntax)
        #expect((parseDiagnostics + checkDiagnostics).filter { $0.severity == .error }.isEmpty, "\(parseDiagnostics + checkDiagnostics)")
        return try #require(checked.forms.first)
    }

    static let spec = """
    form F {
        field n: int { label "N"
            error "out" when !(value in 1...9) || value == 5
        }
        field d: decimal? { label "D"
            error "big" when value > 2.5 && value != 3
        }
        field flag: bool { label "Flag" }
        field c: choice { label "C"
            option a "A"
            option b "B"
        }
        field m: choice { label "M"
            multiple
            option x "X"
            option y "Y"
            error "two" when count(value) >= 2
        }
        field t: text? { label "T"
            visible when flag && (c == .b || m contains .x)
            required when n < 3
        }
        field u: text { label "U"
            error "same" when value == "x" && n > 1
            enabled when length(t) > 2
        }
    }
    """

    @Test func translatableConditionsBecomeKeywordsOrRules() throws {
        let form = try Self.form(Self.spec)
        let fields = Dictionary(uniqueKeysWithValues: form.fields.map { ($0.name, $0) })
        let n = try #require(fields["n"]?.conditions.first)
        // Raised when outside 1...9 or 5: kept when inside and not 5.
        #expect(ConditionSchema.value(n.expression, positive: false)
            == ["minimum": .number("1"), "maximum": .number("9"), "not": .object(["const": .number("5")])])
        let d = try #require(fields["d"]?.conditions.first)
        #expect(ConditionSchema.value(d.expression, positive: false)
            == ["anyOf": .array([.object(["maximum": .number("2.5")]), .object(["const": .number("3")])])])
        let m = try #require(fields["m"]?.conditions.first)
        #expect(ConditionSchema.value(m.expression, positive: false) == ["maxItems": .int(1)])
        let visible = try #require(fields["t"]?.visibleWhen)
        #expect(ConditionSchema.record(visible) == .object(["allOf": .array([
            .object(["properties": .object(["flag": .object(["const": true])])]),
            .object(["anyOf": .array([
                .object(["properties": .object(["c": .object(["const": "b"])])]),
                .object(["properties": .object(["m": .object(["contains": .object(["const": "x"])])])]),
            ])]),
        ])]))
    }

    /// Text comparisons (Swift compares canonically equivalent text as
    /// equal), `length`, `matches` and the functions are not translated.
    @Test func textLengthAndFunctionsAreNot() throws {
        let form = try Self.form(Self.spec)
        let u = try #require(form.fields.first { $0.name == "u" })
        #expect(ConditionSchema.record(try #require(u.conditions.first).expression) == nil)
        #expect(ConditionSchema.holds(try #require(u.enabledWhen)) == nil)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(FormDocument.schema(form, specName: "t.form", header: "h").text.utf8)) as? [String: Any])
        let notes = (document["properties"] as? [String: [String: Any]])?["u"]?["x-formc"] as? [String: Any]
        #expect((notes?["enabledWhen"] as? [String: Any])?["inSchema"] as? Bool == false)
        #expect((notes?["enabledWhen"] as? [String: Any])?["when"] as? String == "length(t) > 2")
        #expect(((notes?["conditions"] as? [[String: Any]])?.first)?["inSchema"] as? Bool == false)
    }

    /// An optional field read by a condition must be present for it to count.
    @Test func optionalReadsAreRequiredPresent() throws {
        let form = try Self.form("form G {\n    field a: int? { label \"A\" }\n    field b: text? { label \"B\"\n        required when a > 1\n    }\n}\n")
        let when = try #require(form.fields[1].requiredWhen)
        #expect(ConditionSchema.holds(when) == [
            .object(["required": .array(["a"]), "properties": .object(["a": .object(["not": .object(["type": "null"])])])]),
            .object(["properties": .object(["a": .object(["exclusiveMinimum": .number("1")])])]),
        ])
    }
}
