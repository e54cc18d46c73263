#ifndef SEATCHART_CZLIB_SHIM_H
#define SEATCHART_CZLIB_SHIM_H

// zlib compresses the PNG's pixels (PNGEncoder) and gives its chunks' checksums.
#include <zlib.h>

#endif
