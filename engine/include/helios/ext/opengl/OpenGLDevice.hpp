/**
 * \file OpenGLDevice.hpp
 * \brief OpenGLDevice, the OpenGL 4.1 core (OpenGL ES 3.0 on the web) implementation of helios::rendering::RenderingDevice.
 */
#pragma once

#include <memory>
#include <string>

#include "helios/rendering/RenderingDevice.hpp"

/**
 * \namespace helios::ext::opengl
 * \brief Rendering backend built on OpenGL 4.1 core profile, or on OpenGL ES 3.0 (WebGL 2) in the web build.
 */
namespace helios::ext::opengl {

    /**
     * \brief Draws render passes with OpenGL.
     *
     * Requires a current OpenGL 4.1 core context, such as the one a
     * helios::ext::glfw::GLFWWindow creates in show(). Enables depth testing
     * and back-face culling in init().
     *
     * The web build (Emscripten) runs the same backend on OpenGL ES 3.0, which
     * browsers provide as WebGL 2; init() then requires ES 3.0. Programs keep
     * writing desktop GLSL: createShader() rewrites a `#version 330 core` to
     * `#version 410 core` directive into `#version 300 es` with high default
     * precision, the GLSL ES 3.00 the context compiles.
     *
     * \code
     * helios::ext::opengl::OpenGLDevice device;
     * if (!device.init()) {
     *     return 1;
     * }
     * auto mesh = device.createMesh(helios::rendering::asset::shape::Cube{}.meshData());
     * \endcode
     *
     * \todo OpenGL entry points are linked directly from libGL, which works
     *       with Mesa and glvnd on Linux only; add a loader for other platforms.
     */
    class OpenGLDevice final : public rendering::RenderingDevice {
    public:
        /**
         * \brief Checks the context version and sets the default state.
         * \return false if no context is current or it is older than 4.1 (ES 3.0 in the web build).
         */
        bool init() override;

        /** \copydoc helios::rendering::RenderingDevice::createMesh() */
        [[nodiscard]] std::shared_ptr<rendering::Mesh> createMesh(const rendering::MeshData& data) override;

        /** \copydoc helios::rendering::RenderingDevice::createShader() */
        [[nodiscard]] std::shared_ptr<rendering::Shader> createShader(const rendering::ShaderSource& source) override;

        /**
         * \brief The GL_VERSION string of the context.
         * \return The version reported at init(), empty before.
         */
        [[nodiscard]] const std::string& versionString() const noexcept { return version_; }

    protected:
        /** \brief Sets the viewport and clears the requested buffers. \param pass The pass. */
        void beginPass(const rendering::RenderPass& pass) override;

        /** \brief Unbinds the program. \param pass The pass. */
        void endPass(const rendering::RenderPass& pass) override;

    private:
        std::string version_;
    };

} // namespace helios::ext::opengl
