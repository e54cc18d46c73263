import Foundation
import HTTPTypes
import Hummingbird
import SeatChartServer
import SeatChartTestSupport
import Testing

/// `seatchart design`'s API (DesignRoutes): the document and its draft, the check of a proposed
/// document with the validator's problems on the objects they name, saving only what is valid
/// with untouched objects' bytes kept, and the limits on what a client sends.
@Suite struct DesignRoutesTests {
    /// A scratch copy of Tests/Fixtures/designer/plaza.json and a designer of it.
    struct Fixture {
        let path: String
        let original: String
        let server: DesignServer

        init() throws {
            let folder = ScratchFolder.make(prefix: "seatchart-design")
            path = folder.appendingPathComponent("plaza.json").path
            original = try String(contentsOf: RepositoryFiles.url("Tests/Fixtures/designer/plaza.json"), encoding: .utf8)
            try original.write(toFile: path, atomically: true, encoding: .utf8)
            var settings = DesignSettings(port: 0)
            settings.maximumFileBytes = 24 * 1024
            settings.maximumBackgroundBytes = 8 * 1024
            server = DesignServer(path: path, settings: settings, logger: ServerFixture.logger)
        }

        func with<T: Sendable>(_ body: @escaping @Sendable (RouterClient) async throws -> T) async throws -> T {
            try await body(RouterClient(responder: server.router().buildResponder(), logger: ServerFixture.logger))
        }

        /// The body of a check of `document`.
        func checking(_ document: String, known: [String] = []) -> String {
            #"{"document": \#(document), "known": [\#(known.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        }

        /// The body of a save of `document` made from the file's `base` version.
        func saving(_ document: String, base: String, revision: Int = 1, background: String = "null") -> String {
            #"{"document": \#(document), "base": "\#(base)", "revision": \#(revision), "background": \#(background)}"#
        }

        /// The version of the file as it is on disk, as the page learns it on opening.
        func version(_ client: RouterClient) async throws -> String {
            try await client.call(.get, "/api/design/document").json["version"] as? String ?? ""
        }

        /// The fixture's document with N2's centre at `center`.
        func movingN2(to center: String) -> String {
            original.replacingOccurrences(of: #""center": [6, -22]"#, with: #""center": \#(center)"#)
        }
    }

    @Test func onlyThisMachinesPagesAreAnswered() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            // A page of another site that points its name at 127.0.0.1 (DNS rebinding).
            let rebound = try await client.execute(uri: "/api/design/document", method: .get, authority: "evil.example:8080") { $0 }
            #expect(rebound.status == .forbidden && String(buffer: rebound.body).contains(#""place":"Host""#))
            for local in ["127.0.0.1:8080", "localhost", "[::1]:9000"] {
                #expect(try await client.execute(uri: "/api/design/document", method: .get, authority: local) { $0.status } == .ok, "\(local)")
            }
            // A change from a page of another origin.
            var headers: HTTPFields = [.origin: "http://evil.example", .contentType: "application/json"]
            let body = ByteBuffer(string: fixture.checking(fixture.original))
            let foreign = try await client.execute(uri: "/api/design/check", method: .post, headers: headers, body: body) { $0 }
            #expect(foreign.status == .forbidden && String(buffer: foreign.body).contains(#""place":"Origin""#))
            headers[.origin] = "http://127.0.0.1:8080"
            #expect(try await client.execute(uri: "/api/design/check", method: .post, headers: headers, body: body) { $0.status } == .ok)
        }
    }

    @Test func theDocumentIsTheFileAsItIs() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let (status, json) = try await client.call(.get, "/api/design/document")
            #expect(status == .ok)
            #expect(json["text"] as? String == fixture.original)
            #expect(json["draft"] is NSNull)
        }
    }

    @Test func aCheckLaysOutEachObjectAndCounts() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let (status, json) = try await client.call(.post, "/api/design/check", body: fixture.checking(fixture.original))
            #expect(status == .ok)
            #expect(json["valid"] as? Bool == true)
            let objects = json["objects"] as? [[String: Any]] ?? []
            #expect(objects.map { $0["id"] as? String } == ["ring-1", "N1", "N2", "S1"])
            #expect(objects.map { $0["kind"] as? String } == ["ring", "rect", "rect", "rect"])
            let n1 = objects[1]
            #expect(n1["seats"] as? Int == 48)
            #expect((n1["cells"] as? [Double])?.count == 48 * 3)
            // 12 seats at a pitch of 0.8 around x = -12: the box from -16.8 to -7.2.
            let box = n1["box"] as? [String: Double] ?? [:]
            #expect(abs((box["x"] ?? 0) + 16.8) < 1e-9 && abs((box["width"] ?? 0) - 9.6) < 1e-9)
            let counts = json["counts"] as? [String: Any] ?? [:]
            let categories = counts["categories"] as? [[String: Any]] ?? []
            #expect(categories.first?["seats"] as? Int == 144, "N1, N2 and S1, which names no category")
            #expect(categories.first?["total"] as? String == "€5,760")
        }
    }

    @Test func cellsThePageHasAreNotSentAgain() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let (_, first) = try await client.call(.post, "/api/design/check", body: fixture.checking(fixture.original))
            let keys = (first["objects"] as? [[String: Any]] ?? []).compactMap { $0["cellsKey"] as? String }
            #expect(Set(keys).count == 4)
            let moved = fixture.movingN2(to: "[7, -22]")
            let (_, second) = try await client.call(.post, "/api/design/check", body: fixture.checking(moved, known: keys))
            let objects = second["objects"] as? [[String: Any]] ?? []
            #expect(objects.map { $0["cells"] is NSNull } == [true, true, false, true], "only the moved N2's cells come again")
            #expect(objects[2]["cellsKey"] as? String != keys[2])
            // Without cells (a ring's outline while it is dragged): outlines, no cells.
            let outlines = #"{"document": \#(fixture.original), "cells": false}"#
            let (_, third) = try await client.call(.post, "/api/design/check", body: outlines)
            let bare = third["objects"] as? [[String: Any]] ?? []
            #expect(bare.count == 4 && bare.allSatisfy { $0["cells"] is NSNull && !($0["outline"] as? String ?? "").isEmpty })
            let (status, refused) = try await client.call(.post, "/api/design/check", body: #"{"document": {}, "cells": 1}"#)
            #expect(status == .badRequest && (refused["error"] as? [String: Any])?["place"] as? String == "cells", "\(refused)")
        }
    }

    /// The bowl is laid out once while only sections change (DesignCheckMemo): every answer is
    /// the one a fresh check gives, through moves of a section, an overlap with the ring, a
    /// change of the ring and back.
    @Test func aCheckReusingTheBowlAnswersAsAFreshCheck() async throws {
        let fixture = try Fixture()
        let onTheRing = fixture.movingN2(to: "[7, -14]")
        let documents = [
            fixture.original, fixture.movingN2(to: "[7, -22]"), onTheRing,
            onTheRing.replacingOccurrences(of: #""rows": 4, "offset": 2"#, with: #""rows": 2, "offset": 2"#), fixture.original,
        ]
        #expect(documents[3] != onTheRing)
        let sorted: @Sendable ([String: Any]) throws -> String = { json in
            String(decoding: try JSONSerialization.data(withJSONObject: json, options: .sortedKeys), as: UTF8.self)
        }
        let answers = try await fixture.with { client in
            var answers: [String] = []
            for document in documents {
                answers.append(try sorted(try await client.call(.post, "/api/design/check", body: fixture.checking(document)).json))
            }
            return answers
        }
        for (k, document) in documents.enumerated() {
            let fresh = try await Fixture().with { client in
                try sorted(try await client.call(.post, "/api/design/check", body: fixture.checking(document)).json)
            }
            #expect(answers[k] == fresh, "check \(k + 1)")
        }
        #expect(answers[2].contains("overlaps bowl tribune") && !answers[3].contains("overlaps"))
    }

    @Test func anOverlapIsNamedOnTheObjectInTheValidatorsWords() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let (status, json) = try await client.call(.post, "/api/design/check", body: fixture.checking(fixture.movingN2(to: "[-10, -21]")))
            #expect(status == .ok)
            #expect(json["valid"] as? Bool == false)
            let problems = json["problems"] as? [[String: Any]] ?? []
            #expect(problems.count == 1)
            #expect(problems.first?["object"] as? String == "N2")
            #expect((problems.first?["message"] as? String)?.contains("overlaps section N1") == true)
            // Still laid out, so that the editor draws what it names.
            #expect((json["objects"] as? [Any])?.count == 4)
        }
    }

    /// A problem names its object by the place read as a path, not by the text's start: an
    /// unknown key `sections[1]x` at the top is no section's.
    @Test func aProblemsObjectIsFoundByItsPath() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let document = fixture.original.replacingOccurrences(of: #""schema": 1,"#, with: #""schema": 1, "sections[1]x": 0,"#)
            let (_, json) = try await client.call(.post, "/api/design/check", body: fixture.checking(document))
            let problems = json["problems"] as? [[String: Any]] ?? []
            #expect(problems.count == 1 && problems.first?["place"] as? String == "sections[1]x", "\(problems)")
            #expect(problems.first?["object"] is NSNull, "no object: \(problems)")
            let moved = fixture.movingN2(to: "[-10, -21]")
            let (_, overlap) = try await client.call(.post, "/api/design/check", body: fixture.checking(moved))
            #expect((overlap["problems"] as? [[String: Any]])?.first?["object"] as? String == "N2")
        }
    }

    /// Two sections with one id are two objects, both laid out where they are, keyed by place:
    /// the later one's key is its place, and the duplicate is named on it.
    @Test func twoSectionsWithOneIDAreBothLaidOutTheDuplicateOnTheSecond() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let copy = fixture.original.replacingOccurrences(of: #""id": "S1""#, with: #""id": "N2""#)
            let (status, json) = try await client.call(.post, "/api/design/check", body: fixture.checking(copy))
            #expect(status == .ok)
            #expect(json["valid"] as? Bool == false)
            let objects = json["objects"] as? [[String: Any]] ?? []
            #expect(objects.map { $0["key"] as? String } == ["ring-1", "N1", "N2", "sections[2]"])
            #expect(objects.map { $0["id"] as? String } == ["ring-1", "N1", "N2", "N2"])
            // The copy is where S1 was: 3 rows of 16 about (0, 24).
            let box = objects.last?["box"] as? [String: Double] ?? [:]
            #expect(objects.last?["seats"] as? Int == 48 && (box["y"] ?? 0) > 20, "\(box)")
            let problems = json["problems"] as? [[String: Any]] ?? []
            #expect(problems.count == 1, "\(problems)")
            #expect(problems.first?["place"] as? String == "sections[2].id")
            #expect(problems.first?["object"] as? String == "sections[2]")
            #expect((problems.first?["message"] as? String)?.contains(#"duplicate id "N2""#) == true)
            // Moved onto N1, the copy's overlap names it by the file's id.
            let over = copy.replacingOccurrences(of: "[0, 24]", with: "[-10, -21]")
            let (_, overlap) = try await client.call(.post, "/api/design/check", body: fixture.checking(over))
            let messages = (overlap["problems"] as? [[String: Any]] ?? []).map { "\($0["object"] ?? "") \($0["message"] ?? "")" }
            #expect(messages.count == 2 && messages.contains { $0.hasPrefix("sections[2] ") && $0.contains("overlaps section N1") }, "\(messages)")
            #expect(!messages.contains { $0.contains("~") }, "\(messages)")
        }
    }

    @Test func aValueThatCannotBeReadIsAProblemWithoutALayout() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let document = fixture.original.replacingOccurrences(of: #""rows": 3, "seatsPerRow": 16"#, with: #""rows": -3, "seatsPerRow": 16"#)
            let (status, json) = try await client.call(.post, "/api/design/check", body: fixture.checking(document))
            #expect(status == .ok)
            let problems = json["problems"] as? [[String: Any]] ?? []
            #expect(problems.first?["place"] as? String == "sections[2].rows")
            #expect(problems.first?["object"] as? String == "S1")
            #expect(json["objects"] is NSNull)
        }
    }

    @Test func saveRefusesAnInvalidStadiumAndLeavesTheFile() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let base = try await fixture.version(client)
            let (status, json) = try await client.call(.post, "/api/design/save", body: fixture.saving(fixture.movingN2(to: "[-10, -21]"), base: base))
            #expect(status == .unprocessableContent)
            #expect((json["problems"] as? [Any])?.count == 1)
            #expect(try String(contentsOfFile: fixture.path, encoding: .utf8) == fixture.original)
        }
    }

    @Test func saveWritesOnlyWhatChangedAndRemovesTheDraft() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let (draft, _) = try await client.call(.put, "/api/design/draft", body: #"{"document": {"schema": 1}, "background": null, "revision": 1}"#)
            #expect(draft == .ok)
            #expect(FileManager.default.fileExists(atPath: fixture.path + ".draft"))
            let base = try await fixture.version(client)
            let (status, _) = try await client.call(.post, "/api/design/save", body: fixture.saving(fixture.movingN2(to: "[-2.4, -22]"), base: base, revision: 2))
            #expect(status == .ok)
            let written = try String(contentsOfFile: fixture.path, encoding: .utf8)
            #expect(written == fixture.movingN2(to: "[-2.4, -22]"), "only N2's centre changed, in the file's own layout")
            #expect(!FileManager.default.fileExists(atPath: fixture.path + ".draft"))
        }
    }

    /// A save made from a version of the file that is no longer on disk writes nothing: an edit
    /// made elsewhere in between is kept, and so is the draft.
    @Test func saveRefusesWhenTheFileChangedOnDisk() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let base = try await fixture.version(client)
            let draft = #"{"document": {"schema": 1}, "background": null, "revision": 1}"#
            #expect(try await client.call(.put, "/api/design/draft", body: draft).status == .ok)
            let elsewhere = fixture.original.replacingOccurrences(of: #""rows": 3, "seatsPerRow": 16"#, with: #""rows": 4, "seatsPerRow": 16"#)
            #expect(elsewhere != fixture.original)
            try elsewhere.write(toFile: fixture.path, atomically: true, encoding: .utf8)
            let (status, json) = try await client.call(.post, "/api/design/save", body: fixture.saving(fixture.movingN2(to: "[-2.4, -22]"), base: base, revision: 2))
            #expect(status == .conflict)
            #expect(json.errorPlace == "base" && json.errorMessage?.contains(fixture.path) == true && json.errorMessage?.contains("changed on disk") == true, "\(json)")
            #expect(try String(contentsOfFile: fixture.path, encoding: .utf8) == elsewhere, "the other edit is kept")
            #expect(try String(contentsOfFile: fixture.path + ".draft", encoding: .utf8) == draft, "and the draft")
            // Made from the new version, the save goes through, and the next one from the version it answers.
            let again = try await client.call(.post, "/api/design/save", body: fixture.saving(elsewhere, base: try await fixture.version(client), revision: 3))
            #expect(again.status == .ok)
            let moved = elsewhere.replacingOccurrences(of: #""center": [6, -22]"#, with: #""center": [7, -22]"#)
            let third = try await client.call(.post, "/api/design/save", body: fixture.saving(moved, base: again.json["version"] as? String ?? "", revision: 4))
            let written = try String(contentsOfFile: fixture.path, encoding: .utf8)
            #expect(third.status == .ok && written == moved)
        }
    }

    /// After a refused save, Save as… writes the page's document as a new file beside the one
    /// edited, never over a file that exists, and leaves the edited file and its draft alone.
    @Test func saveAsWritesANewFileBeside() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let moved = fixture.movingN2(to: "[-2.4, -22]")
            let body = { (name: String) in #"{"document": \#(moved), "name": "\#(name)"}"# }
            let (status, json) = try await client.call(.post, "/api/design/save-as", body: body("plaza-mine.json"))
            let target = (fixture.path as NSString).deletingLastPathComponent + "/plaza-mine.json"
            #expect(status == .created && json["path"] as? String == target, "\(json)")
            let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: target))) as? [String: Any]
            let expected = try JSONSerialization.jsonObject(with: Data(moved.utf8)) as? [String: Any]
            #expect(written.map { NSDictionary(dictionary: $0) } == expected.map { NSDictionary(dictionary: $0) })
            #expect(try String(contentsOfFile: fixture.path, encoding: .utf8) == fixture.original, "the file edited is untouched")
            let (taken, refusal) = try await client.call(.post, "/api/design/save-as", body: body("plaza-mine.json"))
            #expect(taken == .conflict && refusal.errorPlace == "name")
            for bad in ["../escape.json", "plaza", ".hidden.json", "a/b.json"] {
                let (status, json) = try await client.call(.post, "/api/design/save-as", body: body(bad))
                #expect(status == .badRequest && json.errorPlace == "name", "\(bad)")
            }
            let (invalid, problems) = try await client.call(.post, "/api/design/save-as", body: #"{"document": {"schema": 1}, "name": "broken.json"}"#)
            #expect(invalid == .unprocessableContent && problems["problems"] != nil)
        }
    }

    /// The background picture lives in the draft, never in the stadium file, and a save keeps it there.
    @Test func aSaveKeepsTheBackgroundInTheDraft() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let background = #"{"href": "data:image/png;base64,iVBORw0KGgo=", "x": -50, "y": -50, "width": 100, "opacity": 0.3, "locked": true}"#
            let base = try await fixture.version(client)
            let (status, _) = try await client.call(.post, "/api/design/save", body: fixture.saving(fixture.movingN2(to: "[-2.4, -22]"), base: base, background: background))
            #expect(status == .ok)
            #expect(try !String(contentsOfFile: fixture.path, encoding: .utf8).contains("data:image"), "never in the stadium file")
            let (_, opened) = try await client.call(.get, "/api/design/document")
            #expect(opened["draft"] is NSNull, "nothing unsaved is offered")
            let kept = opened["background"] as? [String: Any] ?? [:]
            #expect(kept["href"] as? String == "data:image/png;base64,iVBORw0KGgo=" && kept["opacity"] as? Double == 0.3 && kept["locked"] as? Bool == true)
        }
    }

    /// A draft sent before a save and arriving after it (a lower revision) is dropped: it never
    /// brings back the document the save replaced.
    @Test func aLateDraftDoesNotComeBackAfterASave() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let base = try await fixture.version(client)
            #expect(try await client.call(.post, "/api/design/save", body: fixture.saving(fixture.movingN2(to: "[-2.4, -22]"), base: base, revision: 5)).status == .ok)
            let late = try await client.call(.put, "/api/design/draft", body: #"{"document": {"schema": 1}, "background": null, "revision": 4}"#)
            #expect(late.status == .ok && late.json["kept"] as? Bool == false)
            #expect(!FileManager.default.fileExists(atPath: fixture.path + ".draft"))
            let (_, opened) = try await client.call(.get, "/api/design/document")
            #expect(opened["draft"] is NSNull && opened["revision"] as? Int == 5)
            let next = try await client.call(.put, "/api/design/draft", body: #"{"document": {"schema": 1}, "background": null, "revision": 6}"#)
            #expect(next.json["kept"] as? Bool == true)
        }
    }

    /// A key written twice in the file is a problem the page shows (its reader keeps only the
    /// last); a save writes it once.
    @Test func duplicateKeysInTheFileAreProblems() async throws {
        let fixture = try Fixture()
        let twice = fixture.original.replacingOccurrences(of: #""center": [6, -22]"#, with: #""center": [5, -22], "center": [6, -22]"#)
        #expect(twice != fixture.original)
        try twice.write(toFile: fixture.path, atomically: true, encoding: .utf8)
        try await fixture.with { client in
            let (_, opened) = try await client.call(.get, "/api/design/document")
            let problems = opened["fileProblems"] as? [[String: Any]] ?? []
            #expect(problems.count == 1)
            #expect(problems.first?["place"] as? String == "sections[1].center" && problems.first?["object"] as? String == "N2")
            #expect((problems.first?["message"] as? String)?.contains("duplicate key") == true)
            let (status, _) = try await client.call(.post, "/api/design/save", body: fixture.saving(fixture.original, base: opened["version"] as? String ?? ""))
            #expect(status == .ok)
            let written = try String(contentsOfFile: fixture.path, encoding: .utf8)
            #expect(written.components(separatedBy: #""center""#).count == 4, "each section's centre once: \(written)")
        }
    }

    /// Every file the designer opens can be checked and saved (the body limit is twice the
    /// largest file and a background picture); a larger file is refused when opened, naming the limit.
    @Test func theSizeLimitIsTheFilesAndItIsHonest() async throws {
        let fixture = try Fixture()
        let name = String(repeating: "n", count: 24 * 1024 - fixture.original.utf8.count - 20)
        let large = fixture.original.replacingOccurrences(of: #""name": "Plaza Ground""#, with: #""name": "\#(name)""#)
        #expect(large != fixture.original && large.utf8.count <= 24 * 1024)
        try large.write(toFile: fixture.path, atomically: true, encoding: .utf8)
        try await fixture.with { client in
            let (_, opened) = try await client.call(.get, "/api/design/document")
            let background = #"{"href": "data:image/png;base64,\#(String(repeating: "A", count: 8 * 1024 - 200))", "x": 0, "y": 0, "width": 1, "opacity": 1, "locked": false}"#
            let body = fixture.saving(large, base: opened["version"] as? String ?? "", background: background)
            let bodyBytes: Int = body.utf8.count
            #expect(bodyBytes > 32 * 1024 - 300)
            #expect(try await client.call(.post, "/api/design/save", body: body).status == .ok)
            #expect(try await client.call(.put, "/api/design/draft", body: #"{"document": \#(large), "background": \#(background), "revision": 9}"#).status == .ok)
        }
        try (large + String(repeating: " ", count: 200)).write(toFile: fixture.path, atomically: true, encoding: .utf8)
        try await fixture.with { client in
            let (status, json) = try await client.call(.get, "/api/design/document")
            #expect(status == .contentTooLarge)
            #expect(json.errorMessage?.contains(fixture.path) == true && json.errorMessage?.contains("24576 bytes the designer opens") == true, "\(json)")
        }
    }

    @Test func aNewerDraftIsOfferedAndCanBeDiscarded() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let kept = #"{"document":{"schema":1,"name":"Kept"},"background":null,"revision":1}"#
            _ = try await client.call(.put, "/api/design/draft", body: kept)
            let (_, json) = try await client.call(.get, "/api/design/document")
            #expect((json["draft"] as? [String: Any])?["text"] as? String == kept)
            let (status, _) = try await client.call(.delete, "/api/design/draft")
            #expect(status == .ok)
            let (_, after) = try await client.call(.get, "/api/design/document")
            #expect(after["draft"] is NSNull)
        }
    }

    /// A discard names the page's revision: a draft of that revision or before, still on its
    /// way, does not bring the discarded draft back.
    @Test func aLateDraftDoesNotComeBackAfterADiscard() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            _ = try await client.call(.put, "/api/design/draft", body: #"{"document": {"schema": 1}, "background": null, "revision": 3}"#)
            #expect(try await client.call(.delete, "/api/design/draft?revision=7").status == .ok)
            let late = try await client.call(.put, "/api/design/draft", body: #"{"document": {"schema": 1}, "background": null, "revision": 6}"#)
            #expect(late.status == .ok && late.json["kept"] as? Bool == false)
            #expect(!FileManager.default.fileExists(atPath: fixture.path + ".draft"))
            let next = try await client.call(.put, "/api/design/draft", body: #"{"document": {"schema": 1}, "background": null, "revision": 8}"#)
            #expect(next.json["kept"] as? Bool == true)
            for text in ["soon", "nan", "-1", "1.5", "0x10", "", "99999999999999999999"] {
                let bad = try await client.call(.delete, "/api/design/draft?revision=\(text)")
                #expect(bad.status == .badRequest && bad.json.errorPlace == "revision", "\(text)")
                #expect(bad.json.errorMessage?.hasSuffix("found \(text)") == true, "\(bad.json)")
            }
        }
    }

    @Test func whatAClientSendsIsBounded() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            #expect(try await client.call(.post, "/api/design/check", body: "{").status == .badRequest)
            #expect(try await client.call(.post, "/api/design/check", body: fixture.checking("[1, 2]")).status == .ok, "not a stadium: problems, not a failure")
            #expect(try await client.call(.post, "/api/design/save", body: #"{"document": 1, "more": 2}"#).status == .badRequest)
            #expect(try await client.call(.post, "/api/design/check", body: #"{"document": {}, "known": [1]}"#).status == .badRequest)
            #expect(try await client.call(.post, "/api/design/save", body: #"{}"#).status == .badRequest)
            #expect(try await client.call(.put, "/api/design/draft", body: #"{"other": 1}"#).status == .badRequest)
            #expect(try await client.call(.put, "/api/design/draft", body: #"{"document": {}, "background": null}"#).status == .badRequest, "no revision")
            #expect(try await client.call(.post, "/api/design/save", body: #"{"document": {}, "revision": 1}"#).status == .badRequest, "no base")
            #expect(try await client.call(.post, "/api/design/save", body: #"{"document": {}, "base": "x", "revision": -1}"#).status == .badRequest)
            let huge = "[" + String(repeating: "0,", count: 40_000) + "0]"
            #expect(try await client.call(.post, "/api/design/check", body: fixture.checking(huge)).status == .contentTooLarge)
            let plain = try await client.execute(uri: "/api/design/check", method: .post, body: ByteBuffer(string: "{}")) { $0.status }
            #expect(plain == .unsupportedMediaType)
            // A stadium far over the seat limit is refused by the check, never laid out.
            let many = fixture.original.replacingOccurrences(of: #""rows": 3, "seatsPerRow": 16"#, with: #""rows": 3000, "seatsPerRow": 3000"#)
            let (status, json) = try await client.call(.post, "/api/design/check", body: fixture.checking(many))
            #expect(status == .ok)
            #expect(json["valid"] as? Bool == false && json["objects"] is NSNull)
        }
    }

    /// The design routes are in their own OpenAPI document (`seatchart serve`'s stays the sale's),
    /// served at /openapi.json; every documented operation is answered, and another method
    /// on a documented path is 405 with the methods it takes.
    @Test func theAPIIsDocumented() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let (status, document) = try await client.call(.get, "/openapi.json")
            #expect(status == .ok && document["openapi"] as? String == "3.1.0")
            let paths = document["paths"] as? [String: [String: Any]] ?? [:]
            #expect(Set(paths.keys) == ["/api/design/document", "/api/design/check", "/api/design/save", "/api/design/save-as", "/api/design/draft", "/openapi.json"])
            for (path, operations) in paths {
                for method in operations.keys {
                    let answered = try await client.call(HTTPRequest.Method(method.uppercased())!, path, body: method == "get" || method == "delete" ? nil : "{}").status
                    #expect(answered != .notFound && answered != .methodNotAllowed, "\(method) \(path): \(answered)")
                }
            }
            let wrong = try await client.execute(uri: "/api/design/check", method: .delete) { $0 }
            #expect(wrong.status == .methodNotAllowed && wrong.headers[.allow] == "POST")
        }
    }

    @Test func thePageImportsTheViewersModules() async throws {
        let fixture = try Fixture()
        try await fixture.with { client in
            let page = try await client.execute(uri: "/", method: .get) { response in
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
                return String(buffer: response.body)
            }
            #expect(page.contains(#"<script type="module" src="/designer/main.js">"#))
            for name in ["main.js", "api.js", "background.js", "document.js", "drawing.js", "history.js", "panel.js", "snapping.js", "designer.css"] {
                let status = try await client.execute(uri: "/designer/\(name)", method: .get) { $0.status }
                #expect(status == .ok, "\(name)")
            }
            let main = try await client.execute(uri: "/designer/main.js", method: .get) { String(buffer: $0.body) }
            #expect(main.contains(#"from "/viewer/view.js""#) && main.contains(#"from "/viewer/gestures.js""#))
            #expect(try await client.execute(uri: "/viewer/view.js", method: .get) { $0.status } == .ok)
        }
    }
}
