/**
 * \file GLFWWindow.hpp
 * \brief GLFWWindow, the GLFW implementation of helios::window::Window.
 */
#pragma once

#include "helios/window/Window.hpp"
#include "helios/window/WindowConfig.hpp"

struct GLFWwindow;

/**
 * \namespace helios::ext
 * \brief Optional backends that bind the engine's interfaces to third-party libraries.
 */

/**
 * \namespace helios::ext::glfw
 * \brief Window and input backend built on GLFW 3.
 */
namespace helios::ext::glfw {

    /**
     * \brief Reference-counted initialisation of the GLFW library.
     *
     * GLFW must be initialised before the first window is created and
     * terminated after the last one is destroyed. Every GLFWWindow holds a
     * GLFWLibrary; the first instance calls glfwInit(), the last one glfwTerminate().
     *
     * \note GLFW may only be used from the main thread.
     */
    class GLFWLibrary {
    public:
        /**
         * \brief Initialises GLFW if this is the first instance.
         * \throws std::runtime_error if glfwInit() fails, for example without a display.
         */
        GLFWLibrary();

        /** \brief Terminates GLFW if this is the last instance. */
        ~GLFWLibrary();

        /** \brief Not copyable: each instance holds one reference to the library. */
        GLFWLibrary(const GLFWLibrary&) = delete;
        /** \brief Not copy-assignable: each instance holds one reference to the library. */
        GLFWLibrary& operator=(const GLFWLibrary&) = delete;
    };

    /**
     * \brief A native window with an OpenGL 4.1 core context, created through GLFW.
     *
     * In the web build (Emscripten's GLFW) the window is the page's `<canvas>`
     * and the context WebGL 2, that is OpenGL ES 3.0, with a 24-bit depth buffer.
     *
     * GLFW callbacks are translated into helios events: the close button posts
     * a helios::event::WindowCloseEvent, a framebuffer resize a
     * helios::event::WindowResizeEvent (with helios::event::PostPolicy::ReplaceSameType,
     * so only the last size of a drag is dispatched).
     *
     * \code
     * helios::ext::glfw::GLFWWindow window{{.title = "demo", .width = 1280, .height = 720}};
     * if (!window.show()) { return 1; }
     * \endcode
     */
    class GLFWWindow final : public window::Window {
    public:
        /**
         * \brief Stores the configuration and initialises GLFW; the window appears on show().
         * \param config The settings.
         * \throws std::runtime_error if GLFW cannot be initialised.
         */
        explicit GLFWWindow(window::WindowConfig config);

        /** \brief Destroys the native window. */
        ~GLFWWindow() override;

        /** \copydoc helios::window::Window::show() */
        bool show() override;
        /** \copydoc helios::window::Window::shouldClose() */
        [[nodiscard]] bool shouldClose() const override;
        /** \copydoc helios::window::Window::setShouldClose() */
        void setShouldClose(bool close) override;
        /** \copydoc helios::window::Window::pollEvents() */
        void pollEvents() override;
        /** \copydoc helios::window::Window::swapBuffers() */
        void swapBuffers() override;
        /** \copydoc helios::window::Window::framebufferSize() */
        [[nodiscard]] math::vec2i framebufferSize() const override;

        /**
         * \brief The GLFW handle, for GLFW calls the interface does not cover.
         * \return The handle, or nullptr before show().
         */
        [[nodiscard]] GLFWwindow* nativeHandle() const noexcept { return handle_; }

    private:
        GLFWLibrary library_;
        GLFWwindow* handle_{nullptr};
    };

} // namespace helios::ext::glfw
