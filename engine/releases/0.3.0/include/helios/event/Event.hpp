/**
 * \file Event.hpp
 * \brief The Event base class, the EventType enumeration and the EventKind concept.
 */
#pragma once

#include <concepts>
#include <cstdint>
#include <string_view>

/**
 * \namespace helios::event
 * \brief Events, the queue that buffers them and the dispatcher that routes them to handlers.
 *
 * Producers (a window, an input adapter, game code) post events to an
 * EventManager; once per frame the manager drains its EventQueue and the
 * Dispatcher calls the handlers registered for each EventType.
 */
namespace helios::event {

    /**
     * \brief Identifies the concrete type of an Event, used as the Dispatcher's routing key.
     */
    enum class EventType : std::uint8_t {
        None = 0,         ///< No type; never carried by a real event.
        WindowClose,      ///< The user asked to close the window (WindowCloseEvent).
        WindowResize,     ///< The framebuffer size changed (WindowResizeEvent).
        KeyPressed,       ///< A key went down (KeyPressedEvent).
        KeyReleased,      ///< A key went up (KeyReleasedEvent).
        GamepadConnected, ///< A gamepad was connected or disconnected (GamepadConnectionEvent).
        Custom            ///< Application-defined events; distinguish them by name().
    };

    /**
     * \brief A human-readable name for an event type.
     * \param type The type.
     * \return The enumerator's name, such as "WindowResize".
     */
    [[nodiscard]] std::string_view toString(EventType type) noexcept;

    /**
     * \brief Base class of everything that travels through an EventQueue.
     *
     * Concrete events derive from Event, pass their EventType to the
     * constructor and expose it again as a `static constexpr EventType
     * staticType` member, which the EventKind concept checks so that
     * Dispatcher::on() can route by type at compile time.
     *
     * \see EventQueue, Dispatcher, EventManager
     */
    class Event {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~Event() = default;

        /**
         * \brief The routing key of this event.
         * \return The type given at construction.
         */
        [[nodiscard]] EventType type() const noexcept { return type_; }

        /**
         * \brief A name for logging; defaults to toString(type()).
         * \return A view of a string with static storage duration.
         */
        [[nodiscard]] virtual std::string_view name() const noexcept { return toString(type_); }

        /**
         * \brief Whether a handler marked the event as consumed.
         * \return true after markHandled() was called.
         */
        [[nodiscard]] bool handled() const noexcept { return handled_; }

        /**
         * \brief Marks the event as consumed: the Dispatcher stops calling further handlers.
         */
        void markHandled() const noexcept { handled_ = true; }

    protected:
        /**
         * \brief Creates an event of the given type.
         * \param type The routing key.
         */
        explicit Event(EventType type) noexcept : type_{type} {}

    private:
        EventType type_;
        mutable bool handled_{false};
    };

    /**
     * \brief A concrete event type that the Dispatcher can route at compile time.
     * \tparam T The event class; must derive from Event and declare `static constexpr EventType staticType`.
     */
    template<typename T>
    concept EventKind = std::derived_from<T, Event> && requires {
        { T::staticType } -> std::convertible_to<EventType>;
    };

} // namespace helios::event
