import CRasterLibraries

/// librsvg, cairo and fontconfig, loaded the first time a picture is drawn, not when the
/// program starts (CRasterLibraries): the commands that draw none start without them.
public enum RasterLibraries {
    /// Loads them, once a process.
    ///
    /// - Throws: ``RasterError`` naming the library that cannot be loaded, or the function it lacks.
    public static func load() throws {
        var message = [CChar](repeating: 0, count: 512)
        guard seatchart_raster_libraries_load(&message, message.count) == 0 else { return }
        throw RasterError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
