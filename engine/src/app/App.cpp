#include "helios/app/App.hpp"

#include <stdexcept>

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#endif

#include "helios/app/controller/WindowRenderingController.hpp"
#include "helios/engine/FrameClock.hpp"
#include "helios/event/types/WindowEvents.hpp"
#include "helios/scene/Snapshot.hpp"

namespace helios::app {

    App::App(std::unique_ptr<Controller> controller) : controller_{std::move(controller)} {
        if (!controller_) {
            throw std::invalid_argument{"App: controller must not be null"};
        }
    }

#if defined(__EMSCRIPTEN__)
    // A browser owns the event loop: a page that loops never draws. The frame is handed to
    // emscripten_set_main_loop_arg, which calls it once per animation frame; simulating an infinite loop there
    // leaves run() without returning, so the objects main() created before it stay alive while the page runs.
    int App::run() {
        if (!controller_->init()) {
            return exitInitFailed;
        }
        static engine::FrameClock clock;
        clock = engine::FrameClock{};
        emscripten_set_main_loop_arg(
            [](void* self) {
                auto& app = *static_cast<App*>(self);
                if (app.stopRequested_ || !app.controller_->isRunning()) {
                    emscripten_cancel_main_loop();
                    app.controller_->shutdown();
                    return;
                }
                app.controller_->tick(clock.next());
            },
            this, 0, 1);
        return exitSuccess;
    }
#else
    int App::run() {
        if (!controller_->init()) {
            return exitInitFailed;
        }
        engine::FrameClock clock;
        while (!stopRequested_ && controller_->isRunning()) {
            controller_->tick(clock.next());
        }
        controller_->shutdown();
        return exitSuccess;
    }
#endif

    std::size_t App::runFrames(std::size_t frames, float deltaSeconds) {
        if (!controller_->init()) {
            return 0;
        }
        std::size_t done = 0;
        while (done < frames && !stopRequested_ && controller_->isRunning()) {
            controller_->tick(deltaSeconds);
            ++done;
        }
        controller_->shutdown();
        return done;
    }

    WindowRenderingController::WindowRenderingController(window::Window& window, rendering::RenderingDevice& device,
                                                         scene::Scene& scene, scene::Camera& camera,
                                                         event::EventManager& events)
        : window_{window}, device_{device}, scene_{scene}, camera_{camera}, events_{events} {}

    bool WindowRenderingController::init() {
        if (!window_.show() || !device_.init()) {
            return false;
        }
        window_.setEventManager(&events_);
        const auto size = window_.framebufferSize();
        viewport_ = {0, 0, size.x, size.y};
        if (size.x > 0 && size.y > 0) {
            camera_.setAspect(static_cast<float>(size.x) / static_cast<float>(size.y));
        }
        closeHandler_ = events_.dispatcher().on<event::WindowCloseEvent>([this](const event::WindowCloseEvent&) {
            closeRequested_ = true;
        });
        resizeHandler_ = events_.dispatcher().on<event::WindowResizeEvent>([this](const event::WindowResizeEvent& e) {
            viewport_ = {0, 0, e.width(), e.height()};
            if (e.width() > 0 && e.height() > 0) {
                camera_.setAspect(static_cast<float>(e.width()) / static_cast<float>(e.height()));
            }
        });
        return true;
    }

    void WindowRenderingController::tick(float deltaSeconds) {
        window_.pollEvents();
        events_.dispatchAll();
        if (update_) {
            update_(deltaSeconds);
        }
        auto pass = rendering::RenderPass::fromSnapshot(scene_.createSnapshot(camera_));
        pass.clearColor = clearColor_;
        pass.viewport = viewport_;
        device_.render(pass);
        window_.swapBuffers();
        ++frames_;
    }

    bool WindowRenderingController::isRunning() const {
        return !closeRequested_ && !window_.shouldClose();
    }

    void WindowRenderingController::shutdown() {
        events_.dispatcher().off(closeHandler_);
        events_.dispatcher().off(resizeHandler_);
        window_.setEventManager(nullptr);
    }

} // namespace helios::app
