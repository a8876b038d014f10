// Code from the devlog's posts of early September 2025, written against
// helios 0.2.0: "In before clip space", "The layer abstraction has begun" and
// "The great modular restructuring". test-engine.sh compiles it against this
// release's headers.
#include <cassert>
#include <memory>
#include <set>
#include <utility>

#include <helios/ext/glfw/GLFWInputAdapter.hpp>
#include <helios/ext/glfw/GLFWWindow.hpp>
#include <helios/ext/opengl/OpenGLDevice.hpp>
#include <helios/input/InputAdapter.hpp>
#include <helios/input/InputManager.hpp>
#include <helios/math/math.hpp>
#include <helios/rendering/RenderingDevice.hpp>
#include <helios/scene/Camera.hpp>
#include <helios/scene/Transform.hpp>
#include <helios/util/log/LogManager.hpp>

using namespace helios::math;

// Input is state, not events: a scripted adapter drives the manager in a test.
class ScriptedInput final : public helios::input::InputAdapter {
public:
    std::set<helios::input::Key> down;

    bool isKeyDown(helios::input::Key key) const override { return down.contains(key); }

    helios::input::GamepadState gamepadState(int) const override { return {}; }
};

void spaceIsPressedThenHeld() {
    auto adapter = std::make_unique<ScriptedInput>();
    ScriptedInput* keys = adapter.get();
    helios::input::InputManager input{std::move(adapter)};

    keys->down.insert(helios::input::Key::Space);
    input.poll();
    assert(input.keyState(helios::input::Key::Space).pressed());
    input.poll();
    assert(input.keyState(helios::input::Key::Space).held());
}

// A vertex on its way to clip space.
bool insideClipSpace() {
    helios::scene::Camera camera;
    camera.setPerspective(radians(60.0F), 16.0F / 9.0F, 0.1F, 100.0F);
    camera.lookAt({0.0F, 2.0F, 5.0F}, {0.0F, 0.0F, 0.0F});

    helios::scene::Transform placement;
    placement.setTranslation({1.0F, 0.0F, 0.0F});
    const mat4f mvp = camera.viewProjection() * placement.matrix();
    const vec4f clip = mvp * vec4f{vec3f{1.0F, 1.0F, 1.0F}, 1.0F};
    return -clip.w <= clip.x && clip.x <= clip.w && -clip.w <= clip.y && clip.y <= clip.w && -clip.w <= clip.z && clip.z <= clip.w;
}

// The backends behind the engine's interfaces; 0.2.0 draws one mesh at a time.
int run() {
    helios::ext::glfw::GLFWWindow window{{.title = "helios", .width = 1280, .height = 720}};
    if (!window.show()) {
        return 1;
    }
    helios::ext::opengl::OpenGLDevice device;
    if (!device.init()) {
        return 1;
    }
    helios::input::InputManager input{std::make_unique<helios::ext::glfw::GLFWInputAdapter>(window)};
    helios::rendering::RenderingDevice& gpu = device;
    helios::scene::Camera camera;
    while (!window.shouldClose()) {
        window.pollEvents();
        input.poll();
        const auto [width, height] = window.framebufferSize();
        camera.setAspect(static_cast<float>(width) / static_cast<float>(height > 0 ? height : 1));
        gpu.clear({0.08F, 0.09F, 0.16F, 1.0F});
        window.swapBuffers();
    }
    helios::util::log::LogManager::instance().logger("example").info("closed");
    return 0;
}

int main() {
    spaceIsPressedThenHeld();
    return insideClipSpace() ? 0 : run();
}
