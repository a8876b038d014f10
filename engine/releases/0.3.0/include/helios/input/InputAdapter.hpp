/**
 * \file InputAdapter.hpp
 * \brief InputAdapter, the backend interface InputManager polls.
 */
#pragma once

#include "helios/input/types/GamepadState.hpp"
#include "helios/input/types/Key.hpp"

namespace helios::input {

    /**
     * \brief Reads the current state of keys and gamepads from a windowing backend.
     *
     * The adapter only answers "what is the state now"; edge detection
     * (pressed, released) is done by InputManager. helios::ext::glfw::GLFWInputAdapter
     * implements it on top of GLFW; tests use an in-memory adapter.
     *
     * \see InputManager
     */
    class InputAdapter {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~InputAdapter() = default;

        /**
         * \brief Whether a key is currently held down.
         * \param key The key to query.
         * \return true while the key is down; false for Key::Unknown.
         */
        [[nodiscard]] virtual bool isKeyDown(Key key) const = 0;

        /**
         * \brief The current state of a gamepad slot.
         * \param slot The slot, 0 to maxGamepads - 1.
         * \return The state; `connected` is false for an empty or invalid slot.
         */
        [[nodiscard]] virtual GamepadState gamepadState(int slot) const = 0;
    };

} // namespace helios::input
