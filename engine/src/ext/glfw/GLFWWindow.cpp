#include "helios/ext/glfw/GLFWWindow.hpp"

#include <array>
#include <stdexcept>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "helios/event/EventManager.hpp"
#include "helios/event/types/WindowEvents.hpp"
#include "helios/ext/glfw/GLFWInputAdapter.hpp"

namespace helios::ext::glfw {

    namespace {
        int libraryUsers = 0;
    } // namespace

    GLFWLibrary::GLFWLibrary() {
        if (libraryUsers == 0 && glfwInit() != GLFW_TRUE) {
            throw std::runtime_error{"GLFW could not be initialised (is a display available?)"};
        }
        ++libraryUsers;
    }

    GLFWLibrary::~GLFWLibrary() {
        if (--libraryUsers == 0) {
            glfwTerminate();
        }
    }

    GLFWWindow::GLFWWindow(window::WindowConfig config) : window::Window{std::move(config)} {}

    GLFWWindow::~GLFWWindow() {
        if (handle_ != nullptr) {
            glfwDestroyWindow(handle_);
        }
    }

    bool GLFWWindow::show() {
        if (handle_ != nullptr) {
            return true;
        }
        const auto& cfg = config();
        if (!cfg.valid()) {
            return false;
        }
#if defined(__EMSCRIPTEN__)
        // In a browser the window is the page's <canvas> and the context WebGL 2, which is OpenGL ES 3.0.
        glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
        glfwWindowHint(GLFW_DEPTH_BITS, 24);
#else
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 1);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
#endif
        glfwWindowHint(GLFW_RESIZABLE, cfg.resizable ? GLFW_TRUE : GLFW_FALSE);
        handle_ = glfwCreateWindow(cfg.width, cfg.height, cfg.title.c_str(), nullptr, nullptr);
        if (handle_ == nullptr) {
            return false;
        }
        glfwMakeContextCurrent(handle_);
        glfwSwapInterval(cfg.vsync ? 1 : 0);
        glfwSetWindowUserPointer(handle_, this);
        glfwSetWindowCloseCallback(handle_, [](GLFWwindow* w) {
            auto* self = static_cast<GLFWWindow*>(glfwGetWindowUserPointer(w));
            if (auto* events = self->eventManager()) {
                events->post(std::make_unique<event::WindowCloseEvent>());
            }
        });
        glfwSetFramebufferSizeCallback(handle_, [](GLFWwindow* w, int width, int height) {
            auto* self = static_cast<GLFWWindow*>(glfwGetWindowUserPointer(w));
            if (auto* events = self->eventManager()) {
                events->post(std::make_unique<event::WindowResizeEvent>(width, height),
                             event::PostPolicy::ReplaceSameType);
            }
        });
        return true;
    }

    bool GLFWWindow::shouldClose() const {
        return handle_ == nullptr || glfwWindowShouldClose(handle_) == GLFW_TRUE;
    }

    void GLFWWindow::setShouldClose(bool close) {
        if (handle_ != nullptr) {
            glfwSetWindowShouldClose(handle_, close ? GLFW_TRUE : GLFW_FALSE);
        }
    }

    void GLFWWindow::pollEvents() { glfwPollEvents(); }

    void GLFWWindow::swapBuffers() {
        if (handle_ != nullptr) {
            glfwSwapBuffers(handle_);
        }
    }

    math::vec2i GLFWWindow::framebufferSize() const {
        math::vec2i size{};
        if (handle_ != nullptr) {
            glfwGetFramebufferSize(handle_, &size.x, &size.y);
        }
        return size;
    }

    bool GLFWInputAdapter::isKeyDown(input::Key key) const {
        if (key == input::Key::Unknown || window_.nativeHandle() == nullptr) {
            return false;
        }
        // helios key codes equal GLFW's, see helios::input::Key.
        return glfwGetKey(window_.nativeHandle(), static_cast<int>(key)) == GLFW_PRESS;
    }

#if defined(__EMSCRIPTEN__)
    // Emscripten's GLFW is version 3.2, without the gamepad API: it passes on the browser's Gamepad API as a
    // joystick. Browsers report known pads in the W3C "standard" layout, which this maps onto GLFW's gamepad order.
    input::GamepadState GLFWInputAdapter::gamepadState(int slot) const {
        input::GamepadState state;
        const int jid = GLFW_JOYSTICK_1 + slot;
        if (slot < 0 || jid > GLFW_JOYSTICK_LAST || glfwJoystickPresent(jid) != GLFW_TRUE) {
            return state;
        }
        int axisCount = 0;
        int buttonCount = 0;
        const float* axes = glfwGetJoystickAxes(jid, &axisCount);
        const unsigned char* buttons = glfwGetJoystickButtons(jid, &buttonCount);
        if (axes == nullptr || buttons == nullptr || axisCount < 4 || buttonCount < 16) {
            return state;
        }
        state.connected = true;
        for (std::size_t i = 0; i < 4; ++i) {
            state.axes[i] = axes[i];
        }
        // The standard layout has the triggers as buttons 6 and 7.
        state.axes[4] = buttons[6] == GLFW_PRESS ? 1.0F : -1.0F;
        state.axes[5] = buttons[7] == GLFW_PRESS ? 1.0F : -1.0F;
        // GLFW's gamepad button i is the standard layout's button fromStandard[i].
        constexpr std::array<int, 15> fromStandard{0, 1, 2, 3, 4, 5, 8, 9, 16, 10, 11, 12, 15, 13, 14};
        for (std::size_t i = 0; i < state.buttons.size(); ++i) {
            const int b = fromStandard[i];
            state.buttons[i] = b < buttonCount && buttons[b] == GLFW_PRESS;
        }
        return state;
    }
#else
    input::GamepadState GLFWInputAdapter::gamepadState(int slot) const {
        input::GamepadState state;
        const int jid = GLFW_JOYSTICK_1 + slot;
        if (slot < 0 || jid > GLFW_JOYSTICK_LAST || glfwJoystickIsGamepad(jid) != GLFW_TRUE) {
            return state;
        }
        GLFWgamepadstate raw;
        if (glfwGetGamepadState(jid, &raw) != GLFW_TRUE) {
            return state;
        }
        state.connected = true;
        for (std::size_t i = 0; i < state.axes.size(); ++i) {
            state.axes[i] = raw.axes[i];
        }
        for (std::size_t i = 0; i < state.buttons.size(); ++i) {
            state.buttons[i] = raw.buttons[i] == GLFW_PRESS;
        }
        return state;
    }

#endif

} // namespace helios::ext::glfw
