/**
 * \file WindowEvents.hpp
 * \brief Events posted by helios::window::Window implementations.
 */
#pragma once

#include "helios/event/Event.hpp"

namespace helios::event {

    /**
     * \brief The user asked to close the window, for example with the title bar's close button.
     *
     * helios::app::WindowRenderingController stops the application when it
     * sees this event unless a handler marks it as handled first.
     */
    class WindowCloseEvent : public Event {
    public:
        /** \brief The routing key of this class. */
        static constexpr EventType staticType = EventType::WindowClose;

        /** \brief Creates the event. */
        WindowCloseEvent() noexcept : Event{staticType} {}
    };

    /**
     * \brief The framebuffer of the window changed size.
     *
     * Sizes are in pixels, which may differ from screen coordinates on high-DPI displays.
     */
    class WindowResizeEvent : public Event {
    public:
        /** \brief The routing key of this class. */
        static constexpr EventType staticType = EventType::WindowResize;

        /**
         * \brief Creates the event.
         * \param width The new framebuffer width in pixels.
         * \param height The new framebuffer height in pixels.
         */
        WindowResizeEvent(int width, int height) noexcept : Event{staticType}, width_{width}, height_{height} {}

        /** \brief The new width. \return Pixels. */
        [[nodiscard]] int width() const noexcept { return width_; }
        /** \brief The new height. \return Pixels. */
        [[nodiscard]] int height() const noexcept { return height_; }

    private:
        int width_;
        int height_;
    };

} // namespace helios::event
