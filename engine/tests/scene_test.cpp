#include <doctest/doctest.h>

#include <memory>
#include <stdexcept>

#include "fakes.hpp"
#include "helios/math/math.hpp"
#include "helios/scene/Camera.hpp"
#include "helios/scene/Scene.hpp"
#include "helios/scene/SceneNode.hpp"
#include "helios/scene/Transform.hpp"
#include "helios/scene/culling/CullingStrategy.hpp"
#include "helios/scene/culling/Frustum.hpp"

using namespace helios::scene;
using helios::math::mat4f;
using helios::math::vec3f;
using helios::test::makeCubeModel;

namespace {
    bool near(const vec3f& a, const vec3f& b) {
        using helios::math::approxEqual;
        return approxEqual(a.x, b.x, 1e-5F) && approxEqual(a.y, b.y, 1e-5F) && approxEqual(a.z, b.z, 1e-5F);
    }

    Camera cameraAtOriginLookingDownMinusZ() {
        Camera camera;
        camera.setPerspective(helios::math::radians(60.0F), 1.0F, 0.1F, 50.0F);
        camera.lookAt({0.0F, 0.0F, 0.0F}, {0.0F, 0.0F, -1.0F});
        return camera;
    }
} // namespace

TEST_SUITE("scene") {

    TEST_CASE("Transform composes scale, rotation and translation") {
        Transform t;
        CHECK(t.matrix() == mat4f::identity());
        t.setScale(vec3f{2.0F});
        t.setRotation({0.0F, 0.0F, helios::math::pi<float> / 2.0F});
        t.setTranslation({0.0F, 0.0F, -3.0F});
        // x axis: scaled to 2, rotated onto +y, then moved back.
        CHECK(near(helios::math::transformPoint(t.matrix(), vec3f{1.0F, 0.0F, 0.0F}), vec3f{0.0F, 2.0F, -3.0F}));
    }

    TEST_CASE("a Transform built from its parts computes its matrix") {
        const Transform t{{1.0F, 2.0F, 3.0F}, {}, vec3f{2.0F}};
        CHECK(near(helios::math::transformPoint(t.matrix(), vec3f{1.0F, 1.0F, 1.0F}), vec3f{3.0F, 4.0F, 5.0F}));
    }

    TEST_CASE("SceneNode world matrices follow their parents") {
        SceneNode root;
        auto& parent = root.addChild(std::make_unique<SceneNode>(nullptr, "parent"));
        auto& child = parent.addChild(std::make_unique<SceneNode>(nullptr, "child"));
        CHECK(child.parent() == &parent);
        parent.setTranslation({1.0F, 0.0F, 0.0F});
        child.setTranslation({0.0F, 2.0F, 0.0F});
        CHECK(near(helios::math::transformPoint(child.worldMatrix(), vec3f{}), vec3f{1.0F, 2.0F, 0.0F}));
        // Cached value is invalidated when an ancestor moves.
        parent.setTranslation({5.0F, 0.0F, 0.0F});
        CHECK(near(helios::math::transformPoint(child.worldMatrix(), vec3f{}), vec3f{5.0F, 2.0F, 0.0F}));
        root.setScale(vec3f{2.0F});
        CHECK(near(helios::math::transformPoint(child.worldMatrix(), vec3f{}), vec3f{10.0F, 4.0F, 0.0F}));
    }

    TEST_CASE("removeChild detaches and returns ownership") {
        SceneNode root;
        root.setTranslation({3.0F, 0.0F, 0.0F});
        auto& child = root.addChild(std::make_unique<SceneNode>());
        CHECK(near(helios::math::transformPoint(child.worldMatrix(), vec3f{}), vec3f{3.0F, 0.0F, 0.0F}));
        SceneNode stranger;
        CHECK(root.removeChild(stranger) == nullptr);
        auto detached = root.removeChild(child);
        REQUIRE(detached != nullptr);
        CHECK(detached->parent() == nullptr);
        CHECK(root.children().empty());
        CHECK(near(helios::math::transformPoint(detached->worldMatrix(), vec3f{}), vec3f{}));
        CHECK_THROWS_AS(root.addChild(nullptr), std::invalid_argument);
    }

    TEST_CASE("Scene finds nodes by Guid and counts them") {
        Scene scene;
        auto& a = scene.addNode(std::make_unique<SceneNode>(nullptr, "a"));
        auto& b = a.addChild(std::make_unique<SceneNode>(nullptr, "b"));
        CHECK(scene.nodeCount() == 2);
        CHECK(scene.findNode(b.guid()) == &b);
        CHECK(scene.findNode(helios::util::Guid::generate()) == nullptr);
        CHECK(scene.findNode(scene.root().guid()) == nullptr);
    }

    TEST_CASE("snapshots contain visible renderables with world matrices") {
        Scene scene;
        auto model = makeCubeModel();
        auto& group = scene.addNode(std::make_unique<SceneNode>(nullptr, "group"));
        group.setTranslation({0.0F, 0.0F, -5.0F});
        auto& cube = group.addChild(std::make_unique<SceneNode>(model, "cube"));
        auto& hidden = scene.addNode(std::make_unique<SceneNode>(model, "hidden"));
        hidden.addChild(std::make_unique<SceneNode>(model, "under hidden"));
        hidden.setVisible(false);

        const Camera camera = cameraAtOriginLookingDownMinusZ();
        const Snapshot snapshot = scene.createSnapshot(camera);
        REQUIRE(snapshot.size() == 1);
        CHECK(snapshot.items()[0].node == cube.guid());
        CHECK(snapshot.items()[0].model == model);
        CHECK(near(helios::math::transformPoint(snapshot.items()[0].world, vec3f{}), vec3f{0.0F, 0.0F, -5.0F}));
        CHECK(snapshot.view() == camera.viewMatrix());
        CHECK(snapshot.projection() == camera.projectionMatrix());
    }

    TEST_CASE("frustum planes of a perspective camera") {
        const Camera camera = cameraAtOriginLookingDownMinusZ();
        const auto frustum = Frustum::fromMatrix(camera.viewProjection());
        CHECK(frustum.contains({0.0F, 0.0F, -10.0F}));
        CHECK_FALSE(frustum.contains({0.0F, 0.0F, 10.0F}));   // behind
        CHECK_FALSE(frustum.contains({0.0F, 0.0F, -60.0F}));  // beyond far
        CHECK_FALSE(frustum.contains({20.0F, 0.0F, -10.0F})); // far right
        CHECK(frustum.plane(Frustum::Side::Near).normal.z == doctest::Approx(-1.0F));
        CHECK(frustum.plane(Frustum::Side::Near).signedDistance({0.0F, 0.0F, -1.0F}) > 0.0F);
        CHECK_FALSE(frustum.intersects(helios::math::aabbf{}));
        // A box straddling the left plane is kept.
        CHECK(frustum.intersects({{-20.0F, -1.0F, -11.0F}, {0.0F, 1.0F, -9.0F}}));
    }

    TEST_CASE("culling strategies: none keeps everything, frustum drops what is out of view") {
        Scene scene;
        auto model = makeCubeModel();
        auto& front = scene.addNode(std::make_unique<SceneNode>(model, "front"));
        front.setTranslation({0.0F, 0.0F, -5.0F});
        auto& behind = scene.addNode(std::make_unique<SceneNode>(model, "behind"));
        behind.setTranslation({0.0F, 0.0F, 5.0F});
        auto& edge = scene.addNode(std::make_unique<SceneNode>(model, "edge"));
        edge.setTranslation({3.2F, 0.0F, -5.0F}); // centre outside, box partly inside

        const Camera camera = cameraAtOriginLookingDownMinusZ();
        CHECK(scene.createSnapshot(camera).size() == 3);

        scene.setCullingStrategy(std::make_unique<FrustumCullingStrategy>());
        const auto snapshot = scene.createSnapshot(camera);
        REQUIRE(snapshot.size() == 2);
        CHECK(snapshot.items()[0].node == front.guid());
        CHECK(snapshot.items()[1].node == edge.guid());

        scene.setCullingStrategy(nullptr);
        CHECK(dynamic_cast<const CullNoneStrategy*>(&scene.cullingStrategy()) != nullptr);
    }

    TEST_CASE("Camera validates projections and follows the aspect ratio") {
        Camera camera;
        CHECK(camera.projectionType() == ProjectionType::Perspective);
        const mat4f before = camera.projectionMatrix();
        CHECK_THROWS_AS(camera.setPerspective(1.0F, -1.0F, 0.1F, 10.0F), std::invalid_argument);
        CHECK(camera.projectionMatrix() == before);
        camera.setAspect(2.0F);
        CHECK(camera.projectionMatrix()(0, 0) == doctest::Approx(before(0, 0) / 2.0F));
        camera.setOrthographic(-1.0F, 1.0F, -1.0F, 1.0F, 0.1F, 10.0F);
        CHECK(camera.projectionType() == ProjectionType::Orthographic);
        const mat4f ortho = camera.projectionMatrix();
        camera.setAspect(3.0F);
        CHECK(camera.projectionMatrix() == ortho);
        camera.lookAt({1.0F, 2.0F, 3.0F}, {0.0F, 0.0F, 0.0F});
        CHECK(camera.position() == vec3f{1.0F, 2.0F, 3.0F});
    }
}
