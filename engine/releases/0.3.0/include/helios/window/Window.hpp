/**
 * \file Window.hpp
 * \brief Window, the abstract interface of a native window with a rendering surface.
 */
#pragma once

#include <utility>

#include "helios/math/vec2.hpp"
#include "helios/window/WindowConfig.hpp"

namespace helios::event {
    class EventManager;
}

namespace helios::window {

    /**
     * \brief A native window with a rendering surface.
     *
     * The interface hides the windowing library; helios::ext::glfw::GLFWWindow
     * is the implementation shipped with the engine. A window converts native
     * notifications (close button, resize) into helios::event events and posts
     * them to the EventManager given to setEventManager().
     *
     * \see WindowConfig, helios::app::WindowRenderingController
     */
    class Window {
    public:
        /**
         * \brief Stores the configuration; the native window is created by show().
         * \param config The settings.
         */
        explicit Window(WindowConfig config) : config_{std::move(config)} {}

        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~Window() = default;

        /** \brief Not copyable: it owns a native window. */
        Window(const Window&) = delete;
        /** \brief Not copy-assignable: it owns a native window. */
        Window& operator=(const Window&) = delete;

        /**
         * \brief Creates and shows the native window and its rendering context.
         * \return true on success, false if the native window could not be created.
         */
        virtual bool show() = 0;

        /**
         * \brief Whether the window was asked to close.
         * \return true after the user closed it or setShouldClose(true) was called.
         */
        [[nodiscard]] virtual bool shouldClose() const = 0;

        /**
         * \brief Sets or clears the close request.
         * \param close The new value of the flag.
         */
        virtual void setShouldClose(bool close) = 0;

        /** \brief Processes pending native events, posting helios events for them. */
        virtual void pollEvents() = 0;

        /** \brief Presents the frame that was rendered into the back buffer. */
        virtual void swapBuffers() = 0;

        /**
         * \brief The size of the rendering surface.
         * \return Width and height in pixels.
         */
        [[nodiscard]] virtual math::vec2i framebufferSize() const = 0;

        /**
         * \brief The configuration the window was created with.
         * \return The settings passed to the constructor.
         */
        [[nodiscard]] const WindowConfig& config() const noexcept { return config_; }

        /**
         * \brief Sets where window events are posted.
         * \param events The event manager, or nullptr to stop posting; it must outlive the window.
         */
        void setEventManager(event::EventManager* events) noexcept { events_ = events; }

    protected:
        /**
         * \brief The event manager set with setEventManager().
         * \return The manager, or nullptr.
         */
        [[nodiscard]] event::EventManager* eventManager() const noexcept { return events_; }

    private:
        WindowConfig config_;
        event::EventManager* events_{nullptr};
    };

} // namespace helios::window
