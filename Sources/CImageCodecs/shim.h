// The system's libpng and libjpeg-turbo, for pictures a widget's code decodes or draws
// (UIImage(data:), asset images, UIGraphicsImageRenderer's pngData): decode to 8-bit RGBA and
// encode from it, each in one call. libjpeg reports errors by longjmp, which Swift cannot
// catch, so its calls stay here in C.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include "vector.h"

/// A PNG's pixels as RGBA, malloc'd (the caller frees them); NULL if it is not a PNG.
static inline unsigned char *codecs_png_decode(const unsigned char *data, size_t size, int *width, int *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return NULL;
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        png_image_free(&image);
        return NULL;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        free(pixels);
        return NULL;
    }
    *width = (int)image.width;
    *height = (int)image.height;
    return pixels;
}

/// RGBA pixels as a PNG, malloc'd; NULL if it could not be made.
static inline unsigned char *codecs_png_encode(const unsigned char *rgba, int width, int height, size_t *size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t bytes = 0;
    if (!png_image_write_to_memory(&image, NULL, &bytes, 0, rgba, 0, NULL)) return NULL;
    unsigned char *out = malloc(bytes);
    if (out == NULL) return NULL;
    if (!png_image_write_to_memory(&image, out, &bytes, 0, rgba, 0, NULL)) {
        free(out);
        return NULL;
    }
    *size = bytes;
    return out;
}

struct codecs_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void codecs_jpeg_fail(j_common_ptr info) { longjmp(((struct codecs_jpeg_error *)info->err)->jump, 1); }
static void codecs_jpeg_quiet(j_common_ptr info) { (void)info; }

/// A JPEG's pixels as RGBA, malloc'd; NULL if it is not a JPEG libjpeg can read.
static inline unsigned char *codecs_jpeg_decode(const unsigned char *data, size_t size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct codecs_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = codecs_jpeg_fail;
    error.base.output_message = codecs_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    pixels = malloc((size_t)info.output_width * info.output_height * 4);
    if (pixels == NULL) longjmp(error.jump, 1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * info.output_width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return pixels;
}

/// RGBA pixels as a JPEG of `quality` (0–100), malloc'd; NULL if it could not be made.
static inline unsigned char *codecs_jpeg_encode(const unsigned char *rgba, int width, int height, int quality, size_t *size) {
    struct jpeg_compress_struct info;
    struct codecs_jpeg_error error;
    unsigned char *out = NULL;
    unsigned long bytes = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = codecs_jpeg_fail;
    error.base.output_message = codecs_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(out);
        return NULL;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &out, &bytes);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *size = bytes;
    return out;
}
