/**
 * \file RenderPass.hpp
 * \brief RenderPass: a RenderQueue with the camera matrices and clear settings to draw it with.
 */
#pragma once

#include <cstdint>

#include "helios/math/mat4.hpp"
#include "helios/math/vec4.hpp"
#include "helios/rendering/RenderQueue.hpp"

namespace helios::rendering {

    /**
     * \brief Which buffers a pass clears before drawing; combine with operator|().
     */
    enum class ClearFlags : std::uint8_t {
        None = 0,  ///< Draw over the previous content.
        Color = 1, ///< Clear the colour buffer to RenderPass::clearColor.
        Depth = 2  ///< Clear the depth buffer to the far plane.
    };

    /**
     * \brief Combines two sets of clear flags.
     * \param a The first set.
     * \param b The second set.
     * \return The union of \p a and \p b.
     */
    [[nodiscard]] constexpr ClearFlags operator|(ClearFlags a, ClearFlags b) noexcept {
        return static_cast<ClearFlags>(static_cast<std::uint8_t>(a) | static_cast<std::uint8_t>(b));
    }

    /**
     * \brief Whether \p flags contains \p flag.
     * \param flags The set to test.
     * \param flag A single flag.
     * \return true if every bit of \p flag is set in \p flags.
     */
    [[nodiscard]] constexpr bool hasFlag(ClearFlags flags, ClearFlags flag) noexcept {
        return (static_cast<std::uint8_t>(flags) & static_cast<std::uint8_t>(flag)) == static_cast<std::uint8_t>(flag);
    }

    /**
     * \brief Everything a RenderingDevice needs to draw one view of the world.
     *
     * \code
     * helios::rendering::RenderQueue queue;
     * queue.add({mesh, shader, transform.matrix()});
     * helios::rendering::RenderPass pass{std::move(queue), camera.viewMatrix(), camera.projectionMatrix()};
     * pass.clearColor = {0.1F, 0.1F, 0.12F, 1.0F};
     * device.render(pass);
     * \endcode
     *
     * \see RenderingDevice::render()
     */
    class RenderPass {
    public:
        /**
         * \brief The rectangle of the framebuffer a pass draws into.
         */
        struct Viewport {
            /** \brief Left edge in pixels. */
            int x{0};
            /** \brief Bottom edge in pixels. */
            int y{0};
            /** \brief Width in pixels; 0 means "the whole framebuffer". */
            int width{0};
            /** \brief Height in pixels; 0 means "the whole framebuffer". */
            int height{0};
        };

        /**
         * \brief Creates a pass.
         * \param queue The draws; sorted here.
         * \param view The world-to-view matrix.
         * \param projection The view-to-clip matrix.
         */
        RenderPass(RenderQueue queue, const math::mat4f& view, const math::mat4f& projection);

        /** \brief The sorted draws. \return A reference to the queue. */
        [[nodiscard]] const RenderQueue& queue() const noexcept { return queue_; }

        /** \brief The view matrix. \return World to view space. */
        [[nodiscard]] const math::mat4f& view() const noexcept { return view_; }

        /** \brief The projection matrix. \return View to clip space. */
        [[nodiscard]] const math::mat4f& projection() const noexcept { return projection_; }

        /** \brief The colour the colour buffer is cleared to (RGBA). */
        math::vec4f clearColor{0.0F, 0.0F, 0.0F, 1.0F};

        /** \brief The buffers cleared before drawing. */
        ClearFlags clear{ClearFlags::Color | ClearFlags::Depth};

        /** \brief The target rectangle. */
        Viewport viewport{};

    private:
        RenderQueue queue_;
        math::mat4f view_;
        math::mat4f projection_;
    };

} // namespace helios::rendering
