import FormChecker
import FormSyntax

/// `textDocument/prepareRename` and `textDocument/rename` for named
/// formatters, fields and lists, options of choice fields, and custom
/// locales. A new name that is not an identifier, is a reserved word or a
/// built-in formatter, or with which `formc check` would report a naming
/// error it did not before (``RenameCheck``: the checker's reserved-name
/// and duplicate rules, run on the whole renamed file) is refused with an
/// error response; nothing is edited.
enum RenameFeature {
    @Sendable static func prepare(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let occurrence = try renameable(request)
        let text = request.analysis.source.text(in: occurrence.range)
        return ["range": request.converter.range(occurrence.range), "placeholder": .string(text)]
    }

    @Sendable static func rename(_ request: FeatureRequest) throws(ResponseError) -> JSON {
        let occurrence = try renameable(request)
        guard let newName = request.params["newName"]?.string else {
            throw ResponseError(.invalidParams, "'newName' is missing")
        }
        let index = request.analysis.index
        try validate(newName, for: occurrence.key, index: index)
        let ranges = index.occurrences(of: occurrence.key).map(\.range)
        if case .locale = occurrence.key {} else {
            try RenameCheck.verify(renaming: ranges, to: newName, in: request.analysis)
        }
        let edits = ranges.map { request.converter.edit($0, newName) }
        return ["changes": [request.uri: .array(edits)]]
    }

    /// The occurrence under the cursor, if it can be renamed.
    private static func renameable(_ request: FeatureRequest) throws(ResponseError) -> Occurrence {
        let index = request.analysis.index
        guard let occurrence = index.occurrence(at: try request.cursor()) else {
            throw ResponseError(.requestFailed, "nothing to rename here: put the cursor on a field, list, option, formatter or custom locale name")
        }
        switch occurrence.key {
        case .builtinFormatter(let name):
            throw ResponseError(.requestFailed, "'\(name)' is a built-in formatter and cannot be renamed")
        case .builtinFunction(let name):
            throw ResponseError(.requestFailed, "'\(name)' is built into conditions and cannot be renamed")
        case .locale:
            guard !index.definitions(of: occurrence.key).isEmpty else {
                throw ResponseError(.requestFailed, "only a locale defined by a `locale \"…\" { … }` block of this file can be renamed")
            }
        case .option:
            guard !index.definitions(of: occurrence.key).isEmpty else {
                throw ResponseError(.requestFailed, "no option of that name is declared in this field")
            }
        case .form, .field, .formatter:
            break
        }
        return occurrence
    }

    private static func validate(_ newName: String, for key: SymbolKey, index: SymbolIndex) throws(ResponseError) {
        if case .locale = key {
            guard !newName.isEmpty, newName.utf8.allSatisfy({ isIdentifierByte($0) || $0 == UInt8(ascii: "-") }) else {
                throw ResponseError(.requestFailed, "'\(newName)' is not a locale identifier (letters, digits, '_' and '-')")
            }
            if SymbolKey.locale(identifier: newName) != key, !index.definitions(of: .locale(identifier: newName)).isEmpty {
                throw ResponseError(.requestFailed, "locale \"\(newName)\" is already defined in this file")
            }
            return
        }
        guard let first = newName.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              newName.utf8.allSatisfy(isIdentifierByte) else {
            throw ResponseError(.requestFailed, "'\(newName)' is not an identifier ([A-Za-z_][A-Za-z0-9_]*)")
        }
        // Options follow the checker's one rule alone: a Swift keyword is a
        // valid option (the generated case is written in backticks).
        if case .option = key {
            if let reason = NameRules.reservedOptionReason(newName) {
                throw ResponseError(.requestFailed, "'\(newName)' cannot name an option: \(reason)")
            }
        } else if Words.reserved.contains(newName) || GeneratedSwiftNames.swiftKeywords.contains(newName) {
            throw ResponseError(.requestFailed, "'\(newName)' is a reserved name")
        }
        if case .formatter = key, FormatterCatalog.isBuiltin(newName) {
            throw ResponseError(.requestFailed, "'\(newName)' is a built-in formatter")
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
