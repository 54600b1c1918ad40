import Foundation
import Testing
import FormLanguageServer

/// `// formc:accept ID SUBJECT: REASON` in the editor: the id completes from
/// `formc breaking`'s findings, hover shows its explain page, and a
/// malformed comment is published as `invalid-accept`.
@Suite struct AcceptCommentFeatureTests {
    @Test func findingIDsCompleteAsTheFirstWord() {
        let ids = FeatureTests.complete("// formc:accept field-r‸\nform F {\n    field a: text { label \"A\" }\n}\n")
        #expect(ids.contains("field-removed") && ids.contains("swift-type-renamed") && ids.contains("limit-tightened"))
        #expect(!ids.contains("missing-label") && !ids.contains("unknown-formatter"))
        #expect(FeatureTests.complete("// formc:accept ‸\nform F {\n    field a: text { label \"A\" }\n}\n").contains("form-removed"))
        #expect(FeatureTests.complete("// formc:accept field-removed F.‸\nform F {\n    field a: text { label \"A\" }\n}\n").isEmpty, "the subject is no id")
        #expect(FeatureTests.complete("// formc:accept field-removed F.a: gone ‸\nform F {\n    field a: text { label \"A\" }\n}\n").isEmpty)
    }

    @Test func hoverExplainsTheFinding() {
        let text = "// formc:accept field-removed F.b: dropped in 2.0\nform F {\n    field a: text { label \"A\" }\n}\n"
        let client = TestClient()
        client.open("file:///a.form", text)
        let hover = FeatureTests.hoverText(client, FeatureTests.at("field-removed", offset: 4, in: text, uri: "file:///a.form"))
        #expect(hover.contains("error[field-removed]") && hover.contains("formc:accept field-removed"))
    }

    @Test func aMalformedCommentIsPublished() {
        let client = TestClient()
        client.open("file:///a.form", "// formc:accept field-removd F.b: x\nform F {\n    field a: text { label \"A\" }\n}\n")
        let codes = client.diagnostics("file:///a.form").compactMap { $0["code"]?.string }
        #expect(codes == ["invalid-accept"])
    }
}
