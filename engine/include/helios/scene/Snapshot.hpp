/**
 * \file Snapshot.hpp
 * \brief Snapshot: the renderables of a scene that survived culling, with the camera matrices.
 */
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "helios/math/mat4.hpp"
#include "helios/rendering/model/Model.hpp"
#include "helios/util/Guid.hpp"

namespace helios::scene {

    /**
     * \brief An immutable picture of what to draw this frame.
     *
     * A snapshot decouples the renderer from the scene graph: it copies the
     * world matrices and holds shared references to the models, so the scene
     * may change while the snapshot is being rendered.
     *
     * \code
     * auto snapshot = scene.createSnapshot(camera);
     * for (const auto& item : snapshot) {
     *     logger.debug(item.node.toString());
     * }
     * \endcode
     *
     * \see Scene::createSnapshot(), helios::rendering::RenderPass::fromSnapshot()
     */
    class Snapshot {
    public:
        /**
         * \brief One renderable: a model at a world transform.
         */
        struct Item {
            /** \brief The node the item was taken from. */
            util::Guid node;
            /** \brief The model to draw; never null. */
            std::shared_ptr<const rendering::Model> model;
            /** \brief The node's world matrix at the time of the snapshot. */
            math::mat4f world{};
        };

        /**
         * \brief Creates a snapshot.
         * \param view The camera's view matrix.
         * \param projection The camera's projection matrix.
         * \param items The renderables, in scene traversal order.
         */
        Snapshot(const math::mat4f& view, const math::mat4f& projection, std::vector<Item> items)
            : view_{view}, projection_{projection}, items_{std::move(items)} {}

        /** \brief The renderables. \return A view of the items. */
        [[nodiscard]] std::span<const Item> items() const noexcept { return items_; }

        /** \brief Number of renderables. \return The item count. */
        [[nodiscard]] std::size_t size() const noexcept { return items_.size(); }

        /** \brief Whether nothing is to be drawn. \return true if there are no items. */
        [[nodiscard]] bool empty() const noexcept { return items_.empty(); }

        /** \brief Iteration support. \return An iterator to the first item. */
        [[nodiscard]] auto begin() const noexcept { return items_.begin(); }

        /** \brief Iteration support. \return An iterator past the last item. */
        [[nodiscard]] auto end() const noexcept { return items_.end(); }

        /** \brief The view matrix. \return World to view space. */
        [[nodiscard]] const math::mat4f& view() const noexcept { return view_; }

        /** \brief The projection matrix. \return View to clip space. */
        [[nodiscard]] const math::mat4f& projection() const noexcept { return projection_; }

    private:
        math::mat4f view_;
        math::mat4f projection_;
        std::vector<Item> items_;
    };

} // namespace helios::scene
