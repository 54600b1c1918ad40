import FormCommandLine
import Foundation

let console = Console.process(environment: ProcessInfo.processInfo.environment)
exit(Formc.run(Array(CommandLine.arguments.dropFirst()), console: console))
