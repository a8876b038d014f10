/**
 * \file App.hpp
 * \brief App, the object that owns a Controller and runs the frame loop.
 */
#pragma once

#include <cstddef>
#include <memory>

#include "helios/app/controller/Controller.hpp"

/**
 * \namespace helios::app
 * \brief The application object and the controllers it drives.
 */
namespace helios::app {

    /**
     * \brief Runs a Controller: init, tick until it stops, shut down.
     *
     * \code
     * int main() {
     *     // window, device, scene, camera, events created before
     *     helios::app::App app{std::make_unique<helios::app::WindowRenderingController>(
     *         window, device, scene, camera, events)};
     *     return app.run();
     * }
     * \endcode
     *
     * \see Controller, helios::engine::FrameClock
     */
    class App {
    public:
        /** \brief Exit code of run() after a normal stop. */
        static constexpr int exitSuccess = 0;
        /** \brief Exit code of run() when Controller::init() failed. */
        static constexpr int exitInitFailed = 1;

        /**
         * \brief Creates the application.
         * \param controller The logic to run.
         * \throws std::invalid_argument if \p controller is null.
         */
        explicit App(std::unique_ptr<Controller> controller);

        /**
         * \brief Runs the frame loop with real frame times until the controller stops or requestStop() is called.
         * \return exitSuccess, or exitInitFailed if Controller::init() returned false.
         *
         * \note In the web build (Emscripten) the browser owns the loop: run() hands each frame to
         *       `emscripten_set_main_loop` and does not return to its caller, so the objects created before it in
         *       `main()` stay alive while the page runs. Controller::shutdown() is called when the loop stops.
         */
        int run();

        /**
         * \brief Runs at most \p frames frames with a fixed time step, for tests and tools.
         * \param frames The maximum number of ticks.
         * \param deltaSeconds The delta passed to each tick.
         * \return The number of ticks performed, or 0 if Controller::init() failed.
         */
        std::size_t runFrames(std::size_t frames, float deltaSeconds);

        /** \brief Makes run() return after the current frame. */
        void requestStop() noexcept { stopRequested_ = true; }

        /** \brief The controller. \return A reference to the owned controller. */
        [[nodiscard]] Controller& controller() noexcept { return *controller_; }

    private:
        std::unique_ptr<Controller> controller_;
        bool stopRequested_{false};
    };

} // namespace helios::app
