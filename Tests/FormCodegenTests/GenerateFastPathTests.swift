import FormTestSupport
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen
@testable import FormRuntime

/// `formc generate`'s fast paths against their references, byte for byte:
/// the buffer renderer against the string-per-line `ReferenceSwiftRenderer`,
/// and the hand-written schema JSON against `JSONEncoder`.
@Suite struct GenerateFastPathTests {
    /// Every committed spec, the adversarial specs and 300 random specs.
    static func checkedFiles() throws -> [(name: String, file: CheckedFile)] {
        var files: [(String, CheckedFile)] = try GoldenTests.specs.map { ($0.lastPathComponent, try checkedFile($0)) }
        var generator = RandomSpecGenerator(random: SeededRandom(state: 0xF0F0_1234))
        for index in 0..<300 {
            let source = SourceFile(path: "random\(index).form", text: generator.spec(index: index))
            let (syntax, _) = Parser.parse(source)
            let (checked, _) = Checker.check(syntax)
            files.append((source.path, checked))
        }
        return files
    }

    @Test func rendererMatchesReference() throws {
        for (name, file) in try Self.checkedFiles() {
            for swiftFile in [GeneratedFiles.modelFile(file, specName: name), GeneratedFiles.terminalFile(file, specName: name)] {
                let rendered = SwiftRenderer.render(swiftFile)
                let reference = ReferenceSwiftRenderer.render(swiftFile)
                #expect(Array(rendered.utf8) == Array(reference.utf8), "\(name)")
            }
        }
    }

    /// `generate` renders `NAME.swift` while making it (``SwiftFileWriter``):
    /// the same bytes as rendering the tree ``SwiftFileBuilder`` assembles
    /// from the same declarations, and the same tree the reference renders.
    @Test func streamedModelMatchesRenderedTree() throws {
        for (name, file) in try Self.checkedFiles() {
            let streamed = try #require(GeneratedFiles.generate(file, specName: name, emit: [.model]).first)
            let tree = GeneratedFiles.modelFile(file, specName: name)
            #expect(Array(streamed.content.utf8) == Array(ReferenceSwiftRenderer.render(tree).utf8), "\(name)")
        }
    }

    /// A writer given types to open and close renders what the builder's
    /// tree renders: members after cases, blank lines between members,
    /// nested types, members given with the opened type, and a type left
    /// open closed by `finish`.
    @Test func writerMatchesBuilderOnNestedTypes() {
        func fill<Sink: SwiftDeclarationSink>(_ sink: inout Sink, leaveOpen: Bool) {
            let property = SwiftDeclaration.property(SwiftProperty(name: "a", type: "Int", value: .integer(1)))
            sink.openType(.enum(cases: [SwiftEnumCase(name: "x"), SwiftEnumCase(doc: ["Y."], name: "y", rawValue: "why")]), SwiftTypeDeclaration(doc: ["E."], name: "E"))
            sink.add(property)
            sink.openType(.struct, SwiftTypeDeclaration(modifiers: [.public], name: "S", conformances: ["Sendable"], members: [property]))
            sink.add(property)
            sink.closeType()
            sink.closeType()
            sink.openType(.extension, SwiftTypeDeclaration(name: "E"))
            sink.closeType()
            sink.add(property)
            sink.openType(.struct, SwiftTypeDeclaration(name: "Open"))
            sink.add(property)
            if !leaveOpen { sink.closeType() }
        }
        var writer = SwiftFileWriter(header: ["h"], imports: ["Foundation"])
        fill(&writer, leaveOpen: true)
        var builder = SwiftFileBuilder()
        fill(&builder, leaveOpen: false)
        let tree = SwiftFile(header: ["h"], imports: ["Foundation"], declarations: builder.declarations)
        #expect(writer.finish() == ReferenceSwiftRenderer.render(tree))
        #expect(builder.declarations.count == 4)
    }

    /// Hand-built trees for what generators rarely write: deep and wide
    /// lists, closures of zero, one and several lines, multi-line callees,
    /// non-ASCII text near the 110-column limit, empty files.
    @Test func rendererMatchesReferenceOnEdgeCases() {
        var random = SeededRandom(state: 42)
        let texts = ["", "a", "“quoted”", "é\u{301}", "👩‍👩‍👧", String(repeating: "x", count: 40), String(repeating: "ж", count: 30), "\\\"\n\t\u{0}\u{7F}\u{2028}\u{202E}"]
        func expression(_ depth: Int) -> SwiftExpression {
            let choice = depth > 4 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<14, using: &random)
            switch choice {
            case 0: return .identifier(random.pick(["value", "self", "in", "x1", "é", "1a", ""]))
            case 1: return .string(random.pick(texts))
            case 2: return .integer(Int.random(in: -1000...1000, using: &random))
            case 3: return .member(random.chance(50) ? nil : .identifier("base"), random.pick(["name", "default", "x y"]))
            case 4, 5: return .call(expression(depth + 1), (0..<Int.random(in: 0..<6, using: &random)).map { _ in
                    SwiftArgument(random.chance(50) ? random.pick(["label", "_0", "x"]) : nil, expression(depth + 1))
                })
            case 6, 7: return .array((0..<Int.random(in: 0..<7, using: &random)).map { _ in expression(depth + 1) })
            case 8: return .dictionary((0..<Int.random(in: 0..<3, using: &random)).map { _ in SwiftDictionaryEntry(expression(depth + 1), expression(depth + 1)) })
            case 9: return .binary(expression(depth + 1), random.pick([.equal, .and, .nilCoalescing]), expression(depth + 1))
            case 10: return .closure(parameters: random.chance(50) ? [] : ["a", "in"], body: (0..<Int.random(in: 0..<4, using: &random)).map { _ in statement(depth + 1) })
            case 11: return .ternary(expression(depth + 1), expression(depth + 1), expression(depth + 1))
            case 12: return .try(.subscript(expression(depth + 1), expression(depth + 1)))
            default: return .decimal(negative: random.chance(50), significand: random.pick([12345, 9_999_999_999_999_999_999] as [UInt64]), exponent: -2)
            }
        }
        func statement(_ depth: Int) -> SwiftStatement {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: return .expression(expression(depth))
            case 1: return .variable(isMutable: random.chance(50), name: "v", type: random.chance(50) ? "Int" : nil, value: expression(depth))
            case 2: return .if([.expression(expression(depth)), .optionalBinding("x", expression(depth))], then: [statement(depth + 1)], else: random.chance(50) ? [statement(depth + 1)] : nil)
            case 3: return .guard([.expression(expression(depth))], else: [.return(nil)])
            case 4: return .switch(expression(depth), [SwiftSwitchCase([expression(depth), expression(depth)], [statement(depth + 1)]), SwiftSwitchCase([], [])])
            case 5: return .forIn(name: "item", sequence: expression(depth), body: [statement(depth + 1)])
            default: return .comment(random.pick(texts))
            }
        }
        for _ in 0..<400 {
            let function = SwiftFunction(
                doc: [random.pick(texts), "line\nbreak\n"],
                modifiers: [.static, .public],
                name: random.pick(["make", "==", "default"]),
                parameters: (0..<Int.random(in: 0..<5, using: &random)).map { index in
                    SwiftParameter(label: random.chance(30) ? "_" : nil, name: "p\(index)", type: "String", defaultValue: random.chance(50) ? expression(3) : nil)
                },
                isThrowing: random.chance(50),
                returnType: random.chance(50) ? "Int" : nil,
                body: (0..<Int.random(in: 0..<5, using: &random)).map { _ in statement(0) }
            )
            let property = SwiftProperty(doc: [], modifiers: [.public], name: "value", type: "Any", value: expression(0))
            let file = SwiftFile(
                header: random.chance(80) ? ["Header \(random.pick(texts))"] : [],
                imports: random.chance(50) ? ["Foundation"] : [],
                declarations: random.chance(5) ? [] : [
                    .struct(SwiftTypeDeclaration(name: "T", conformances: ["Sendable", "Hashable"], members: [.function(function), .property(property)])),
                    .enum(SwiftTypeDeclaration(name: "E", members: [.initializer(function)]), cases: [SwiftEnumCase(name: "case", rawValue: random.pick(texts))]),
                ]
            )
            #expect(Array(SwiftRenderer.render(file).utf8) == Array(ReferenceSwiftRenderer.render(file).utf8))
            let single = expression(0)
            #expect(SwiftRenderer.render(single) == ReferenceSwiftRenderer.render(single))
        }
    }
}
