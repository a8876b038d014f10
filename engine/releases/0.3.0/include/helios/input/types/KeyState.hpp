/**
 * \file KeyState.hpp
 * \brief KeyState, the per-frame state of one key.
 */
#pragma once

namespace helios::input {

    /**
     * \brief Whether a key is down, and whether that changed during the last poll.
     *
     * InputManager keeps one KeyState per key and updates it with update()
     * each frame, so "was just pressed" can be told apart from "is held".
     *
     * \code
     * if (input.keyState(helios::input::Key::Space).pressed()) {
     *     jump();
     * }
     * \endcode
     */
    struct KeyState {
        /** \brief true while the key is held down. */
        bool down{false};
        /** \brief true if `down` changed during the most recent update(). */
        bool changed{false};

        /**
         * \brief Went down during the last poll.
         * \return true on exactly one frame per key press.
         */
        [[nodiscard]] constexpr bool pressed() const noexcept { return down && changed; }

        /**
         * \brief Went up during the last poll.
         * \return true on exactly one frame per key release.
         */
        [[nodiscard]] constexpr bool released() const noexcept { return !down && changed; }

        /**
         * \brief Down for at least two consecutive polls.
         * \return true while the key is held after the frame it was pressed.
         */
        [[nodiscard]] constexpr bool held() const noexcept { return down && !changed; }

        /**
         * \brief Advances the state with the latest sample.
         * \param isDown Whether the key is down now.
         */
        constexpr void update(bool isDown) noexcept {
            changed = isDown != down;
            down = isDown;
        }

        /**
         * \brief Exact equality of both flags.
         * \return true if both flags compare equal.
         */
        friend constexpr bool operator==(const KeyState&, const KeyState&) noexcept = default;
    };

} // namespace helios::input
