#include <algorithm>
#include <stdexcept>

#include "helios/math/transform/affine.hpp"
#include "helios/math/transform/projection.hpp"
#include "helios/math/transform/view.hpp"
#include "helios/math/utils.hpp"
#include "helios/scene/Camera.hpp"
#include "helios/scene/Scene.hpp"
#include "helios/scene/SceneNode.hpp"
#include "helios/scene/Transform.hpp"

namespace helios::scene {

    // Transform -------------------------------------------------------------

    const math::mat4f& Transform::matrix() const {
        if (dirty_) {
            const math::vec3f xAxis{1.0F, 0.0F, 0.0F};
            const math::vec3f yAxis{0.0F, 1.0F, 0.0F};
            const math::vec3f zAxis{0.0F, 0.0F, 1.0F};
            matrix_ = math::translate(translation_) * math::rotate(rotation_.z, zAxis) *
                      math::rotate(rotation_.y, yAxis) * math::rotate(rotation_.x, xAxis) * math::scale(scale_);
            dirty_ = false;
        }
        return matrix_;
    }

    // SceneNode -------------------------------------------------------------

    SceneNode::SceneNode(std::shared_ptr<const rendering::Model> model, std::string name)
        : guid_{util::Guid::generate()}, name_{std::move(name)}, model_{std::move(model)} {}

    SceneNode& SceneNode::addChild(std::unique_ptr<SceneNode> child) {
        if (!child) {
            throw std::invalid_argument{"SceneNode::addChild: child must not be null"};
        }
        child->parent_ = this;
        child->markWorldDirty();
        children_.push_back(std::move(child));
        return *children_.back();
    }

    std::unique_ptr<SceneNode> SceneNode::removeChild(const SceneNode& child) {
        const auto it = std::find_if(children_.begin(), children_.end(),
                                     [&child](const std::unique_ptr<SceneNode>& c) { return c.get() == &child; });
        if (it == children_.end()) {
            return nullptr;
        }
        std::unique_ptr<SceneNode> detached = std::move(*it);
        children_.erase(it);
        detached->parent_ = nullptr;
        detached->markWorldDirty();
        return detached;
    }

    void SceneNode::setTransform(const Transform& transform) {
        transform_ = transform;
        markWorldDirty();
    }

    void SceneNode::setTranslation(const math::vec3f& t) {
        transform_.setTranslation(t);
        markWorldDirty();
    }

    void SceneNode::setRotation(const math::vec3f& r) {
        transform_.setRotation(r);
        markWorldDirty();
    }

    void SceneNode::setScale(const math::vec3f& s) {
        transform_.setScale(s);
        markWorldDirty();
    }

    const math::mat4f& SceneNode::worldMatrix() const {
        if (worldDirty_) {
            world_ = parent_ != nullptr ? parent_->worldMatrix() * transform_.matrix() : transform_.matrix();
            worldDirty_ = false;
        }
        return world_;
    }

    math::aabbf SceneNode::worldBounds() const {
        if (!model_) {
            return {};
        }
        return model_->bounds().transformed(worldMatrix());
    }

    void SceneNode::traverse(const std::function<void(const SceneNode&)>& visitor) const {
        visitor(*this);
        for (const auto& child : children_) {
            child->traverse(visitor);
        }
    }

    void SceneNode::markWorldDirty() noexcept {
        // A dirty node's descendants are dirty too: computing a child's world
        // matrix always computes its parent's first. So the walk can stop here.
        if (worldDirty_) {
            return;
        }
        worldDirty_ = true;
        for (const auto& child : children_) {
            child->markWorldDirty();
        }
    }

    // Camera ----------------------------------------------------------------

    Camera::Camera() : fovY_{math::radians(60.0F)} {
        projection_ = math::perspective(fovY_, aspect_, zNear_, zFar_);
    }

    void Camera::setPerspective(float fovY, float aspect, float zNear, float zFar) {
        projection_ = math::perspective(fovY, aspect, zNear, zFar);
        type_ = ProjectionType::Perspective;
        fovY_ = fovY;
        aspect_ = aspect;
        zNear_ = zNear;
        zFar_ = zFar;
    }

    void Camera::setOrthographic(float left, float right, float bottom, float top, float zNear, float zFar) {
        projection_ = math::orthographic(left, right, bottom, top, zNear, zFar);
        type_ = ProjectionType::Orthographic;
        zNear_ = zNear;
        zFar_ = zFar;
    }

    void Camera::setAspect(float aspect) {
        if (type_ != ProjectionType::Perspective || !(aspect > 0.0F)) {
            return;
        }
        setPerspective(fovY_, aspect, zNear_, zFar_);
    }

    void Camera::lookAt(const math::vec3f& eye, const math::vec3f& target, const math::vec3f& up) {
        eye_ = eye;
        view_ = math::lookAt(eye, target, up);
    }

    // Scene -----------------------------------------------------------------

    Scene::Scene(std::unique_ptr<CullingStrategy> culling) : root_{nullptr, "root"} {
        setCullingStrategy(std::move(culling));
    }

    SceneNode& Scene::addNode(std::unique_ptr<SceneNode> node) {
        return root_.addChild(std::move(node));
    }

    SceneNode* Scene::findNode(const util::Guid& guid) noexcept {
        SceneNode* found = nullptr;
        root_.traverse([&](const SceneNode& node) {
            if (found == nullptr && node.guid() == guid && &node != &root_) {
                found = const_cast<SceneNode*>(&node);
            }
        });
        return found;
    }

    std::size_t Scene::nodeCount() const {
        std::size_t count = 0;
        root_.traverse([&count](const SceneNode&) { ++count; });
        return count - 1;
    }

    void Scene::setCullingStrategy(std::unique_ptr<CullingStrategy> culling) {
        culling_ = culling ? std::move(culling) : std::make_unique<CullNoneStrategy>();
    }

    namespace {

        void collectRenderables(const SceneNode& node, std::vector<const SceneNode*>& out) {
            if (!node.visible()) {
                return;
            }
            if (node.model()) {
                out.push_back(&node);
            }
            for (const auto& child : node.children()) {
                collectRenderables(*child, out);
            }
        }

    } // namespace

    Snapshot Scene::createSnapshot(const Camera& camera) const {
        std::vector<const SceneNode*> candidates;
        collectRenderables(root_, candidates);
        const auto visible = culling_->cull(camera, candidates);
        std::vector<Snapshot::Item> items;
        items.reserve(visible.size());
        for (const SceneNode* node : visible) {
            items.push_back(Snapshot::Item{node->guid(), node->model(), node->worldMatrix()});
        }
        return Snapshot{camera.viewMatrix(), camera.projectionMatrix(), std::move(items)};
    }

} // namespace helios::scene
