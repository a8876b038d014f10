/**
 * \file GamepadState.hpp
 * \brief GamepadState with the GamepadAxis and GamepadButton enumerations.
 */
#pragma once

#include <array>
#include <cstddef>

#include "helios/math/vec2.hpp"

namespace helios::input {

    /** \brief The number of gamepad slots InputManager polls. */
    inline constexpr int maxGamepads = 4;

    /**
     * \brief The analog axes of a standard gamepad (Xbox-style layout).
     */
    enum class GamepadAxis : std::size_t {
        LeftX = 0,        ///< Left stick, -1 (left) to +1 (right).
        LeftY = 1,        ///< Left stick, -1 (up) to +1 (down).
        RightX = 2,       ///< Right stick, -1 (left) to +1 (right).
        RightY = 3,       ///< Right stick, -1 (up) to +1 (down).
        LeftTrigger = 4,  ///< Left trigger, -1 (released) to +1 (fully pressed).
        RightTrigger = 5, ///< Right trigger, -1 (released) to +1 (fully pressed).
        Count = 6         ///< The number of axes; not an axis.
    };

    /**
     * \brief The digital buttons of a standard gamepad (Xbox-style layout).
     */
    enum class GamepadButton : std::size_t {
        A = 0,            ///< The bottom face button.
        B = 1,            ///< The right face button.
        X = 2,            ///< The left face button.
        Y = 3,            ///< The top face button.
        LeftBumper = 4,   ///< The left shoulder button.
        RightBumper = 5,  ///< The right shoulder button.
        Back = 6,         ///< The Back or View button.
        Start = 7,        ///< The Start or Menu button.
        Guide = 8,        ///< The centre logo button.
        LeftThumb = 9,    ///< Pressing the left stick.
        RightThumb = 10,  ///< Pressing the right stick.
        DpadUp = 11,      ///< D-pad up.
        DpadRight = 12,   ///< D-pad right.
        DpadDown = 13,    ///< D-pad down.
        DpadLeft = 14,    ///< D-pad left.
        Count = 15        ///< The number of buttons; not a button.
    };

    /**
     * \brief A snapshot of one gamepad's axes and buttons.
     *
     * Produced by InputAdapter::gamepadState() and kept per slot by
     * InputManager. Stick values near the centre can be filtered with
     * stick(), which applies a radial dead zone.
     *
     * \code
     * const auto& pad = input.gamepad(0);
     * if (pad.connected) {
     *     auto move = pad.stick(helios::input::GamepadAxis::LeftX, 0.15F);
     * }
     * \endcode
     */
    struct GamepadState {
        /** \brief Whether a gamepad is present in this slot; all values are zero otherwise. */
        bool connected{false};
        /** \brief Axis values indexed by GamepadAxis. */
        std::array<float, static_cast<std::size_t>(GamepadAxis::Count)> axes{};
        /** \brief Button states indexed by GamepadButton. */
        std::array<bool, static_cast<std::size_t>(GamepadButton::Count)> buttons{};

        /**
         * \brief Reads one axis.
         * \param a The axis; GamepadAxis::Count trips HELIOS_ASSERT.
         * \return The raw value in [-1, 1].
         */
        [[nodiscard]] float axis(GamepadAxis a) const noexcept;

        /**
         * \brief Reads one button.
         * \param b The button; GamepadButton::Count trips HELIOS_ASSERT.
         * \return true while the button is held.
         */
        [[nodiscard]] bool button(GamepadButton b) const noexcept;

        /**
         * \brief Reads a stick as a 2D vector with a radial dead zone.
         * \param xAxis GamepadAxis::LeftX or GamepadAxis::RightX; the y axis is the one after it.
         * \param deadZone Magnitudes at or below this become zero; the rest is rescaled to (0, 1].
         * \return The filtered stick position.
         */
        [[nodiscard]] math::vec2f stick(GamepadAxis xAxis, float deadZone = 0.1F) const noexcept;
    };

} // namespace helios::input
