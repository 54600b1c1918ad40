/// A Thompson automaton for a fast-path pattern: states that consume one
/// character from a set, states that branch without consuming, and one
/// accepting state.
struct FastRegexNFA {
    /// One state.
    enum State {
        /// Consumes one character in the set, then goes to `next`.
        case consume(ASCIISet, next: Int)
        /// Goes to any of the targets without consuming.
        case branch([Int])
        /// The whole pattern has matched.
        case accept
    }

    /// The states; `accept` is index 0.
    private(set) var states: [State] = [.accept]
    /// Where matching starts.
    private(set) var start = 0
    private let stateLimit: Int

    /// The automaton of `node`, or nil when it would need more than
    /// `stateLimit` states (large bounded repetitions multiply).
    init?(_ node: FastRegexNode, stateLimit: Int = 4096) {
        self.stateLimit = stateLimit
        guard let start = build(node, then: 0) else { return nil }
        self.start = start
    }

    /// Adds the states for `node` followed by state `next`; returns the
    /// state where `node` starts.
    private mutating func build(_ node: FastRegexNode, then next: Int) -> Int? {
        switch node {
        case .characters(let set):
            return add(.consume(set, next: next))
        case .sequence(let parts):
            var entry = next
            for part in parts.reversed() {
                guard let start = build(part, then: entry) else { return nil }
                entry = start
            }
            return entry
        case .alternation(let branches):
            var entries: [Int] = []
            for branch in branches {
                guard let start = build(branch, then: next) else { return nil }
                entries.append(start)
            }
            return add(.branch(entries))
        case .repetition(let body, let min, let max):
            return repetition(body, min: min, max: max, then: next)
        }
    }

    private mutating func repetition(_ body: FastRegexNode, min: Int, max: Int?, then next: Int) -> Int? {
        var entry = next
        if let max {
            // (body (body …)?)? for the optional repetitions, innermost first.
            for _ in 0..<(max - min) {
                guard let start = build(body, then: entry), let optional = add(.branch([start, next])) else { return nil }
                entry = optional
            }
        } else {
            guard let loop = add(.branch([])), let start = build(body, then: loop) else { return nil }
            states[loop] = .branch([start, next])
            entry = loop
        }
        for _ in 0..<min {
            guard let start = build(body, then: entry) else { return nil }
            entry = start
        }
        return entry
    }

    private mutating func add(_ state: State) -> Int? {
        guard states.count < stateLimit else { return nil }
        states.append(state)
        return states.count - 1
    }
}
