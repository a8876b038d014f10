/**
 * \file WindowRenderingController.hpp
 * \brief WindowRenderingController: the standard frame of a windowed application.
 */
#pragma once

#include <cstdint>
#include <functional>

#include "helios/app/controller/Controller.hpp"
#include "helios/event/EventManager.hpp"
#include "helios/rendering/RenderPass.hpp"
#include "helios/rendering/RenderingDevice.hpp"
#include "helios/scene/Camera.hpp"
#include "helios/window/Window.hpp"

namespace helios::app {

    /**
     * \brief Pumps window events, updates the game and renders into a window each frame.
     *
     * One tick() does, in order:
     * 1. helios::window::Window::pollEvents();
     * 2. helios::event::EventManager::dispatchAll();
     * 3. the update callback set with onUpdate();
     * 4. the render callback set with onRender(), which fills the frame's queue;
     * 5. helios::rendering::RenderingDevice::render() of a pass with that queue and the camera's matrices;
     * 6. helios::window::Window::swapBuffers().
     *
     * A helios::event::WindowCloseEvent stops the controller and a
     * helios::event::WindowResizeEvent updates the camera's aspect ratio and the pass viewport.
     *
     * \code
     * helios::app::WindowRenderingController controller{window, device, camera, events};
     * controller.onUpdate([&](float dt) { spinner.tick(dt); });
     * controller.onRender([&](helios::rendering::RenderQueue& queue) { queue.add({mesh, shader, spinner.matrix()}); });
     * \endcode
     *
     * \note All referenced objects must outlive the controller.
     */
    class WindowRenderingController : public Controller {
    public:
        /** \brief Game logic run once per frame between event dispatch and rendering. */
        using UpdateCallback = std::function<void(float deltaSeconds)>;

        /** \brief Fills the queue of the frame about to be drawn. */
        using RenderCallback = std::function<void(rendering::RenderQueue& queue)>;

        /**
         * \brief Creates the controller.
         * \param window The window to render into.
         * \param device The backend to render with.
         * \param camera The point of view.
         * \param events The event manager the window posts to.
         */
        WindowRenderingController(window::Window& window, rendering::RenderingDevice& device, scene::Camera& camera,
                                  event::EventManager& events);

        /**
         * \brief Shows the window, initialises the device and subscribes to window events.
         * \return false if the window could not be shown or the device failed to initialise.
         */
        bool init() override;

        /**
         * \brief Runs one frame as described above.
         * \param deltaSeconds Seconds since the previous frame.
         */
        void tick(float deltaSeconds) override;

        /**
         * \brief Whether the window is still open.
         * \return false after a close event or Window::shouldClose().
         */
        [[nodiscard]] bool isRunning() const override;

        /** \brief Unsubscribes from window events. */
        void shutdown() override;

        /** \brief Sets the game logic callback. \param update Called every tick; may be empty. */
        void onUpdate(UpdateCallback update) { update_ = std::move(update); }

        /** \brief Sets what is drawn. \param render Called every tick with an empty queue; may be empty. */
        void onRender(RenderCallback render) { render_ = std::move(render); }

        /** \brief The colour the frame is cleared to. \param color RGBA in [0, 1]. */
        void setClearColor(const math::vec4f& color) noexcept { clearColor_ = color; }

        /** \brief Frames rendered so far. \return The number of completed ticks. */
        [[nodiscard]] std::uint64_t frameCount() const noexcept { return frames_; }

    private:
        window::Window& window_;
        rendering::RenderingDevice& device_;
        scene::Camera& camera_;
        event::EventManager& events_;
        UpdateCallback update_;
        RenderCallback render_;
        math::vec4f clearColor_{0.0F, 0.0F, 0.0F, 1.0F};
        rendering::RenderPass::Viewport viewport_{};
        event::Dispatcher::HandlerId closeHandler_{0};
        event::Dispatcher::HandlerId resizeHandler_{0};
        bool closeRequested_{false};
        std::uint64_t frames_{0};
    };

} // namespace helios::app
