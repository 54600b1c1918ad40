import FormChecker
import FormRuntime

/// The runtime description of a checked form: the same content as the
/// generated `static let schema` (both come from `CheckedForm.schema`).
public enum PreviewSchema {
    /// The schema of `form`.
    public static func schema(for form: CheckedForm) -> FormSchema {
        form.schema
    }
}
