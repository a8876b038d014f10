/**
 * \file OpenGLDevice.hpp
 * \brief OpenGLDevice, the OpenGL 4.1 core implementation of helios::rendering::RenderingDevice.
 */
#pragma once

#include <memory>
#include <string>

#include "helios/rendering/RenderingDevice.hpp"

/**
 * \namespace helios::ext::opengl
 * \brief Rendering backend built on OpenGL 4.1 core profile.
 */
namespace helios::ext::opengl {

    /**
     * \brief Draws render passes with OpenGL.
     *
     * Requires a current OpenGL 4.1 core context, such as the one a
     * helios::ext::glfw::GLFWWindow creates in show(). Enables depth testing
     * and back-face culling in init().
     *
     * \code
     * helios::ext::opengl::OpenGLDevice device;
     * if (!device.init()) {
     *     return 1;
     * }
     * auto mesh = device.createMesh(triangle);
     * \endcode
     *
     * \todo OpenGL entry points are linked directly from libGL, which works
     *       with Mesa and glvnd on Linux only; add a loader for other platforms.
     */
    class OpenGLDevice final : public rendering::RenderingDevice {
    public:
        /**
         * \brief Checks the context version and sets the default state.
         * \return false if no context is current or it is older than 4.1.
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
