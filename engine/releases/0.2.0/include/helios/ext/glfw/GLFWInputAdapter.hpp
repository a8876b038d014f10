/**
 * \file GLFWInputAdapter.hpp
 * \brief GLFWInputAdapter, the GLFW implementation of helios::input::InputAdapter.
 */
#pragma once

#include "helios/ext/glfw/GLFWWindow.hpp"
#include "helios/input/InputAdapter.hpp"

namespace helios::ext::glfw {

    /**
     * \brief Reads keys from a GLFWWindow and gamepads through GLFW's gamepad mappings.
     *
     * \code
     * helios::ext::glfw::GLFWWindow window{{.title = "demo", .width = 1280, .height = 720}};
     * helios::input::InputManager input{std::make_unique<helios::ext::glfw::GLFWInputAdapter>(window)};
     * \endcode
     *
     * \note The window must outlive the adapter.
     */
    class GLFWInputAdapter final : public input::InputAdapter {
    public:
        /**
         * \brief Creates the adapter.
         * \param window The window whose keyboard focus is read.
         */
        explicit GLFWInputAdapter(const GLFWWindow& window) noexcept : window_{window} {}

        /** \copydoc helios::input::InputAdapter::isKeyDown() */
        [[nodiscard]] bool isKeyDown(input::Key key) const override;

        /**
         * \copydoc helios::input::InputAdapter::gamepadState()
         * \note Only joysticks with a GLFW gamepad mapping are reported as connected.
         */
        [[nodiscard]] input::GamepadState gamepadState(int slot) const override;

    private:
        const GLFWWindow& window_;
    };

} // namespace helios::ext::glfw
