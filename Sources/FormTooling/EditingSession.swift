import FormRuntime
/// Runs key actions against a chain, as a text field would.
public struct EditingSession: Sendable {
    /// The chain every edit goes through.
    public let chain: FormatterChain
    /// What the field shows now.
    public private(set) var state: EditingState

    /// Starts a session on `state` (empty by default).
    public init(chain: FormatterChain, state: EditingState = .empty) {
        self.chain = chain
        self.state = state
    }

    /// Performs one action.
    public mutating func perform(_ action: KeyAction) {
        switch action {
        case let .type(text), let .paste(text): state = chain.insert(text, into: state)
        case .backspace: state = chain.backspace(state)
        case .delete: state = chain.forwardDelete(state)
        case .left: state = state.moving(.left)
        case .right: state = state.moving(.right)
        case .home: state = state.moving(.home)
        case .end: state = state.moving(.end)
        case let .mark(text): state = chain.setMarkedText(text, in: state)
        case let .unmark(text): state = chain.commitMarkedText(text, in: state)
        case .commit: state = chain.commit(state)
        }
    }

    /// Performs `actions` in order.
    public mutating func perform(_ actions: [KeyAction]) {
        for action in actions { perform(action) }
    }
}

extension FormatterChain {
    /// The state after performing `actions` from `state`.
    public func run(_ actions: [KeyAction], from state: EditingState = .empty) -> EditingState {
        var session = EditingSession(chain: self, state: state)
        session.perform(actions)
        return session.state
    }
}
