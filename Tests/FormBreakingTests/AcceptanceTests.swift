import FormChecker
import FormDiagnostics
import FormSyntax
import Testing

/// `// formc:accept ID SUBJECT: REASON`: parsed with its parts, checked
/// (`invalid-accept`), and accepting exactly the finding it names.
@Suite struct AcceptanceTests {
    static let old = "form Profile {\n    field name: text { label \"Name\" }\n    field nickname: text? { label \"Nickname\" }\n    field bio: text? { label \"Bio\" }\n}\n"

    func checkIDs(_ text: String) -> [DiagnosticID] {
        let (syntax, parse) = Parser.parse(SourceFile(path: "a.form", text: text))
        let (_, check) = Checker.check(syntax)
        return (parse + check).map(\.id)
    }

    @Test func theDirectiveIsReadWithItsParts() throws {
        let text = "// formc:accept field-removed Profile.nickname:  dropped in 2.0  \nform A { field a: text { label \"A\" } }\n"
        let (syntax, _) = Parser.parse(SourceFile(path: "a.form", text: text))
        let directive = try #require(syntax.acceptDirectives().first)
        #expect(directive.id?.text == "field-removed")
        #expect(directive.subject?.text == "Profile.nickname")
        #expect(directive.reason == "dropped in 2.0")
        #expect(directive.id?.range == 16..<29)
        let tight = Parser.parse(SourceFile(path: "a.form", text: "//formc:accept x\n// formc:accepted x y: z\n// formc:accept a b:\n")).0.acceptDirectives()
        #expect(tight.count == 1, "only '// formc:accept' followed by a blank is a directive")
        #expect(tight.first?.reason == "")
    }

    @Test func theCheckerReportsADirectiveThatAcceptsNothing() {
        let form = "form A {\n    field a: text { label \"A\" }\n}\n"
        #expect(checkIDs("// formc:accept field-removed A.a: gone\n" + form).isEmpty)
        #expect(checkIDs("// formc:accept\n" + form) == [.invalidAccept])
        #expect(checkIDs("// formc:accept field-removd A.a: gone\n" + form) == [.invalidAccept])
        #expect(checkIDs("// formc:accept missing-label A.a: gone\n" + form) == [.invalidAccept])
        #expect(checkIDs("// formc:accept field-removed: gone\n" + form) == [.invalidAccept])
        #expect(checkIDs("// formc:accept field-removed A.a.b.c: gone\n" + form) == [.invalidAccept])
        #expect(checkIDs("// formc:accept field-removed A.a\n" + form) == [.invalidAccept])
        #expect(checkIDs("// formc:accept field-removed A.a:   \n" + form) == [.invalidAccept])
        let (syntax, _) = Parser.parse(SourceFile(path: "a.form", text: "// formc:accept field-removd A.a: x\n" + form))
        let (_, diagnostics) = Checker.check(syntax)
        #expect(diagnostics.first?.fixIts.first?.replacement == "field-removed")
    }

    @Test func oneCommentAcceptsOneFinding() {
        let new = "// formc:accept field-removed Profile.nickname: nicknames were dropped in 2.0\nform Profile {\n    field name: text { label \"Name\" }\n}\n"
        let findings = Breaking.compare(Self.old, new)
        let removed = findings.filter { $0.id == .fieldRemoved }
        #expect(removed.count == 2)
        #expect(removed.filter { $0.severity == .note }.map(\.message) == ["accepted: field 'nickname' of form 'Profile' was removed: the value old records store under 'nickname' is dropped when they are decoded"])
        #expect(removed.filter { $0.severity == .error }.count == 1, "bio is still reported")
        #expect(findings.filter { $0.id == .swiftPropertyRemoved && $0.severity == .error }.count == 2, "a wire acceptance is not a source one")
    }

    @Test func aCommentInAnotherFileOfTheRunAccepts() {
        let new = "form Profile {\n    field name: text { label \"Name\" }\n    field bio: text? { label \"Bio\" }\n}\n"
        let other = "// formc:accept field-removed Profile.nickname: see the 2.0 notes\nform Other {\n    field a: text { label \"A\" }\n}\n"
        let findings = Breaking.compare(old: ["p.form": Self.old], new: ["p.form": new, "other.form": other], categories: [.wire])
        #expect(findings.map(\.severity) == [.note])
    }
}
