import Foundation
import SeatChartRaster

// Renders PDFs and PNGs, and SVGs that librsvg refuses once the surface exists, so that a
// build with AddressSanitizer (`scripts/check-raster-asan`) finds any use of memory freed
// while cairo still writes to it. Prints one line a case; exits 1 when a case does not end
// as expected (the sanitizer itself aborts the process on a bad access).

/// A square, drawn fine.
let square = Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 10 5">\
    <rect x="0" y="0" width="5" height="5" fill="#ff0000"/></svg>
    """.utf8)

/// An SVG librsvg reads but refuses to draw (9^6 = 531,441 referenced elements, over its
/// limit of 500,000): the surface, and the PDF stream writing to its sink, exist when the
/// refusal comes. (About 4 seconds a render: the fewest references that pass the limit.)
let tooManyReferences: Data = {
    var text = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><defs><rect id="l0" width="1" height="1"/>"##
    for level in 1...6 {
        text += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 9) + "</g>"
    }
    text += ##"</defs><use xlink:href="#l6"/></svg>"##
    return Data(text.utf8)
}()

/// Runs one case and prints its line; whether it ended as expected.
func check(_ name: String, _ body: () throws -> Bool) -> Bool {
    let ok: Bool
    do { ok = try body() } catch { ok = false }
    print("\(ok ? "ok" : "FAILED") \(name)")
    return ok
}
func refused(_ body: () throws -> Void) -> Bool {
    do { try body() } catch is RasterError { return true } catch { return false }
    return false
}

/// The cases of one round, by name.
let cases: [(name: String, run: () throws -> Bool)] = [
    ("a PDF", { try SVGRasterizer(width: 400).render(square, as: .pdf).data.starts(with: Array("%PDF-".utf8)) }),
    ("a PNG", { try SVGRasterizer(width: 400, background: .white).render(square, as: .png).width == 400 }),
    ("a PDF librsvg refuses to draw", { refused { _ = try SVGRasterizer().render(tooManyReferences, as: .pdf) } }),
    ("a PNG librsvg refuses to draw", { refused { _ = try SVGRasterizer().render(tooManyReferences, as: .png) } }),
    ("not an SVG", { refused { _ = try SVGRasterizer().render(Data("not svg".utf8), as: .pdf) } }),
    ("a size out of range", { refused { _ = try SVGRasterizer(width: 20_000).render(square, as: .pdf) } }),
]
var failures = 0
for round in 1...2 {
    for item in cases where !check("round \(round): \(item.name)", item.run) { failures += 1 }
}
exit(failures == 0 ? 0 : 1)
