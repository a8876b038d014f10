#include <doctest/doctest.h>

#include <memory>
#include <stdexcept>

#include "fakes.hpp"
#include "helios/app/App.hpp"
#include "helios/app/controller/WindowRenderingController.hpp"
#include "helios/engine/FrameClock.hpp"
#include "helios/event/types/WindowEvents.hpp"

using namespace helios;

namespace {
    /// Counts its lifecycle calls and stops after a number of ticks.
    class CountingController final : public app::Controller {
    public:
        explicit CountingController(int limit, bool initResult = true) : limit_{limit}, initResult_{initResult} {}
        bool init() override { ++inits; return initResult_; }
        void tick(float deltaSeconds) override { ++ticks; lastDelta = deltaSeconds; }
        bool isRunning() const override { return ticks < limit_; }
        void shutdown() override { ++shutdowns; }
        int inits{0};
        int ticks{0};
        int shutdowns{0};
        float lastDelta{-1.0F};

    private:
        int limit_;
        bool initResult_;
    };

    struct Rig {
        test::FakeWindow window;
        test::FakeDevice device;
        scene::Scene scene;
        scene::Camera camera;
        event::EventManager events;
    };
} // namespace

TEST_SUITE("app") {

    TEST_CASE("App runs the controller until it stops") {
        auto controller = std::make_unique<CountingController>(3);
        auto* c = controller.get();
        app::App app{std::move(controller)};
        CHECK(app.run() == app::App::exitSuccess);
        CHECK(c->inits == 1);
        CHECK(c->ticks == 3);
        CHECK(c->shutdowns == 1);
        CHECK(c->lastDelta >= 0.0F);
    }

    TEST_CASE("App reports a failed init") {
        auto controller = std::make_unique<CountingController>(3, false);
        auto* c = controller.get();
        app::App app{std::move(controller)};
        CHECK(app.run() == app::App::exitInitFailed);
        CHECK(c->ticks == 0);
        CHECK(app.runFrames(5, 0.1F) == 0);
        CHECK_THROWS_AS(app::App{nullptr}, std::invalid_argument);
    }

    TEST_CASE("App::runFrames uses a fixed step and a frame limit") {
        auto controller = std::make_unique<CountingController>(100);
        auto* c = controller.get();
        app::App app{std::move(controller)};
        CHECK(app.runFrames(4, 0.5F) == 4);
        CHECK(c->lastDelta == 0.5F);
        app.requestStop();
        CHECK(app.runFrames(4, 0.5F) == 0);
    }

    TEST_CASE("FrameClock clamps long frames") {
        engine::FrameClock clock{0.0F};
        CHECK(clock.next() == 0.0F);
        CHECK(clock.frameCount() == 1);
    }

    TEST_CASE("WindowRenderingController renders a frame per tick and stops on close") {
        Rig rig;
        rig.scene.addNode(std::make_unique<scene::SceneNode>(test::makeCubeModel()));
        auto controller = std::make_unique<app::WindowRenderingController>(rig.window, rig.device, rig.scene,
                                                                           rig.camera, rig.events);
        auto* c = controller.get();
        float updated = 0.0F;
        c->onUpdate([&](float dt) { updated += dt; });
        app::App app{std::move(controller)};

        CHECK(app.runFrames(2, 0.25F) == 2);
        CHECK(rig.window.polls == 2);
        CHECK(rig.window.swaps == 2);
        CHECK(rig.device.passes == 2);
        CHECK(rig.device.stats().drawCalls == 1);
        CHECK(updated == doctest::Approx(0.5F));
        CHECK(c->frameCount() == 2);
        // shutdown() detached the event manager.
        CHECK(rig.window.eventManager() == nullptr);

        REQUIRE(c->init());
        rig.events.emplace<event::WindowResizeEvent>(400, 100);
        c->tick(0.0F);
        CHECK(rig.device.lastViewport.width == 400);
        CHECK(rig.camera.projectionMatrix()(1, 1) / rig.camera.projectionMatrix()(0, 0) == doctest::Approx(4.0F));
        CHECK(c->isRunning());
        rig.events.emplace<event::WindowCloseEvent>();
        c->tick(0.0F);
        CHECK_FALSE(c->isRunning());
    }

    TEST_CASE("WindowRenderingController fails init when the window or device fails") {
        Rig rig;
        rig.window.showResult = false;
        app::WindowRenderingController controller{rig.window, rig.device, rig.scene, rig.camera, rig.events};
        CHECK_FALSE(controller.init());
        rig.window.showResult = true;
        rig.device.initResult = false;
        CHECK_FALSE(controller.init());
    }
}
