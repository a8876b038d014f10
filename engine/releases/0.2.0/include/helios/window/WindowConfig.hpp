/**
 * \file WindowConfig.hpp
 * \brief WindowConfig, the settings a Window is created with.
 */
#pragma once

#include <string>

/**
 * \namespace helios::window
 * \brief The platform-independent window abstraction.
 */
namespace helios::window {

    /**
     * \brief Settings for creating a Window.
     *
     * \code
     * helios::window::WindowConfig config;
     * config.title = "helios demo";
     * config.width = 1280;
     * config.height = 720;
     * config.vsync = true;
     * \endcode
     */
    struct WindowConfig {
        /** \brief Text shown in the title bar. */
        std::string title{"helios"};
        /** \brief Initial client-area width in screen coordinates. */
        int width{800};
        /** \brief Initial client-area height in screen coordinates. */
        int height{600};
        /** \brief Whether buffer swaps wait for the display's vertical refresh. */
        bool vsync{true};
        /** \brief Whether the user may resize the window. */
        bool resizable{true};

        /**
         * \brief Whether the settings can be used to create a window.
         * \return true if width and height are positive.
         */
        [[nodiscard]] constexpr bool valid() const noexcept { return width > 0 && height > 0; }

        /**
         * \brief Width divided by height, as passed to helios::math::perspective().
         * \return The aspect ratio, or 1 if the height is not positive.
         */
        [[nodiscard]] constexpr float aspectRatio() const noexcept {
            return height > 0 ? static_cast<float>(width) / static_cast<float>(height) : 1.0F;
        }
    };

} // namespace helios::window
