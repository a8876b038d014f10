/**
 * \file CullingStrategy.hpp
 * \brief CullingStrategy and its two implementations, CullNoneStrategy and FrustumCullingStrategy.
 */
#pragma once

#include <span>
#include <vector>

namespace helios::scene {

    class Camera;
    class SceneNode;

    /**
     * \brief Decides which renderable nodes a camera can see.
     *
     * Scene::createSnapshot() passes the visible nodes that have a model;
     * the strategy returns the subset to draw, in the same order.
     *
     * \see CullNoneStrategy, FrustumCullingStrategy
     */
    class CullingStrategy {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~CullingStrategy() = default;

        /**
         * \brief Filters the candidates.
         * \param camera The point of view.
         * \param candidates The renderable nodes in traversal order.
         * \return The nodes to draw, a subsequence of \p candidates.
         */
        [[nodiscard]] virtual std::vector<const SceneNode*> cull(const Camera& camera,
                                                                  std::span<const SceneNode* const> candidates) const = 0;
    };

    /**
     * \brief Keeps every candidate; useful for debugging and tiny scenes.
     */
    class CullNoneStrategy final : public CullingStrategy {
    public:
        /**
         * \brief Returns all candidates.
         * \param camera Ignored.
         * \param candidates The renderable nodes.
         * \return A copy of \p candidates.
         */
        [[nodiscard]] std::vector<const SceneNode*> cull(const Camera& camera,
                                                          std::span<const SceneNode* const> candidates) const override;
    };

    /**
     * \brief Drops nodes whose world bounds lie outside the camera's view frustum.
     *
     * Uses Frustum::fromMatrix() on Camera::viewProjection() and
     * Frustum::intersects() on SceneNode::worldBounds().
     *
     * \todo Traverse a bounding-volume hierarchy instead of testing every node, so that large scenes cull in sub-linear time.
     */
    class FrustumCullingStrategy final : public CullingStrategy {
    public:
        /**
         * \brief Returns the candidates that may be visible.
         * \param camera The point of view.
         * \param candidates The renderable nodes.
         * \return The candidates whose world bounds intersect the frustum.
         */
        [[nodiscard]] std::vector<const SceneNode*> cull(const Camera& camera,
                                                          std::span<const SceneNode* const> candidates) const override;
    };

} // namespace helios::scene
