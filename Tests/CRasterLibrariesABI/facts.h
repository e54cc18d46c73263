// Every size, field offset and constant of CRasterLibraries.h that the libraries' binary
// interface depends on, as expressions valid under both its declarations and the libraries'
// own headers (included before this file).
#include <stddef.h>

#define SEATCHART_ABI_FACTS(FACT) \
    FACT(sizeof(gsize)) FACT(sizeof(gboolean)) FACT(sizeof(gdouble)) FACT(sizeof(guint8)) \
    FACT(sizeof(GError)) FACT(offsetof(GError, domain)) FACT(offsetof(GError, code)) FACT(offsetof(GError, message)) \
    FACT(sizeof(cairo_status_t)) FACT(CAIRO_STATUS_SUCCESS) FACT(CAIRO_STATUS_NO_MEMORY) FACT(CAIRO_STATUS_READ_ERROR) \
    FACT(CAIRO_STATUS_WRITE_ERROR) \
    FACT(sizeof(cairo_content_t)) FACT(CAIRO_CONTENT_COLOR) FACT(CAIRO_CONTENT_ALPHA) FACT(CAIRO_CONTENT_COLOR_ALPHA) \
    FACT(sizeof(cairo_format_t)) FACT(CAIRO_FORMAT_INVALID) FACT(CAIRO_FORMAT_ARGB32) FACT(CAIRO_FORMAT_RGB24) FACT(CAIRO_FORMAT_A8) \
    FACT(sizeof(cairo_surface_type_t)) FACT(CAIRO_SURFACE_TYPE_IMAGE) FACT(CAIRO_SURFACE_TYPE_PDF) \
    FACT(CAIRO_FILL_RULE_WINDING) FACT(CAIRO_FILL_RULE_EVEN_ODD) \
    FACT(CAIRO_LINE_CAP_BUTT) FACT(CAIRO_LINE_CAP_ROUND) FACT(CAIRO_LINE_CAP_SQUARE) \
    FACT(CAIRO_FONT_SLANT_NORMAL) FACT(CAIRO_FONT_SLANT_ITALIC) FACT(CAIRO_FONT_SLANT_OBLIQUE) \
    FACT(CAIRO_FONT_WEIGHT_NORMAL) FACT(CAIRO_FONT_WEIGHT_BOLD) \
    FACT(CAIRO_HINT_STYLE_DEFAULT) FACT(CAIRO_HINT_STYLE_NONE) \
    FACT(CAIRO_HINT_METRICS_DEFAULT) FACT(CAIRO_HINT_METRICS_OFF) FACT(CAIRO_HINT_METRICS_ON) \
    FACT(CAIRO_PATH_MOVE_TO) FACT(CAIRO_PATH_LINE_TO) FACT(CAIRO_PATH_CURVE_TO) FACT(CAIRO_PATH_CLOSE_PATH) \
    FACT(CAIRO_TEXT_CLUSTER_FLAG_BACKWARD) \
    FACT(sizeof(cairo_matrix_t)) FACT(offsetof(cairo_matrix_t, xx)) FACT(offsetof(cairo_matrix_t, yx)) \
    FACT(offsetof(cairo_matrix_t, xy)) FACT(offsetof(cairo_matrix_t, yy)) FACT(offsetof(cairo_matrix_t, x0)) \
    FACT(offsetof(cairo_matrix_t, y0)) \
    FACT(sizeof(cairo_text_extents_t)) FACT(offsetof(cairo_text_extents_t, x_bearing)) \
    FACT(offsetof(cairo_text_extents_t, y_bearing)) FACT(offsetof(cairo_text_extents_t, width)) \
    FACT(offsetof(cairo_text_extents_t, height)) FACT(offsetof(cairo_text_extents_t, x_advance)) \
    FACT(offsetof(cairo_text_extents_t, y_advance)) \
    FACT(sizeof(cairo_font_extents_t)) FACT(offsetof(cairo_font_extents_t, ascent)) \
    FACT(offsetof(cairo_font_extents_t, descent)) FACT(offsetof(cairo_font_extents_t, height)) \
    FACT(offsetof(cairo_font_extents_t, max_x_advance)) FACT(offsetof(cairo_font_extents_t, max_y_advance)) \
    FACT(sizeof(cairo_glyph_t)) FACT(offsetof(cairo_glyph_t, index)) FACT(offsetof(cairo_glyph_t, x)) \
    FACT(offsetof(cairo_glyph_t, y)) \
    FACT(sizeof(cairo_text_cluster_t)) FACT(offsetof(cairo_text_cluster_t, num_bytes)) \
    FACT(offsetof(cairo_text_cluster_t, num_glyphs)) \
    FACT(sizeof(cairo_rectangle_t)) FACT(offsetof(cairo_rectangle_t, x)) FACT(offsetof(cairo_rectangle_t, y)) \
    FACT(offsetof(cairo_rectangle_t, width)) FACT(offsetof(cairo_rectangle_t, height)) \
    FACT(sizeof(cairo_path_data_t)) FACT(offsetof(cairo_path_data_t, header.type)) \
    FACT(offsetof(cairo_path_data_t, header.length)) FACT(offsetof(cairo_path_data_t, point.x)) \
    FACT(offsetof(cairo_path_data_t, point.y)) \
    FACT(sizeof(cairo_path_t)) FACT(offsetof(cairo_path_t, status)) FACT(offsetof(cairo_path_t, data)) \
    FACT(offsetof(cairo_path_t, num_data)) \
    FACT(sizeof(RsvgRectangle)) FACT(offsetof(RsvgRectangle, x)) FACT(offsetof(RsvgRectangle, y)) \
    FACT(offsetof(RsvgRectangle, width)) FACT(offsetof(RsvgRectangle, height)) \
    FACT(sizeof(FcChar8)) FACT(sizeof(FcBool)) FACT(sizeof(FcResult)) FACT(FcResultMatch) FACT(FcResultNoMatch) \
    FACT(FcResultTypeMismatch) FACT(FcResultNoId) FACT(FcResultOutOfMemory) \
    FACT(sizeof(FcMatchKind)) FACT(FcMatchPattern) FACT(FcMatchFont) FACT(FcMatchScan) \
    FACT(FC_WEIGHT_MEDIUM) FACT(FC_WEIGHT_BOLD) FACT(FC_SLANT_ROMAN) \
    FACT(sizeof(FC_FAMILY)) FACT(FC_FAMILY[0]) FACT(FC_FAMILY[1]) FACT(sizeof(FC_SLANT)) FACT(FC_SLANT[1]) \
    FACT(sizeof(FC_WEIGHT)) FACT(FC_WEIGHT[0]) FACT(sizeof(FC_FILE)) FACT(FC_FILE[1]) FACT(sizeof(FC_INDEX)) FACT(FC_INDEX[0])

#define SEATCHART_ABI_FACT(expression) {#expression, (long)(expression)},
