/**
 * \file Key.hpp
 * \brief The Key enumeration of keyboard keys known to helios.
 */
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

/**
 * \namespace helios::input
 * \brief Keyboard and gamepad input, polled through an InputAdapter once per frame.
 */
namespace helios::input {

    /**
     * \brief A physical key, named after its position on a US keyboard layout.
     *
     * The numeric values match GLFW's key codes, which keeps the GLFW adapter a
     * plain cast; other backends translate their own codes.
     */
    enum class Key : int {
        Unknown = -1,   ///< A key helios has no name for.
        Space = 32,     ///< The space bar.
        Num0 = 48,      ///< The 0 key of the top row.
        Num1 = 49,      ///< The 1 key of the top row.
        Num2 = 50,      ///< The 2 key of the top row.
        Num3 = 51,      ///< The 3 key of the top row.
        A = 65,         ///< The A key.
        D = 68,         ///< The D key.
        E = 69,         ///< The E key.
        Q = 81,         ///< The Q key.
        S = 83,         ///< The S key.
        W = 87,         ///< The W key.
        Escape = 256,   ///< The Escape key.
        Enter = 257,    ///< The main Enter key.
        Tab = 258,      ///< The Tab key.
        Right = 262,    ///< The right arrow key.
        Left = 263,     ///< The left arrow key.
        Down = 264,     ///< The down arrow key.
        Up = 265,       ///< The up arrow key.
        F1 = 290,       ///< The F1 function key.
        LeftShift = 340 ///< The left Shift key.
    };

    /**
     * \brief Every named key, in ascending order; InputManager polls exactly these.
     */
    inline constexpr std::array<Key, 20> allKeys{
        Key::Space, Key::Num0, Key::Num1, Key::Num2, Key::Num3, Key::A, Key::D, Key::E, Key::Q, Key::S,
        Key::W, Key::Escape, Key::Enter, Key::Tab, Key::Right, Key::Left, Key::Down, Key::Up, Key::F1,
        Key::LeftShift};

    /**
     * \brief The name of a key for logs and key-binding menus.
     * \param key The key.
     * \return A name such as "Escape" or "W"; "Unknown" for keys without a name.
     */
    [[nodiscard]] std::string_view toString(Key key) noexcept;

} // namespace helios::input
