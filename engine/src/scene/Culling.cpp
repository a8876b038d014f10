#include "helios/scene/Camera.hpp"
#include "helios/scene/SceneNode.hpp"
#include "helios/scene/culling/CullingStrategy.hpp"
#include "helios/scene/culling/Frustum.hpp"

namespace helios::scene {

    Frustum Frustum::fromMatrix(const math::mat4f& viewProjection) noexcept {
        const math::vec4f r0 = viewProjection.row(0);
        const math::vec4f r1 = viewProjection.row(1);
        const math::vec4f r2 = viewProjection.row(2);
        const math::vec4f r3 = viewProjection.row(3);
        const std::array<math::vec4f, 6> raw{r3 + r0, r3 - r0, r3 + r1, r3 - r1, r3 + r2, r3 - r2};
        Frustum f;
        for (std::size_t i = 0; i < raw.size(); ++i) {
            const math::vec3f n = raw[i].xyz();
            const float len = math::length(n);
            f.planes_[i] = len > 0.0F ? Plane{n / len, raw[i].w / len} : Plane{math::vec3f{}, raw[i].w};
        }
        return f;
    }

    bool Frustum::contains(const math::vec3f& p) const noexcept {
        for (const auto& plane : planes_) {
            if (plane.signedDistance(p) < 0.0F) {
                return false;
            }
        }
        return true;
    }

    bool Frustum::intersects(const math::aabbf& box) const noexcept {
        if (box.empty()) {
            return false;
        }
        for (const auto& plane : planes_) {
            // The corner furthest along the plane normal; if even it is outside, the box is.
            const math::vec3f positive{plane.normal.x >= 0.0F ? box.max.x : box.min.x,
                                       plane.normal.y >= 0.0F ? box.max.y : box.min.y,
                                       plane.normal.z >= 0.0F ? box.max.z : box.min.z};
            if (plane.signedDistance(positive) < 0.0F) {
                return false;
            }
        }
        return true;
    }

    std::vector<const SceneNode*> CullNoneStrategy::cull(const Camera& /*camera*/,
                                                         std::span<const SceneNode* const> candidates) const {
        return {candidates.begin(), candidates.end()};
    }

    std::vector<const SceneNode*> FrustumCullingStrategy::cull(const Camera& camera,
                                                               std::span<const SceneNode* const> candidates) const {
        const Frustum frustum = Frustum::fromMatrix(camera.viewProjection());
        std::vector<const SceneNode*> visible;
        visible.reserve(candidates.size());
        for (const SceneNode* node : candidates) {
            if (frustum.intersects(node->worldBounds())) {
                visible.push_back(node);
            }
        }
        return visible;
    }

} // namespace helios::scene
