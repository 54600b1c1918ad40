/// The `mask` formatter: literal matching and skipping, pending literals,
/// lazy trailing literals, deletion across literals and shifting inserts.
///
/// The role of each character of the current text (slot, literal, dropped)
/// comes from a second machine typing the old text alongside, so no role
/// arrays are built; typing at the end, the usual keystroke, needs no roles.
/// A class, so that passing a compiled formatter along retains one object.
final class MaskFormatter<Unit: TextUnit>: Sendable {
    let elements: [MaskMachine<Unit>.Element]

    /// `nil` when a literal of `pattern` is not a `Unit`.
    init?(pattern: MaskPattern) {
        guard let elements = MaskMachine<Unit>.elements(of: pattern) else { return nil }
        self.elements = elements
    }

    /// Applies an edit; `false` rejects it.
    func apply(_ step: inout EditStep<Unit>) -> Bool {
        if step.direction == .insertion, step.after.isEmpty { return applyAtEnd(&step) }
        let units = step.units
        // `parser` types the old text (before, removed, after) to learn
        // roles; for a display the mask produced this reproduces it exactly.
        var parser = MaskMachine<Unit>(elements: elements, records: false)
        var lastSlotInBefore: Int?
        for index in step.before where parser.type(units[index]) == .slot { lastSlotInBefore = index }
        var removedHasSlot = false
        for index in step.removed where parser.type(units[index]) == .slot { removedHasSlot = true }

        // What the new display is typed from: `before` (possibly cut or
        // extended by a deletion of literals), then the inserted text.
        var typed = (step.before, 0..<0, 0..<0)
        var afterStart = step.after.lowerBound
        if step.direction != .insertion, !removedHasSlot {
            // Deleting only literals also deletes the nearest slot character
            // beyond them; with none, the edit is rejected. One exception: a
            // backspace or forward delete in a display holding no slot
            // character at all (such as `+7`, typed as literals) clears it,
            // or it could never be.
            switch step.direction {
            case .backward:
                if let index = lastSlotInBefore {
                    typed.0 = 0..<index
                } else if parser.hasSlot(in: units[step.after]) {
                    return false
                }
            case .forward:
                // A probe, so that a display of literals only, cleared, has
                // its following literals typed once (by `placeFollowing`).
                var probe = parser
                if let slot = probe.typeThroughFirstSlot(units, from: afterStart) {
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

        var machine = MaskMachine<Unit>(elements: elements)
        machine.type(units[typed.0])
        machine.type(units[typed.1])
        machine.type(units[typed.2])
        guard let (start, insertedEnd) = typeInserted(units[step.inserted], into: &machine) else { return false }

        placeFollowing(units[afterStart...], parser: &parser, into: &machine, direction: step.direction)
        let output = machine.output
        let caret = min(insertedEnd, output.count)
        step = EditStep(display: output, start: min(start, caret), caret: caret, direction: step.direction)
        return true
    }

    /// ``apply(_:)`` for typing or pasting with nothing after the edit (the
    /// usual keystroke): no roles are needed, so the old text is not parsed.
    private func applyAtEnd(_ step: inout EditStep<Unit>) -> Bool {
        var machine = MaskMachine<Unit>(elements: elements)
        machine.type(step.units[step.before])
        guard let (start, insertedEnd) = typeInserted(step.units[step.inserted], into: &machine) else { return false }
        step = EditStep(display: machine.output, start: start, caret: insertedEnd, direction: step.direction)
        return true
    }

    /// Types the inserted units after the text before the edit; returns
    /// where the inserted text starts and ends in the output, or `nil` when
    /// an insertion placed nothing (rejected). A combining mark that joined
    /// the slot character before the caret changed that character instead
    /// of adding one: the inserted text then starts at that character.
    @inline(__always)
    private func typeInserted(_ inserted: ArraySlice<Unit>, into machine: inout MaskMachine<Unit>) -> (start: Int, end: Int)? {
        let beforeEnd = machine.output.count
        let lastBefore = machine.output.last
        machine.type(inserted)
        let insertedEnd = machine.output.count
        let joinedLast = Unit.canJoin && beforeEnd > 0 && machine.output[beforeEnd - 1] != lastBefore
        if !inserted.isEmpty, insertedEnd == beforeEnd, !joinedLast { return nil }
        return (joinedLast ? beforeEnd - 1 : beforeEnd, insertedEnd)
    }

    /// Places the slot characters that followed the edit and shows the
    /// literals the old display had after its last slot.
    private func placeFollowing(
        _ following: ArraySlice<Unit>, parser: inout MaskMachine<Unit>,
        into machine: inout MaskMachine<Unit>, direction: EditDirection
    ) {
        var afterSlots = 0
        var trailingLiterals = 0
        for unit in following {
            switch parser.type(unit) {
            case .slot:
                afterSlots += 1
                trailingLiterals = 0
                _ = machine.place(unit)
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
