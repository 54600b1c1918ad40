import FormDiagnostics
import Testing

/// Validation findings: records the old model accepted that the new one
/// refuses or changes (docs/BREAKING.md).
@Suite struct ValidationFindingTests {
    func field(_ body: String, type: String = "text") -> String {
        "form F {\n    field x: \(type) {\n        label \"X\"\n\(body.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))\n    }\n}\n"
    }

    func ids(_ old: String, _ new: String) -> [DiagnosticID] {
        Breaking.compare(old, new, categories: [.validation]).filter { $0.severity == .error }.map(\.id)
    }

    @Test func requiredAddedRemovedAndConditional() {
        #expect(ids(field(""), field("required")) == [.requiredAdded])
        #expect(ids(field("required"), field("")).isEmpty)
        #expect(ids(field("required"), field("required \"Say it\"")).isEmpty)
        #expect(ids(field("required when length(x) > 0"), field("required")) == [.requiredAdded])
        #expect(ids(field("required"), field("required when length(x) > 0")).isEmpty)
        // A non-optional number is never empty: `required` refuses nothing.
        #expect(ids(field("", type: "int"), field("required", type: "int")).isEmpty)
        #expect(ids(field("", type: "bool"), field("required", type: "bool")) == [.requiredAdded])
    }

    @Test func aNewRequiredOptionalField() {
        let old = "form F {\n    field a: text { label \"A\" }\n}\n"
        let new = "form F {\n    field a: text { label \"A\" }\n    field b: text? {\n        label \"B\"\n        required\n    }\n}\n"
        #expect(ids(old, new) == [.requiredFieldAdded])
        let optional = new.replacingOccurrences(of: "        required\n", with: "        error \"Short\" when length < 3\n")
        #expect(ids(old, optional) == [.conditionAdded], "length of nil is 0")
        let readsValue = new.replacingOccurrences(of: "        required\n", with: "        error \"Bad\" when value == \"x\"\n")
        #expect(ids(old, readsValue).isEmpty, "a condition reading a nil value is skipped")
    }

    @Test func limits() {
        #expect(ids(field("format limit(80)"), field("format limit(40)")) == [.limitTightened])
        #expect(ids(field("format limit(40)"), field("format limit(80)")).isEmpty)
        #expect(ids(field(""), field("format limit(40)")) == [.limitTightened])
        #expect(ids(field("error \"Long\" when length > 40"), field("format limit(40)")).isEmpty, "a condition already bounded it")
        #expect(ids(field("format mask(\"###\")"), field("format mask(\"###\") | limit(3)")).isEmpty)
        let fix = Breaking.compare(field("format limit(80)"), field("format limit(40)")).first { $0.id == .limitTightened }?.fixIts.first
        #expect(fix?.replacement == "80")
    }

    @Test func filters() {
        #expect(ids(field("format alphanumeric"), field("format digits")) == [.formatNarrowed])
        #expect(ids(field("format digits"), field("format alphanumeric")).isEmpty)
        #expect(ids(field(""), field("format digits")) == [.formatAdded])
        #expect(ids(field("format allow(\"a-z\")"), field("format allow(\"a-y\")")) == [.formatNarrowed])
        #expect(ids(field("format digits"), field("format digits | uppercase")).isEmpty, "digits have no case")
        #expect(ids(field("format letters"), field("format letters | uppercase")) == [.formatNarrowed])
        #expect(ids(field("format digits"), field("format digits | trim")).isEmpty)
        #expect(ids(field("format letters"), field("format trim")).isEmpty, "letters hold no white space")
        #expect(ids(field(""), field("format trim")) == [.formatAdded])
    }

    @Test func masks() {
        #expect(ids(field("format mask(\"###-###\")"), field("format mask(\"##-####\")")) == [.maskChanged])
        #expect(ids(field("format mask(\"###-###\")"), field("format mask(\"###-###\")")).isEmpty)
        #expect(ids(field("format mask(\"###\", raw: true)"), field("format mask(\"###\")")) == [.maskChanged])
        #expect(ids(field("format mask(\"###-###\")"), field("")).isEmpty)
    }

    @Test func numbers() {
        #expect(ids(field("format number(maxDigits: 6)", type: "int"), field("format number(maxDigits: 4)", type: "int")) == [.formatNarrowed])
        #expect(ids(field("format number(maxDigits: 4)", type: "int"), field("format number(maxDigits: 6)", type: "int")).isEmpty)
        #expect(ids(field("", type: "int"), field("format number()", type: "int")) == [.formatAdded], "19-digit ints")
        #expect(ids(field("error \"Too big\" when !(value in 0...150)", type: "int"), field("format number(maxDigits: 3, signed: false)", type: "int")).isEmpty)
        #expect(ids(field("format number()", type: "int"), field("format number(signed: false)", type: "int")) == [.formatNarrowed])
        #expect(ids(field("format decimal(scale: 2)", type: "decimal"), field("format decimal(scale: 1)", type: "decimal")) == [.formatNarrowed])
        #expect(ids(field("format decimal(scale: 1)", type: "decimal"), field("format decimal(scale: 2)", type: "decimal")).isEmpty)
        #expect(ids(field("", type: "decimal"), field("format decimal(scale: 2)", type: "decimal")) == [.formatAdded])
        #expect(ids(field("format number(maxDigits: 10)", type: "int"), field("format number(grouping: false, maxDigits: 10)", type: "int")).isEmpty, "grouping is display only")
        #expect(ids(field("format number(grouping: false)", type: "int"), field("format number()", type: "int")) == [.formatAdded], "the default chain normalizes nothing")
    }

    @Test func aNumberFormatComparedWithItselfWhateverTheConditions() {
        // The old conditions bound values more loosely than the chain here:
        // the chain's own bounds still hold (random specs found both).
        let spec = field("format number(maxDigits: 6, signed: false)\nerror \"Too big\" when value > 10000000", type: "int")
        #expect(ids(spec, spec).isEmpty)
        let signed = field("format number(maxDigits: 6, signed: false)\nerror \"Out\" when value < -5", type: "int")
        #expect(ids(signed, signed).isEmpty)
    }

    @Test func conditionsComparedAsRanges() {
        let old = field("error \"Too old\" when value > 130", type: "int")
        #expect(ids(old, field("error \"Too old\" when value > 120", type: "int")) == [.conditionAdded])
        #expect(ids(old, field("error \"Too old\" when value > 140", type: "int")).isEmpty)
        #expect(ids(old, field("error \"Too old\" when value >= 131", type: "int")).isEmpty, "whole numbers: > 130 is >= 131")
        #expect(ids(old, field("error \"Way too old\" when value > 130 on submit", type: "int")).isEmpty, "message and timing are no change")
        #expect(ids(old, field("error \"Out\" when !(value in 0...130)", type: "int")) == [.conditionAdded], "negative ages are refused now")
        let range = field("error \"Out\" when !(value in 0...150)", type: "int")
        #expect(ids(range, field("error \"Out\" when value < 0 || value > 150", type: "int")).isEmpty)
        #expect(ids(range, field("error \"Out\" when value < 10", type: "int")) == [.conditionAdded])
        #expect(ids(field(""), field("error \"Bad\" when !(value matches /[a-z]+/)")) == [.conditionAdded])
        #expect(ids(field("error \"Bad\" when !(value matches /[a-z]+/)"), field("error \"Bad\" when !(value matches /[a-z]+/) on blur")).isEmpty)
    }

    @Test func checksWidened() {
        let old = "form F {\n    field pickup: bool { label \"P\" }\n    field street: text {\n        label \"S\"\n        required\n        visible when !pickup\n    }\n}\n"
        let shown = old.replacingOccurrences(of: "        visible when !pickup\n", with: "")
        #expect(ids(old, shown) == [.checksWidened])
        #expect(ids(shown, old).isEmpty, "hiding a field narrows where it is checked")
        let disabled = shown.replacingOccurrences(of: "        required\n", with: "        required\n        disabled\n")
        #expect(ids(disabled, shown) == [.checksWidened])
        #expect(ids(shown, disabled).isEmpty)
    }

    @Test func renamedFieldsAreCheckedAsNew() {
        let old = "form F {\n    field a: text? { label \"A\" }\n}\n"
        let new = "form F {\n    field b: text? {\n        label \"A\"\n        required\n    }\n}\n"
        #expect(ids(old, new) == [.requiredFieldAdded])
    }
}
