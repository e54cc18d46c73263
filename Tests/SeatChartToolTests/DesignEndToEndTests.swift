import Foundation
import SeatChartTestSupport
import Testing

/// The designer's "done when": from an empty stadium file, a venue is built through the built
/// `seatchart design`'s API as the page does it (a check, then a save made from the version the
/// last save answered, each step) with a standing floor, a curved rows section, tables and a
/// balcony on a second level; the saved file then passes `seatchart validate`, and `select`
/// and `book` sell a seat and standing places on it.
@Suite(.onWaitingThreads) struct DesignEndToEndTests {
    /// The stadium after each step, as the designer's page would send it.
    static let steps: [String] = {
        let head = #""schema": 1, "name": "Riverside Hall", "field": {"width": 18, "height": 7, "shape": "rect", "kind": "stage"}, "seat": {"size": 0.5, "spacing": 0.4, "shape": "classic"}"#
        let categories = ##""categories": [{"id": "F", "name": "Floor", "color": "#5a9e6f", "price": 40}, {"id": "S", "name": "Stalls", "color": "#b8323f", "price": 70}, {"id": "B", "name": "Balcony", "color": "#3b6fb6", "price": 50}]"##
        let floor = #"{"id": "FLOOR", "type": "standing", "shape": "rect", "center": [0, 8.5], "width": 16, "height": 6, "capacity": 300, "category": "F"}"#
        let rows = #"{"id": "SF", "type": "rows", "category": "S", "rows": [{"from": [-13, 14], "to": [13, 14], "curve": 3, "seats": 24}, {"from": [-14, 15], "to": [14, 15], "curve": 3.2, "seats": 26}]}"#
        let tables = #"{"id": "T1", "type": "table", "shape": "round", "center": [-14, 6], "radius": 0.8, "chairs": 8, "category": "S"}, {"id": "T2", "type": "table", "shape": "round", "center": [14, 6], "radius": 0.8, "chairs": 8, "category": "S"}"#
        let levels = #""levels": [{"id": "stalls", "name": "Stalls"}, {"id": "balcony", "name": "Balcony"}]"#
        let balcony = #"{"id": "BAL", "type": "rows", "level": "balcony", "category": "B", "rows": [{"from": [-15, 20], "to": [15, 20], "curve": 2, "seats": 30}]}"#
        return [
            "{\(head), \(categories), \"sections\": [\(floor)]}",
            "{\(head), \(categories), \"sections\": [\(floor), \(rows)]}",
            "{\(head), \(categories), \"sections\": [\(floor), \(rows), \(tables)]}",
            "{\(head), \(categories), \(levels), \"sections\": [\(floor), \(rows), \(tables), \(balcony)]}",
        ]
    }()

    @Test func aVenueBuiltInTheDesignerSells() async throws {
        let folder = ScratchFolder.make(prefix: "seatchart-design-e2e")
        let file = folder.appendingPathComponent("riverside.json")
        let state = folder.appendingPathComponent("riverside.sqlite").path
        try #"{"schema": 1, "name": "Riverside Hall", "field": {"width": 18, "height": 7, "shape": "rect", "kind": "stage"}, "seat": {"size": 0.5, "spacing": 0.4, "shape": "classic"}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try SeatChartProcess.run(["validate", file.path]).status == 0, "the empty file is a stadium")
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [file.path], environment: ["LOG_LEVEL": "warning"], command: "design")
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let (opened, document) = try await client.call("GET", "/api/design/document")
        #expect(opened == 200)
        var version = document["version"] as? String ?? "", revision = document["revision"] as? Int ?? 0
        var seat: (x: Double, y: Double) = (0, 0)
        for (k, step) in Self.steps.enumerated() {
            let (checked, answer) = try await client.call("POST", "/api/design/check", body: #"{"document": \#(step), "known": []}"#)
            #expect(checked == 200 && answer["valid"] as? Bool == true, "step \(k + 1): \(answer["problems"] ?? "")")
            if k == 1, let sf = (answer["objects"] as? [[String: Any]])?.first(where: { $0["id"] as? String == "SF" }),
               let cells = sf["cells"] as? [Double], cells.count >= 3 {
                seat = (cells[0], cells[1])
            }
            revision += 1
            let (saved, written) = try await client.call(
                "POST", "/api/design/save", body: #"{"document": \#(step), "base": "\#(version)", "revision": \#(revision), "background": null}"#)
            #expect(saved == 200, "step \(k + 1): \(written)")
            version = written["version"] as? String ?? ""
        }
        let validate = try SeatChartProcess.run(["validate", file.path])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(validate.stdout.contains("levels:"), "\(validate.stdout)")
        #expect(validate.stdout.contains("tables: 2") && validate.stdout.contains("standing areas: 1 (300 places)"), "\(validate.stdout)")
        let select = try SeatChartProcess.run(
            ["select", file.path, "FLOOR", "--quantity", "2", "--at=\(seat.x),\(seat.y)", "--holder", "fan", "--state", state])
        #expect(select.status == 0, "\(select.stdout)\(select.stderr)")
        let book = try SeatChartProcess.run(["book", file.path, "--holder", "fan", "--state", state])
        #expect(book.status == 0, "\(book.stderr)")
        #expect(book.stdout.contains("booked for fan: SF-") && book.stdout.contains("FLOOR (2 places)"), "\(book.stdout)")
    }
}
