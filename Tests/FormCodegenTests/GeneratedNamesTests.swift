import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// The names generated code declares and refers to (issue 10, items 4
/// and 5): every one outside the spec's own is in `GeneratedSwiftNames`,
/// which the checker consults for `reserved-name`; names next to that set,
/// and spec files whose names look alike, generate code that compiles.
@Suite struct GeneratedNamesTests {
    /// A spec using every construct the generator has: conditions of every
    /// kind, optionals, lists, patterns, `enabled when`, `disabled`.
    static let fullSpec = """
    form Full {
        field a: text { label "A"; format trim; error "x" when !(value matches /[a-z]+/) || length(b) > 2 on blur; required }
        field b: text? { label "B"; enabled when c }
        field c: bool { label "C" }
        field d: decimal? { label "D"; default 1.5; error "y" when value + 1 - d > 2 && value in 0...10 }
        field e: int { label "E"; disabled }
        list f: int { label "F"; error "z" when value < count(g) }
        list g: text { label "G"; required; error "w" when value == a }
    }
    """

    /// Names that are the generated code's own: locals and parameters (which
    /// cannot clash, see `LocalNames`), members of runtime types reached
    /// through `.`, and argument labels.
    static func isLocalOrMember(_ name: String) -> Bool {
        name.hasSuffix("_") || name.hasPrefix("_chain") || ["self", "Self", "init", "row", "trigger", "errors", "field", "locale", "values", "entry", "value", "text", "lhs", "rhs", "decoder", "encoder", "fields", "initial", "fieldValues", "rawValue", "copy", "rows", "children", "model", "onSubmit", "today", "unanswered"].contains(name)
    }

    /// Walks what the generator emits for `fullSpec` and for
    /// `QualifiedNamesTests.constructs` (its SwiftUI file too): each member
    /// the model declares that is not a field, and each name or type written
    /// in code unqualified that is not a spec name or a local, must be in the
    /// reserved set. A name written after its module (`Swift.String`) shadows
    /// nothing and needs no reservation (`QualifiedNamesTests` checks those).
    @Test func everyNameTheGeneratorEmitsIsInTheReservedSet() throws {
        var fields: Set<String> = []
        var forms: Set<String> = []
        var members: Set<String> = []
        var references: Set<String> = []
        for spec in [Self.fullSpec, QualifiedNamesTests.constructs] {
            let checked = try checkedFile(SourceFile(path: "spec.form", text: spec))
            fields.formUnion(checked.forms.flatMap { $0.fields.flatMap { $0.isChoice ? [$0.name, ChoiceTypeName.of(field: $0.name)] : [$0.name] } })
            forms.formUnion(checked.forms.flatMap { [$0.name, SwiftUIViewGenerator.viewName(of: $0)] })
            members.formUnion(try QualifiedNamesTests.emittedNames(spec, swiftUI: false).members)
            references.formUnion(try QualifiedNamesTests.emittedNames(spec).references)
        }
        let reserved = Set(GeneratedSwiftNames.modelMembers + GeneratedSwiftNames.referencedTypes)
        for name in members.subtracting(fields) where !name.hasPrefix(GeneratedSwiftNames.helperTypePrefix) {
            #expect(reserved.contains(name) || name == "==" || name == "init", "the model declares '\(name)', which is not in GeneratedSwiftNames")
        }
        for name in references.subtracting(fields).subtracting(forms) where !Self.isLocalOrMember(name) && !GeneratedSwiftNames.swiftKeywords.contains(name) && !Words.reserved.contains(name) && !name.hasPrefix(GeneratedSwiftNames.helperTypePrefix) {
            #expect(reserved.contains(name), "generated code names '\(name)' unqualified, which is not in GeneratedSwiftNames")
        }
        for name in reserved {
            #expect(GeneratedSwiftNames.clash(name) != nil)
        }
    }

    /// Fields and forms named next to the reserved set, and spec files whose
    /// names map to the same characters once punctuation is dropped.
    @Test func namesNextToTheReservedSetAndLookalikeFileNamesCompile() throws {
        let near = """
        form Row {
            field rawValue: text { label "A"; error "x" when rawValue == allCases }
            field allCases: text { label "B" }
            field hashValue: int { label "C"; error "x" when hashValue > 1 }
            field initial: text { label "D"; error "x" when initial matches /[a-z]/ }
            field Row_: int? { label "E"; error "x" when Row_ > hashValue }
            field Formc: bool { label "F" }
            list trigger: text { label "G"; error "x" when value == rawValue }
        }
        """
        var specs = ["near.form": near]
        for (index, name) in ["my-form", "my_form", "my form", "ünï", "ëñö", "x_x2D_y", "x-y"].enumerated() {
            specs[name + ".form"] = "form Lookalike\(index) { field a: text { label \"A\"; error \"x\" when value matches /[a-z]+/ } }\n"
        }
        guard let result = try GeneratedProgram.compile(GeneratedProgram.generate(specs)) else { return }
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }
}
