/*
 * LD_PRELOAD shim for the demos' native reference frames (tests/demos/native.ts): it stands in for GLFW's
 * glfwSwapBuffers, and when the frame numbered HELIOS_CAPTURE_FRAME is about to be shown it reads the back buffer,
 * writes it to HELIOS_CAPTURE_PPM (binary PPM, top row first) and ends the program. The program itself is the
 * post's, unchanged.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include <GL/gl.h>

typedef struct GLFWwindow GLFWwindow;

void glfwSwapBuffers(GLFWwindow* window) {
    static int frame = 0;
    static void (*real)(GLFWwindow*) = NULL;
    if (real == NULL) {
        real = (void (*)(GLFWwindow*))dlsym(RTLD_NEXT, "glfwSwapBuffers");
    }
    const char* at = getenv("HELIOS_CAPTURE_FRAME");
    const char* out = getenv("HELIOS_CAPTURE_PPM");
    if (at != NULL && out != NULL && ++frame == atoi(at)) {
        GLint viewport[4];
        glGetIntegerv(GL_VIEWPORT, viewport);
        const int width = viewport[2];
        const int height = viewport[3];
        unsigned char* pixels = malloc((size_t)width * (size_t)height * 3);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadBuffer(GL_BACK);
        glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels);
        FILE* file = fopen(out, "wb");
        if (file == NULL || pixels == NULL) {
            exit(3);
        }
        fprintf(file, "P6\n%d %d\n255\n", width, height);
        for (int y = height - 1; y >= 0; --y) {
            fwrite(pixels + (size_t)y * (size_t)width * 3, 1, (size_t)width * 3, file);
        }
        fclose(file);
        free(pixels);
        exit(0);
    }
    real(window);
}
