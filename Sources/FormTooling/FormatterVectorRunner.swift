import FormChecker
import FormRuntime

/// Runs formatter vectors and reports failures: each vector's chain is
/// resolved by the checker's `ChainResolver` under the vector's locale from
/// the CLDR `LocaleTable`, exactly as a spec's chain is.
public enum FormatterVectorRunner {
    /// Runs every vector: resolves its chain, performs its key script from an
    /// empty field, and compares display and value.
    public static func run(_ vectors: [FormatterVector]) -> VectorReport {
        var report = VectorReport()
        for vector in vectors {
            if let failure = check(vector) {
                report.failures.append(failure)
            } else {
                report.passed += 1
            }
        }
        return report
    }

    /// The chain a vector names, resolved by the checker under its locale.
    public static func chain(for vector: FormatterVector) throws(VectorChainError) -> FormatterChain {
        guard let locale = LocaleTable.rules(for: vector.locale) else {
            throw VectorChainError(message: "unknown locale '\(vector.locale)'")
        }
        switch ChainResolver.resolve(source: vector.chain, type: vector.type.base, locale: locale) {
        case let .success(chain): return chain
        case let .failure(error): throw VectorChainError(message: error.diagnostics.map(\.message).joined(separator: "; "))
        }
    }

    /// The failure of one vector, or `nil` when it passes.
    public static func check(_ vector: FormatterVector) -> VectorFailure? {
        do {
            return check(vector, chain: try chain(for: vector))
        } catch {
            return VectorFailure(vector: vector, reason: "chain: \(error)", actualDisplay: nil, actualValue: nil)
        }
    }

    /// The failure of one vector run through `chain`, or `nil` when it passes.
    public static func check(_ vector: FormatterVector, chain: FormatterChain) -> VectorFailure? {
        func failure(_ reason: String, actualDisplay: String? = nil, actualValue: String? = nil) -> VectorFailure {
            VectorFailure(vector: vector, reason: reason, actualDisplay: actualDisplay, actualValue: actualValue)
        }
        let actions: [KeyAction]
        do {
            actions = try KeyScript.parse(vector.keys)
        } catch {
            return failure("key script: \(error)")
        }
        let expected: (text: String, caret: Int)
        do {
            expected = try DisplayNotation.parse(vector.expectedDisplay)
        } catch {
            return failure("expected display: \(error)")
        }
        let state = chain.run(actions)
        let value = chain.value(of: state.text, type: vector.type)
        let actualDisplay = DisplayNotation.renderEscaped(state)
        let actualValue = value.description
        let displayMatches = state.text == expected.text && state.caret == expected.caret
        let valueMatches = vector.expectedValue.matches(value)
        switch (displayMatches, valueMatches) {
        case (true, true): return nil
        case (false, true): return failure("display differs", actualDisplay: actualDisplay, actualValue: actualValue)
        case (true, false): return failure("value differs", actualDisplay: actualDisplay, actualValue: actualValue)
        case (false, false): return failure("display and value differ", actualDisplay: actualDisplay, actualValue: actualValue)
        }
    }
}

/// One vector that failed.
public struct VectorFailure: Sendable, Hashable, CustomStringConvertible {
    /// The vector.
    public var vector: FormatterVector
    /// What went wrong.
    public var reason: String
    /// The display produced, in vector notation, when the script ran.
    public var actualDisplay: String?
    /// The value produced, in vector notation, when the script ran.
    public var actualValue: String?

    /// A report paragraph: the line, the vector, and expected vs actual.
    public var description: String {
        var text = "line \(vector.line): \(reason)\n"
        text += "  chain \(vector.chain)  type \(vector.type)  locale \(vector.locale)  keys \(vector.keys)\n"
        if let actualDisplay, let actualValue {
            text += "  expected \(vector.expectedDisplay)  \(vector.expectedValue)\n"
            text += "  actual   \(actualDisplay)  \(actualValue)"
        } else {
            text.removeLast()
        }
        return text
    }
}

/// The outcome of a vector run.
public struct VectorReport: Sendable, Hashable, CustomStringConvertible {
    /// Vectors that passed.
    public var passed = 0
    /// Vectors that failed, in file order.
    public var failures: [VectorFailure] = []

    /// Creates an empty report.
    public init() {}

    /// Whether every vector passed.
    public var allPassed: Bool { failures.isEmpty }

    /// `N passed, N failed`.
    public var summary: String { "\(passed) passed, \(failures.count) failed" }

    /// Every failure, then the summary line.
    public var description: String {
        (failures.map(\.description) + [summary]).joined(separator: "\n")
    }
}

/// Why a vector's chain could not be resolved: an unknown locale, or the
/// checker's diagnostics for the chain.
public struct VectorChainError: Error, Sendable, CustomStringConvertible {
    /// The reason, in words.
    public var message: String
    /// The reason, in words.
    public var description: String { message }
}
