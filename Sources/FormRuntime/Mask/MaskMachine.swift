/// Types characters into a mask from the left, as §5 describes: a character
/// equal to a pending literal is taken as that literal, otherwise the next slot
/// takes it if it accepts it, otherwise it is dropped.
struct MaskMachine {
    /// How an input character was used.
    enum Role: Sendable, Equatable {
        case slot, literal, dropped
    }

    let elements: [MaskPattern.Element]
    /// The pattern position of the next character.
    private(set) var position = 0
    /// The display so far; `output[i]` is at pattern position `i`.
    private(set) var output: [Character] = []

    init(pattern: MaskPattern) {
        self.elements = pattern.elements
        output.reserveCapacity(elements.count)
    }

    /// Whether pattern position `index` is a slot.
    @inline(__always)
    func isSlot(_ index: Int) -> Bool {
        if case .slot = elements[index] { return true }
        return false
    }

    /// Types `character`: a literal match, a slot fill, or dropped. A
    /// character that joins the slot character just taken into one cluster
    /// (a combining mark an input method sends on its own) joins it when the
    /// slot accepts the joined cluster (`A`: `a` then U+0301 is `á`), taking
    /// no slot of its own.
    mutating func type(_ character: Character) -> Role {
        if let last = output.indices.last, last == position - 1, case let .slot(slot) = elements[last] {
            let joined = String(output[last]) + String(character)
            if joined.count == 1, let cluster = joined.first, slot.accept(cluster) == cluster {
                output[last] = cluster
                return .slot
            }
        }
        var index = position
        while index < elements.count, case let .literal(literal) = elements[index] {
            if literal == character {
                appendLiterals(upTo: index + 1)
                return .literal
            }
            index += 1
        }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(character) else {
            return .dropped
        }
        appendLiterals(upTo: index)
        output.append(stored)
        position = index + 1
        return .slot
    }

    /// Puts `character` into the next slot (inserting the literals before it),
    /// without matching literals; `false` when the next slot refuses it or the
    /// mask is full.
    mutating func place(_ character: Character) -> Bool {
        var index = position
        while index < elements.count, !isSlot(index) { index += 1 }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(character) else {
            return false
        }
        appendLiterals(upTo: index)
        output.append(stored)
        position = index + 1
        return true
    }

    /// Shows up to `limit` pending literals (those before the next slot).
    mutating func showPendingLiterals(limit: Int) {
        var index = position
        while index < elements.count, index - position < limit, !isSlot(index) { index += 1 }
        appendLiterals(upTo: index)
    }

    /// Removes literals at the end of the display, down to `minimumCount`
    /// characters.
    mutating func dropTrailingLiterals(keeping minimumCount: Int = 0) {
        while output.count > minimumCount, let last = output.indices.last, !isSlot(last) {
            output.removeLast()
        }
        position = output.count
    }

    private mutating func appendLiterals(upTo end: Int) {
        while position < end {
            if case let .literal(literal) = elements[position] { output.append(literal) }
            position += 1
        }
    }
}
