import Foundation
import SeatChart
import SeatChartSeatsio
import SeatChartTestSupport

/// The sample charts of `Fixtures/`, read, and charts made from them by editing their JSON.
enum Fixture {
    /// Sample `name` imported.
    static func imported(_ name: String) throws -> SeatsioImport {
        try SeatsioChartReader.read(contentsOf: SeatsioSamples.path(name))
    }

    /// Sample `name` as a JSON object to edit.
    static func object(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: SeatsioSamples.path(name)))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// Sample `name` with `edit` applied, read as `chart.json`.
    static func read(_ name: String, edit: (inout [String: Any]) -> Void) throws -> SeatsioImport {
        var object = try object(name)
        edit(&object)
        return try SeatsioChartReader.read(try JSONSerialization.data(withJSONObject: object), file: "chart.json")
    }

    /// The problems reading sample `name` as it is reports, as printed (`FILE: PLACE: MESSAGE`,
    /// the file named by `name`).
    static func problems(_ name: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: SeatsioSamples.path(name)))
        return problems(reading: data, file: name)
    }

    private static func problems(reading data: Data, file: String) -> [String] {
        do {
            _ = try SeatsioChartReader.read(data, file: file)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// The problems reading sample `name` edited by `edit` reports, as printed (`FILE: PLACE: MESSAGE`).
    static func problems(_ name: String, edit: (inout [String: Any]) -> Void) throws -> [String] {
        do {
            _ = try read(name, edit: edit)
            return []
        } catch let error as InputError {
            return error.problems.map(\.description)
        }
    }
}

/// Editing nested JSON objects by path: `object[path: ["subChart", "rows", 0, "seats", 1]]`.
extension Dictionary where Key == String, Value == Any {
    /// The value at `path` (keys and array indices).
    subscript(path path: [Any]) -> Any? {
        get {
            var current: Any? = self
            for step in path {
                if let key = step as? String { current = (current as? [String: Any])?[key] }
                else if let index = step as? Int { current = (current as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil } }
            }
            return current
        }
        set {
            guard let first = path.first as? String else { return }
            if path.count == 1 { self[first] = newValue; return }
            var child = self[first]
            Self.set(&child, Array(path.dropFirst()), newValue)
            self[first] = child
        }
    }

    private static func set(_ node: inout Any?, _ path: [Any], _ value: Any?) {
        guard let step = path.first else { node = value; return }
        if let key = step as? String, var object = node as? [String: Any] {
            var child = object[key]
            set(&child, Array(path.dropFirst()), value)
            object[key] = child
            node = object
        } else if let index = step as? Int, var array = node as? [Any], array.indices.contains(index) {
            var child: Any? = array[index]
            set(&child, Array(path.dropFirst()), value)
            if let child { array[index] = child } else { array.remove(at: index) }
            node = array
        }
    }
}
