import CRasterLibrariesABI
import SeatChartRaster
import Testing

/// CRasterLibraries declares the part of librsvg, cairo, GLib and fontconfig the pictures use
/// and loads the libraries when first asked: its declarations must be the libraries' own.
@Suite struct RasterLibrariesTests {
    /// Every size, field offset and constant, as CRasterLibraries.h gives it and as the
    /// libraries' headers do (Tests/CRasterLibrariesABI).
    @Test func theDeclarationsAreTheLibrariesOwn() {
        var libraries: UnsafePointer<seatchart_abi_fact>?
        var declarations: UnsafePointer<seatchart_abi_fact>?
        let count = seatchart_abi_facts_of_libraries(&libraries)
        #expect(count > 100 && seatchart_abi_facts_of_declarations(&declarations) == count)
        guard let libraries, let declarations else { return }
        for index in 0..<count {
            let expression = String(cString: libraries[index].expression)
            #expect(String(cString: declarations[index].expression) == expression)
            #expect(declarations[index].value == libraries[index].value,
                    "\(expression): \(declarations[index].value) declared, \(libraries[index].value) in the libraries' headers")
        }
    }

    @Test func theLibrariesLoad() throws {
        try RasterLibraries.load()
        try RasterLibraries.load()
    }
}
