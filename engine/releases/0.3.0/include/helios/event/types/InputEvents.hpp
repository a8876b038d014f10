/**
 * \file InputEvents.hpp
 * \brief Events describing keyboard and gamepad changes.
 */
#pragma once

#include "helios/event/Event.hpp"
#include "helios/input/types/Key.hpp"

namespace helios::event {

    /**
     * \brief A key went down. Posted by helios::input::InputManager::poll().
     */
    class KeyPressedEvent : public Event {
    public:
        /** \brief The routing key of this class. */
        static constexpr EventType staticType = EventType::KeyPressed;

        /**
         * \brief Creates the event.
         * \param key The key that went down.
         */
        explicit KeyPressedEvent(input::Key key) noexcept : Event{staticType}, key_{key} {}

        /** \brief The key. \return The key that went down. */
        [[nodiscard]] input::Key key() const noexcept { return key_; }

    private:
        input::Key key_;
    };

    /**
     * \brief A key went up. Posted by helios::input::InputManager::poll().
     */
    class KeyReleasedEvent : public Event {
    public:
        /** \brief The routing key of this class. */
        static constexpr EventType staticType = EventType::KeyReleased;

        /**
         * \brief Creates the event.
         * \param key The key that went up.
         */
        explicit KeyReleasedEvent(input::Key key) noexcept : Event{staticType}, key_{key} {}

        /** \brief The key. \return The key that went up. */
        [[nodiscard]] input::Key key() const noexcept { return key_; }

    private:
        input::Key key_;
    };

    /**
     * \brief A gamepad was connected or disconnected.
     */
    class GamepadConnectionEvent : public Event {
    public:
        /** \brief The routing key of this class. */
        static constexpr EventType staticType = EventType::GamepadConnected;

        /**
         * \brief Creates the event.
         * \param slot The gamepad slot, 0 to helios::input::maxGamepads - 1.
         * \param connected true on connection, false on disconnection.
         */
        GamepadConnectionEvent(int slot, bool connected) noexcept
            : Event{staticType}, slot_{slot}, connected_{connected} {}

        /** \brief The slot. \return The gamepad slot. */
        [[nodiscard]] int slot() const noexcept { return slot_; }
        /** \brief The new state. \return true if the gamepad is now connected. */
        [[nodiscard]] bool connected() const noexcept { return connected_; }

    private:
        int slot_;
        bool connected_;
    };

} // namespace helios::event
