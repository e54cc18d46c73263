/// The pretix seating-plan schema (JSON Schema draft-07), as pretix ships it in
/// `src/pretix/static/seating/seating-plan.schema.json` (pretix/pretix @ b287f870, Apache-2.0).
///
/// Plans are checked against exactly this text by ``PretixPlanReader`` (through `SchemaValidator`).
enum PretixSchema {
    /// The schema document.
    static let text = #"""
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "version": "0.0.1",
  "title": "Seating Plan",
  "type": "object",
  "properties": {
    "name": {"type": "string"},
    "zones": {"type": "array", "items": {"$ref": "#/definitions/zone"}},
    "categories": {"type": "array", "items": {"$ref": "#/definitions/category"}},
    "size": {"type": "object", "properties": {"width": {"type": "integer"}, "height": {"type": "integer"}}, "required": ["width", "height"], "additionalProperties": false}
  },
  "required": ["zones", "name", "categories", "size"],
  "additionalProperties": false,
  "definitions": {
    "zone": {"type": "object", "properties": {
        "name": {"type": "string"}, "zone_id": {"type": "string"}, "uuid": {"type": "string"},
        "position": {"$ref": "#/definitions/position"},
        "rows": {"type": "array", "items": {"$ref": "#/definitions/row"}},
        "areas": {"type": "array", "items": {"$ref": "#/definitions/area"}}},
      "required": ["position", "rows"], "additionalProperties": false},
    "row": {"type": "object", "properties": {
        "row_number": {"type": "string"}, "row_label": {"type": ["string", "null"]}, "seat_label": {"type": ["string", "null"]},
        "uuid": {"type": "string"}, "seats": {"type": "array", "items": {"$ref": "#/definitions/seat"}},
        "row_number_position": {"type": ["string", "null"], "enum": ["start", "end", "both", null]},
        "position": {"$ref": "#/definitions/position"}},
      "required": ["seats", "row_number"], "additionalProperties": false},
    "seat": {"type": "object", "properties": {
        "seat_guid": {"type": "string"}, "seat_number": {"type": "string"}, "uuid": {"type": "string"},
        "start_direction": {"type": ["string", "null"]}, "radius": {"type": "integer"},
        "position": {"$ref": "#/definitions/position"}, "category": {"type": "string"}},
      "required": ["seat_guid", "seat_number", "position", "category"], "additionalProperties": false},
    "area": {"type": "object", "properties": {
        "color": {"type": "string"}, "border_color": {"type": "string"}, "rotation": {"type": "number"},
        "position": {"$ref": "#/definitions/position"}, "uuid": {"type": "string"},
        "shape": {"type": "string", "enum": ["polygon", "rectangle", "ellipse", "circle", "text"]},
        "polygon": {"type": "object", "properties": {"points": {"type": "array", "items": {"$ref": "#/definitions/position"}}}, "required": ["points"], "additionalProperties": false},
        "rectangle": {"type": "object", "properties": {"width": {"type": "integer"}, "height": {"type": "integer"}}, "required": ["width", "height"], "additionalProperties": false},
        "ellipse": {"type": "object", "properties": {"radius": {"$ref": "#/definitions/position"}}, "required": ["radius"], "additionalProperties": false},
        "circle": {"type": "object", "properties": {"radius": {"type": "integer"}}, "required": ["radius"], "additionalProperties": false},
        "text": {"type": "object", "properties": {"text": {"type": "string"}, "color": {"type": "string"}, "size": {"type": "integer"}, "position": {"$ref": "#/definitions/position"}}, "required": ["text", "position"], "additionalProperties": false}},
      "additionalProperties": false},
    "position": {"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"], "additionalProperties": false},
    "category": {"type": "object", "properties": {"name": {"type": "string"}, "color": {"type": "string"}}, "required": ["name"], "additionalProperties": false}
  }
}
"""#
}
