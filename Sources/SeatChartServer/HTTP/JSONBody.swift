import Foundation
import Hummingbird
import SeatChart
import NIOCore
import SeatChartJSON

/// A request's JSON body, read within the server's limits and checked member by member,
/// so that every problem is a 400 naming the field (`seats[2]`, `best.count`).
struct JSONBody {
    /// The document.
    let value: JSONValue

    /// Reads and parses `request`'s body.
    ///
    /// - Throws: ``APIError`` 415 for a body whose `Content-Type` is not JSON's, 413 for a
    ///   body over `maximumBytes` (told by its `Content-Length` or found while reading), 400
    ///   for a body that is not JSON or not sent within `timeout` seconds.
    static func read(_ request: Request, maximumBytes: Int, timeout: TimeInterval) async throws -> JSONBody {
        let buffer = try await collect(request, maximumBytes: maximumBytes, timeout: timeout)
        do {
            return JSONBody(value: try JSONParser.parse(Data(buffer.readableBytesView), maximumValues: maximumBytes))
        } catch {
            throw APIError.badRequest("the body is not JSON: \(error.description)", place: "body")
        }
    }

    /// `request`'s body, whole and not empty, after checking that it says it is JSON.
    ///
    /// - Throws: ``APIError`` 415, 413, 408 or 400 as ``read(_:maximumBytes:timeout:)``.
    static func collect(_ request: Request, maximumBytes: Int, timeout: TimeInterval) async throws -> ByteBuffer {
        try checkMediaType(request)
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maximumBytes {
            throw tooLarge(maximumBytes)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { try await request.body.collect(upTo: maximumBytes) }
                group.addTask {
                    try await Task.sleep(for: .seconds(timeout))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let buffer = first else {
                    throw APIError(status: .requestTimeout, message: "the request body did not arrive within \(Int(timeout)) s", place: "body")
                }
                return buffer
            }
        } catch is NIOTooManyBytesError {
            throw tooLarge(maximumBytes)
        }
        guard buffer.readableBytes > 0 else { throw APIError.badRequest("expected a JSON object, found an empty body", place: "body") }
        return buffer
    }

    /// Throws 415 unless the body says it is JSON: `application/json` or a `+json` type,
    /// parameters (`; charset=utf-8`) aside.
    static func checkMediaType(_ request: Request) throws {
        let given = request.headers[.contentType]
        let type = given?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json")) else {
            throw APIError.unsupportedMediaType(given)
        }
    }

    private static func tooLarge(_ maximumBytes: Int) -> APIError {
        .tooLarge("the body is larger than \(maximumBytes / 1024) KiB, the most this server accepts", place: "body")
    }

    /// The body's members, after checking that it is an object whose keys are all among
    /// `allowed` and appear once.
    func members(allowed: [String]) throws -> [String: JSONValue] {
        try Self.members(of: value, at: "body", allowed: allowed)
    }

    /// The members of the object `value` found at `place`.
    static func members(of value: JSONValue, at place: String, allowed: [String]) throws -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw APIError.badRequest("expected an object, found \(value.summary)", place: place)
        }
        var found: [String: JSONValue] = [:]
        for member in members {
            let key = TerminalText.shortened(member.key)
            let where_ = place == "body" ? key : "\(place).\(key)"
            guard allowed.contains(member.key) else {
                let hint = KeySuggestion.nearest(to: member.key, in: allowed).map { " (did you mean \($0)?)" } ?? ""
                throw APIError.badRequest(
                    "unknown member\(hint); expected one of: \(allowed.joined(separator: ", "))", place: where_)
            }
            guard found.updateValue(member.value, forKey: member.key) == nil else {
                throw APIError.badRequest("the member is given twice", place: where_)
            }
        }
        return found
    }

    /// The elements of the array `value` at `place`, at most `maximumCount` of them; `what`
    /// names them in messages ("seat ids", "seats").
    static func elements(
        _ value: JSONValue, at place: String, maximumCount: Int, what: (array: String, counted: String)
    ) throws -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw APIError.badRequest("expected an array of \(what.array), found \(value.summary)", place: place)
        }
        guard elements.count <= maximumCount else {
            throw APIError.tooLarge("\(elements.count) \(what.counted) in one request; the most is \(maximumCount)", place: place)
        }
        return elements
    }

    /// The strings of the array `value` at `place`, at most `maximumCount` of them.
    static func strings(_ value: JSONValue, at place: String, maximumCount: Int) throws -> [String] {
        let elements = try elements(value, at: place, maximumCount: maximumCount, what: ("seat ids", "seats"))
        return try elements.enumerated().map { index, element in
            guard case .string(let text) = element else {
                throw APIError.badRequest("expected a seat id (a string), found \(element.summary)", place: "\(place)[\(index)]")
            }
            return text
        }
    }

    /// The whole number `value` at `place`, within `range`.
    static func integer(_ value: JSONValue, at place: String, in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let n) = value, n.isFinite, n.rounded() == n, n >= Double(range.lowerBound), n <= Double(range.upperBound)
        else {
            throw APIError.badRequest(
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value.summary)", place: place)
        }
        return Int(n)
    }

    /// The string `value` at `place`.
    static func string(_ value: JSONValue, at place: String) throws -> String {
        guard case .string(let text) = value else {
            throw APIError.badRequest("expected a string, found \(value.summary)", place: place)
        }
        return text
    }

    /// The boolean `value` at `place`.
    static func bool(_ value: JSONValue, at place: String) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw APIError.badRequest("expected true or false, found \(value.summary)", place: place)
        }
        return flag
    }
}
