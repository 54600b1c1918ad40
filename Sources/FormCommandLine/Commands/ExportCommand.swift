import FormCodegen
import FormExport

/// `formc export --json-schema PATH… --output DIR [--check]`: checks, then
/// writes a JSON Schema per form for the JSON its generated model reads
/// and writes, so a server not written in Swift checks the same rules.
enum ExportCommand: FormcCommand {
    static let name = "export"
    static let summary = "Check .form files, then write a JSON Schema per form for servers in any language"
    static let help = """
    USAGE: formc export --json-schema <paths…> --output <dir> [--check]
                        [--format human|json|github|sarif] [--disable <id>]… [--warnings-as-errors]

    Checks every .form file named (folders recursively), then writes into
    <dir> one JSON Schema (draft 2020-12) per form, FORM.schema.json, for the
    JSON the form's generated model encodes and decodes: field types (dates
    "format": "date", months "yyyy-mm", decimals as numbers), options as
    "enum", "required", the patterns and limits the format chains guarantee,
    number bounds, "writeOnly" for secure fields, labels and captions as
    titles and descriptions. The schema accepts every record the model
    accepts (it decodes and validate(on: .submit) raises nothing); what it
    cannot say (most cross-field conditions, conditions on text and dates) is
    listed under "x-formc", each rule with "inSchema". Nothing is written
    when a spec has errors.

    Output is deterministic, written atomically and only when its content
    changed. Every exported schema starts with a "$comment" naming its spec;
    a .json file in <dir> without it is never overwritten or deleted, and a
    schema whose form is gone is deleted.

    OPTIONS:
      --json-schema           Export JSON Schema (the one format, required)
      --output <dir>          Where the schemas go
      --check                 Write nothing; list what is stale and exit 1 if anything is
      --format <format>       Diagnostics as human (default), json, github or sarif
      --disable <id>          Silence a warning for this run (repeatable)
      --warnings-as-errors    Report warnings as errors
      -h, --help              Show this help

    EXIT STATUS: 0 done (or up to date), 1 errors in a spec (or stale with
    --check), 2 usage or I/O error.

    """
    static let syntax = CommandSyntax(
        flags: ["--json-schema", "--check", "--warnings-as-errors"],
        options: ["--output", "--format"],
        repeatableOptions: ["--disable"]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.flags.contains("--json-schema") else {
            throw UsageError(message: "say what to export: --json-schema (the one format so far)")
        }
        _ = try DiagnosticFormat.parse(arguments.value("--format"))
        let output = try OutputRun.outputFolder(arguments)
        guard let files = try OutputRun.compile(arguments, command: name, console: console, make: JSONSchemaExport.files) else {
            return ExitStatus.failure
        }
        return try OutputRun.write(
            files, to: output, fileExtension: JSONSchemaExport.fileExtension, isGenerated: JSONSchemaExport.isExported,
            check: arguments.flags.contains("--check"), command: name, console: console
        )
    }
}
