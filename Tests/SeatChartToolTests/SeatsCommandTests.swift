import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart seats`, end to end.
@Suite(.onWaitingThreads) struct SeatsCommandTests {
    typealias F = StadiumCommandFixtures

    @Test func oneLinePerSeatInChartOrder() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["seats", "example.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderrBesidesStateNotice.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 14_800)
        // Tribune 101: the westmost of the north side, (105 - 5 × 1.2) / 6 = 16.5 long, 30
        // slots of 0.55; row A is 4 + 0.275 from the field's north edge at y = -34.
        #expect(lines.first == "101-A-1\t101\tA\t1\t-52.225\t-38.275\t0\tB\tblocked")
        #expect(lines[1] == "101-A-2\t101\tA\t2\t-51.675\t-38.275\t0\tB\tavailable")
        #expect(lines.allSatisfy { $0.split(separator: "\t").count == 9 })
        // At most three decimals everywhere.
        for line in lines.prefix(2_000) {
            for number in line.split(separator: "\t")[4...6] {
                let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
                #expect(Double(number) != nil && decimals <= 3, "\(number)")
            }
        }
    }

    @Test func oneTribune() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["seats", "example.json", "--tribune", "VIP"], in: directory)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 96)
        #expect(lines.allSatisfy { $0.split(separator: "\t")[1] == "VIP" && $0.split(separator: "\t")[6] == "0" })
        // 24 seats of pitch 0.55 centred on x = 0: seat 1 at -6.325, row A (the front, facing +y) nearest the field.
        #expect(lines.first == "VIP-A-1\tVIP\tA\t1\t-6.325\t-55.175\t0\tA\tavailable")
        #expect(lines.last == "VIP-D-24\tVIP\tD\t24\t6.325\t-56.825\t0\tA\tavailable")
    }

    @Test func json() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let text = try SeatChartProcess.run(["seats", "example.json"], in: directory).stdout
        let result = try SeatChartProcess.run(["seats", "example.json", "--json"], in: directory)
        #expect(result.status == 0)
        let seats = try #require(try F.json(result.stdout)["seats"] as? [[String: Any]])
        #expect(seats.count == 14_800)
        let keys: Set<String> = ["id", "tribune", "row", "number", "x", "y", "rotation", "category", "state", "accessible"]
        #expect(seats.allSatisfy { Set($0.keys) == keys })
        let textIDs = text.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(seats.map { $0["id"] as? String ?? "" } == textIDs)
        #expect(seats[0]["x"] as? Double == -52.225 && seats[0]["state"] as? String == "blocked")
        let accessible = seats.filter { $0["accessible"] as? Bool == true }.map { $0["id"] as? String ?? "" }
        #expect(accessible == ["104-A-1", "104-A-2"])
    }

    @Test func sameInputSameBytes() throws {
        let first = try SeatChartProcess.run(["seats", "Stadiums/theatre.json", "--json"], environment: ["SEATCHART_STATE": "/nonexistent/none.sqlite"])
        let second = try SeatChartProcess.run(["seats", "Stadiums/theatre.json", "--json"], environment: ["SEATCHART_STATE": "/nonexistent/none.sqlite"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test func unknownTribuneExits2() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["seats", "example.json", "--tribune", "Z9"], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: command line: --tribune: no tribune \"Z9\" in example.json; expected one of 101, 102, 103, 104, 105, 106, 107, 108, ...\n")
    }
}
