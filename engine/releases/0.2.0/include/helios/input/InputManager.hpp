/**
 * \file InputManager.hpp
 * \brief InputManager, which polls an InputAdapter and keeps per-frame key and gamepad states.
 */
#pragma once

#include <array>
#include <memory>

#include "helios/input/InputAdapter.hpp"
#include "helios/input/types/GamepadState.hpp"
#include "helios/input/types/Key.hpp"
#include "helios/input/types/KeyState.hpp"

namespace helios::input {

    /**
     * \brief The engine's view of the keyboard and gamepads for the current frame.
     *
     * Call poll() once per frame, after the window pumped its events. Between
     * two polls every query returns the same answer, so game logic sees a
     * consistent picture for the whole frame.
     *
     * \code
     * helios::input::InputManager input{std::make_unique<MyAdapter>()};
     * input.poll();
     * if (input.keyState(helios::input::Key::Escape).pressed()) {
     *     quit();
     * }
     * \endcode
     */
    class InputManager {
    public:
        /**
         * \brief Creates a manager reading from \p adapter.
         * \param adapter The backend; must not be null.
         * \throws std::invalid_argument if \p adapter is null.
         */
        explicit InputManager(std::unique_ptr<InputAdapter> adapter);

        /**
         * \brief Samples every key in allKeys and every gamepad slot.
         */
        void poll();

        /**
         * \brief The state of a key as of the last poll().
         * \param key The key.
         * \return Its state; a default KeyState for Key::Unknown.
         */
        [[nodiscard]] KeyState keyState(Key key) const noexcept;

        /**
         * \brief Shorthand for `keyState(key).down`.
         * \param key The key.
         * \return true while the key is held.
         */
        [[nodiscard]] bool isDown(Key key) const noexcept { return keyState(key).down; }

        /**
         * \brief The state of a gamepad slot as of the last poll().
         * \param slot The slot, 0 to maxGamepads - 1.
         * \return The state.
         * \throws std::out_of_range if \p slot is outside [0, maxGamepads).
         */
        [[nodiscard]] const GamepadState& gamepad(int slot) const;

        /**
         * \brief The backend.
         * \return A reference to the adapter passed at construction.
         */
        [[nodiscard]] const InputAdapter& adapter() const noexcept { return *adapter_; }

    private:
        std::unique_ptr<InputAdapter> adapter_;
        std::array<KeyState, allKeys.size()> keys_{};
        std::array<GamepadState, maxGamepads> gamepads_{};
    };

} // namespace helios::input
