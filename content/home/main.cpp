#include <helios/math/utils.hpp>
#include <helios/scene/Camera.hpp>
#include <helios/scene/Scene.hpp>
#include <helios/scene/culling/CullingStrategy.hpp>

using namespace helios;

scene::Scene world{std::make_unique<scene::FrustumCullingStrategy>()};
auto& cube = world.addNode(std::make_unique<scene::SceneNode>(nullptr, "cube"));
cube.setTranslation({0.0F, 0.5F, -3.0F});

scene::Camera camera;
camera.setPerspective(math::radians(60.0F), 16.0F / 9.0F, 0.1F, 100.0F);
const scene::Snapshot visible = world.createSnapshot(camera);
