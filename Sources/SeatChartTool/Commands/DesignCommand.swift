import ArgumentParser
import Foundation
import Logging
import SeatChart
import SeatChartJSON
import SeatChartServer

/// `seatchart design STADIUM [--host H] [--port P]`: serves the editor of a stadium file.
struct DesignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "design",
        abstract: "Edit a stadium file in a browser: move, add and change objects, with live checks.",
        discussion: """
        Serves an editor for the stadium file at http://HOST:PORT/ (docs/designer.md). Every change \
        is kept in FILE.draft until saved; Save writes the file only when it is valid, keeping the \
        bytes of what did not change. The file must be a JSON stadium file (a pretix plan or a \
        seats.io chart can be turned into one with export). Stops on SIGINT and SIGTERM. A port in \
        use exits 2.
        """
    )

    @Argument(help: ArgumentHelp("The stadium file to edit (Stadiums/*.json).", valueName: "stadium"), completion: .file(extensions: ["json"]))
    var stadium: String

    @Option(help: ArgumentHelp("The loopback address to listen on: 127.0.0.1, localhost or ::1 (the editor writes the file).", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port, printed at start).", valueName: "port"))
    var port: Int = 8080

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, found \(port)") }
        guard DesignSettings.isAllowedHost(host) else {
            throw ValidationError("--host: expected a loopback address (127.0.0.1, localhost or ::1): the editor writes the file, found \(host)")
        }
    }

    /// Refuses a pretix plan or a seats.io chart (by its content, ``SeatingDocumentKind``),
    /// which the designer can neither edit nor save: an invalid one with its import's
    /// problems, the list `validate` prints, after a note on how to make a stadium file of
    /// it (`export` needs the problems fixed too); a valid one with that as the error.
    static func refuseOtherFormats(_ document: JSONValue, path: String) throws {
        let format: String
        switch SeatingDocumentKind(of: document) {
        case .stadium: return
        case .pretixPlan: format = "a pretix seating plan"
        case .seatsIOChart: format = "a seats.io chart"
        }
        let export = "seatchart export \(path) --format stadium writes one"
        do {
            _ = try ChartLoader.read(path)
        } catch let error as InputError {
            if !Quiet.isOn { CommandOutcome.printError("note: \(path) is \(format): the designer edits stadium files, and once it is valid \(export)") }
            throw error
        }
        throw InputError(file: path, place: "", message: "is \(format), which the designer does not edit; expected a stadium file (\(export))")
    }

    func run() async throws {
        // The file must be JSON text; what it says is checked in the editor, live.
        let data = try InputFile.read(path: stadium)
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw InputError(file: stadium, place: "line \(error.line), column \(error.column)", message: error.message)
        }
        try Self.refuseOtherFormats(document, path: stadium)
        var logger = Logger(label: "seatchart.design")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        let server = DesignServer(path: stadium, settings: DesignSettings(host: host, port: port), logger: logger)
        let (host, stadium) = (self.host, self.stadium)
        do {
            try await server.run { port in
                StandardOutput.write("designing \(stadium) at http://\(host):\(port)/\n")
            }
        } catch where ListenFailure.isAddressInUse(error) {
            throw InputError(
                file: "command line", place: "--port",
                message: "cannot listen on \(host):\(port): the address is in use; expected a free port (or --port 0 for any)")
        }
    }
}
