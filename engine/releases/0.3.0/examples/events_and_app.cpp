// Code from the devlog's posts of mid September 2025, written against helios
// 0.3.0: "Updates to main()", "Orthographic and perspective projection" and
// "From EventQueue to App/Controller". test-engine.sh compiles it against this
// release's headers.
#include <memory>
#include <string>
#include <string_view>

#include <helios/app/App.hpp>
#include <helios/app/controller/Controller.hpp>
#include <helios/app/controller/WindowRenderingController.hpp>
#include <helios/event/EventManager.hpp>
#include <helios/event/types/WindowEvents.hpp>
#include <helios/ext/glfw/GLFWInputAdapter.hpp>
#include <helios/ext/glfw/GLFWWindow.hpp>
#include <helios/ext/opengl/OpenGLDevice.hpp>
#include <helios/input/InputManager.hpp>
#include <helios/math/mat4.hpp>
#include <helios/math/transform/projection.hpp>
#include <helios/math/utils.hpp>
#include <helios/math/vec4.hpp>
#include <helios/rendering/RenderPass.hpp>
#include <helios/scene/Camera.hpp>
#include <helios/util/log/LogManager.hpp>

namespace {

    using namespace helios;

    // main() no longer owns the loop: a controller clears the screen every frame.
    class ClearScreen final : public app::Controller {
    public:
        ClearScreen(window::Window& window, rendering::RenderingDevice& device, input::InputManager& input,
                    event::EventManager& events)
            : window_{window}, device_{device}, input_{input}, events_{events} {}

        bool init() override {
            if (!window_.show() || !device_.init()) {
                return false;
            }
            window_.setEventManager(&events_);
            input_.attach(&events_);
            resize_ = events_.dispatcher().on<event::WindowResizeEvent>([this](const auto& e) {
                log_.info("framebuffer " + std::to_string(e.width()) + "x" + std::to_string(e.height()));
            });
            return true;
        }

        void tick(float /*deltaSeconds*/) override {
            window_.pollEvents();
            input_.poll();
            events_.dispatchAll();
            if (input_.keyState(input::Key::Escape).pressed()) {
                window_.setShouldClose(true);
            }
            rendering::RenderPass pass{rendering::RenderQueue{}, math::mat4f{}, math::mat4f{}};
            pass.clearColor = {0.08F, 0.09F, 0.16F, 1.0F};
            device_.render(pass);
            window_.swapBuffers();
        }

        [[nodiscard]] bool isRunning() const override { return !window_.shouldClose(); }

        void shutdown() override {
            events_.dispatcher().off(resize_);
            input_.attach(nullptr);
            window_.setEventManager(nullptr);
        }

    private:
        window::Window& window_;
        rendering::RenderingDevice& device_;
        input::InputManager& input_;
        event::EventManager& events_;
        util::log::Logger& log_ = util::log::LogManager::instance().logger("example");
        event::Dispatcher::HandlerId resize_{0};
    };

    // An application event shares the routing key Custom.
    class LevelCompleted final : public event::Event {
    public:
        static constexpr event::EventType staticType = event::EventType::Custom;

        explicit LevelCompleted(int level) noexcept : Event{staticType}, level_{level} {}

        [[nodiscard]] std::string_view name() const noexcept override { return "LevelCompleted"; }
        [[nodiscard]] int level() const noexcept { return level_; }

    private:
        int level_;
    };

    // NDC depth of a point `distance` units in front of the camera.
    float ndcDepth(const math::mat4f& projection, float distance) {
        const math::vec4f clip = projection * math::vec4f{0.0F, 0.0F, -distance, 1.0F};
        return clip.z / clip.w;
    }

    float setUp(scene::Camera& camera, float aspect) {
        camera.setPerspective(math::radians(60.0F), aspect, 0.1F, 100.0F);
        const float z = ndcDepth(camera.projectionMatrix(), 1.0F);
        const float halfHeight = 10.0F;
        camera.setOrthographic(-halfHeight * aspect, halfHeight * aspect, -halfHeight, halfHeight, -50.0F, 50.0F);
        return z;
    }

} // namespace

int main() {
    helios::ext::glfw::GLFWWindow window{{.title = "helios", .width = 1280, .height = 720}};
    helios::ext::opengl::OpenGLDevice device;
    helios::input::InputManager input{std::make_unique<helios::ext::glfw::GLFWInputAdapter>(window)};
    helios::event::EventManager events;

    bool unsavedChanges = false;
    events.dispatcher().on<helios::event::WindowCloseEvent>([&](const helios::event::WindowCloseEvent& e) {
        if (unsavedChanges) {
            e.markHandled();
            window.setShouldClose(false);
        }
    });
    events.emplace<LevelCompleted>(3);

    // The standard windowed frame of 0.3.0 draws what its render callback queues.
    helios::scene::Camera camera;
    if (setUp(camera, 16.0F / 9.0F) > 1.0F) {
        helios::app::WindowRenderingController frame{window, device, camera, events};
        frame.onRender([](helios::rendering::RenderQueue& queue) { queue.clear(); });
    }

    helios::app::App app{std::make_unique<ClearScreen>(window, device, input, events)};
    return app.run();
}
