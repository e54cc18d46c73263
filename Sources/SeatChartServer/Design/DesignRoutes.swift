import Foundation
import Hummingbird
import NIOCore
import SeatChart
import SeatChartJSON
import SeatChartSale

/// The designer's API (docs/designer.md): the document and its draft, the check of a proposed
/// document (the layout of each object and the validator's problems), saving and the draft.
///
/// | method and path | does |
/// |---|---|
/// | `GET /api/design/document` | `{"file", "text", "version", "revision", "draft": {"text", "modified"} or null, "background", "fileProblems"}`: the file as it is, its version, a draft newer than it, the background kept and the file's duplicate keys |
/// | `POST /api/design/check` | body `{"document", "known", "cells"}`: a stadium document, the `cellsKey`s whose cells the page has, and whether cells are wanted (false: every object's are null); the layout and problems (``DesignCheckDocument``) |
/// | `POST /api/design/save-as` | body `{"document", "name"}`: a valid document written as a new file beside the one edited (`{"saved": true, "path"}`, 201), 409 when the name is taken |
/// | `POST /api/design/save` | body `{"document", "base", "revision", "background"}`: written when valid and the file is still version `base` (`{"saved": true, "text", "version"}`), else 422 with the problems or 409 |
/// | `PUT /api/design/draft` | body `{"document", "background", "revision"}`: kept in `FILE.draft` unless a newer revision was (`{"draft", "kept"}`) |
/// | `DELETE /api/design/draft?revision=N` | removes the draft; drafts of revision N or before that arrive later are dropped |
struct DesignRoutes {
    let files: DesignFiles
    let settings: DesignSettings
    /// The previous check's bowl and rings, reused while only sections change.
    let memo = DesignCheckMemo()

    /// The designer's answers: numbers kept to 9 decimals, so that the page's snapping works
    /// on the layout's own coordinates.
    static let writer = JSONWriter(layout: .compact, precision: 9)

    func add(to router: Router<SaleRequestContext>) {
        router.get("api/design/document") { _, _ in try await document() }
        router.post("api/design/check") { request, _ in
            let body = try await DesignBody.read(request, settings: settings)
            let members = try JSONBody.members(of: body.value, at: "body", allowed: ["document", "known", "cells"])
            guard let document = members["document"] else {
                throw APIError.badRequest("expected the member document: the stadium document to check", place: "document")
            }
            let known = try members["known"].map { value in
                try JSONBody.elements(value, at: "known", maximumCount: 100_000, what: ("cell keys", "keys")).enumerated().map { i, key in
                    try JSONBody.string(key, at: "known[\(i)]")
                }
            } ?? []
            let cells = try members["cells"].map { value in
                guard case .bool(let wanted) = value else {
                    throw APIError.badRequest("expected true or false: whether the objects' cells are wanted, found \(value.summary)", place: "cells")
                }
                return wanted
            } ?? true
            let (file, memo) = (files.path, memo)
            let answer = try await Offload.shared.run { memo.answer(document, file: file, known: Set(known), cells: cells) }
            return Self.json(answer)
        }
        router.post("api/design/save") { request, _ in try await save(request) }
        router.post("api/design/save-as") { request, _ in try await saveAs(request) }
        router.put("api/design/draft") { request, _ in
            let body = try await DesignBody.read(request, settings: settings)
            let members = try JSONBody.members(of: body.value, at: "body", allowed: ["document", "background", "revision"])
            let revision = try Self.revision(members)
            let kept = try await Offload.shared.run { try files.writeDraft(body.bytes, revision: revision) }
            return Self.json(.object([JSONMember("draft", .string(files.draftPath)), JSONMember("kept", .bool(kept))]))
        }
        router.delete("api/design/draft") { request, _ in
            // The page's revision when it discarded: a draft of an earlier one still on its
            // way is dropped when it comes.
            let revision = try request.uri.queryParameters["revision"].map { text in
                guard let number = Int(String(text)), (0...(1 << 50)).contains(number) else {
                    throw APIError.badRequest(
                        "expected a whole number from 0 to \(1 << 50), found \(TerminalText.shortened(String(text)))", place: "revision")
                }
                return number
            } ?? 0
            try await Offload.shared.run { files.discardDraft(revision: revision) }
            return Self.json(.object([JSONMember("draft", .null)]))
        }
    }

    private func document() async throws -> Response {
        let files = files
        let opened: DesignFiles.Opened
        do {
            opened = try await Offload.shared.run { try files.open() }
        } catch let refusal as DesignFiles.Refusal {
            throw APIError(status: .contentTooLarge, message: refusal.description, place: "file")
        } catch let error as InputError {
            throw APIError(status: .unprocessableContent, message: error.description, place: "file")
        }
        let root = (try? JSONParser.parse(Data(opened.text.utf8))) ?? .null
        let fileProblems = opened.duplicateKeys.map { place in
            DesignCheckDocument.problem(InputProblem(file: files.path, place: place, message: KeyProblem.duplicate), root: root)
        }
        return Self.json(.object([
            JSONMember("file", .string(files.path)),
            JSONMember("text", .string(opened.text)),
            JSONMember("version", .string(opened.version)),
            JSONMember("revision", .number(Double(opened.revision))),
            JSONMember("draft", opened.draft.map { draft in
                .object([JSONMember("text", .string(draft.text)), JSONMember("modified", .string(SaleJSON.time(draft.modified)))])
            } ?? .null),
            JSONMember("background", opened.background),
            JSONMember("fileProblems", .array(fileProblems)),
        ]))
    }

    /// `{"document", "name"}`: writes a valid document as a new file beside the one edited (the
    /// way on when a save was refused because the file changed on disk); 201 `{"saved": true,
    /// "path"}`, 409 when the name is taken, 422 with the problems when it is not valid.
    private func saveAs(_ request: Request) async throws -> Response {
        let body = try await DesignBody.read(request, settings: settings)
        let members = try JSONBody.members(of: body.value, at: "body", allowed: ["document", "name"])
        guard let document = members["document"] else { throw APIError.badRequest("expected the member document", place: "document") }
        guard let nameValue = members["name"] else { throw APIError.badRequest("expected the new file's name", place: "name") }
        let name = try JSONBody.string(nameValue, at: "name")
        let files = files
        let (check, written): (StadiumCheck, String?)
        do {
            (check, written) = try await Offload.shared.run {
                let check = StadiumFile.check(document, file: name)
                guard check.isValid else { return (check, nil) }
                return (check, try files.saveAs(document, name: name))
            }
        } catch let refusal as DesignFiles.Refusal {
            switch refusal {
            case .badName: throw APIError.badRequest(refusal.description, place: "name")
            case .exists: throw APIError(status: .conflict, message: refusal.description, place: "name")
            case .tooLarge, .tooLargeToOpen: throw APIError(status: .contentTooLarge, message: refusal.description, place: "document")
            default: throw APIError(status: .internalServerError, message: refusal.description, place: "document")
            }
        } catch let error as InputError {
            throw APIError(status: .internalServerError, message: error.description, place: "file")
        }
        guard let written else {
            throw Self.notValid(check, document)
        }
        return Self.json(.object([JSONMember("saved", .bool(true)), JSONMember("path", .string(written))]), status: .created)
    }

    /// Checks the document with the validator and writes it only when valid and when the file
    /// on disk is still the version the page names as its base.
    private func save(_ request: Request) async throws -> Response {
        let body = try await DesignBody.read(request, settings: settings)
        let members = try JSONBody.members(of: body.value, at: "body", allowed: ["document", "base", "revision", "background"])
        guard let document = members["document"] else {
            throw APIError.badRequest("expected the member document: the stadium document to save", place: "document")
        }
        guard let baseValue = members["base"] else {
            throw APIError.badRequest("expected the member base: the version of the file the changes were made to", place: "base")
        }
        let base = try JSONBody.string(baseValue, at: "base")
        let revision = try Self.revision(members)
        let background = members["background"] ?? .null
        let files = files
        let (check, saved): (StadiumCheck, DesignFiles.Saved?)
        do {
            (check, saved) = try await Offload.shared.run {
                let check = StadiumFile.check(document, file: files.path)
                guard check.isValid else { return (check, nil) }
                return (check, try files.save(document, base: base, revision: revision, background: background))
            }
        } catch let refusal as DesignFiles.Refusal {
            switch refusal {
            case .changedOnDisk: throw APIError(status: .conflict, message: refusal.description, place: "base")
            case .tooLarge, .tooLargeToOpen: throw APIError(status: .contentTooLarge, message: refusal.description, place: "document")
            case .mismatch, .badName, .exists: throw APIError(status: .internalServerError, message: refusal.description, place: "document")
            }
        } catch let error as InputError {
            throw APIError(status: .internalServerError, message: error.description, place: "file")
        }
        guard let saved else {
            throw Self.notValid(check, document)
        }
        return Self.json(.object([
            JSONMember("saved", .bool(true)), JSONMember("text", .string(String(decoding: saved.bytes, as: UTF8.self))),
            JSONMember("version", .string(saved.version)),
        ]))
    }

    /// The body's `revision`: the page's count of its changes, which orders drafts and saves.
    static func revision(_ members: [String: JSONValue]) throws -> Int {
        guard let value = members["revision"] else {
            throw APIError.badRequest("expected the member revision: a whole number that grows with each change", place: "revision")
        }
        return try JSONBody.integer(value, at: "revision", in: 0...(1 << 50))
    }

    /// 422 for a document the validator refused, with its problems: nothing was written.
    static func notValid(_ check: StadiumCheck, _ document: JSONValue) -> APIError {
        APIError(
            status: .unprocessableContent,
            message: "the stadium is not valid; nothing was written (\(check.problems.count) problem\(check.problems.count == 1 ? "" : "s"))",
            place: "document",
            extra: [JSONMember("problems", .array(check.problems.map { DesignCheckDocument.problem($0, root: document) }))])
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        var bytes: [UInt8] = []
        writer.write(value, into: &bytes)
        return JSONResponse.bytes(bytes, status: status)
    }
}

/// A request body read whole within the designer's limits: its bytes and its JSON value.
struct DesignBody {
    let bytes: [UInt8]
    let value: JSONValue

    /// - Throws: ``APIError`` 415 for a body that is not JSON's type, 413 over the limit, 400
    ///   for a body that is not JSON or that does not arrive in time.
    static func read(_ request: Request, settings: DesignSettings) async throws -> DesignBody {
        let buffer = try await JSONBody.collect(request, maximumBytes: settings.maximumBodyBytes, timeout: settings.bodyTimeout)
        let bytes = [UInt8](buffer.readableBytesView)
        do {
            return DesignBody(bytes: bytes, value: try JSONParser.parse(Data(bytes)))
        } catch {
            throw APIError.badRequest("the body is not JSON: \(error.description)", place: "body")
        }
    }
}
