/// Types characters into a mask from the left, as §5 describes: a character
/// equal to a pending literal is taken as that literal, otherwise the next slot
/// takes it if it accepts it, otherwise it is dropped.
///
/// A machine that does not record its output only tracks the pattern
/// position: enough to learn what each character of a display is.
struct MaskMachine<Unit: TextUnit> {
    /// How an input character was used.
    enum Role: Sendable, Equatable {
        case slot, literal, dropped
    }

    /// A pattern position: a literal unit or a slot.
    enum Element: Sendable {
        case literal(Unit)
        case slot(MaskSlot)
    }

    let elements: [Element]
    let records: Bool
    /// The pattern position of the next character.
    private(set) var position = 0
    /// The display so far; `output[i]` is at pattern position `i`.
    private(set) var output: [Unit] = []

    init(elements: [Element], records: Bool = true) {
        self.elements = elements
        self.records = records
        if records { output.reserveCapacity(elements.count) }
    }

    /// A recording machine for `pattern`; `nil` when a literal of it is not
    /// a `Unit` (a cluster of several scalars, on the fast path).
    init?(pattern: MaskPattern) {
        guard let elements = Self.elements(of: pattern) else { return nil }
        self.init(elements: elements)
    }

    /// The elements of `pattern`, or `nil` when a literal is not a `Unit`.
    static func elements(of pattern: MaskPattern) -> [Element]? {
        var elements: [Element] = []
        elements.reserveCapacity(pattern.elements.count)
        for element in pattern.elements {
            switch element {
            case let .slot(slot): elements.append(.slot(slot))
            case let .literal(character):
                guard let unit = Unit(unitOf: character) else { return nil }
                elements.append(.literal(unit))
            }
        }
        return elements
    }

    /// Whether pattern position `index` is a slot.
    @inline(__always)
    func isSlot(_ index: Int) -> Bool {
        if case .slot = elements[index] { return true }
        return false
    }

    /// Types `unit`: a literal match, a slot fill, or dropped. A character
    /// that joins the slot character just taken into one cluster (a
    /// combining mark an input method sends on its own) joins it when the
    /// slot accepts the joined cluster (`A`: `a` then U+0301 is `á`), taking
    /// no slot of its own.
    @inline(__always)
    mutating func type(_ unit: Unit) -> Role {
        if Unit.canJoin, let last = output.indices.last, last == position - 1, case let .slot(slot) = elements[last],
           let cluster = output[last].joined(with: unit), slot.accept(cluster) == cluster {
            output[last] = cluster
            return .slot
        }
        var index = position
        while index < elements.count, case let .literal(literal) = elements[index] {
            if literal == unit {
                appendLiterals(upTo: index + 1)
                return .literal
            }
            index += 1
        }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(unit) else {
            return .dropped
        }
        appendLiterals(upTo: index)
        if records { output.append(stored) }
        position = index + 1
        return .slot
    }

    /// Types each of `units`.
    mutating func type(_ units: ArraySlice<Unit>) {
        for unit in units { _ = type(unit) }
    }

    /// Puts `unit` into the next slot (inserting the literals before it),
    /// without matching literals; `false` when the next slot refuses it or the
    /// mask is full.
    mutating func place(_ unit: Unit) -> Bool {
        var index = position
        while index < elements.count, !isSlot(index) { index += 1 }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(unit) else {
            return false
        }
        appendLiterals(upTo: index)
        if records { output.append(stored) }
        position = index + 1
        return true
    }

    /// Whether typing `units` from here would fill a slot (this machine is
    /// left as it is).
    func hasSlot(in units: ArraySlice<Unit>) -> Bool {
        var copy = self
        return units.contains { copy.type($0) == .slot }
    }

    /// Types `units` from `start` up to and including the first one that
    /// fills a slot, and returns its index; `nil` when none does.
    mutating func typeThroughFirstSlot(_ units: [Unit], from start: Int) -> Int? {
        for index in start..<units.count where type(units[index]) == .slot { return index }
        return nil
    }

    /// Shows up to `limit` pending literals (those before the next slot).
    mutating func showPendingLiterals(limit: Int) {
        var index = position
        while index < elements.count, index - position < limit, !isSlot(index) { index += 1 }
        appendLiterals(upTo: index)
    }

    /// Removes literals at the end of the display.
    mutating func dropTrailingLiterals() {
        while let last = output.indices.last, !isSlot(last) {
            output.removeLast()
        }
        position = output.count
    }

    @inline(__always)
    private mutating func appendLiterals(upTo end: Int) {
        while position < end {
            if records, case let .literal(literal) = elements[position] { output.append(literal) }
            position += 1
        }
    }
}
