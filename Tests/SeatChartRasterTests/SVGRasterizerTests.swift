import Foundation
import SeatChartRaster
import SeatChartTestSupport
import Testing

/// SVG to PNG and PDF through librsvg and cairo.
@Suite struct SVGRasterizerTests {
    static let square = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 10 5">\
        <rect x="0" y="0" width="5" height="5" fill="#ff0000"/></svg>
        """.utf8)

    @Test func aPNGHasTheWidthAskedAndTheSVGsAspect() throws {
        let picture = try SVGRasterizer(width: 400, background: .white).render(Self.square, as: .png)
        #expect(picture.width == 400 && picture.height == 200)
        #expect(picture.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let path = ScratchFolder.make(prefix: "raster").appendingPathComponent("a.png").path
        try picture.data.write(to: URL(fileURLWithPath: path))
        let pixels = try #require(PNGPixels(path: path))
        #expect(pixels.width == 400 && pixels.height == 200)
        #expect(pixels.pixel(100, 100, is: "#ff0000", tolerance: 2), "the SVG's red square, scaled")
        #expect(pixels.pixel(300, 100, is: "#ffffff", tolerance: 2), "the background")
    }

    @Test func withoutAWidthThePictureIsTheSVGsSize() throws {
        let picture = try SVGRasterizer().render(Self.square, as: .png)
        #expect(picture.width == 100 && picture.height == 50)
    }

    @Test func aPDFIsOnePageOfThreeQuartersAPointAPixel() throws {
        let picture = try SVGRasterizer(width: 400).render(Self.square, as: .pdf)
        #expect(String(decoding: picture.data.prefix(5), as: UTF8.self) == "%PDF-")
        let text = String(decoding: picture.data, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 300 150 ]"), "400 × 200 pixels are 300 × 150 points")
    }

    @Test func whatIsNotAnSVGIsARasterError() {
        #expect(throws: RasterError.self) { try SVGRasterizer().render(Data("not svg".utf8), as: .png) }
        #expect(throws: RasterError.self) { try SVGRasterizer(width: 20_000).render(Self.square, as: .png) }
    }

    @Test func coloursAreParsedOrNamedInTheError() throws {
        #expect(try RasterColor.parse("#fff") == .white)
        #expect(try RasterColor.parse("#FF000080") == RasterColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(try RasterColor.parse("none") == nil)
        #expect(throws: RasterError("\"#12\" is not a colour; expected \(RasterColor.expected)")) { try RasterColor.parse("#12") }
        #expect(throws: RasterError.self) { try RasterColor.parse("#gggggg") }
    }

    @Test func aFileNameNamesItsFormat() {
        #expect(RasterFormat(fileName: "Output/t.PNG") == .png)
        #expect(RasterFormat(fileName: "t.pdf") == .pdf)
        #expect(RasterFormat(fileName: "t.svg") == nil)
        #expect(RasterFormat(fileName: "folder.png/file") == nil)
    }
}
