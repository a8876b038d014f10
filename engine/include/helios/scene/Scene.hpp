/**
 * \file Scene.hpp
 * \brief Scene: the root of the scene graph and the producer of snapshots.
 */
#pragma once

#include <cstddef>
#include <memory>

#include "helios/scene/Camera.hpp"
#include "helios/scene/SceneNode.hpp"
#include "helios/scene/Snapshot.hpp"
#include "helios/scene/culling/CullingStrategy.hpp"
#include "helios/util/Guid.hpp"

namespace helios::scene {

    /**
     * \brief A scene graph with a culling strategy.
     *
     * \code
     * helios::scene::Scene scene{std::make_unique<helios::scene::FrustumCullingStrategy>()};
     * auto& cube = scene.addNode(std::make_unique<helios::scene::SceneNode>(cubeModel, "cube"));
     * cube.setTranslation({0.0F, 0.0F, -5.0F});
     * auto snapshot = scene.createSnapshot(camera);
     * \endcode
     *
     * \see SceneNode, CullingStrategy, Snapshot
     */
    class Scene {
    public:
        /**
         * \brief Creates an empty scene.
         * \param culling The strategy used by createSnapshot(); nullptr means CullNoneStrategy.
         */
        explicit Scene(std::unique_ptr<CullingStrategy> culling = nullptr);

        /**
         * \brief The root node; it has no model and cannot be removed.
         * \return A reference to the root.
         */
        [[nodiscard]] SceneNode& root() noexcept { return root_; }

        /** \copydoc root() */
        [[nodiscard]] const SceneNode& root() const noexcept { return root_; }

        /**
         * \brief Adds a node as a child of the root.
         * \param node The node.
         * \return A reference to the added node.
         * \throws std::invalid_argument if \p node is null.
         */
        SceneNode& addNode(std::unique_ptr<SceneNode> node);

        /**
         * \brief Finds a node anywhere in the graph.
         * \param guid The node's Guid.
         * \return The node, or nullptr if no node has that Guid.
         */
        [[nodiscard]] SceneNode* findNode(const util::Guid& guid) noexcept;

        /**
         * \brief Number of nodes, excluding the root.
         * \return The node count.
         */
        [[nodiscard]] std::size_t nodeCount() const;

        /**
         * \brief Replaces the culling strategy.
         * \param culling The new strategy; nullptr means CullNoneStrategy.
         */
        void setCullingStrategy(std::unique_ptr<CullingStrategy> culling);

        /** \brief The culling strategy. \return A reference to the current strategy. */
        [[nodiscard]] const CullingStrategy& cullingStrategy() const noexcept { return *culling_; }

        /**
         * \brief Collects what \p camera sees.
         *
         * Visits all visible nodes with a model (a hidden node hides its
         * subtree), passes them to the culling strategy and records the
         * survivors with their world matrices.
         *
         * \param camera The point of view.
         * \return The snapshot, with items in depth-first traversal order.
         */
        [[nodiscard]] Snapshot createSnapshot(const Camera& camera) const;

    private:
        SceneNode root_;
        std::unique_ptr<CullingStrategy> culling_;
    };

} // namespace helios::scene
