#ifndef SEATCHART_CRSVG_SHIM_H
#define SEATCHART_CRSVG_SHIM_H

// librsvg renders SVG onto cairo surfaces; cairo writes them as PNG or PDF.
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>

#endif
