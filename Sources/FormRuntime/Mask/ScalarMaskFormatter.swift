/// ``MaskFormatter`` on the fast path. The role of each character of the
/// current text (slot, literal, dropped) comes from a second machine typing
/// the old text alongside, so no role arrays are built.
struct ScalarMaskFormatter: Sendable {
    let elements: [ScalarMaskMachine.Element]

    /// `nil` when a literal of `pattern` is not a single fast-path scalar.
    init?(pattern: MaskPattern) {
        var elements: [ScalarMaskMachine.Element] = []
        for element in pattern.elements {
            switch element {
            case let .slot(slot): elements.append(.slot(slot))
            case let .literal(character):
                guard let scalar = ScalarText.simpleScalar(character) else { return nil }
                elements.append(.literal(scalar))
            }
        }
        self.elements = elements
    }

    /// Applies an edit; `false` rejects it.
    func apply(_ step: inout ScalarEditStep) -> Bool {
        if step.direction == .insertion, step.after.isEmpty { return applyAtEnd(&step) }
        let scalars = step.scalars
        // `parser` types the old text (before, removed, after) to learn roles.
        var parser = ScalarMaskMachine(elements: elements, records: false)
        var lastSlotInBefore: Int?
        for index in step.before where parser.type(scalars[index]) == .slot { lastSlotInBefore = index }
        var removedHasSlot = false
        for index in step.removed where parser.type(scalars[index]) == .slot { removedHasSlot = true }

        // What the new display is typed from: `before` (possibly cut or
        // extended by a deletion of literals), then the inserted text.
        var typed = (step.before, 0..<0, 0..<0)
        var afterStart = step.after.lowerBound
        if step.direction != .insertion, !removedHasSlot {
            switch step.direction {
            case .backward:
                if let index = lastSlotInBefore {
                    typed.0 = 0..<index
                } else if parser.hasSlot(in: scalars[step.after]) {
                    return false
                }
            case .forward:
                // A probe, so that a display of literals only, cleared, has
                // its following literals typed once (by `placeFollowing`).
                var probe = parser
                if let slot = probe.typeThroughFirstSlot(scalars, from: afterStart) {
                    parser = probe
                    typed = (step.before, step.removed, afterStart..<slot)
                    afterStart = slot + 1
                } else if lastSlotInBefore != nil {
                    return false
                }
            case .insertion:
                break
            }
        }

        var machine = ScalarMaskMachine(elements: elements, records: true)
        machine.type(scalars[typed.0])
        machine.type(scalars[typed.1])
        machine.type(scalars[typed.2])
        let beforeEnd = machine.output.count
        machine.type(scalars[step.inserted])
        let insertedEnd = machine.output.count
        if !step.inserted.isEmpty, insertedEnd == beforeEnd { return false }

        placeFollowing(scalars[afterStart...], parser: &parser, into: &machine, direction: step.direction)
        let output = machine.output
        let caret = min(insertedEnd, output.count)
        step = ScalarEditStep(display: output, start: min(beforeEnd, caret), caret: caret, direction: step.direction)
        return true
    }

    /// ``apply(_:)`` for typing or pasting with nothing after the edit (the
    /// usual keystroke): no roles are needed, so the old text is not parsed.
    private func applyAtEnd(_ step: inout ScalarEditStep) -> Bool {
        var machine = ScalarMaskMachine(elements: elements, records: true)
        machine.type(step.scalars[step.before])
        let beforeEnd = machine.output.count
        machine.type(step.scalars[step.inserted])
        let insertedEnd = machine.output.count
        if !step.inserted.isEmpty, insertedEnd == beforeEnd { return false }
        step = ScalarEditStep(display: machine.output, start: beforeEnd, caret: insertedEnd, direction: step.direction)
        return true
    }

    /// Places the slot characters that followed the edit and shows the
    /// literals the old display had after its last slot (see MaskFormatter).
    private func placeFollowing(
        _ following: ArraySlice<Unicode.Scalar>, parser: inout ScalarMaskMachine,
        into machine: inout ScalarMaskMachine, direction: EditDirection
    ) {
        var afterSlots = 0
        var trailingLiterals = 0
        for scalar in following {
            switch parser.type(scalar) {
            case .slot:
                afterSlots += 1
                trailingLiterals = 0
                _ = machine.place(scalar)
            case .literal:
                trailingLiterals += 1
            case .dropped:
                break
            }
        }
        if afterSlots > 0 {
            machine.showPendingLiterals(limit: trailingLiterals)
        } else if direction != .insertion {
            machine.dropTrailingLiterals()
        }
    }
}

/// ``MaskMachine`` on scalars. A machine that does not record its output
/// only tracks the pattern position (enough to learn roles).
struct ScalarMaskMachine {
    enum Element: Sendable {
        case literal(Unicode.Scalar)
        case slot(MaskSlot)
    }

    let elements: [Element]
    let records: Bool
    private(set) var position = 0
    private(set) var output: [Unicode.Scalar] = []

    init(elements: [Element], records: Bool) {
        self.elements = elements
        self.records = records
        if records { output.reserveCapacity(elements.count) }
    }

    @inline(__always)
    func isSlot(_ index: Int) -> Bool {
        if case .slot = elements[index] { return true }
        return false
    }

    /// ``MaskMachine/type(_:)``.
    @inline(__always)
    mutating func type(_ scalar: Unicode.Scalar) -> MaskMachine.Role {
        var index = position
        while index < elements.count, case let .literal(literal) = elements[index] {
            if literal == scalar {
                appendLiterals(upTo: index + 1)
                return .literal
            }
            index += 1
        }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(scalar) else {
            return .dropped
        }
        appendLiterals(upTo: index)
        if records { output.append(stored) }
        position = index + 1
        return .slot
    }

    /// Types each of `scalars`.
    mutating func type(_ scalars: ArraySlice<Unicode.Scalar>) {
        for scalar in scalars { _ = type(scalar) }
    }

    /// ``MaskMachine/place(_:)``.
    mutating func place(_ scalar: Unicode.Scalar) -> Bool {
        var index = position
        while index < elements.count, !isSlot(index) { index += 1 }
        guard index < elements.count, case let .slot(slot) = elements[index], let stored = slot.accept(scalar) else {
            return false
        }
        appendLiterals(upTo: index)
        if records { output.append(stored) }
        position = index + 1
        return true
    }

    /// Whether typing `scalars` from here would fill a slot (this machine
    /// is left as it is).
    func hasSlot(in scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        var copy = self
        return scalars.contains { copy.type($0) == .slot }
    }

    /// Types `scalars` from `start` up to and including the first one that
    /// fills a slot, and returns its index; `nil` when none does.
    mutating func typeThroughFirstSlot(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        for index in start..<scalars.count where type(scalars[index]) == .slot { return index }
        return nil
    }

    /// ``MaskMachine/showPendingLiterals(limit:)``.
    mutating func showPendingLiterals(limit: Int) {
        var index = position
        while index < elements.count, index - position < limit, !isSlot(index) { index += 1 }
        appendLiterals(upTo: index)
    }

    /// ``MaskMachine/dropTrailingLiterals(keeping:)`` with nothing kept.
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

extension MaskSlot {
    /// ``accept(_:)`` for a one-scalar character.
    @inline(__always)
    func accept(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch self {
        case .digit:
            return CharacterClass.digitValue(scalar).map(CharacterClass.asciiDigitScalar)
        case .letter:
            return CharacterClass.isLetter(scalar) ? scalar : nil
        case .letterOrDigit:
            if let digit = CharacterClass.digitValue(scalar) { return CharacterClass.asciiDigitScalar(digit) }
            return CharacterClass.isLetter(scalar) ? scalar : nil
        }
    }
}
