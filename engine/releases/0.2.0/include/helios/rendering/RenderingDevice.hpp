/**
 * \file RenderingDevice.hpp
 * \brief RenderingDevice, the abstract graphics backend.
 */
#pragma once

#include <memory>

#include "helios/math/mat4.hpp"
#include "helios/math/vec4.hpp"
#include "helios/rendering/mesh/Mesh.hpp"
#include "helios/rendering/mesh/MeshData.hpp"
#include "helios/rendering/shader/Shader.hpp"

namespace helios::rendering {

    /**
     * \brief A graphics backend: creates GPU resources and draws meshes with them.
     *
     * Backends such as helios::ext::opengl::OpenGLDevice implement the
     * resource factories and clear(); draw() is the same for every backend:
     * it makes the shader current, sets the three matrix uniforms and draws
     * the mesh.
     *
     * \code
     * helios::ext::opengl::OpenGLDevice device;
     * if (!device.init()) { return 1; }
     * auto shader = device.createShader(source);
     * device.clear({0.1F, 0.1F, 0.12F, 1.0F});
     * device.draw(*mesh, *shader, world, camera.viewMatrix(), camera.projectionMatrix());
     * \endcode
     */
    class RenderingDevice {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~RenderingDevice() = default;

        /**
         * \brief Prepares the backend; requires a current context for context-based APIs.
         * \return true if the device is ready for use.
         */
        virtual bool init() = 0;

        /**
         * \brief Uploads geometry.
         * \param data The geometry.
         * \return The uploaded mesh.
         * \throws std::invalid_argument if `data.valid()` is false.
         */
        [[nodiscard]] virtual std::shared_ptr<Mesh> createMesh(const MeshData& data) = 0;

        /**
         * \brief Compiles and links a program.
         * \param source The stage sources.
         * \return The program.
         * \throws ShaderCompileError if a stage does not compile or the program does not link.
         */
        [[nodiscard]] virtual std::shared_ptr<Shader> createShader(const ShaderSource& source) = 0;

        /**
         * \brief Clears the colour buffer to \p color and the depth buffer to the far plane.
         * \param color RGBA in [0, 1].
         */
        virtual void clear(const math::vec4f& color) = 0;

        /**
         * \brief Draws one mesh.
         * \param mesh The geometry.
         * \param shader The program; made current by this call.
         * \param world The model-to-world matrix, set as helios::rendering::uniforms::model.
         * \param view The world-to-view matrix, set as helios::rendering::uniforms::view.
         * \param projection The view-to-clip matrix, set as helios::rendering::uniforms::projection.
         */
        void draw(const Mesh& mesh, Shader& shader, const math::mat4f& world, const math::mat4f& view,
                  const math::mat4f& projection);
    };

} // namespace helios::rendering
