// The one place that knows which OpenGL flavour the backend is compiled for: desktop OpenGL 4.1 core from libGL, or
// OpenGL ES 3.0 (WebGL 2 in a browser) when built with Emscripten. The rest of the backend asks these constants
// instead of testing the platform itself.
#pragma once

#include <string>
#include <string_view>

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
// Entry points are linked directly from libGL (GL_GLEXT_PROTOTYPES), which Mesa and glvnd export on Linux.
#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#endif

namespace helios::ext::opengl::glapi {

#if defined(__EMSCRIPTEN__)
    inline constexpr bool embedded = true;
    inline constexpr int minMajor = 3;
    inline constexpr int minMinor = 0;
#else
    inline constexpr bool embedded = false;
    inline constexpr int minMajor = 4;
    inline constexpr int minMinor = 1;
#endif

    // Rewrites a shader's `#version` directive for the context the backend runs on. Programs write desktop GLSL
    // (`#version 330 core` to `#version 410 core`); on OpenGL ES the directive becomes `#version 300 es` with default
    // precisions, since GLSL ES 3.00 has no default float precision in fragment shaders. The language the two versions
    // share (in/out, layout locations, the built-ins the engine's shaders use) compiles unchanged. Sources without a
    // desktop core directive, such as ones already written for ES, are returned as they are.
    inline std::string forContext(std::string_view source) {
        if constexpr (!embedded) {
            return std::string{source};
        }
        std::size_t start = source.find_first_not_of(" \t\r\n");
        if (start == std::string_view::npos || source.substr(start, 8) != "#version") {
            return std::string{source};
        }
        const std::size_t end = source.find('\n', start);
        const std::string_view directive = source.substr(start, end == std::string_view::npos ? end : end - start);
        if (directive.find("core") == std::string_view::npos) {
            return std::string{source};
        }
        std::string out{source.substr(0, start)};
        out += "#version 300 es\nprecision highp float;\nprecision highp int;\n";
        if (end != std::string_view::npos) {
            // A #line keeps the driver's error lines equal to the lines of the source as written.
            out += "#line 2\n";
            out += source.substr(end + 1);
        }
        return out;
    }

} // namespace helios::ext::opengl::glapi
