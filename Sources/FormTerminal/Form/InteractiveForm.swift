import FormRuntime

/// The interactive driver loop: reads keys from a ``TerminalSession``, runs
/// them through the ``FormMachine`` and draws the ``FormView``, one redraw
/// per batch of input (so a paste is one edit and one redraw).
public enum InteractiveForm {
    /// Fills the form on `session` from `initial`; the submitted values, or
    /// nil when the user cancels or the terminal hangs up. Closes the
    /// session (erasing the form and restoring the terminal) on every exit
    /// path, including a thrown error.
    public static func run(machine: FormMachine, initial: FormValues, session: TerminalSession) throws -> FormValues? {
        defer { session.close() }
        let view = FormView(machine: machine)
        var state = machine.initialState(initial)
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
                    case .submit(let values): return values
                    case .cancel: return nil
                    }
                }
            }
            draw(&state, view: view, session: session)
        }
    }

    /// Draws the state scrolled so its focused field shows, and remembers
    /// the scroll position.
    private static func draw(_ state: inout FormState, view: FormView, session: TerminalSession) {
        let size = session.size()
        let screen = view.screen(state, width: size.columns, height: size.rows)
        state.scrollRow = screen.viewport.firstRow
        session.draw(screen.visibleFrame(width: size.columns))
    }
}
