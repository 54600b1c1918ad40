/// A deterministic automaton for a fast-path pattern, built from its
/// Thompson automaton by subset construction, that decides a whole match in
/// one pass over the UTF-8 bytes: at most two table reads per byte, whatever
/// the pattern, so matching time is linear in the text.
///
/// A table step cannot start before the step before it has loaded the
/// state, so stepping byte by byte costs a load's latency per byte. Most
/// states of real patterns loop on themselves (`[^@\s]+`, `\d*`), so each
/// state also has the set of byte classes that keep it (`staying`): while in
/// such a state, the automaton skips the bytes whose class is in the set, a
/// test per byte that depends on no earlier byte, and steps only on the
/// others. Rows are a power of two wide, so that finding a state's
/// set after a step is a shift rather than a division.
///
/// It answers only for text where every character is one byte: all bytes
/// ASCII and no CR (CR LF is one character, and a non-ASCII scalar can join
/// the ASCII character before it). Such bytes go to a *bail* state that the
/// caller sees as "no answer here".
struct FastRegexDFA: Sendable {
    /// The largest table built (states × byte classes); a pattern needing
    /// more falls back to Swift `Regex`.
    static let tableLimit = 1 << 16
    /// The most Thompson states visited while building (about 10 ms at most);
    /// a pattern needing more falls back to Swift `Regex`.
    static let buildBudget = 1 << 18

    /// For each byte value, its class: bytes that every set of the pattern
    /// treats alike share one. Class 0 is the bail class.
    private let classOfByte: [UInt8]
    /// The next state, at `state + class`; states are stored premultiplied by
    /// the row size, `1 << rowShift`, the power of two at or above the number
    /// of classes (so that a state's row number is a shift, not a division).
    /// State 0 is *bail*, the next row *dead*.
    private let transitions: [UInt16]
    private let rowShift: Int
    private let start: Int
    /// Whether each state (by row number) accepts.
    private let accepting: [Bool]
    /// For each state (by row number), the classes whose bytes keep it, as
    /// bits (bit `c` for class `c`); 0 when it has none, or when there are
    /// more than 64 classes.
    private let staying: [UInt64]

    /// Whether the whole of `bytes` matches, or nil when the text has a byte
    /// the automaton does not decide (non-ASCII or CR).
    func wholeMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Every index is in bounds by construction: `classOfByte` has 256
        // entries, a state plus a class is a cell of that state's row, and a
        // state shifted right by `rowShift` is a row of `staying`.
        let state = transitions.withUnsafeBufferPointer { transitions in
            classOfByte.withUnsafeBufferPointer { classOfByte in
                staying.withUnsafeBufferPointer { staying in
                    var state = start
                    var stays = staying[start >> rowShift]
                    var index = 0
                    let count = bytes.count
                    while index < count {
                        let byteClass = Int(classOfByte[Int(bytes[index])])
                        index &+= 1
                        // Bytes that keep the state: tested without waiting for a load of the state.
                        if stays >> UInt64(byteClass) & 1 != 0 { continue }
                        state = Int(transitions[state &+ byteClass])
                        if state == 0 { return 0 }
                        stays = staying[state >> rowShift]
                    }
                    return state
                }
            }
        }
        return state == 0 ? nil : accepting[state >> rowShift]
    }

    /// The automaton of `nfa`, or nil when its table would exceed
    /// `tableLimit` or building it `buildBudget`.
    init?(_ nfa: FastRegexNFA) {
        let (classOfByte, representatives) = Self.byteClasses(nfa)
        let classCount = representatives.count
        var builder = SubsetBuilder(nfa: nfa)
        // State 0 bails (every class stays there); state 1 is dead (no
        // character can lead to a match, but a byte outside ASCII still bails).
        var transitions = [UInt16](repeating: 0, count: classCount)
        transitions += [0] + Array(repeating: UInt16(classCount), count: classCount - 1)
        var accepting = [false, false]
        var index: [[Int]: Int] = [[]: 1]
        var pending: [[Int]] = []
        // The state of a set of Thompson states, numbered in order of discovery.
        func state(for set: [Int]) -> Int? {
            if let known = index[set] { return known }
            guard (accepting.count + 1) * classCount <= Self.tableLimit else { return nil }
            index[set] = accepting.count
            accepting.append(set.contains(0))
            pending.append(set)
            return accepting.count - 1
        }
        guard let start = state(for: builder.closure(of: [nfa.start])) else { return nil }
        // Rows are added in the order states were discovered, so row k is state k.
        var next = 0
        while next < pending.count {
            let set = pending[next]
            next += 1
            transitions.append(0)
            for representative in representatives.dropFirst() {
                let targets = builder.step(set, on: representative)
                guard !builder.isOverBudget, let target = state(for: targets) else { return nil }
                transitions.append(UInt16(target * classCount))
            }
        }
        // Rows laid out again at a power-of-two size.
        var rowShift = 0
        while 1 << rowShift < classCount { rowShift += 1 }
        guard (accepting.count - 1) << rowShift <= Int(UInt16.max) else { return nil }
        var rows = [UInt16](repeating: 0, count: accepting.count << rowShift)
        for state in accepting.indices {
            for byteClass in 0..<classCount {
                rows[state << rowShift + byteClass] = UInt16((Int(transitions[state * classCount + byteClass]) / classCount) << rowShift)
            }
        }
        self.classOfByte = classOfByte
        self.rowShift = rowShift
        self.transitions = rows
        self.start = start << rowShift
        self.accepting = accepting
        self.staying = Self.stayingClasses(transitions, classCount: classCount)
    }

    /// For each state, the bits of the classes whose transition leads back to
    /// it; none when the classes do not fit in 64 bits. Class 0 (bail) never
    /// stays but in the bail state, which matching never continues from.
    private static func stayingClasses(_ transitions: [UInt16], classCount: Int) -> [UInt64] {
        let states = transitions.count / classCount
        guard classCount <= 64 else { return Array(repeating: 0, count: states) }
        return (0..<states).map { state in
            var bits: UInt64 = 0
            for byteClass in 1..<classCount where Int(transitions[state * classCount + byteClass]) == state * classCount {
                bits |= 1 << UInt64(byteClass)
            }
            return bits
        }
    }

    /// Partitions the bytes into classes that every set of the automaton
    /// either wholly contains or wholly excludes, refining by one set at a
    /// time. Class 0 holds the bytes the automaton does not decide; the
    /// others list one representative byte.
    private static func byteClasses(_ nfa: FastRegexNFA) -> (classOfByte: [UInt8], representatives: [UInt8]) {
        let decided = (UInt8(0)..<128).filter { $0 != 13 }
        var classOfByte = [UInt8](repeating: 0, count: 256)
        for byte in decided { classOfByte[Int(byte)] = 1 }
        var classCount = 2
        var refined = Set<ASCIISet>()
        for case .consume(let set, _) in nfa.states where refined.insert(set).inserted {
            // A class splits in two when the set holds some of its bytes.
            var renumbered = [UInt8](repeating: 0, count: classCount * 2)
            var nextClass: UInt8 = 1
            for byte in decided {
                let key = Int(classOfByte[Int(byte)]) * 2 + (set.contains(byte) ? 1 : 0)
                if renumbered[key] == 0 {
                    renumbered[key] = nextClass
                    nextClass += 1
                }
                classOfByte[Int(byte)] = renumbered[key]
            }
            classCount = Int(nextClass)
        }
        var representatives = [UInt8](repeating: 0, count: classCount)
        for byte in decided.reversed() { representatives[Int(classOfByte[Int(byte)])] = byte }
        return (classOfByte, representatives)
    }
}

/// Sets of Thompson states, as sorted lists of the states that consume or
/// accept (branch states are followed, not kept), within a budget of
/// states visited.
private struct SubsetBuilder {
    let nfa: FastRegexNFA
    private var visited = 0
    /// For each Thompson state, the closure that last reached it.
    private var reachedBy: [Int]
    private var closures = 0

    init(nfa: FastRegexNFA) {
        self.nfa = nfa
        self.reachedBy = Array(repeating: 0, count: nfa.states.count)
    }

    /// Whether building has visited more states than `FastRegexDFA.buildBudget`.
    var isOverBudget: Bool { visited > FastRegexDFA.buildBudget }

    /// The states reachable from `roots` without consuming.
    mutating func closure(of roots: [Int]) -> [Int] {
        closures += 1
        var stack = roots
        var result: [Int] = []
        while let state = stack.popLast() {
            visited += 1
            guard reachedBy[state] != closures else { continue }
            reachedBy[state] = closures
            switch nfa.states[state] {
            case .branch(let targets): stack.append(contentsOf: targets)
            case .consume, .accept: result.append(state)
            }
        }
        return result.sorted()
    }

    /// The set after consuming `byte` from `set`.
    mutating func step(_ set: [Int], on byte: UInt8) -> [Int] {
        visited += set.count
        var targets: [Int] = []
        for state in set {
            if case .consume(let characters, let next) = nfa.states[state], characters.contains(byte) {
                targets.append(next)
            }
        }
        return closure(of: targets)
    }
}
