import FormDiagnostics
import FormRuntime
import FormSyntax

/// The checks of a chain as a whole: the field's type, contradictions and
/// redundancy. Pairs of formatters that both come from one named formatter
/// are skipped: its declaration already reported them.
struct ChainAnalysis {
    var elements: [ChainElement]
    var bag: DiagnosticBag
    private(set) var hasErrors = false
    /// Elements already reported as redundant or contradictory.
    private var reported: Set<Int> = []

    init(elements: [ChainElement], bag: DiagnosticBag) {
        self.elements = elements
        self.bag = bag
    }

    // MARK: - Types

    /// `formatter-type-mismatch` for each call whose formatters do not
    /// format values of `fieldType`; a `bool` field takes no chain at all.
    mutating func checkTypes(against fieldType: FieldType, chain: Chain) -> Bool {
        if fieldType == .bool {
            report(.formatterTypeMismatch, at: chain.range, "a bool field is a toggle and takes no 'format'")
            return false
        }
        var ok = true
        var reportedCalls: Set<Int> = []
        for element in elements {
            let type = ChainResolver.valueType(of: element.spec)
            guard type != fieldType, !reportedCalls.contains(element.callIndex) else { continue }
            reportedCalls.insert(element.callIndex)
            ok = false
            var notes: [DiagnosticNote] = []
            if let alias = element.alias {
                notes.append(bag.note("'\(alias.name)' is declared here", at: alias.declarationRange))
            }
            notes.append(DiagnosticNote(Self.hint(for: fieldType)))
            report(
                .formatterTypeMismatch, at: element.call.range,
                "\(element.displayName) formats \(type.rawValue) values, but this field is \(fieldType.rawValue)",
                notes: notes
            )
        }
        return ok
    }

    /// For a named formatter's declaration: all formatters must work on one
    /// type of value.
    mutating func checkConsistentKind() -> Bool {
        guard let first = elements.first else { return true }
        let kind = ChainResolver.valueType(of: first.spec)
        for element in elements.dropFirst() where ChainResolver.valueType(of: element.spec) != kind {
            report(
                .formatterTypeMismatch, at: element.call.range,
                "\(element.displayName) formats \(ChainResolver.valueType(of: element.spec).rawValue) values, but \(first.displayName) before it formats \(kind.rawValue) values",
                notes: [bag.note("\(first.displayName) is here", at: first.call.range)]
            )
            return false
        }
        return true
    }

    private static func hint(for type: FieldType) -> String {
        switch type {
        case .text: "a text field takes digits, letters, alphanumeric, allow, deny, lowercase, uppercase, trim, limit and mask"
        case .int: "an int field takes only 'number(grouping:signed:maxDigits:)'"
        case .decimal: "a decimal field takes only 'decimal(scale:grouping:signed:maxDigits:padFraction:)'"
        case .bool: "a bool field takes no format"
        case .date: "a date field takes only 'date(\"…\")', such as date(\"DD.MM.YYYY\")"
        case .month: "a month field takes only 'month(\"…\")', such as month(\"MM/YYYY\")"
        case .choice: "a choice field takes no format"
        }
    }

    // MARK: - Combinations

    /// How many earlier formatters each one is compared with, so a
    /// pathological chain of thousands of formatters stays linear.
    static let window = 32

    /// `contradictory-formatters` and `redundant-formatter` between pairs.
    ///
    /// Each formatter is compared with the 32 before it; beyond that window,
    /// repeats are still found in constant time each: the first occurrence
    /// of each formatter, the first `number`/`decimal` and the strictest
    /// `limit` so far are kept in tables and compared with every later one.
    mutating func checkCombinations() {
        let samples = CharacterSamples.samples(for: elements.map(\.spec))
        var firstOccurrence: [FormatterSpec: Int] = [:]
        var firstNumeric: Int?
        var strictestLimit: (index: Int, count: Int)?
        for later in elements.indices {
            let windowStart = max(0, later - Self.window)
            for earlier in windowStart..<later {
                comparePair(earlier, later, samples: samples)
            }
            // Beyond the window: a repeat, a second number/decimal, a looser limit.
            let spec = elements[later].spec
            var farEarlier = firstOccurrence[spec]
            if Self.isNumeric(spec), farEarlier == nil { farEarlier = firstNumeric }
            if case .limit(let count) = spec, farEarlier == nil, let strictest = strictestLimit, strictest.count <= count {
                farEarlier = strictest.index
            }
            if let farEarlier, farEarlier < windowStart {
                comparePair(farEarlier, later, samples: samples)
            }
            if firstOccurrence[spec] == nil { firstOccurrence[spec] = later }
            if Self.isNumeric(spec), firstNumeric == nil { firstNumeric = later }
            if case .limit(let count) = spec, strictestLimit.map({ count < $0.count }) ?? true { strictestLimit = (later, count) }
        }
    }

    /// Compares two formatters unless one was already reported or both come
    /// from one named formatter (its declaration reported them).
    private mutating func comparePair(_ earlier: Int, _ later: Int, samples: [Character]) {
        guard !reported.contains(later), !reported.contains(earlier) else { return }
        let a = elements[earlier]
        let b = elements[later]
        if a.alias != nil, a.callIndex == b.callIndex { return }
        checkPair(earlier, later, samples: samples)
    }

    private mutating func checkPair(_ i: Int, _ j: Int, samples: [Character]) {
        let a = elements[i]
        let b = elements[j]
        // Exact duplicates, and a second number/decimal formatter.
        if a.spec == b.spec || Self.isNumeric(a.spec) && Self.isNumeric(b.spec) {
            redundant(j, "\(b.displayName) repeats \(a.displayName) earlier in the chain", other: i)
            return
        }
        switch (a.spec, b.spec) {
        case (.limit(let first), .limit(let second)):
            if second >= first {
                redundant(j, "\(b.displayName) never applies: \(a.displayName) before it is stricter", other: i)
            } else {
                redundant(i, "\(a.displayName) never applies: \(b.displayName) after it is stricter", other: j)
            }
            return
        case (.mask(let pattern, _), .limit(let count)):
            if count >= pattern.elements.count {
                redundant(j, "\(b.displayName) never applies: \(a.displayName) already shows at most \(pattern.elements.count) characters", other: i)
            }
            return
        case (.lowercase, .uppercase), (.uppercase, .lowercase):
            redundant(i, "\(a.displayName) has no effect: \(b.displayName) runs after it", other: j)
            return
        default:
            break
        }
        guard let first = FilterSet(a.spec), let second = FilterSet(b.spec) else { return }
        let kept = samples.filter { first.accepts($0) && second.accepts($0) }
        if kept.isEmpty {
            contradictory(j, "\(b.displayName) drops every character \(a.displayName) keeps: no input can pass both", other: i)
            return
        }
        if case .mask(let pattern) = first, !second.isMask {
            let dropped = pattern.literals.filter { !second.accepts($0) }
            if let literal = dropped.first {
                contradictory(j, "\(b.displayName) removes the literal '\(literal)' that \(a.displayName) shows, so the mask can never be filled", other: i)
                return
            }
        }
        if !second.isMask, samples.allSatisfy({ !first.accepts($0) || second.accepts($0) }) {
            redundant(j, "\(b.displayName) has no effect: every character it keeps is already all \(a.displayName) lets through", other: i)
        }
    }

    private static func isNumeric(_ spec: FormatterSpec) -> Bool {
        switch spec {
        case .number, .decimal: true
        default: false
        }
    }

    // MARK: - Reporting

    private mutating func redundant(_ index: Int, _ message: String, other: Int) {
        reported.insert(index)
        let otherElement = elements[other]
        report(.redundantFormatter, at: elements[index].call.range, message, notes: [bag.note("\(otherElement.displayName) is here", at: otherElement.call.range)])
    }

    private mutating func contradictory(_ index: Int, _ message: String, other: Int) {
        reported.insert(index)
        let otherElement = elements[other]
        report(.contradictoryFormatters, at: elements[index].call.range, message, notes: [bag.note("\(otherElement.displayName) is here", at: otherElement.call.range)])
    }

    private mutating func report(_ id: DiagnosticID, at range: Range<Int>, _ message: String, notes: [DiagnosticNote] = []) {
        if id.defaultSeverity == .error { hasErrors = true }
        bag.report(id, at: range, message, notes: notes)
    }
}
