// The functions CRasterLibraries.h declares, each calling the library's own, found when the
// libraries are first loaded (seatchart_raster_libraries_load, or the first call of one).

#include "CRasterLibraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The libraries, by the names of their runtime packages' files (Debian: libglib2.0-0,
// libcairo2, librsvg2-2, libfontconfig1), in the order they depend on each other.
enum { GLIB, GOBJECT, CAIRO, RSVG, FONTCONFIG, LIBRARY_COUNT };
static const char *const library_files[LIBRARY_COUNT] = {
    "libglib-2.0.so.0", "libgobject-2.0.so.0", "libcairo.so.2", "librsvg-2.so.2", "libfontconfig.so.1",
};

// Every function: its library, its result, its name, its parameters and the arguments that
// pass them on. RETURNS for functions with a result, CALLS for the others.
#define RASTER_FUNCTIONS(RETURNS, CALLS) \
    CALLS(GOBJECT, g_object_unref, (gpointer object), (object)) \
    CALLS(GLIB, g_error_free, (GError *error), (error)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_image_surface_create_for_data, \
            (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride)) \
    RETURNS(CAIRO, unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, cairo_format_t, cairo_image_surface_get_format, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_pdf_surface_create_for_stream, \
            (cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points), \
            (write_func, closure, width_in_points, height_in_points)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_recording_surface_create, (cairo_content_t content, const cairo_rectangle_t *extents), (content, extents)) \
    RETURNS(CAIRO, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, cairo_surface_type_t, cairo_surface_get_type, (cairo_surface_t *surface), (surface)) \
    CALLS(CAIRO, cairo_surface_flush, (cairo_surface_t *surface), (surface)) \
    CALLS(CAIRO, cairo_surface_finish, (cairo_surface_t *surface), (surface)) \
    CALLS(CAIRO, cairo_surface_destroy, (cairo_surface_t *surface), (surface)) \
    RETURNS(CAIRO, cairo_status_t, cairo_surface_write_to_png, (cairo_surface_t *surface, const char *filename), (surface, filename)) \
    RETURNS(CAIRO, cairo_status_t, cairo_surface_write_to_png_stream, (cairo_surface_t *surface, cairo_write_func_t write_func, void *closure), \
            (surface, write_func, closure)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_image_surface_create_from_png, (const char *filename), (filename)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_image_surface_create_from_png_stream, (cairo_read_func_t read_func, void *closure), \
            (read_func, closure)) \
    RETURNS(CAIRO, const char *, cairo_status_to_string, (cairo_status_t status), (status)) \
    RETURNS(CAIRO, cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    CALLS(CAIRO, cairo_destroy, (cairo_t *cr), (cr)) \
    RETURNS(CAIRO, cairo_surface_t *, cairo_get_target, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_save, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_restore, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_show_page, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    CALLS(CAIRO, cairo_transform, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix)) \
    CALLS(CAIRO, cairo_identity_matrix, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_get_matrix, (cairo_t *cr, cairo_matrix_t *matrix), (cr, matrix)) \
    CALLS(CAIRO, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha)) \
    CALLS(CAIRO, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    CALLS(CAIRO, cairo_set_fill_rule, (cairo_t *cr, cairo_fill_rule_t fill_rule), (cr, fill_rule)) \
    CALLS(CAIRO, cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    CALLS(CAIRO, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap)) \
    CALLS(CAIRO, cairo_set_miter_limit, (cairo_t *cr, double limit), (cr, limit)) \
    CALLS(CAIRO, cairo_new_path, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_new_sub_path, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    CALLS(CAIRO, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    CALLS(CAIRO, cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3), \
          (cr, x1, y1, x2, y2, x3, y3)) \
    CALLS(CAIRO, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), \
          (cr, xc, yc, radius, angle1, angle2)) \
    CALLS(CAIRO, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    CALLS(CAIRO, cairo_close_path, (cairo_t *cr), (cr)) \
    RETURNS(CAIRO, cairo_path_t *, cairo_copy_path, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_path_destroy, (cairo_path_t *path), (path)) \
    CALLS(CAIRO, cairo_paint, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_fill, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_fill_preserve, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_stroke_preserve, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_clip, (cairo_t *cr), (cr)) \
    CALLS(CAIRO, cairo_select_font_face, (cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight), \
          (cr, family, slant, weight)) \
    CALLS(CAIRO, cairo_set_font_size, (cairo_t *cr, double size), (cr, size)) \
    CALLS(CAIRO, cairo_set_font_options, (cairo_t *cr, const cairo_font_options_t *options), (cr, options)) \
    CALLS(CAIRO, cairo_text_path, (cairo_t *cr, const char *utf8), (cr, utf8)) \
    CALLS(CAIRO, cairo_text_extents, (cairo_t *cr, const char *utf8, cairo_text_extents_t *extents), (cr, utf8, extents)) \
    CALLS(CAIRO, cairo_font_extents, (cairo_t *cr, cairo_font_extents_t *extents), (cr, extents)) \
    RETURNS(CAIRO, cairo_scaled_font_t *, cairo_get_scaled_font, (cairo_t *cr), (cr)) \
    RETURNS(CAIRO, cairo_status_t, cairo_scaled_font_text_to_glyphs, \
            (cairo_scaled_font_t *scaled_font, double x, double y, const char *utf8, int utf8_len, cairo_glyph_t **glyphs, \
             int *num_glyphs, cairo_text_cluster_t **clusters, int *num_clusters, cairo_text_cluster_flags_t *cluster_flags), \
            (scaled_font, x, y, utf8, utf8_len, glyphs, num_glyphs, clusters, num_clusters, cluster_flags)) \
    CALLS(CAIRO, cairo_glyph_free, (cairo_glyph_t *glyphs), (glyphs)) \
    RETURNS(CAIRO, cairo_font_options_t *, cairo_font_options_create, (void), ()) \
    CALLS(CAIRO, cairo_font_options_destroy, (cairo_font_options_t *options), (options)) \
    CALLS(CAIRO, cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style), (options, hint_style)) \
    CALLS(CAIRO, cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), \
          (options, hint_metrics)) \
    RETURNS(RSVG, RsvgHandle *, rsvg_handle_new_from_data, (const guint8 *data, gsize data_len, GError **error), (data, data_len, error)) \
    RETURNS(RSVG, gboolean, rsvg_handle_get_intrinsic_size_in_pixels, (RsvgHandle *handle, gdouble *out_width, gdouble *out_height), \
            (handle, out_width, out_height)) \
    RETURNS(RSVG, gboolean, rsvg_handle_render_document, (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error), \
            (handle, cr, viewport, error)) \
    RETURNS(FONTCONFIG, FcPattern *, FcPatternCreate, (void), ()) \
    CALLS(FONTCONFIG, FcPatternDestroy, (FcPattern *p), (p)) \
    RETURNS(FONTCONFIG, FcBool, FcPatternAddString, (FcPattern *p, const char *object, const FcChar8 *s), (p, object, s)) \
    RETURNS(FONTCONFIG, FcBool, FcPatternAddInteger, (FcPattern *p, const char *object, int i), (p, object, i)) \
    RETURNS(FONTCONFIG, FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 **s), (p, object, n, s)) \
    RETURNS(FONTCONFIG, FcResult, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i), (p, object, n, i)) \
    RETURNS(FONTCONFIG, FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *p, FcMatchKind kind), (config, p, kind)) \
    CALLS(FONTCONFIG, FcDefaultSubstitute, (FcPattern *pattern), (pattern)) \
    RETURNS(FONTCONFIG, FcPattern *, FcFontMatch, (FcConfig *config, FcPattern *p, FcResult *result), (config, p, result))

// The table of the libraries' functions, one pointer each, filled once.
#define RASTER_POINTER(library, result, name, parameters, arguments) result (*name) parameters;
#define RASTER_VOID_POINTER(library, name, parameters, arguments) void (*name) parameters;
static struct {
    RASTER_FUNCTIONS(RASTER_POINTER, RASTER_VOID_POINTER)
} found;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char load_failure[512];

// What a failed load says, the one wording of it: the Swift side throws it, a function called
// without a load prints it.
#define LOAD_FAILURE_PREFIX \
    "PNG, PDF and tickets need librsvg, cairo and fontconfig (Debian: librsvg2-2, libcairo2, libfontconfig1): "

static void load_libraries(void) {
    void *handles[LIBRARY_COUNT] = {0};
    for (int library = 0; library < LIBRARY_COUNT; library++) {
        handles[library] = dlopen(library_files[library], RTLD_NOW | RTLD_LOCAL);
        if (!handles[library]) {
            const char *reason = dlerror();
            snprintf(load_failure, sizeof load_failure, LOAD_FAILURE_PREFIX "cannot load %s (%s)", library_files[library],
                     reason ? reason : "no reason given");
            return;
        }
    }
    void *symbol;
#define RASTER_FIND(library, name)                                                                                  \
    symbol = dlsym(handles[library], #name);                                                                        \
    if (!symbol) {                                                                                                  \
        snprintf(load_failure, sizeof load_failure, LOAD_FAILURE_PREFIX "%s has no function %s", library_files[library], #name); \
        return;                                                                                                     \
    }                                                                                                               \
    memcpy(&found.name, &symbol, sizeof symbol);
#define RASTER_FIND_RETURNING(library, result, name, parameters, arguments) RASTER_FIND(library, name)
#define RASTER_FIND_VOID(library, name, parameters, arguments) RASTER_FIND(library, name)
    RASTER_FUNCTIONS(RASTER_FIND_RETURNING, RASTER_FIND_VOID)
    loaded = 1;
}

int seatchart_raster_libraries_load(char *message, size_t capacity) {
    pthread_once(&load_once, load_libraries);
    if (!loaded && message && capacity > 0) snprintf(message, capacity, "%s", load_failure);
    return loaded;
}

// A function called before a successful load: the callers load first and throw what failed
// (RasterLibraries.load()); a caller that did not gets the reason, and the process ends.
static void require_libraries(void) {
    pthread_once(&load_once, load_libraries);
    if (loaded) return;
    fprintf(stderr, "seatchart: %s\n", load_failure);
    exit(70);
}

#define RASTER_DEFINE(library, result, name, parameters, arguments) \
    result name parameters {                                     \
        require_libraries();                                     \
        return found.name arguments;                             \
    }
#define RASTER_DEFINE_VOID(library, name, parameters, arguments) \
    void name parameters {                                        \
        require_libraries();                                      \
        found.name arguments;                                     \
    }
RASTER_FUNCTIONS(RASTER_DEFINE, RASTER_DEFINE_VOID)
