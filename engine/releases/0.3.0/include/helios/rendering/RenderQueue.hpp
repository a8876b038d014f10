/**
 * \file RenderQueue.hpp
 * \brief RenderCommand and RenderQueue, the sorted list of draws in a pass.
 */
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "helios/math/mat4.hpp"
#include "helios/rendering/mesh/Mesh.hpp"
#include "helios/rendering/shader/Shader.hpp"

namespace helios::rendering {

    /**
     * \brief One draw: a mesh, the shader that draws it and its world transform.
     */
    struct RenderCommand {
        /** \brief The geometry; never null in a queue. */
        std::shared_ptr<const Mesh> mesh;
        /** \brief The program the mesh is drawn with; never null in a queue. */
        std::shared_ptr<Shader> shader;
        /** \brief Model-to-world matrix, uploaded as helios::rendering::uniforms::model. */
        math::mat4f world{};
    };

    /**
     * \brief The draws of a RenderPass, sorted to minimise state changes.
     *
     * sort() orders commands by Shader::id(), so that each program is made
     * current once per pass; the order of commands with the same shader is
     * kept (stable sort), so the result is deterministic.
     *
     * \code
     * helios::rendering::RenderQueue queue;
     * queue.add({mesh, shader, helios::math::translate(helios::math::vec3f{0, 0, -5})});
     * queue.sort();
     * \endcode
     */
    class RenderQueue {
    public:
        /**
         * \brief Appends a command.
         * \param command The draw; commands without a mesh or a shader are ignored.
         */
        void add(RenderCommand command);

        /** \brief Sorts the commands by shader (stable). */
        void sort();

        /**
         * \brief The commands in their current order.
         * \return A view valid until the queue is modified.
         */
        [[nodiscard]] std::span<const RenderCommand> commands() const noexcept { return commands_; }

        /** \brief Number of commands. \return The count. */
        [[nodiscard]] std::size_t size() const noexcept { return commands_.size(); }

        /** \brief Whether there are no commands. \return true if size() is 0. */
        [[nodiscard]] bool empty() const noexcept { return commands_.empty(); }

        /** \brief Removes all commands. */
        void clear() noexcept { commands_.clear(); }

    private:
        std::vector<RenderCommand> commands_;
    };

} // namespace helios::rendering
