import FormRuntime

/// The interactive driver loop: reads keys from a ``TerminalSession``, runs
/// them through the ``FormMachine`` and draws the ``FormView``, one redraw
/// per batch of input (so a paste is one edit and one redraw).
public enum InteractiveForm {
    /// Fills the form on `session` from `state` (one of `machine`'s states,
    /// such as its ``FormMachine/initialState(_:today:)``); the submitted
    /// form (a generated model itself), or nil when the user cancels or the
    /// terminal hangs up. Closes the session (erasing the form and
    /// restoring the terminal) on every exit path, including a thrown error.
    public static func run<Form>(machine: FormMachine<Form>, state start: FormState<Form>, session: TerminalSession) throws -> Form? {
        defer { session.close() }
        let view = FormView(machine: machine)
        var state = start
        draw(&state, view: view, session: session)
        while true {
            let events: [KeyEvent]
            do {
                events = try session.nextEvents()
            } catch TerminalError.endOfInput {
                return nil
            }
            for event in events {
                for effect in machine.update(&state, event) {
                    switch effect {
                    case .submit(let form): return form
                    case .cancel: return nil
                    }
                }
            }
            draw(&state, view: view, session: session)
        }
    }

    /// Draws the state scrolled so its focused field shows, and remembers
    /// the scroll position.
    private static func draw<Form>(_ state: inout FormState<Form>, view: FormView, session: TerminalSession) {
        let size = session.size()
        let screen = view.screen(state, width: size.columns, height: size.rows)
        state.scrollRow = screen.viewport.firstRow
        session.draw(screen.visibleFrame(width: size.columns))
    }
}
