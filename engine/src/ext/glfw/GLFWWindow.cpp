#include "helios/ext/glfw/GLFWWindow.hpp"

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
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 1);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
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

} // namespace helios::ext::glfw
