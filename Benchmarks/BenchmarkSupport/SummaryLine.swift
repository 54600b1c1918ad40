// The machine-readable line each benchmark prints after its own table, which
// `Benchmarks/run.sh` collects into one summary table. The shell benchmarks
// print the same line through `Benchmarks/summary_line.sh`.
import Foundation

/// The goal a ratio is held to: at least or at most a number.
public enum RatioGoal: Sendable {
    case atLeast(Double)
    case atMost(Double)

    /// Whether `ratio` reaches the goal.
    public func isMet(by ratio: Double) -> Bool {
        switch self {
        case .atLeast(let bound): ratio >= bound
        case .atMost(let bound): ratio <= bound
        }
    }

    /// The goal as the table shows it, e.g. `≥ 10×`, `≤ 1.1×`.
    public var text: String {
        switch self {
        case .atLeast(let bound): "≥ " + String(format: "%g", bound) + "×"
        case .atMost(let bound): "≤ " + String(format: "%g", bound) + "×"
        }
    }
}

/// One row of the summary table:
/// `ratio<TAB>measure<TAB>formc<TAB>peer<TAB>ratio<TAB>goal<TAB>met|missed`.
///
/// `formc` and `peer` are figures with their units; `peer` also says what the
/// peer or baseline is. Tabs and newlines inside a cell become spaces.
public struct SummaryLine: Sendable {
    public var measure: String
    public var formc: String
    public var peer: String
    public var ratio: Double
    public var goal: RatioGoal
    /// Extra words after the ratio, e.g. `(22.3× faster)`.
    public var ratioNote: String
    /// Extra words after the goal, e.g. `(20× faster)`.
    public var goalNote: String

    public init(measure: String, formc: String, peer: String, ratio: Double, goal: RatioGoal, ratioNote: String = "", goalNote: String = "") {
        self.measure = measure
        self.formc = formc
        self.peer = peer
        self.ratio = ratio
        self.goal = goal
        self.ratioNote = ratioNote
        self.goalNote = goalNote
    }

    /// The line as printed.
    public var text: String {
        let ratioCell = ratioNote.isEmpty ? Self.ratioText(ratio) : "\(Self.ratioText(ratio)) \(ratioNote)"
        let goalCell = goalNote.isEmpty ? goal.text : "\(goal.text) \(goalNote)"
        let cells = [measure, formc, peer, ratioCell, goalCell, goal.isMet(by: ratio) ? "met" : "missed"]
        return (["ratio"] + cells.map(Self.cell)).joined(separator: "\t")
    }

    /// Prints the line on standard output.
    public func print() {
        Swift.print(text)
    }

    /// A ratio with about three significant digits and a `×`: `32.6×`, `1.05×`, `0.045×`.
    public static func ratioText(_ ratio: Double) -> String {
        let digits = ratio >= 100 ? 0 : ratio >= 10 ? 1 : ratio >= 1 ? 2 : 3
        return fixed(ratio, digits: digits) + "×"
    }

    /// `value` rounded to an integer with `,` between thousands: `40,000`.
    public static func grouped(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let digits = String(Int(value.rounded()).magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// `value` with `digits` decimals.
    public static func fixed(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    private static func cell(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
