/**
 * \file RenderingDevice.hpp
 * \brief RenderingDevice, the abstract graphics backend.
 */
#pragma once

#include <cstddef>
#include <memory>

#include "helios/rendering/RenderPass.hpp"
#include "helios/rendering/mesh/Mesh.hpp"
#include "helios/rendering/mesh/MeshData.hpp"
#include "helios/rendering/shader/Shader.hpp"

namespace helios::rendering {

    /**
     * \brief A graphics backend: creates GPU resources and draws render passes.
     *
     * render() is a template method: it calls beginPass(), then, for each
     * command, makes its shader current when it changes (uploading the view
     * and projection matrices), sets the per-draw model matrix and draws the
     * mesh, and finally calls endPass(). Backends such as
     * helios::ext::opengl::OpenGLDevice implement the resource factories and
     * the two pass hooks.
     *
     * \code
     * helios::ext::opengl::OpenGLDevice device;
     * if (!device.init()) { return 1; }
     * auto shader = device.createShader(source);
     * device.render(pass);
     * \endcode
     */
    class RenderingDevice {
    public:
        /**
         * \brief Counters of the last render() call.
         */
        struct FrameStats {
            /** \brief Number of meshes drawn. */
            std::size_t drawCalls{0};
            /** \brief Number of times a shader was made current. */
            std::size_t shaderChanges{0};
            /** \brief Number of triangles submitted (index count / 3 for triangle meshes). */
            std::size_t triangles{0};
        };

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
         * \brief Draws a pass.
         * \param pass The pass to draw; its queue must already be sorted.
         */
        void render(const RenderPass& pass);

        /**
         * \brief Draws one mesh outside of a pass.
         * \param mesh The geometry.
         * \param shader The program; made current by this call.
         * \param world The model-to-world matrix.
         * \param view The world-to-view matrix.
         * \param projection The view-to-clip matrix.
         * \deprecated Every draw now belongs to a pass, which clears and sorts once per frame; use render() with a RenderPass.
         */
        [[deprecated("use render() with a RenderPass")]] void draw(const Mesh& mesh, Shader& shader, const math::mat4f& world,
                                                                    const math::mat4f& view, const math::mat4f& projection);

        /**
         * \brief The counters of the last render().
         * \return Draw calls, shader changes and triangles.
         */
        [[nodiscard]] const FrameStats& stats() const noexcept { return stats_; }

    protected:
        /**
         * \brief Called before the first draw of a pass: clear buffers, set the viewport.
         * \param pass The pass about to be drawn.
         */
        virtual void beginPass(const RenderPass& pass) = 0;

        /**
         * \brief Called after the last draw of a pass.
         * \param pass The pass that was drawn.
         */
        virtual void endPass(const RenderPass& pass) = 0;

    private:
        FrameStats stats_{};
    };

} // namespace helios::rendering
