import FormSystem

/// Owns the controlling terminal while a form is filled in.
///
/// Opens `/dev/tty` (standard output stays free for results), switches it to
/// raw mode, enables bracketed paste, draws frames inline below the current
/// line, and turns input into ``KeyEvent`` values. ``close()`` erases what
/// was drawn and restores the terminal; so do SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, `exit` and deinitialisation. Only one session can be open at a
/// time in a process. Not thread-safe: use it from one thread.
///
/// Drawing starts at the beginning of the line the cursor is on; end any
/// earlier output with a newline.
public final class TerminalSession {
    /// How long to wait after an ESC for the rest of a sequence before
    /// reporting the Escape key.
    public static let escapeTimeoutMilliseconds: Int32 = 50

    /// Whether colour codes are written.
    public let colorSupport: ColorSupport

    private let device: TTYDevice
    private let wakeRead: FileDescriptor
    private let wakeWrite: FileDescriptor
    private let savedHandlers: SignalHandlers.Saved
    private var decoder = KeyDecoder()
    private var renderer: ScreenRenderer
    private var screen = ScreenState.empty
    private var viewport: Viewport?
    private var needsFullRedraw = false
    private var isClosed = false

    /// Opens the controlling terminal for drawing, or returns nil when line
    /// mode should be used instead: `TERM` unset, empty or `dumb` in
    /// `environment`, or no controlling terminal.
    ///
    /// - Throws: ``TerminalError/sessionAlreadyOpen`` when another session
    ///   is open; ``TerminalError/system(call:errno:)`` when the terminal
    ///   cannot be put in raw mode.
    public static func open(environment: [String: String] = TerminalEnvironment.current()) throws -> TerminalSession? {
        if TerminalEnvironment.isDumb(environment) { return nil }
        TerminalRestore.prepare()
        guard TerminalRestore.record.pointee.active == 0 else { throw TerminalError.sessionAlreadyOpen }
        guard let device = TTYDevice.openControllingTerminal() else { return nil }
        guard let mode = device.attributes() else {
            device.close()
            return nil
        }
        let wake: (read: FileDescriptor, write: FileDescriptor)
        do {
            wake = try FileDescriptor.makePipe()
        } catch {
            device.close()
            throw TerminalError(error)
        }
        for end in [wake.read, wake.write] {
            try? end.setCloseOnExec()
            try? end.setNonBlocking()
        }
        return try TerminalSession(
            device: device, mode: mode, wake: wake,
            colorSupport: ColorSupport.detect(environment: environment)
        )
    }

    private init(device: TTYDevice, mode: TerminalAttributes, wake: (read: FileDescriptor, write: FileDescriptor), colorSupport: ColorSupport) throws {
        self.device = device
        self.colorSupport = colorSupport
        (wakeRead, wakeWrite) = wake
        renderer = ScreenRenderer(width: device.size().columns, colorSupport: colorSupport)

        let record = TerminalRestore.record
        TerminalRestore.savedTermios.pointee = mode
        record.pointee = RestoreRecord(fd: device.fd, active: 1, eraseRows: -1, drawnRows: 0, bracketedPaste: 0,
                                       wakeFD: wakeWrite.rawValue, resized: 0, flushInput: 1)
        savedHandlers = SignalHandlers.install(resize: true)
        do {
            try device.enterRawMode(from: mode)
        } catch {
            record.pointee.active = 0
            SignalHandlers.uninstall(savedHandlers)
            Self.closePipe(wakeRead, wakeWrite)
            device.close()
            throw error
        }
        device.write(ControlSequence.enableBracketedPaste)
        record.pointee.bracketedPaste = 1
    }

    deinit {
        close()
    }

    /// The window size now (24 × 80 when the terminal does not say).
    public func size() -> TerminalSize {
        device.size()
    }

    /// Blocks until there is input, then returns the events it decodes (never
    /// empty). A window resize returns `[.resize]`; a lone ESC is reported
    /// as `.escape` after ``escapeTimeoutMilliseconds`` with no more input.
    ///
    /// - Parameter timeoutMilliseconds: give up and return `[]` after this
    ///   long with no event; nil waits for ever.
    /// - Throws: ``TerminalError/endOfInput`` when the terminal hung up.
    public func nextEvents(timeoutMilliseconds: Int32? = nil) throws -> [KeyEvent] {
        guard !isClosed else { throw TerminalError.endOfInput }
        var reader = EventReader(device: device, wakeRead: wakeRead)
        return try reader.next(decoder: &decoder, timeout: timeoutMilliseconds) {
            self.needsFullRedraw = true
        }
    }

    /// Draws `frame`, writing only the rows that changed since the last
    /// draw, and leaves the terminal's cursor at the frame's caret. At most
    /// as many rows as the window has are shown; the view scrolls to keep
    /// the caret visible. After a resize everything is redrawn.
    public func draw(_ frame: Frame) {
        guard !isClosed else { return }
        let size = device.size()
        var output = ""
        if needsFullRedraw || size.columns != renderer.width {
            // The terminal may have reflowed the old rows: clear from where
            // the first row most likely is to the bottom of the window, line
            // by line (never as a clear screen), and start again.
            output += ControlSequence.up(min(screen.cursorRow, size.rows - 1)) + "\r"
                + ControlSequence.eraseRows(size.rows)
            screen = .empty
            renderer.width = size.columns
            needsFullRedraw = false
        }
        let layout = renderer.layout(frame)
        let shown = Viewport.following(cursorRow: layout.cursor?.row, rowCount: layout.rowCount,
                                       maximumHeight: size.rows, previous: viewport)
        let result = renderer.render(layout, viewport: shown, after: screen)
        output += result.output
        device.write(output)
        screen = result.state
        viewport = shown
        TerminalRestore.record.pointee.drawnRows = Int32(clamping: screen.claimedRows)
        TerminalRestore.record.pointee.eraseRows = Int32(clamping: screen.cursorRow)
    }

    /// Erases what was drawn, disables bracketed paste, restores the
    /// terminal's mode and the previous signal handlers, and closes the
    /// terminal. Safe to call more than once.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        // The restore routine erases from the recorded row, disables paste
        // and restores the mode: the same path a signal takes.
        TerminalRestore.record.pointee.drawnRows = Int32(clamping: screen.claimedRows)
        TerminalRestore.record.pointee.eraseRows = Int32(clamping: screen.cursorRow)
        TerminalRestore.restoreNow()
        TerminalRestore.record.pointee.wakeFD = -1
        SignalHandlers.uninstall(savedHandlers)
        Self.closePipe(wakeRead, wakeWrite)
        device.close()
    }

    private static func closePipe(_ read: FileDescriptor, _ write: FileDescriptor) {
        read.close()
        write.close()
    }
}
