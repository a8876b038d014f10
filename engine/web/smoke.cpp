// The smallest whole program of the web build: a window on the page's canvas, the OpenGL ES device, a shader in the
// desktop dialect the engine's programs write, a cube in a culled scene, and the App's frame loop. CTest links it
// (web.build); the browser tests run the devlog's demos, which use the same parts.
#include <memory>

#include <helios/app/App.hpp>
#include <helios/app/controller/WindowRenderingController.hpp>
#include <helios/event/EventManager.hpp>
#include <helios/ext/glfw/GLFWWindow.hpp>
#include <helios/ext/opengl/OpenGLDevice.hpp>
#include <helios/rendering/asset/shape/Cube.hpp>
#include <helios/rendering/material/Material.hpp>
#include <helios/rendering/model/Model.hpp>
#include <helios/scene/Camera.hpp>
#include <helios/scene/Scene.hpp>
#include <helios/scene/SceneNode.hpp>
#include <helios/scene/culling/CullingStrategy.hpp>

namespace {

    constexpr const char* vertexSource = R"(#version 410 core
layout(location = 0) in vec3 aPosition;
uniform mat4 uModel;
uniform mat4 uView;
uniform mat4 uProjection;
void main() { gl_Position = uProjection * uView * uModel * vec4(aPosition, 1.0); }
)";

    constexpr const char* fragmentSource = R"(#version 410 core
uniform vec4 uBaseColor;
out vec4 fragColor;
void main() { fragColor = uBaseColor; }
)";

} // namespace

int main() {
    using namespace helios;

    ext::glfw::GLFWWindow window{{.title = "smoke", .width = 320, .height = 180}};
    ext::opengl::OpenGLDevice device;
    event::EventManager events;
    scene::Scene scene{std::make_unique<scene::FrustumCullingStrategy>()};
    scene::Camera camera;
    camera.lookAt({0.0F, 1.5F, 4.0F}, {0.0F, 0.0F, 0.0F});

    auto controller = std::make_unique<app::WindowRenderingController>(window, device, scene, camera, events);
    app::WindowRenderingController& frame = *controller;
    app::App app{std::move(controller)};
    bool created = false;
    frame.onUpdate([&](float) {
        if (!created) {
            auto shader = device.createShader({vertexSource, fragmentSource});
            auto material = std::make_shared<rendering::Material>(shader, math::vec4f{1.0F, 0.5F, 0.1F, 1.0F});
            scene.addNode(std::make_unique<scene::SceneNode>(std::make_shared<rendering::Model>(
                device.createMesh(rendering::asset::shape::Cube{}.meshData()), material)));
            created = true;
        }
    });
    return app.run();
}
