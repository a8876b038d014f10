/**
 * \file SceneNode.hpp
 * \brief SceneNode: a node of the scene graph with a parent, children and cached world transform.
 */
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "helios/math/aabb.hpp"
#include "helios/math/mat4.hpp"
#include "helios/rendering/model/Model.hpp"
#include "helios/scene/Transform.hpp"
#include "helios/util/Guid.hpp"

namespace helios::scene {

    /**
     * \brief A node of the scene graph.
     *
     * A node owns its children and knows its parent. Its world matrix is
     * `parent.worldMatrix() * localMatrix()`; it is cached and recomputed
     * lazily after the node or one of its ancestors changed. A node with a
     * helios::rendering::Model is renderable; a node without one only groups
     * its children.
     *
     * \code
     * auto& ship = scene.addNode(std::make_unique<helios::scene::SceneNode>(shipModel));
     * auto& turret = ship.addChild(std::make_unique<helios::scene::SceneNode>(turretModel));
     * turret.setTranslation({0.0F, 0.5F, 0.0F}); // moves with the ship
     * \endcode
     *
     * \see Scene, Transform
     */
    class SceneNode {
    public:
        /**
         * \brief Creates a node.
         * \param model What the node shows, or nullptr for a grouping node.
         * \param name A name for debugging; need not be unique.
         */
        explicit SceneNode(std::shared_ptr<const rendering::Model> model = nullptr, std::string name = {});

        /** \brief Not copyable: it owns its children and is referred to by address. */
        SceneNode(const SceneNode&) = delete;
        /** \brief Not copy-assignable: it owns its children and is referred to by address. */
        SceneNode& operator=(const SceneNode&) = delete;

        /**
         * \brief Attaches a node as the last child of this node.
         * \param child The node to attach.
         * \return A reference to the attached child, now owned by this node.
         * \throws std::invalid_argument if \p child is null.
         */
        SceneNode& addChild(std::unique_ptr<SceneNode> child);

        /**
         * \brief Detaches a child.
         * \param child The child to detach.
         * \return Ownership of the detached node (now without parent), or
         *         nullptr if \p child is not a direct child of this node.
         */
        std::unique_ptr<SceneNode> removeChild(const SceneNode& child);

        /** \brief The parent. \return The parent, or nullptr for a root. */
        [[nodiscard]] SceneNode* parent() const noexcept { return parent_; }

        /** \brief The children in insertion order. \return A reference to the owned children. */
        [[nodiscard]] const std::vector<std::unique_ptr<SceneNode>>& children() const noexcept { return children_; }

        /** \brief The identity of the node. \return A Guid generated at construction. */
        [[nodiscard]] const util::Guid& guid() const noexcept { return guid_; }

        /** \brief The debug name. \return The name given at construction. */
        [[nodiscard]] const std::string& name() const noexcept { return name_; }

        /** \brief What the node shows. \return The model, or nullptr for a grouping node. */
        [[nodiscard]] const std::shared_ptr<const rendering::Model>& model() const noexcept { return model_; }

        /** \brief Replaces the model. \param model The new model, or nullptr. */
        void setModel(std::shared_ptr<const rendering::Model> model) noexcept { model_ = std::move(model); }

        /** \brief The local transform. \return The placement relative to the parent. */
        [[nodiscard]] const Transform& transform() const noexcept { return transform_; }

        /** \brief Replaces the local transform. \param transform The new placement relative to the parent. */
        void setTransform(const Transform& transform);

        /** \brief Sets the local translation. \param t The position relative to the parent. */
        void setTranslation(const math::vec3f& t);

        /** \brief Sets the local rotation. \param r Euler angles in radians, see Transform. */
        void setRotation(const math::vec3f& r);

        /** \brief Sets the local scale. \param s The scale factors. */
        void setScale(const math::vec3f& s);

        /**
         * \brief The local matrix.
         * \return Transform::matrix() of the local transform.
         */
        [[nodiscard]] const math::mat4f& localMatrix() const { return transform_.matrix(); }

        /**
         * \brief The model-to-world matrix.
         * \return `parent()->worldMatrix() * localMatrix()`, or localMatrix() for a root.
         */
        [[nodiscard]] const math::mat4f& worldMatrix() const;

        /**
         * \brief The world-space bounds of the model.
         * \return The model's bounds transformed by worldMatrix(), or an empty box without a model.
         */
        [[nodiscard]] math::aabbf worldBounds() const;

        /**
         * \brief Whether the node and its subtree are drawn.
         * \return false if the node was hidden with setVisible(false).
         */
        [[nodiscard]] bool visible() const noexcept { return visible_; }

        /** \brief Shows or hides the node and its subtree. \param visible The new value. */
        void setVisible(bool visible) noexcept { visible_ = visible; }

        /**
         * \brief Visits the node and its descendants depth-first, parents before children.
         * \param visitor Called once per node.
         */
        void traverse(const std::function<void(const SceneNode&)>& visitor) const;

    private:
        void markWorldDirty() noexcept;

        util::Guid guid_;
        std::string name_;
        std::shared_ptr<const rendering::Model> model_;
        Transform transform_;
        SceneNode* parent_{nullptr};
        std::vector<std::unique_ptr<SceneNode>> children_;
        mutable math::mat4f world_{};
        mutable bool worldDirty_{true};
        bool visible_{true};
    };

} // namespace helios::scene
