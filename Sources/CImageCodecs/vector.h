// Vector pictures — an asset catalogue's SVG and PDF images — rasterised by the system's librsvg
// and poppler-glib into cairo image surfaces, then handed back as 8-bit RGBA like the bitmaps.
//
// The libraries are opened with dlopen the first time a vector picture is met, not linked: each
// brings some fifty shared libraries (GLib, cairo, Pango, fontconfig…) whose loading costs a
// preview 10–50 ms at start-up that a widget without a vector picture should not pay. Only the
// handful of their functions used here are declared, with the types their headers give.
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum codecs_vector_kind { codecs_vector_svg = 0, codecs_vector_pdf = 1 };

/// What became of a vector picture: drawn, its library not on this machine, or not readable.
enum codecs_vector_status { codecs_vector_drawn = 0, codecs_vector_no_library = 1, codecs_vector_unreadable = 2 };

typedef struct { double x, y, width, height; } codecs_rsvg_rectangle;
typedef struct { double length; int unit; } codecs_rsvg_length;

struct codecs_vector_library {
    void *rsvg, *poppler;
    // cairo (a dependency of both, found through whichever library was opened)
    void *(*cairo_image_surface_create)(int format, int width, int height);
    void *(*cairo_create)(void *surface);
    void (*cairo_scale)(void *cr, double sx, double sy);
    void (*cairo_destroy)(void *cr);
    void (*cairo_surface_flush)(void *surface);
    unsigned char *(*cairo_image_surface_get_data)(void *surface);
    int (*cairo_image_surface_get_stride)(void *surface);
    int (*cairo_surface_status)(void *surface);
    void (*cairo_surface_destroy)(void *surface);
    void (*g_object_unref)(void *object);
    // librsvg 2.52+
    void *(*rsvg_handle_new_from_data)(const unsigned char *data, size_t length, void **error);
    int (*rsvg_handle_get_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
    void (*rsvg_handle_get_intrinsic_dimensions)(
        void *handle, int *has_width, codecs_rsvg_length *width, int *has_height, codecs_rsvg_length *height,
        int *has_viewbox, codecs_rsvg_rectangle *viewbox);
    int (*rsvg_handle_render_document)(void *handle, void *cr, const codecs_rsvg_rectangle *viewport, void **error);
    // poppler-glib
    void *(*poppler_document_new_from_data)(char *data, int length, const char *password, void **error);
    int (*poppler_document_get_n_pages)(void *document);
    void *(*poppler_document_get_page)(void *document, int index);
    void (*poppler_page_get_size)(void *page, double *width, double *height);
    void (*poppler_page_render)(void *page, void *cr);
};

// The state lives in a function, not a file-scope static: Swift imports this header's inline
// functions into each module that calls them, and a static variable there would not be defined.
static inline struct codecs_vector_library *codecs_vector_state(void) {
    static struct codecs_vector_library library;
    return &library;
}

#define CODECS_SYMBOL(handle, name) (*(void **)(&codecs_vector_state()->name) = dlsym(handle, #name))

static inline void codecs_vector_cairo(void *handle) {
    if (codecs_vector_state()->cairo_create != NULL || handle == NULL) return;
    CODECS_SYMBOL(handle, cairo_image_surface_create);
    CODECS_SYMBOL(handle, cairo_create);
    CODECS_SYMBOL(handle, cairo_scale);
    CODECS_SYMBOL(handle, cairo_destroy);
    CODECS_SYMBOL(handle, cairo_surface_flush);
    CODECS_SYMBOL(handle, cairo_image_surface_get_data);
    CODECS_SYMBOL(handle, cairo_image_surface_get_stride);
    CODECS_SYMBOL(handle, cairo_surface_status);
    CODECS_SYMBOL(handle, cairo_surface_destroy);
    CODECS_SYMBOL(handle, g_object_unref);
}

static inline void codecs_vector_open(void) {
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_LAZY | RTLD_LOCAL);
    if (rsvg != NULL) {
        codecs_vector_state()->rsvg = rsvg;
        CODECS_SYMBOL(rsvg, rsvg_handle_new_from_data);
        CODECS_SYMBOL(rsvg, rsvg_handle_get_intrinsic_size_in_pixels);
        CODECS_SYMBOL(rsvg, rsvg_handle_get_intrinsic_dimensions);
        CODECS_SYMBOL(rsvg, rsvg_handle_render_document);
        codecs_vector_cairo(rsvg);
    }
    void *poppler = dlopen("libpoppler-glib.so.8", RTLD_LAZY | RTLD_LOCAL);
    if (poppler != NULL) {
        codecs_vector_state()->poppler = poppler;
        CODECS_SYMBOL(poppler, poppler_document_new_from_data);
        CODECS_SYMBOL(poppler, poppler_document_get_n_pages);
        CODECS_SYMBOL(poppler, poppler_document_get_page);
        CODECS_SYMBOL(poppler, poppler_page_get_size);
        CODECS_SYMBOL(poppler, poppler_page_render);
        codecs_vector_cairo(poppler);
    }
}

static inline int codecs_vector_ready(int kind) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, codecs_vector_open);
    struct codecs_vector_library *l = codecs_vector_state();
    int cairo = l->cairo_image_surface_create && l->cairo_create && l->cairo_scale && l->cairo_destroy && l->cairo_surface_flush
        && l->cairo_image_surface_get_data && l->cairo_image_surface_get_stride && l->cairo_surface_status
        && l->cairo_surface_destroy && l->g_object_unref;
    if (!cairo) return 0;
    if (kind == codecs_vector_svg)
        return l->rsvg_handle_new_from_data && l->rsvg_handle_get_intrinsic_dimensions && l->rsvg_handle_render_document;
    return l->poppler_document_new_from_data && l->poppler_document_get_n_pages && l->poppler_document_get_page
        && l->poppler_page_get_size && l->poppler_page_render;
}

/// An SVG's size in its own units (CSS pixels, which an asset catalogue takes as points): its
/// width and height, else its view box's; 0 when it gives neither.
static inline void codecs_svg_size(void *handle, double *width, double *height) {
    struct codecs_vector_library *l = codecs_vector_state();
    *width = 0;
    *height = 0;
    if (l->rsvg_handle_get_intrinsic_size_in_pixels && l->rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)
        && *width > 0 && *height > 0)
        return;
    int has_width = 0, has_height = 0, has_viewbox = 0;
    codecs_rsvg_length w = {0, 0}, h = {0, 0};
    codecs_rsvg_rectangle box = {0, 0, 0, 0};
    l->rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &box);
    if (has_viewbox && box.width > 0 && box.height > 0) {
        *width = box.width;
        *height = box.height;
    }
}

/// The vector picture's size in points, and — when `rgba` is not NULL — its pixels drawn at
/// `scale` pixels a point (fewer if that would pass `max_pixels`), as malloc'd straight RGBA
/// the caller frees; `*pixel_width` and `*pixel_height` say their size. PDF: its first page.
static inline int codecs_vector_decode(
    int kind, const unsigned char *data, size_t size, double scale, long max_pixels, double *points_width,
    double *points_height, unsigned char **rgba, int *pixel_width, int *pixel_height) {
    if (!codecs_vector_ready(kind)) return codecs_vector_no_library;
    struct codecs_vector_library *l = codecs_vector_state();
    void *document = NULL, *page = NULL;
    char *copy = NULL;
    double w = 0, h = 0;
    if (kind == codecs_vector_svg) {
        document = l->rsvg_handle_new_from_data(data, size, NULL);
        if (document == NULL) return codecs_vector_unreadable;
        codecs_svg_size(document, &w, &h);
    } else {
        if (size > 0x7fffffff) return codecs_vector_unreadable;
        // poppler reads the bytes in place for the document's life.
        copy = malloc(size);
        if (copy == NULL) return codecs_vector_unreadable;
        memcpy(copy, data, size);
        document = l->poppler_document_new_from_data(copy, (int)size, NULL, NULL);
        if (document == NULL || l->poppler_document_get_n_pages(document) < 1) {
            if (document) l->g_object_unref(document);
            free(copy);
            return codecs_vector_unreadable;
        }
        page = l->poppler_document_get_page(document, 0);
        if (page != NULL) l->poppler_page_get_size(page, &w, &h);
    }
    int status = codecs_vector_drawn;
    if (!(w > 0 && h > 0 && w < 1e6 && h < 1e6)) status = codecs_vector_unreadable;
    *points_width = w;
    *points_height = h;
    if (status == codecs_vector_drawn && rgba != NULL) {
        double s = scale > 0 ? scale : 1;
        if (max_pixels > 0 && w * s * h * s > (double)max_pixels) s = sqrt((double)max_pixels / (w * h));
        int pw = (int)ceil(w * s), ph = (int)ceil(h * s);
        if (pw < 1) pw = 1;
        if (ph < 1) ph = 1;
        void *surface = l->cairo_image_surface_create(0 /* CAIRO_FORMAT_ARGB32 */, pw, ph);
        if (surface == NULL || l->cairo_surface_status(surface) != 0) {
            status = codecs_vector_unreadable;
        } else {
            void *cr = l->cairo_create(surface);
            l->cairo_scale(cr, (double)pw / w, (double)ph / h);
            if (kind == codecs_vector_svg) {
                codecs_rsvg_rectangle viewport = {0, 0, w, h};
                if (!l->rsvg_handle_render_document(document, cr, &viewport, NULL)) status = codecs_vector_unreadable;
            } else if (page != NULL) {
                l->poppler_page_render(page, cr);
            }
            l->cairo_destroy(cr);
            l->cairo_surface_flush(surface);
            unsigned char *out = status == codecs_vector_drawn ? malloc((size_t)pw * ph * 4) : NULL;
            if (out == NULL) {
                status = codecs_vector_unreadable;
            } else {
                // cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel.
                const unsigned char *base = l->cairo_image_surface_get_data(surface);
                int stride = l->cairo_image_surface_get_stride(surface);
                for (int y = 0; y < ph; y++) {
                    const unsigned int *row = (const unsigned int *)(base + (size_t)y * stride);
                    for (int x = 0; x < pw; x++) {
                        unsigned int p = row[x];
                        unsigned int a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
                        unsigned char *o = out + ((size_t)y * pw + x) * 4;
                        if (a != 0 && a != 255) {
                            r = (r * 255 + a / 2) / a;
                            g = (g * 255 + a / 2) / a;
                            b = (b * 255 + a / 2) / a;
                        }
                        o[0] = (unsigned char)(r > 255 ? 255 : r);
                        o[1] = (unsigned char)(g > 255 ? 255 : g);
                        o[2] = (unsigned char)(b > 255 ? 255 : b);
                        o[3] = (unsigned char)a;
                    }
                }
                *rgba = out;
                *pixel_width = pw;
                *pixel_height = ph;
            }
        }
        if (surface != NULL) l->cairo_surface_destroy(surface);
    }
    if (page != NULL) l->g_object_unref(page);
    l->g_object_unref(document);
    free(copy);
    return status;
}
