import Testing
import FormLanguageServer

/// A rename is checked by running the checker on the whole renamed file:
/// it is refused when `formc check` would then report a `reserved-name` or
/// `duplicate-*` error that was not there before, whatever part of the form
/// the clash involves (the form's own type, a choice's nested enum, another
/// field), and the error response names that diagnostic.
@Suite("LSP rename against the checker")
struct RenameCheckTests {
    static let uri = "file:///rename.form"
    static let text = """
        form Survey {
            field name: text {
                label "Name"
            }
            field Kind: text? {
                label "Kind"
            }
            field color: choice {
                label "Color"
                option red "Red"
                option blue "Blue"
            }
            field size: choice {
                label "Size"
                option small "Small"
            }
        }

        form Other {
            field note: text {
                label "Note"
            }
        }

        """

    /// The rename of the name at `marker` (plus `offset`) to `newName`.
    static func rename(_ marker: String, offset: Int = 0, to newName: String, in text: String = text) -> Result<JSON, ResponseError> {
        let client = TestClient()
        client.open(uri, text)
        let params = ChoiceFeatureTests.with(ChoiceFeatureTests.at(marker, offset: offset, in: text, uri: uri), "newName", .string(newName))
        return client.request("textDocument/rename", params)
    }

    static func refusal(_ result: Result<JSON, ResponseError>) -> String? {
        guard case .failure(let error) = result, error.code == .requestFailed else { return nil }
        return error.message
    }

    @Test(arguments: [
        // (what is renamed, to, the diagnostic the checker would report)
        ("field name", 6, "Survey", "reserved-name"),        // a field named like its form
        ("field color", 6, "Kind", "duplicate-field"),       // the field `Kind` itself
        ("field color", 6, "kind", "reserved-name"),         // the choice's enum `Kind` is a field's name
        ("field color", 6, "string", "reserved-name"),       // the choice's enum would be `String`
        ("field color", 6, "size", "duplicate-field"),       // another field
        ("field size", 6, "Color", "reserved-name"),         // its enum `Color` is the other choice's enum
        ("field name", 6, "Color", "reserved-name"),         // a field named like a choice's enum
        ("form Survey", 5, "Color", "reserved-name"),        // the form's type is a choice's enum
        ("form Survey", 5, "Size", "reserved-name"),
        ("form Survey", 5, "Other", "duplicate-form"),
        ("option red", 7, "blue", "duplicate-option"),
    ] as [(String, Int, String, String)])
    func renameIntroducingACheckerErrorIsRefused(_ marker: String, _ offset: Int, _ newName: String, _ id: String) {
        let message = Self.refusal(Self.rename(marker, offset: offset, to: newName))
        #expect(message?.contains("[\(id)]") == true, "\(marker) → \(newName): \(message ?? "accepted")")
    }

    @Test func renamesTheCheckerAcceptsAreAccepted() {
        for (marker, offset, newName) in [("field name", 6, "fullName"), ("field color", 6, "colour"), ("form Survey", 5, "Poll"),
                                          ("form Other", 5, "Color"), ("field note", 6, "Survey"), ("option red", 7, "crimson")] {
            let edits = (try? Self.rename(marker, offset: offset, to: newName).get())?["changes"]?[Self.uri]?.array
            #expect(edits?.isEmpty == false, "\(marker) → \(newName)")
        }
    }

    /// An error already in the file does not block a rename that adds none.
    @Test func anErrorAlreadyThereDoesNotBlockARename() {
        let broken = Self.text.replacingOccurrences(of: "field note", with: "field Other")
        let edits = (try? Self.rename("field name", offset: 6, to: "fullName", in: broken).get())?["changes"]?[Self.uri]?.array
        #expect(edits?.count == 1)
        #expect(Self.refusal(Self.rename("field name", offset: 6, to: "Survey", in: broken))?.contains("[reserved-name]") == true)
    }
}
