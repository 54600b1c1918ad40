/// A caret move that changes no text.
package enum CaretMovement: Sendable, Hashable, CaseIterable {
    /// One character to the left (towards the start).
    case left
    /// One character to the right (towards the end).
    case right
    /// To the start.
    case home
    /// To the end.
    case end
}

extension EditingState {
    /// The state after moving the caret; while composing, the caret stays
    /// within the marked text.
    package func moving(_ movement: CaretMovement) -> EditingState {
        let count = text.count
        let bounds = composing.map { $0.clamped(to: 0..<count) } ?? 0..<count
        let current = min(max(caret, bounds.lowerBound), bounds.upperBound)
        var result = self
        switch movement {
        case .left: result.caret = max(current - 1, bounds.lowerBound)
        case .right: result.caret = min(current + 1, bounds.upperBound)
        case .home: result.caret = bounds.lowerBound
        case .end: result.caret = bounds.upperBound
        }
        return result
    }
}
