#ifndef SEATCHART_CRASTERLIBRARIES_H
#define SEATCHART_CRASTERLIBRARIES_H

// The part of librsvg, cairo, GLib and fontconfig that seatchart's pictures use (PNG, PDF,
// tickets, text measured with a font's metrics; and PNG files read, for the tests), declared here as their stable C interfaces
// define them, and defined in RasterLibraries.c by functions that call the libraries' own,
// which are loaded (dlopen) the first time a picture needs them. A command that draws no
// picture (select, book, status, hit, render --format svg, serve ...) never loads them:
// they and the 40 libraries they bring (pango, harfbuzz, X11 ...) were half of the
// program's start. Tests/SeatChartRasterTests/RasterLibrariesTests checks every type's size,
// every field's offset and every constant here against the libraries' own headers.

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// Loading.

/// Loads the libraries and finds every function below in them, once a process. Returns 1
/// when they are there; else 0, with what failed (a sentence naming the library, or the
/// function it lacks) written into `message` (at most `capacity` bytes, ended by a NUL). A function below called when they are not there
/// ends the process with that message.
int seatchart_raster_libraries_load(char *message, size_t capacity);

// GLib, GObject.

typedef unsigned long gsize;
typedef int gboolean;
typedef double gdouble;
typedef unsigned char guint8;
typedef void *gpointer;

typedef struct _GError {
    unsigned int domain;
    int code;
    char *message;
} GError;

void g_object_unref(gpointer object);
void g_error_free(GError *error);

// cairo.

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_scaled_font cairo_scaled_font_t;
typedef struct _cairo_font_options cairo_font_options_t;

typedef enum _cairo_status {
    CAIRO_STATUS_SUCCESS = 0,
    CAIRO_STATUS_NO_MEMORY,
    CAIRO_STATUS_INVALID_RESTORE,
    CAIRO_STATUS_INVALID_POP_GROUP,
    CAIRO_STATUS_NO_CURRENT_POINT,
    CAIRO_STATUS_INVALID_MATRIX,
    CAIRO_STATUS_INVALID_STATUS,
    CAIRO_STATUS_NULL_POINTER,
    CAIRO_STATUS_INVALID_STRING,
    CAIRO_STATUS_INVALID_PATH_DATA,
    CAIRO_STATUS_READ_ERROR,
    CAIRO_STATUS_WRITE_ERROR
} cairo_status_t;

typedef enum _cairo_content {
    CAIRO_CONTENT_COLOR = 0x1000,
    CAIRO_CONTENT_ALPHA = 0x2000,
    CAIRO_CONTENT_COLOR_ALPHA = 0x3000
} cairo_content_t;

typedef enum _cairo_format {
    CAIRO_FORMAT_INVALID = -1,
    CAIRO_FORMAT_ARGB32 = 0,
    CAIRO_FORMAT_RGB24 = 1,
    CAIRO_FORMAT_A8 = 2
} cairo_format_t;

typedef enum _cairo_surface_type {
    CAIRO_SURFACE_TYPE_IMAGE = 0,
    CAIRO_SURFACE_TYPE_PDF = 1
} cairo_surface_type_t;

typedef enum _cairo_fill_rule {
    CAIRO_FILL_RULE_WINDING = 0,
    CAIRO_FILL_RULE_EVEN_ODD = 1
} cairo_fill_rule_t;

typedef enum _cairo_line_cap {
    CAIRO_LINE_CAP_BUTT = 0,
    CAIRO_LINE_CAP_ROUND = 1,
    CAIRO_LINE_CAP_SQUARE = 2
} cairo_line_cap_t;

typedef enum _cairo_font_slant {
    CAIRO_FONT_SLANT_NORMAL = 0,
    CAIRO_FONT_SLANT_ITALIC = 1,
    CAIRO_FONT_SLANT_OBLIQUE = 2
} cairo_font_slant_t;

typedef enum _cairo_font_weight {
    CAIRO_FONT_WEIGHT_NORMAL = 0,
    CAIRO_FONT_WEIGHT_BOLD = 1
} cairo_font_weight_t;

typedef enum _cairo_hint_style {
    CAIRO_HINT_STYLE_DEFAULT = 0,
    CAIRO_HINT_STYLE_NONE = 1
} cairo_hint_style_t;

typedef enum _cairo_hint_metrics {
    CAIRO_HINT_METRICS_DEFAULT = 0,
    CAIRO_HINT_METRICS_OFF = 1,
    CAIRO_HINT_METRICS_ON = 2
} cairo_hint_metrics_t;

typedef enum _cairo_path_data_type {
    CAIRO_PATH_MOVE_TO = 0,
    CAIRO_PATH_LINE_TO = 1,
    CAIRO_PATH_CURVE_TO = 2,
    CAIRO_PATH_CLOSE_PATH = 3
} cairo_path_data_type_t;

typedef enum _cairo_text_cluster_flags {
    CAIRO_TEXT_CLUSTER_FLAG_BACKWARD = 0x00000001
} cairo_text_cluster_flags_t;

typedef struct _cairo_matrix {
    double xx; double yx;
    double xy; double yy;
    double x0; double y0;
} cairo_matrix_t;

typedef struct {
    double x_bearing;
    double y_bearing;
    double width;
    double height;
    double x_advance;
    double y_advance;
} cairo_text_extents_t;

typedef struct {
    double ascent;
    double descent;
    double height;
    double max_x_advance;
    double max_y_advance;
} cairo_font_extents_t;

typedef struct {
    unsigned long index;
    double x;
    double y;
} cairo_glyph_t;

typedef struct {
    int num_bytes;
    int num_glyphs;
} cairo_text_cluster_t;

typedef struct _cairo_rectangle {
    double x, y, width, height;
} cairo_rectangle_t;

typedef union _cairo_path_data_t cairo_path_data_t;
union _cairo_path_data_t {
    struct {
        cairo_path_data_type_t type;
        int length;
    } header;
    struct {
        double x, y;
    } point;
};

typedef struct cairo_path {
    cairo_status_t status;
    cairo_path_data_t *data;
    int num_data;
} cairo_path_t;

typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);
typedef cairo_status_t (*cairo_read_func_t)(void *closure, unsigned char *data, unsigned int length);

cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height);
cairo_surface_t *cairo_image_surface_create_for_data(unsigned char *data, cairo_format_t format, int width, int height, int stride);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
cairo_format_t cairo_image_surface_get_format(cairo_surface_t *surface);
int cairo_image_surface_get_width(cairo_surface_t *surface);
int cairo_image_surface_get_height(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
cairo_surface_t *cairo_pdf_surface_create_for_stream(cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points);
cairo_surface_t *cairo_recording_surface_create(cairo_content_t content, const cairo_rectangle_t *extents);
cairo_status_t cairo_surface_status(cairo_surface_t *surface);
cairo_surface_type_t cairo_surface_get_type(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_finish(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);
cairo_status_t cairo_surface_write_to_png(cairo_surface_t *surface, const char *filename);
cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write_func, void *closure);
cairo_surface_t *cairo_image_surface_create_from_png(const char *filename);
cairo_surface_t *cairo_image_surface_create_from_png_stream(cairo_read_func_t read_func, void *closure);
const char *cairo_status_to_string(cairo_status_t status);

cairo_t *cairo_create(cairo_surface_t *target);
void cairo_destroy(cairo_t *cr);
cairo_surface_t *cairo_get_target(cairo_t *cr);
void cairo_save(cairo_t *cr);
void cairo_restore(cairo_t *cr);
void cairo_show_page(cairo_t *cr);

void cairo_scale(cairo_t *cr, double sx, double sy);
void cairo_transform(cairo_t *cr, const cairo_matrix_t *matrix);
void cairo_identity_matrix(cairo_t *cr);
void cairo_get_matrix(cairo_t *cr, cairo_matrix_t *matrix);

void cairo_set_source_rgba(cairo_t *cr, double red, double green, double blue, double alpha);
void cairo_set_source_surface(cairo_t *cr, cairo_surface_t *surface, double x, double y);
void cairo_set_fill_rule(cairo_t *cr, cairo_fill_rule_t fill_rule);
void cairo_set_line_width(cairo_t *cr, double width);
void cairo_set_line_cap(cairo_t *cr, cairo_line_cap_t line_cap);
void cairo_set_miter_limit(cairo_t *cr, double limit);

void cairo_new_path(cairo_t *cr);
void cairo_new_sub_path(cairo_t *cr);
void cairo_move_to(cairo_t *cr, double x, double y);
void cairo_line_to(cairo_t *cr, double x, double y);
void cairo_curve_to(cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3);
void cairo_arc(cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2);
void cairo_rectangle(cairo_t *cr, double x, double y, double width, double height);
void cairo_close_path(cairo_t *cr);
cairo_path_t *cairo_copy_path(cairo_t *cr);
void cairo_path_destroy(cairo_path_t *path);

void cairo_paint(cairo_t *cr);
void cairo_fill(cairo_t *cr);
void cairo_fill_preserve(cairo_t *cr);
void cairo_stroke_preserve(cairo_t *cr);
void cairo_clip(cairo_t *cr);

void cairo_select_font_face(cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight);
void cairo_set_font_size(cairo_t *cr, double size);
void cairo_set_font_options(cairo_t *cr, const cairo_font_options_t *options);
void cairo_text_path(cairo_t *cr, const char *utf8);
void cairo_text_extents(cairo_t *cr, const char *utf8, cairo_text_extents_t *extents);
void cairo_font_extents(cairo_t *cr, cairo_font_extents_t *extents);
cairo_scaled_font_t *cairo_get_scaled_font(cairo_t *cr);
cairo_status_t cairo_scaled_font_text_to_glyphs(
    cairo_scaled_font_t *scaled_font, double x, double y, const char *utf8, int utf8_len,
    cairo_glyph_t **glyphs, int *num_glyphs, cairo_text_cluster_t **clusters, int *num_clusters,
    cairo_text_cluster_flags_t *cluster_flags);
void cairo_glyph_free(cairo_glyph_t *glyphs);

cairo_font_options_t *cairo_font_options_create(void);
void cairo_font_options_destroy(cairo_font_options_t *options);
void cairo_font_options_set_hint_style(cairo_font_options_t *options, cairo_hint_style_t hint_style);
void cairo_font_options_set_hint_metrics(cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics);

// librsvg.

typedef struct _RsvgHandle RsvgHandle;

typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

// fontconfig.

typedef unsigned char FcChar8;
typedef int FcBool;
typedef struct _FcPattern FcPattern;
typedef struct _FcConfig FcConfig;

typedef enum _FcResult {
    FcResultMatch = 0,
    FcResultNoMatch = 1,
    FcResultTypeMismatch = 2,
    FcResultNoId = 3,
    FcResultOutOfMemory = 4
} FcResult;

typedef enum _FcMatchKind {
    FcMatchPattern = 0,
    FcMatchFont = 1,
    FcMatchScan = 2
} FcMatchKind;

#define FC_FAMILY "family"
#define FC_SLANT "slant"
#define FC_WEIGHT "weight"
#define FC_FILE "file"
#define FC_INDEX "index"
#define FC_WEIGHT_MEDIUM 100
#define FC_WEIGHT_BOLD 200
#define FC_SLANT_ROMAN 0

FcPattern *FcPatternCreate(void);
void FcPatternDestroy(FcPattern *p);
FcBool FcPatternAddString(FcPattern *p, const char *object, const FcChar8 *s);
FcBool FcPatternAddInteger(FcPattern *p, const char *object, int i);
FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s);
FcResult FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i);
FcBool FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind);
void FcDefaultSubstitute(FcPattern *pattern);
FcPattern *FcFontMatch(FcConfig *config, FcPattern *p, FcResult *result);

#ifdef __cplusplus
}
#endif

#endif
