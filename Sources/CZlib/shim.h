#ifndef SEATCHART_CZLIB_SHIM_H
#define SEATCHART_CZLIB_SHIM_H

// zlib compresses the PNG's pixels (PNGEncoder) and gives its chunks' checksums, and
// compresses a PDF's streams (PDFDeflateStream).
#include <zlib.h>

// deflateInit2 is a macro: a raw deflate stream (no zlib header or checksum) at `level`, for
// the pieces of a PNG's pixels compressed side by side.
static inline int seatchart_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

// deflateInit is a macro too: a zlib stream (its header and Adler-32, as compress2 writes it)
// at `level`, for a PDF's streams compressed as they are written (PDFDeflateStream).
static inline int seatchart_deflate_init(z_streamp stream, int level) {
    return deflateInit(stream, level);
}

#endif
